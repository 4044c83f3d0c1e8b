/**
 * What the Resolution Step (§ 5.) RESOLUTION STEP) receives: the models as they stand, every Attack of the
 * Activation Sequence with its Hits already decided by the Attack rolls and Confrontations, the Dodges, Assists,
 * exploited Weak Points and Deathblows, and the d20 roller every further roll comes from.
 */
import type { DurationSpec } from "../../../../core/rules/conditions";
import type { PwModifier } from "../../dice/rules/damage";
import type { TraitRef } from "../../profile/rules/traits";
import type { ExploitKind } from "../../dice/rules/weak-points";
import type { StateId } from "../../profile/rules/keys";

/** A model as the Resolution Step needs it: modified attributes (States applied, except Crouched on ARM). */
export interface ResolutionModel {
  readonly id: string;
  /** Heroes and allies: never Dead. */
  readonly hero: boolean;
  readonly side: string;
  readonly size: string;
  readonly hp: number;
  readonly hpMax: number;
  readonly arm: number;
  readonly t: number;
  readonly m: number;
  readonly int: number;
  readonly ag: number;
  readonly spd: number;
  readonly ap: number;
  readonly wp: number;
  readonly tier?: number;
  readonly boss?: boolean;
  /** Its space has an open (white) edge: the abyss push needs one. */
  readonly openEdge?: boolean;
  readonly traits: readonly TraitRef[];
  readonly skills?: readonly string[];
  readonly classes?: readonly string[];
  /** State ids it has now (crouched, incapacitated, immobilized…). */
  readonly states: readonly string[];
  readonly berserkerUsedThisTurn?: boolean;
  readonly rogueUsedThisActivation?: boolean;
  /** Stands in Aquatic: Burn X counts as X − 1. */
  readonly aquatic?: boolean;
}

/** A State an effect grants, with its duration. */
export interface StateGrant {
  readonly id: StateId;
  readonly duration: DurationSpec;
}

/** A State a Combat Art or Item gives on a Hit or on a Wound (Archery II: Slowed until the end of the turn). */
export interface AttackStateEffect extends StateGrant {
  readonly on: "hit" | "wound";
}

export interface HitInput {
  readonly critical: boolean;
}

export interface TargetInput {
  readonly target: string;
  /** Hits after the Attack roll and any Confrontation (the dice rules decide them), with crit flags. */
  readonly hits: readonly HitInput[];
  /** Successful Attack rolls that became no Hit (negated in a lost Confrontation): a hero may give 1 WP. */
  readonly negated?: number;
  /** PW changes for this target only (Aquatic doubling of electric names, from the environment rules). */
  readonly pwMods?: readonly PwModifier[];
  /** Models in Sweep's reach around this target (same and adjacent spaces, LoS for Sweep I), from the space rules. */
  readonly sweep?: readonly string[];
  /** An ally of the shooter hit by a shot into melee (17–20), not the Attack's target: the card says why. */
  readonly intoMelee?: boolean;
}

export interface AttackInput {
  readonly id: string;
  /** null: an environment's Hit (Profane Miasma), which has no attacker and gives no WP. */
  readonly attacker: string | null;
  readonly pw: number;
  readonly pwMods?: readonly PwModifier[];
  /** Traits its Hits and Wounds carry (Item/Spell/Combat Art; the wielder's Demon per A60). */
  readonly traits: readonly TraitRef[];
  /** Types and keywords: "melee", "ranged", "spell", "natural", an Element ("fire"), a Spell type ("healing"). */
  readonly tags?: readonly string[];
  readonly aoe?: boolean;
  readonly states?: readonly AttackStateEffect[];
  /** Assassination V: a model Wounded by it dies. */
  readonly deadly?: boolean;
  /** A follow-up Attack (it triggers no further Finishing Strike). */
  readonly followUp?: "finishingStrike" | "chainAttack";
  /** For Ricochet: the nearest enemies (of the attacker) within 2 spaces of each model hit, from the space rules. */
  readonly ricochet?: Readonly<Record<string, readonly string[]>>;
  readonly targets: readonly TargetInput[];
}

export interface DodgeInput {
  readonly model: string;
  /** The Dodge roll against each attacking Attack, by Attack id: true = success. */
  readonly vs: Readonly<Record<string, boolean>>;
  /** A reacting model moves before the activated one. */
  readonly reacting: boolean;
  readonly crouch?: "enter" | "cancel";
}

export interface AssistInput {
  readonly id: string;
  readonly assistant: string;
  readonly target: string;
  readonly hits: number;
  /** HP restored per Hit. */
  readonly healPerHit?: number;
  readonly tags?: readonly string[];
  /** States removed from the target on at least one Hit. */
  readonly removeStates?: readonly StateId[];
  readonly states?: readonly StateGrant[];
}

/** Deathblow: a model in the same space as an Incapacitated enemy renders it Dead, no roll (not a Boss, never a hero). */
export interface DeathblowInput {
  readonly model: string;
  readonly target: string;
}

export interface ExploitInput {
  readonly hero: string;
  readonly target: string;
  readonly kind: ExploitKind;
}

export interface ResolutionOptions {
  /** A18 ⚙: Cleave, Crippling, Stun, Bleed and Burn trigger once per Attack per target, or per Wound. */
  readonly triggerPer: "attack" | "wound";
  /** M111 Easy: the Hostiles' Demon Trait is ignored (the campaign's difficulty: a Hostile's Attack panics no one). */
  readonly demonIgnored?: boolean;
}

export interface ResolutionInput {
  readonly models: readonly ResolutionModel[];
  readonly attacks: readonly AttackInput[];
  readonly dodges?: readonly DodgeInput[];
  readonly assists?: readonly AssistInput[];
  readonly exploits?: readonly ExploitInput[];
  readonly deathblows?: readonly DeathblowInput[];
  /** Attack ids whose hero declines the optional WP for a successful roll that led to no DMG roll. */
  readonly declinedWeakPoints?: readonly string[];
  /** Familiars each caster removes instead of suffering Wounds, in order; each takes the Wounds of one Attack. */
  readonly familiars?: Readonly<Record<string, readonly string[]>>;
  /** WP already given this sequence (target, attacker): the cap holds across follow-up Attacks. */
  readonly weakPointsGiven?: readonly (readonly [string, string])[];
  readonly options?: Partial<ResolutionOptions>;
}

/** Why a d20 is rolled: the roller may show it, the plan lists it. */
export interface RollRequest {
  readonly purpose: RollPurpose;
  /** The model rolling (for a DMG roll: the attacker, or the target when there is none). */
  readonly model: string;
  readonly attack?: string;
}

export type RollPurpose = "damage" | "burn" | "unkeen" | "berserker" | "frostbite" | "crippling" | "stun" | "demon" | "mindgame" | "rogue" | "friendlyFire";
export type Roller = (req: RollRequest) => number;
