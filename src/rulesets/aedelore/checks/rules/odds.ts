/** Exact odds for exploding d10 pools (explosions included), from the core's exact distributions. */
import { successPool } from "../../../../core/dice/checks";
import type { Distribution } from "../../../../core/dice/distribution";
import { requireInt } from "../../../../core/dice/guard";
import { MAX_POOL } from "../../../../core/dice/checks";

/** Successes (7+, a 10 counts and rerolls). */
export function successDistribution(dice: number): Distribution {
  requireInt("dice", dice, 0, MAX_POOL);
  return successPool(dice, { faces: 10, successMin: 7, explodeOn: 10 });
}

/** Successes plus Barely dice (5+), for checks where Barely counts toward the difficulty. */
export function barelyOrBetterDistribution(dice: number): Distribution {
  requireInt("dice", dice, 0, MAX_POOL);
  return successPool(dice, { faces: 10, successMin: 5, explodeOn: 10 });
}

/** Chance of reaching each difficulty 1–6 with a pool. */
export function difficultyOdds(dice: number): { needed: number; success: number; barelyOrBetter: number }[] {
  requireInt("dice", dice, 0, MAX_POOL);
  const s = successDistribution(dice);
  const b = barelyOrBetterDistribution(dice);
  return [1, 2, 3, 4, 5, 6].map((needed) => ({ needed, success: s.atLeast(needed), barelyOrBetter: b.atLeast(needed) }));
}
