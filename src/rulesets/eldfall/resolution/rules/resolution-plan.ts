/**
 * What the Resolution Step returns: a plan of every roll, Hit, Wound, triggered effect and model change, which
 * the glue shows on the card and applies. Nothing in the step writes anywhere else.
 */
import type { ExploitInput, RollRequest, StateGrant } from "./resolution-input";
import type { StateId } from "../../profile/rules/keys";

export interface RollRecord extends RollRequest {
  readonly against?: string;
  /** The highest result that succeeds. */
  readonly target: number;
  readonly result: number;
  readonly success: boolean;
}

export type HitOutcome = "wound" | "noWound" | "negated" | "dodged" | "resisted";

export interface HitRecord {
  readonly attack: string;
  readonly attacker: string | null;
  readonly target: string;
  readonly critical: boolean;
  readonly source: "strike" | "sweep" | "ricochet" | "intoMelee";
  readonly pw: number;
  readonly arm: number;
  /** Highest DMG roll that wounds (null: no DMG roll, e.g. Mindgame or a negated Hit). */
  readonly threshold: number | null;
  readonly roll: number | null;
  readonly outcome: HitOutcome;
  readonly reason?: string;
}

export type WoundCause = "damage" | "cleave" | "burn" | "frostbite" | "mindgame" | "divine";

export interface WoundRecord {
  readonly attack: string;
  readonly target: string;
  readonly cause: WoundCause;
  /** Set when the Wound was prevented (and by what). */
  readonly prevented?: "unkeen" | "berserker" | "familiar";
  readonly familiar?: string;
}

export interface TriggerRecord {
  readonly attack: string;
  readonly target: string;
  /** Trait, Skill or Class id ("bleed", "stun", "vampirism", "rogue"…). */
  readonly trigger: string;
  /** What happened: a State id, "apAll", "ap1", "heal", "followUp", "dead"…, or the blocking immunity. */
  readonly result: string;
  readonly blockedBy?: string;
}

export interface ModelChange {
  readonly id: string;
  hpBefore: number;
  hpAfter: number;
  wounds: number;
  healed: number;
  wpDelta: number;
  /** AP lost until the end of the turn: a number, or every AP (Stun). */
  apLoss: number | "all";
  addStates: StateGrant[];
  removeStates: StateId[];
  incapacitated: boolean;
  dead: boolean;
  /** Removed from the field now (abyss, Construct/Elemental at 0 HP, Dead by Burn) or at the end of the turn (Hostiles). */
  remove: "now" | "endOfTurn" | null;
  berserkerUsed: boolean;
  rogueUsed: boolean;
}

export type MoveRequest =
  | { readonly kind: "knockback"; readonly model: string; readonly awayFrom: string; readonly spaces: number; readonly attack: string }
  | { readonly kind: "dodge"; readonly model: string; readonly maxSpaces: number; readonly crouch?: "enter" | "cancel" };

export interface FollowUpRequest {
  readonly kind: "finishingStrike";
  readonly attacker: string;
  readonly target: string;
  /** The Attack whose Item or Skill the unmodified STK 1 Attack uses. */
  readonly attack: string;
}

/** A Hostile turning toward the model that hit it (the space rules set the token's facing). */
export interface FacingRequest {
  readonly model: string;
  readonly toward: string;
}

export interface WeakPointRecord {
  readonly target: string;
  readonly attacker: string;
  readonly reason: "failedDamage" | "noDamageRoll";
}

export interface ResolutionPlan {
  readonly rolls: RollRecord[];
  readonly hits: HitRecord[];
  readonly wounds: WoundRecord[];
  readonly triggers: TriggerRecord[];
  readonly changes: ModelChange[];
  readonly weakPoints: WeakPointRecord[];
  readonly exploits: (ExploitInput & { readonly cost: number })[];
  readonly facings: FacingRequest[];
  readonly moves: MoveRequest[];
  readonly followUps: FollowUpRequest[];
  readonly familiarsRemoved: string[];
  /** Every (target, attacker) WP pair of the sequence so far, for the next follow-up's input. */
  readonly weakPointsGiven: [string, string][];
}
