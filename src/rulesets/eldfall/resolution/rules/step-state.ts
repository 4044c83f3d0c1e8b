/**
 * The state one Resolution Step hands from stage to stage: the models as they came in, the options, the roller,
 * the plan being written and the changes per model. Each stage receives it explicitly and writes only into it;
 * nothing here outlives one `resolveSequence` call.
 */
import type { DurationSpec } from "../../../../core/rules/conditions";
import { MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";
import { attributeRollSucceeds, damageSucceeds } from "../../dice/rules/damage";
import { hasTrait, immunityBlocker, traitParams, traitX } from "../../profile/rules/traits";
import type { AttackInput, ResolutionInput, ResolutionModel, ResolutionOptions, Roller, RollRequest, StateGrant } from "./resolution-input";
import type { ModelChange, ResolutionPlan, RollRecord, WoundCause } from "./resolution-plan";

export const UNTIL_REMOVED: DurationSpec = { unit: "permanent" };
/** Continuous: an effect stays until the end of the Quest (or until something removes it), whatever its own duration. */
const UNTIL_QUEST_END: DurationSpec = { unit: "quest" };
export const END_OF_TURN: DurationSpec = { unit: "sideTurn" };
export const NEXT_STRATEGIC: DurationSpec = { unit: "phase", phase: "strategic" };

export const SPELL = "spell";
/** No printed Trait counts past 20 (Burn X rolls, Knockback X spaces, Ricochet X chains): a larger X is bad data, not a rule. */
export const MAX_TRAIT_X = 20;
const COUNTED_TRAITS = ["burn", "knockback", "ricochet"] as const;

export interface StepState {
  readonly options: ResolutionOptions;
  readonly models: ReadonlyMap<string, ResolutionModel>;
  readonly roll: Roller;
  readonly plan: ResolutionPlan;
  /** One change per model touched, in the order first touched (the plan lists them in that order). */
  readonly changes: Map<string, ModelChange>;
}

/** A Wound on its way to a target: prevention (Unkeen, Berserker, a Familiar) may still stop it. */
export interface PendingWound {
  readonly attack: AttackInput;
  readonly target: string;
  readonly cause: WoundCause;
  readonly critical: boolean;
  /** It came from a DMG roll (a Berserker's T roll applies; Frostbite's Wound has none). */
  readonly fromRoll: boolean;
  readonly pw: number;
}

/** Effects apply once per Attack per target: this keys them. */
export function hitKey(attack: AttackInput, target: string): string {
  return `${attack.id}|${target}`;
}

/** Checks the input the step relies on (HP, every model an Attack names, Trait counts) and opens an empty plan. */
export function openStep(input: ResolutionInput, roll: Roller): StepState {
  const options: ResolutionOptions = { triggerPer: input.options?.triggerPer ?? "attack", demonIgnored: input.options?.demonIgnored ?? false };
  const models = new Map<string, ResolutionModel>();
  for (const m of input.models) {
    requireInt(`${m.id}.hp`, m.hp, 0, MAX_GAME_NUMBER);
    requireInt(`${m.id}.hpMax`, m.hpMax, 0, MAX_GAME_NUMBER);
    models.set(m.id, m);
  }
  const step: StepState = {
    options, models, roll, changes: new Map(),
    plan: { rolls: [], hits: [], wounds: [], triggers: [], changes: [], weakPoints: [], exploits: [], facings: [], moves: [], followUps: [], familiarsRemoved: [], weakPointsGiven: [] },
  };
  for (const a of input.attacks) {
    if (a.attacker !== null) modelOf(step, a.attacker);
    for (const t of a.targets) modelOf(step, t.target);
    for (const id of COUNTED_TRAITS) requireInt(`${a.id}.${id} X`, traitX(a.traits, id), 0, MAX_TRAIT_X);
  }
  return step;
}

export function modelOf(step: StepState, id: string): ResolutionModel {
  const m = step.models.get(id);
  if (!m) throw new RangeError(`Resolution: no model "${id}"`);
  return m;
}

/** The model's change record, opened (unchanged) the first time a stage touches the model. */
export function changeOf(step: StepState, id: string): ModelChange {
  let c = step.changes.get(id);
  if (!c) {
    const m = modelOf(step, id);
    c = { id, hpBefore: m.hp, hpAfter: m.hp, wounds: 0, healed: 0, wpDelta: 0, apLoss: 0, addStates: [], removeStates: [], incapacitated: false, dead: false, remove: null, berserkerUsed: false, rogueUsed: false };
    step.changes.set(id, c);
  }
  return c;
}

/** One d20 against `target` (a DMG roll, or an attribute roll), listed on the plan. */
export function rollD20(step: StepState, req: RollRequest, target: number, against?: string): RollRecord {
  const result = step.roll(req);
  const success = req.purpose === "damage" || req.purpose === "burn" ? damageSucceeds(result, target) : attributeRollSucceeds(result, target);
  const record: RollRecord = { ...req, ...(against ? { against } : {}), target, result, success };
  step.plan.rolls.push(record);
  return record;
}

/** What keeps `effect` off the target: an immunity Trait, or Elemental Essence against an Attack of its Element. */
export function blockedBy(target: ResolutionModel, effect: string, attack: AttackInput): string | null {
  const byTrait = immunityBlocker(target.traits, effect);
  if (byTrait) return byTrait;
  // Elemental Essence (E): unaffected by the effects of (E) Attacks; damage still applies.
  const essences = traitParams(target.traits, "elementalEssence");
  if (essences.some((e) => (attack.tags ?? []).map((t) => t.toLowerCase()).includes(e))) return "elementalEssence";
  return null;
}

/** Gives the target a State (replacing the same State's earlier grant), unless an immunity blocks it; lists it either way. */
export function grantState(step: StepState, attack: AttackInput, target: ResolutionModel, trigger: string, state: StateGrant): void {
  const by = blockedBy(target, state.id, attack);
  if (by) {
    step.plan.triggers.push({ attack: attack.id, target: target.id, trigger, result: state.id, blockedBy: by });
    return;
  }
  const c = changeOf(step, target.id);
  const granted = hasTrait(attack.traits, "continuous") ? { ...state, duration: UNTIL_QUEST_END } : state;
  c.addStates = [...c.addStates.filter((s) => s.id !== state.id), granted];
  step.plan.triggers.push({ attack: attack.id, target: target.id, trigger, result: state.id });
}
