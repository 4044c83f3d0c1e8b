/**
 * The Rule of Three: before level 20 a human's lowest and highest ability differ by at most 3; the point gained
 * at level 20 may break it. Female characters may differ by 4 when strength is the lowest, charisma the highest
 * and the other two are above strength, but the level-20 point never takes that to 5.
 *
 * Readings (I7): the rule reads the base scores (before enchants); "charisma is the highest" allows a tie with
 * another ability, "the other abilities are higher than strength" is strict; from level 20 on, the scores are
 * valid when they are valid as they stand or when taking one point back from one ability makes them valid
 * under the plain rule (the level-20 point spent without the limit).
 */
import { requireBool, requireInt } from "../../../../core/dice/guard";
import { ABILITIES, MAX_SCORE, type AbilityScores } from "./abilities";
import { MAX_LEVEL } from "./vitals";

export const RULE_OF_THREE = 3;
export const FREE_POINT_LEVEL = 20;

export interface RuleOfThreeFacts {
  readonly scores: AbilityScores;
  readonly level: number;
  readonly human: boolean;
  readonly female: boolean;
}

export type RuleOfThreeVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: "spread" | "femaleSpread"; readonly spread: number; readonly allowed: number };

const spreadOf = (s: AbilityScores) => Math.max(...ABILITIES.map((a) => s[a])) - Math.min(...ABILITIES.map((a) => s[a]));

const plain = (s: AbilityScores) => spreadOf(s) <= RULE_OF_THREE;

function femaleException(s: AbilityScores): boolean {
  return spreadOf(s) === RULE_OF_THREE + 1 && s.agi > s.str && s.sta > s.str && s.cha > s.str && s.cha >= s.agi && s.cha >= s.sta;
}

export function checkRuleOfThree(f: RuleOfThreeFacts): RuleOfThreeVerdict {
  requireInt("level", f.level, 1, MAX_LEVEL);
  requireBool("human", f.human);
  requireBool("female", f.female);
  for (const a of ABILITIES) requireInt(`scores.${a}`, f.scores[a], 0, MAX_SCORE);
  if (!f.human) return { ok: true };
  const s = f.scores;
  if (plain(s) || (f.female && femaleException(s))) return { ok: true };
  const spread = spreadOf(s);
  if (f.level >= FREE_POINT_LEVEL && ABILITIES.some((a) => s[a] > 0 && plain({ ...s, [a]: s[a] - 1 }))) return { ok: true };
  const femaleShape = f.female && s.cha >= s.agi && s.cha >= s.sta && ABILITIES.every((a) => a === "str" || s[a] > s.str);
  return { ok: false, reason: femaleShape ? "femaleSpread" : "spread", spread, allowed: femaleShape ? RULE_OF_THREE + 1 : RULE_OF_THREE + (f.level >= FREE_POINT_LEVEL ? 1 : 0) };
}
