/**
 * Activation Points (M20–M25). Every model that can receive AP gets AP = STA at each Upkeep Phase, both sides,
 * since the reactive side spends AP on Reactions; unspent AP is discarded at the End Phase. Pure.
 */
import { requireInt } from "../../../../core/dice/guard";

export type Role = "active" | "reactive";

/** An Activation costs 1 AP (Activation Step), a Reaction 1 AP, Protector's interception 1 AP. */
export const AP_COST = { activation: 1, reaction: 1, protector: 1 } as const;

/** What decides a model's AP: its modified STA, the States it has, and whether it is Watchful. */
export interface ApFacts {
  readonly sta: number;
  readonly states: readonly string[];
  /** Watchful trait: double AP in the Reactive Role. */
  readonly watchful?: boolean;
}

/** States that bar receiving AP at Upkeep: Fatigued cannot regain it; Incapacitated and Dead receive none. */
const NO_UPKEEP_AP = ["fatigued", "incapacitated", "dead"] as const;
/** States under which AP left over cannot be spent (it is kept until the End Phase, M20 note). */
const AP_UNUSABLE = ["incapacitated", "dead"] as const;

/** AP a model receives at an Upkeep Phase in this role (0: it receives none and keeps what it has). */
export function upkeepAllotment(model: ApFacts, role: Role): number {
  const sta = requireInt("sta", model.sta, 0, 99);
  if (NO_UPKEEP_AP.some((s) => model.states.includes(s))) return 0;
  return role === "reactive" && model.watchful ? sta * 2 : sta;
}

/** Does the model receive AP at Upkeep at all (a model that cannot keeps what it has, normally 0 after the End Phase)? */
export const receivesAp = (model: ApFacts) => !NO_UPKEEP_AP.some((s) => model.states.includes(s));

/** AP after the Upkeep Phase: the allotment replaces what was left; a model that cannot receive AP keeps what it has. */
export function apAfterUpkeep(model: ApFacts, role: Role, current: number): number {
  requireInt("current", current, 0, 999);
  return receivesAp(model) ? upkeepAllotment(model, role) : current;
}

/** AP after the End Phase: every model discards what it did not spend. */
export const apAfterEnd = (): number => 0;

/** A model spawned or summoned mid-turn receives its AP at once (M25): the allotment of its role now. */
export const apOnArrival = (model: ApFacts, role: Role): number => upkeepAllotment(model, role);

/** May the model spend AP now (Incapacitated or Dead keep AP but cannot use it)? */
export const mayUseAp = (states: readonly string[]) => !AP_UNUSABLE.some((s) => states.includes(s));

export type SpendOutcome = { readonly ok: true; readonly left: number } | { readonly ok: false; readonly reason: "noAp" | "unusable" };

/** Spend AP for an Activation or a Reaction; refused without enough AP or when the model cannot use AP. */
export function spendAp(current: number, cost: number, states: readonly string[]): SpendOutcome {
  requireInt("current", current, 0, 999);
  requireInt("cost", cost, 0, 99);
  if (!mayUseAp(states)) return { ok: false, reason: "unusable" };
  if (current < cost) return { ok: false, reason: "noAp" };
  return { ok: true, left: current - cost };
}
