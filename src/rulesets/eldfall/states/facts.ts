/**
 * What the turn and State glue reads of an actor: STA, T, current and maximum HP, AP, trait/skill levels and
 * classes (its embedded rule items by key), and whether it is a hero (heroes and allies are never Dead, never
 * removed). Thin: the profile card's own readers are profile/rules/.
 */
import { isActorType } from "../../../core/data/subtypes";
import { ELDFALL_MODEL_TYPES } from "../config";


export interface ActorFacts {
  readonly hero: boolean;
  readonly sta: number;
  readonly t: number;
  readonly hp: number;
  readonly hpMax: number;
  readonly traits: Readonly<Record<string, number>>;
  readonly skills: Readonly<Record<string, number>>;
  readonly classes: readonly string[];
}

const whole = (v: unknown) => (Number.isInteger(v) ? Math.max(0, v as number) : 0);

/** Rule items of one type by key, with their level (a Trait listed twice counts its highest level). */
function levels(actor: Actor.Implementation, type: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of actor.items ?? []) {
    if (item.type !== type) continue;
    const s = item.system as { key?: string; level?: number };
    if (typeof s.key === "string") out[s.key] = Math.max(out[s.key] ?? 0, whole(s.level) || 1);
  }
  return out;
}

export function actorFacts(actor: Actor.Implementation): ActorFacts {
  const s = isActorType(actor, ELDFALL_MODEL_TYPES) ? actor.system : null;
  return {
    hero: actor.type === "eldfallHero",
    sta: whole(s?.attributes.sta), t: whole(s?.attributes.t), hp: whole(s?.health.value), hpMax: whole(s?.hpMax),
    traits: levels(actor, "eldfallTrait"), skills: levels(actor, "eldfallSkill"), classes: Object.keys(levels(actor, "eldfallClass")),
  };
}

/** AP the model has left (kept on the actor, `system.ap.value`). */
export const apLeftOf = (actor: Actor.Implementation): number => whole(isActorType(actor, ELDFALL_MODEL_TYPES) ? actor.system.ap.value : 0);
