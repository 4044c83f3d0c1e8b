/**
 * Conditions live on actors as ActiveEffects carrying the engine's record in `flags.realms.condition`, their
 * status (`statuses: [statusId]`) and the status's static `_id` as their own id: v13's token HUD shows a status
 * with an `_id` as active only on the effect with that id, and `Actor#toggleStatusEffect` looks it up by it.
 * These helpers convert both ways; they are pure.
 */
import type { ActiveCondition } from "./rules/conditions";
import type { StatusDefinition } from "./ruleset";

export interface EffectLike {
  readonly id?: string | null;
  readonly statuses?: Iterable<string>;
  readonly flags?: Record<string, unknown>;
}

export function conditionOfEffect(effect: EffectLike): ActiveCondition | null {
  const record = (effect.flags?.realms as { condition?: ActiveCondition } | undefined)?.condition;
  return record && typeof record.id === "string" ? record : null;
}

export function readConditions(effects: Iterable<EffectLike>): ActiveCondition[] {
  const out: ActiveCondition[] = [];
  for (const e of effects) {
    const c = conditionOfEffect(e);
    if (c) out.push(c);
  }
  return out;
}

/** ActiveEffect creation data for a condition; `name`/`description` are already localized. */
export function conditionEffectData(condition: ActiveCondition, status: StatusDefinition, text: { name: string; description: string }) {
  return {
    _id: status._id,
    name: condition.value ? `${text.name} (${condition.value})` : text.name,
    img: status.img,
    description: text.description,
    statuses: [status.statusId],
    flags: { realms: { condition } },
  };
}

/** Whether a condition's effect is stored as its status expects (older worlds: random ids, bare status ids). */
export function effectMatchesStatus(effect: EffectLike, status: StatusDefinition): boolean {
  const statuses = [...(effect.statuses ?? [])];
  return effect.id === status._id && statuses.length === 1 && statuses[0] === status.statusId;
}

/** The effect ids to delete for conditions that ended. */
export function effectIdsFor(effects: Iterable<EffectLike>, ended: readonly ActiveCondition[]): string[] {
  const ids: string[] = [];
  for (const e of effects) {
    const c = conditionOfEffect(e);
    if (c && e.id && ended.some((x) => x.id === c.id)) ids.push(e.id);
  }
  return ids;
}
