/**
 * The shape of Skill, Class and Combat Art data: when each applies and what the system does with it. "auto": a
 * modifier or phase effect the system applies (rules/ability-modifiers.ts, rules/phase-effects.ts); "prompt": the
 * system asks at the right moment (a chat card with a button); "manual": the text is shown with a manual button,
 * since the effect is a player decision or belongs to a part of the engine that reads the data itself. Pure.
 */

/** The moment an ability acts. */
export type AbilityTiming =
  | "strategicPhase" | "endPhase" | "deployment"
  | "rollModifier" | "reroll" | "strikes" | "power" | "critical" | "noRoll" | "castAttribute"
  | "reactionEligibility" | "reactionTiming" | "movement" | "attackGainsTrait" | "onHit" | "onWound" | "woundPrevention" | "resources";

export type Automation = "auto" | "prompt" | "manual";

export interface AbilityRule {
  readonly id: string;
  readonly timing: readonly AbilityTiming[];
  readonly automation: Automation;
  /** Who acts on it when it is not this part's (the owning rules file), for the manual button's label. */
  readonly handledBy?: "activation" | "reactions" | "resolution" | "movement" | "spells" | "deployment";
  /** Its numbers, as the rules print them. */
  readonly numbers?: Readonly<Record<string, number>>;
  /** Highest level (Charm II, Stealth II, Infiltration II; Regeneration counts levels). */
  readonly maxLevel?: number;
}
