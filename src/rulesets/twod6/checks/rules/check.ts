/**
 * A 2D6 check ("Basics", "Ability Modifiers", "Cursed Items"): two dice plus the combined modifier against a
 * difficulty (7 unless the situation says otherwise); equal or above succeeds. The combined modifier (ability,
 * bonuses, penalties such as hunger) is capped at +5 before it is applied, unless the roll is a melee or ranged
 * damage roll an ability lets exceed it (a per-roll flag). Double 1s critically fail even on a total that would
 * succeed; double 6s critically succeed, even on a total that would fail, when the check can succeed critically.
 *
 * Reading (interpretation I1): the "critical failure modifier" widens the critical failure range: a check fails
 * critically on a natural total of 2 + the modifier or less. Each equipped cursed item adds 1, so one cursed item
 * makes natural 2 and 3 critical failures. The range never reaches 12, so a double 6 stays what it was.
 */
import { applyModifiers, type PipelineResult } from "../../../../core/rules/attributes";
import { requireBool, requireDice, requireInt } from "../../../../core/dice/guard";

export const DEFAULT_DIFFICULTY = 7;
export const MODIFIER_CAP = 5;
/** Highest natural total the critical failure range may cover (12 stays a double 6). */
const MAX_CRIT_FAIL_TOTAL = 11;

export interface CheckSpec {
  /** The ability modifier (or any base the check starts from). */
  readonly base: number;
  /** Every other bonus and penalty (situational, items, hunger and thirst). */
  readonly adds?: readonly number[];
  readonly difficulty?: number;
  /** A double 6 succeeds critically (attacks; most checks per the item or ability). */
  readonly canCrit?: boolean;
  /** Melee or ranged damage an ability lets exceed +5 (aimed shot, crushing blow). */
  readonly capExempt?: boolean;
  /** Cursed items equipped, each +1 (interpretation I1). */
  readonly critFailModifier?: number;
}

export type CheckResult = "criticalFailure" | "failure" | "success" | "criticalSuccess";

/** The combined modifier, capped, with the steps for the card. */
export function checkModifier(spec: CheckSpec): PipelineResult {
  return applyModifiers(spec.base, { adds: spec.adds ?? [], cap: { max: MODIFIER_CAP }, capExempt: spec.capExempt ?? false });
}

/** Natural totals that fail critically: 2 up to this (2 alone without cursed items). */
export function critFailThrough(critFailModifier = 0): number {
  requireInt("critFailModifier", critFailModifier, 0, 100);
  return Math.min(MAX_CRIT_FAIL_TOTAL, 2 + critFailModifier);
}

function difficultyOf(spec: CheckSpec): number {
  return requireInt("difficulty", spec.difficulty ?? DEFAULT_DIFFICULTY, -1000, 1000);
}

/** The result of two dice already rolled. */
export function resolveCheck(spec: CheckSpec, dice: readonly number[]): { result: CheckResult; natural: number; modifier: number; total: number; difficulty: number; capped: boolean; critFailThrough: number } {
  if (requireDice("dice", dice, 6, 2).length !== 2) throw new RangeError("A check rolls exactly two dice");
  requireBool("canCrit", spec.canCrit ?? false);
  const mod = checkModifier(spec);
  const natural = dice[0]! + dice[1]!;
  const total = natural + mod.value;
  const difficulty = difficultyOf(spec);
  const through = critFailThrough(spec.critFailModifier ?? 0);
  return { result: outcome(natural, total, difficulty, through, spec.canCrit ?? false), natural, modifier: mod.value, total, difficulty, capped: mod.capped, critFailThrough: through };
}

function outcome(natural: number, total: number, difficulty: number, critFailThrough: number, canCrit: boolean): CheckResult {
  if (natural <= critFailThrough) return "criticalFailure";
  if (canCrit && natural === 12) return "criticalSuccess";
  return total >= difficulty ? "success" : "failure";
}

/** Ways to roll each natural total on 2D6 (of 36). */
export const WAYS_2D6: Readonly<Record<number, number>> = { 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1 };

export interface CheckOdds {
  /** Ways out of 36 for each result (exact), and the chances. */
  readonly ways: Readonly<Record<CheckResult, number>>;
  readonly chance: Readonly<Record<CheckResult, number>>;
  /** Success or critical success. */
  readonly success: number;
  readonly modifier: number;
  readonly capped: boolean;
  readonly critFailThrough: number;
}

/** The exact odds of a check: every natural total, the capped modifier and both critical rules. */
export function checkOdds(spec: CheckSpec): CheckOdds {
  requireBool("canCrit", spec.canCrit ?? false);
  const mod = checkModifier(spec);
  const difficulty = difficultyOf(spec);
  const through = critFailThrough(spec.critFailModifier ?? 0);
  const ways: Record<CheckResult, number> = { criticalFailure: 0, failure: 0, success: 0, criticalSuccess: 0 };
  for (let natural = 2; natural <= 12; natural++) ways[outcome(natural, natural + mod.value, difficulty, through, spec.canCrit ?? false)] += WAYS_2D6[natural]!;
  const chance = Object.fromEntries(Object.entries(ways).map(([k, w]) => [k, w / 36])) as Record<CheckResult, number>;
  return { ways, chance, success: (ways.success + ways.criticalSuccess) / 36, modifier: mod.value, capped: mod.capped, critFailThrough: through };
}

export const isSuccess = (r: CheckResult) => r === "success" || r === "criticalSuccess";
