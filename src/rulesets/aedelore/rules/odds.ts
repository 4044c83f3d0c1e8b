/** Exact odds for exploding d10 pools (explosions included), from the core's exact distributions. */
import { successPool } from "../../../core/dice/checks";
import type { Distribution } from "../../../core/dice/distribution";

/** Successes (7+, a 10 counts and rerolls). */
export function successDistribution(dice: number): Distribution {
  return successPool(dice, { faces: 10, successMin: 7, explodeOn: 10 });
}

/** Successes plus Barely dice (5+), for checks where Barely counts toward the difficulty. */
export function barelyOrBetterDistribution(dice: number): Distribution {
  return successPool(dice, { faces: 10, successMin: 5, explodeOn: 10 });
}

/** Chance of reaching each difficulty 1–6 with a pool. */
export function difficultyOdds(dice: number): { needed: number; success: number; barelyOrBetter: number }[] {
  const s = successDistribution(dice);
  const b = barelyOrBetterDistribution(dice);
  return [1, 2, 3, 4, 5, 6].map((needed) => ({ needed, success: s.atLeast(needed), barelyOrBetter: b.atLeast(needed) }));
}
