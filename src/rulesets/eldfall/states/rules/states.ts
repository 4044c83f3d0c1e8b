/**
 * The 17 States (§ STATES) plus Defensive Stance (Warrior), Over-encumbered (inventory) and Petrified (A39): their
 * condition definitions for the core engine, what they do to attributes and STK, what they cancel, who is immune,
 * and how a second application combines with the first. Pure.
 */
import { applyCondition, endedByTrigger, type ActiveCondition, type AppliedAt, type ApplyOutcome, type ConditionDef, type DurationSpec } from "../../../../core/rules/conditions";
import type { ModifierStages } from "../../../../core/rules/attributes";
import { requireOneOf } from "../../../../core/dice/guard";
import { EXTRA_STATES, STATES, type Attribute } from "../../profile/rules/keys";
import { immunityBlocker, type TraitRef } from "../../profile/rules/traits";

export const STATE_IDS = STATES;
/** Tokens the rules name outside § STATES: Warrior's Defensive Stance, inventory over X, and Petrified (A39: referenced, never defined). */
export const EXTRA_STATE_IDS = EXTRA_STATES;
export const ALL_STATE_IDS = [...STATE_IDS, ...EXTRA_STATE_IDS] as const;
export type StateId = (typeof ALL_STATE_IDS)[number];
export const isStateId = (id: string): id is StateId => (ALL_STATE_IDS as readonly string[]).includes(id);

export type AttributeId = Attribute;

/** What a State does to one attribute: halvings and doublings (rounding up, in the pipeline's order). */
type AttributeEffect = { readonly halve?: number; readonly double?: number };

export interface StateRule {
  readonly id: StateId;
  readonly attributes?: Partial<Readonly<Record<AttributeId, AttributeEffect>>>;
  /** STK: added (Weakened −1), or set to 1 for every Attack, or for Melee Attacks only, or in the Active Role only. */
  readonly stk?: { readonly add?: number; readonly one?: "attack" | "melee" | "active" };
  /** Entering this State ends these (Crouched, Incapacitated, Dead, Immobilized, Petrified end Flying). */
  readonly cancels?: readonly StateId[];
  /** While the bearer has one of these, the State cannot be applied (Flying or Incorporeal models are never Engaged). */
  readonly immuneWhile?: readonly StateId[];
  /** The duration when nothing names one: until removed (A37). */
  readonly duration: DurationSpec;
  /** Events that end it, whatever its duration (STATE_TRIGGERS). */
  readonly endsOn?: readonly StateTrigger[];
}

/**
 * Events the rules end States on; the activation and resolution flows report them (states/actor-states.ts `endStatesOn`):
 * an Action other than Nothing (Shrouded), being attacked or sharing a space with an enemy at the end of a sequence
 * (Distracted), a successful Dodge roll (Immobilized; Crouched may be cancelled with it too, a choice), regaining HP
 * (Incapacitated), Perceived (Shrouded), moving out of the enemy's reach or away with a Dodge (Engaged).
 */
export const STATE_TRIGGERS = ["action", "attacked", "enemySharesSpace", "dodgeSuccess", "healed", "perceived", "leftReach"] as const;
export type StateTrigger = (typeof STATE_TRIGGERS)[number];

const UNTIL_REMOVED: DurationSpec = { unit: "permanent" };
/** "Until its next Strategic Phase" (A2: the Strategic Phase of its side's next turn). */
export const UNTIL_NEXT_STRATEGIC: DurationSpec = { unit: "phase", phase: "strategic" };

/**
 * States of the fight itself that end with the Quest when the world says so (A37); body States (Bleeding, Poisoned,
 * Weakened, Crippled, Confused, Blinded, Slowed) stay into the Journey until a Rest, and Incapacitated until healed (A38).
 */
export const TACTICAL_STATES: readonly StateId[] = ["engaged", "crouched", "flying", "shrouded", "distracted", "immobilized", "panicked", "petrified"];

const HALF: AttributeEffect = { halve: 1 };
const rule = (r: Omit<StateRule, "duration"> & { duration?: DurationSpec }): StateRule => ({ duration: UNTIL_REMOVED, ...r });

export const STATE_RULES: Readonly<Record<StateId, StateRule>> = {
  bleeding: rule({ id: "bleeding" }),
  blinded: rule({ id: "blinded" }),
  confused: rule({ id: "confused", attributes: { off: HALF, def: HALF, acc: HALF, int: HALF, ag: HALF, m: HALF } }),
  crippled: rule({ id: "crippled", attributes: { spd: HALF, ag: HALF } }),
  crouched: rule({ id: "crouched", attributes: { spd: HALF, arm: HALF }, stk: { one: "attack" }, cancels: ["flying"] }),
  dead: rule({ id: "dead", cancels: ["flying", "incapacitated", "engaged", "panicked", "shrouded", "distracted"] }),
  distracted: rule({ id: "distracted", endsOn: ["attacked", "enemySharesSpace"] }),
  engaged: rule({ id: "engaged", immuneWhile: ["flying"], endsOn: ["leftReach"] }),
  // Fatigued ends as the bearer's next Strategic Phase starts, before the Upkeep where it would have received AP.
  fatigued: rule({ id: "fatigued", duration: UNTIL_NEXT_STRATEGIC }),
  // Flight: "A model cannot enter Flying if it is Engaged".
  flying: rule({ id: "flying", attributes: { spd: { double: 1 } }, stk: { one: "melee" }, immuneWhile: ["engaged"] }),
  immobilized: rule({ id: "immobilized", cancels: ["flying"], endsOn: ["dodgeSuccess"] }),
  incapacitated: rule({ id: "incapacitated", cancels: ["flying", "engaged", "shrouded"], endsOn: ["healed"] }),
  panicked: rule({ id: "panicked" }),
  poisoned: rule({ id: "poisoned" }),
  shrouded: rule({ id: "shrouded", endsOn: ["action", "perceived"] }),
  slowed: rule({ id: "slowed", attributes: { spd: HALF } }),
  weakened: rule({ id: "weakened", attributes: { t: HALF }, stk: { add: -1 } }),
  defensiveStance: rule({ id: "defensiveStance", stk: { one: "active" }, duration: UNTIL_NEXT_STRATEGIC }),
  overEncumbered: rule({ id: "overEncumbered" }),
  petrified: rule({ id: "petrified", cancels: ["flying", "engaged"] }),
};

/** A State's rule; an id that names no State is refused (an unknown id would read as no rule at all). */
const ruleOf = (id: StateId): StateRule => STATE_RULES[requireOneOf("state", id, ALL_STATE_IDS)];

/** The core engine's definition: one copy of a State at a time; a second application keeps the longer duration (see combineDurations). */
export const stateCondition = (id: StateId): ConditionDef => {
  const r = ruleOf(id);
  return { id, stacking: "refresh", ...(r.immuneWhile ? { immuneWhile: r.immuneWhile } : {}), ...(r.endsOn ? { endsOn: r.endsOn } : {}) };
};

/** The bearer's States an event ends (a Dead model's States end only with it). */
export const statesEndedBy = (active: readonly ActiveCondition[], trigger: StateTrigger): ActiveCondition[] =>
  endedByTrigger(active, ALL_STATE_IDS.map(stateCondition), trigger);

/** Trait levels by trait id (a trait without levels counts 1; absent or 0: the model lacks it). */
export type TraitLevels = Readonly<Record<string, number>>;

/** Trait levels as the Trait registry reads them (rules/traits.ts), for its one immunity answer. */
export const traitRefsOf = (traits: TraitLevels = {}): TraitRef[] =>
  Object.entries(traits).filter(([, level]) => level > 0).map(([id, level]) => ({ id, level }));

/** The trait that makes this model immune to a State or effect (Construct, Elemental, Undead, Fearless, Incorporeal…), or null. */
export const stateImmunity = (traits: TraitLevels, effect: string): string | null => immunityBlocker(traitRefsOf(traits), effect);

/** How long a duration lasts, to keep the longer one when a State is applied again. */
const REACH: Readonly<Record<DurationSpec["unit"], number>> = {
  activation: 0, sideTurn: 1, rounds: 2, turns: 2, phase: 3, seconds: 4, trigger: 5, quest: 6, permanent: 7,
};
/** Does `next` outlast `current` (a Weakening Wound makes a Poison I Weakened last until removed; not the other way)? */
export const outlasts = (next: DurationSpec, current: DurationSpec) => REACH[next.unit] > REACH[current.unit];

export interface StateApplication {
  readonly at: AppliedAt;
  /** Default: the State's own (until removed, or Fatigued's and Defensive Stance's next Strategic Phase). */
  readonly duration?: DurationSpec;
  readonly traits?: TraitLevels;
  /** Heroes never become Dead (A58): for them "dies" is Incapacitated. */
  readonly hero?: boolean;
  /** Entered voluntarily (Flying models cannot voluntarily become Crouched). */
  readonly voluntary?: boolean;
  /** A37 on: a tactical State with no stated end lasts until removed or the end of the Quest. */
  readonly clearTacticalAtQuestEnd?: boolean;
}

/** The duration a State gets: the source's, else its own, a tactical one ending with the Quest under A37. */
export function durationFor(state: StateId, req: Pick<StateApplication, "duration" | "clearTacticalAtQuestEnd">): DurationSpec {
  const own = ruleOf(state).duration;
  if (req.duration) return req.duration;
  return own.unit === "permanent" && req.clearTacticalAtQuestEnd && TACTICAL_STATES.includes(state) ? { unit: "quest" } : own;
}

export type StateOutcome = ApplyOutcome | { readonly kind: "ignored"; readonly reason: "trait" | "flying"; readonly blockedBy: string };

/** Apply a State: immunities, the hero rule, the longer duration kept, and the States it cancels. */
export function applyState(active: readonly ActiveCondition[], requested: StateId, req: StateApplication): {
  active: ActiveCondition[]; outcome: StateOutcome; state: StateId; cancelled: StateId[];
} {
  const state: StateId = requested === "dead" && req.hero ? "incapacitated" : requireOneOf("state", requested, ALL_STATE_IDS);
  const unchanged = { active: [...active], state, cancelled: [] as StateId[] };
  const trait = stateImmunity(req.traits ?? {}, state);
  if (trait) return { ...unchanged, outcome: { kind: "ignored", reason: "trait", blockedBy: trait } };
  if (state === "crouched" && req.voluntary && active.some((c) => c.id === "flying")) {
    return { ...unchanged, outcome: { kind: "ignored", reason: "flying", blockedBy: "flying" } };
  }
  const duration = durationFor(state, req);
  const existing = active.find((c) => c.id === state);
  if (existing && !outlasts(duration, existing.duration)) return { ...unchanged, outcome: { kind: "ignored", reason: "duplicate" } };
  const applied = applyCondition(active, stateCondition(state), { duration, at: req.at }, { cap: null });
  if (applied.outcome.kind === "ignored") return { ...unchanged, outcome: applied.outcome };
  const cancels = STATE_RULES[state].cancels ?? [];
  const cancelled = applied.active.filter((c) => (cancels as readonly string[]).includes(c.id)).map((c) => c.id as StateId);
  return { active: applied.active.filter((c) => !cancelled.includes(c.id as StateId)), outcome: applied.outcome, state, cancelled };
}

/** Remove a State (Regeneration, Rest, a successful Dodge out of Immobilized, regaining HP out of Incapacitated). */
export const removeState = (active: readonly ActiveCondition[], id: StateId) => active.filter((c) => c.id !== id);

/** Only the bearer's States that act: a Dead model's other States no longer matter, and ids that are not States are ignored. */
const statesOf = (states: readonly string[]) => states.filter(isStateId);

/** The pipeline stages the bearer's States put on one attribute (each State's halving counts: M7 modifiers stack). */
export function stateStages(states: readonly string[], attribute: AttributeId): Pick<ModifierStages, "halve" | "double"> {
  let halve = 0;
  let double = 0;
  for (const id of statesOf(states)) {
    const effect = STATE_RULES[id].attributes?.[attribute];
    halve += effect?.halve ?? 0;
    double += effect?.double ?? 0;
  }
  return { ...(halve ? { halve } : {}), ...(double ? { double } : {}) };
}

/** What the bearer's States do to an Attack's STK: adds (Weakened −1) and whether it is forced to 1. */
export function stateStk(states: readonly string[], attack: { readonly melee: boolean; readonly role: "active" | "reactive" }): { add: number; one: StateId | null } {
  let add = 0;
  let one: StateId | null = null;
  for (const id of statesOf(states)) {
    const stk = STATE_RULES[id].stk;
    if (!stk) continue;
    add += stk.add ?? 0;
    const forced = stk.one === "attack" || (stk.one === "melee" && attack.melee) || (stk.one === "active" && attack.role === "active");
    if (forced && one === null) one = id;
  }
  return { add, one };
}

