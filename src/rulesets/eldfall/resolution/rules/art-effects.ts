/**
 * What the Combat Art level an Attack carries does in the Resolution Step (§ COMBAT ARTS): Assassination I's +6 PW,
 * the Traits a level gains (Poison I, Knockdown, Ignore Armor, Sweep, Crippling, Cleave, Stagger), Archery II's
 * Slowed on a Hit until the end of the turn, Assassination V's death on a Wound, and Decisive Blow's Critical Hits
 * (Active Role only, A16: the rolls that still succeed after the Confrontation). Strikes and the target's modifiers
 * (Fencing I–III, Assassination III) are the dice's, before rolling. Pure.
 */
import type { ArtLevel } from "../../profile/rules/combat-arts";
import type { TraitRef } from "../../profile/rules/traits";
import type { AttackInput, HitInput } from "./resolution-input";
import { END_OF_TURN } from "./step-state";

/** The part of an Attack the art changes. */
type ArtAttack = Pick<AttackInput, "pwMods" | "traits" | "states" | "deadly">;

/**
 * The Attack with the chosen level applied (null: no art). A Trait the level gains is added, or raised to the
 * level's where the row already has it at a lower level (a row's Poison II stays Poison II).
 */
export function withArt<A extends ArtAttack>(attack: A, art: ArtLevel | null): A {
  if (!art) return attack;
  const traits: TraitRef[] = [...attack.traits];
  for (const [id, level] of Object.entries(art.gains ?? {})) {
    const i = traits.findIndex((t) => t.id === id);
    if (i < 0) traits.push({ id, level });
    else if ((traits[i]!.level ?? 1) < level) traits[i] = { ...traits[i]!, level };
  }
  return {
    ...attack,
    traits,
    ...(art.power ? { pwMods: [...(attack.pwMods ?? []), { kind: "add" as const, value: art.power, source: art.name }] } : {}),
    ...(art.slowsOnHit ? { states: [...(attack.states ?? []), { id: "slowed" as const, duration: END_OF_TURN, on: "hit" as const }] } : {}),
    ...(art.kills ? { deadly: true } : {}),
  };
}

/** Decisive Blow: in the Active Role every Hit the dice left standing is a Critical Hit. */
export function artHits(hits: readonly HitInput[], art: ArtLevel | null, role: "active" | "reactive"): HitInput[] {
  return art?.critOnSuccess && role === "active" ? hits.map(() => ({ critical: true })) : [...hits];
}
