/**
 * What a model's States, Classes, Skills and Combat Arts do to one roll (eld-states' `modifiersFor`), handed to
 * eld-dice the way its rolls take them: additions as dialog modifiers, halvings as `halve`, and an Attack's Strikes
 * (`strikesFor`: Reactive 1, Weakened −1, Crouched 1, Armsmaster +1 …).
 */
import type { DialogModifier } from "../../../core/roll-dialog-model";
import { modifiersFor, stagesOf, strikesFor, type ActorProfile, type Modifier, type RollContext } from "../rules/ability-modifiers";
import { actorFacts } from "./facts";
import { stateIdsOf } from "./status";

type Actor = Actor.Implementation;

function artsOf(actor: Actor): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of actor.items ?? []) {
    if (item.type !== "eldfallCombatArt") continue;
    const s = item.system as unknown as { key?: string; level?: number };
    if (s.key) out[s.key] = Math.max(out[s.key] ?? 0, s.level ?? 1);
  }
  return out;
}

export function profileOf(actor: Actor): ActorProfile {
  const f = actorFacts(actor);
  return { skills: f.skills, classes: f.classes, arts: artsOf(actor), states: stateIdsOf(actor) };
}

/** A modifier's line in the roll dialog: a State by its name, anything else by the item that grants it. */
function label(actor: Actor, m: Modifier): { label: string; i18n: boolean } {
  if (m.source.kind === "state") return { label: `REALMS.Eldfall.States.State.${m.source.id}.name`, i18n: true };
  const item = actor.items?.find((i) => (i.system as unknown as { key?: string }).key === m.source.id);
  return { label: item?.name ?? m.source.id, i18n: false };
}

export interface RollMods {
  readonly modifiers: DialogModifier[];
  readonly halve: number;
  /** The Attack's Strikes (only when the row's STK was given). */
  readonly strikes?: number;
}

/** The roll options for `actor` in this context; `stk` (the row's STK as a number) makes it an Attack's. */
export function rollModsOf(actor: Actor, context: RollContext, stk?: number): RollMods {
  const profile = profileOf(actor);
  const mods = modifiersFor(profile, context);
  const modifiers: DialogModifier[] = mods.filter((m) => m.add).map((m, i) => ({ source: `${m.source.kind}.${m.source.id}.${i}`, value: m.add!, active: true, ...label(actor, m) }));
  return { modifiers, halve: stagesOf(mods).halve ?? 0, ...(stk !== undefined ? { strikes: strikesFor(stk, context.role, profile.states, mods) } : {}) };
}
