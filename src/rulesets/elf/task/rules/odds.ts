/** Exact odds of task rolls (Appendix A) from the core's exact distributions. */
import { Distribution } from "../../../../core/dice/distribution";
import { resolveTask, type RollMode } from "./task";
import { MAX_GAME_NUMBER, requireInt, requireOneOf } from "../../../../core/dice/guard";

/** The three kept-dice distributions, computed once at load (they never change; no cache is written later). */
const NATURALS: Readonly<Record<RollMode, Distribution>> = {
  normal: Distribution.dice(3, 6),
  advantage: Distribution.keep(4, 6, 3, "highest"),
  disadvantage: Distribution.keep(4, 6, 3, "lowest"),
};

/** Distribution of the kept dice total. */
export function naturalDistribution(mode: RollMode): Distribution {
  requireOneOf("mode", mode, ["normal", "advantage", "disadvantage"] as const);
  return NATURALS[mode];
}

export interface TaskOdds { readonly failure: number; readonly tie: number; readonly success: number }

/** Chances of each outcome, with the always-fail / always-succeed naturals applied. */
export function taskOdds(mode: RollMode, modifier: number, difficulty: number): TaskOdds {
  requireInt("modifier", modifier, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireInt("difficulty", difficulty, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  const odds = { failure: 0, tie: 0, success: 0 };
  for (const [natural, p] of naturalDistribution(mode).entries()) odds[resolveTask(natural, modifier, difficulty).outcome] += p;
  return odds;
}
