/** Difficulty as successes, check outcomes, contested checks. */
import type { PoolResult } from "./pool";
import { MAX_GAME_NUMBER, requireBool, requireInt } from "../../../../core/dice/guard";

export const DIFFICULTIES = [
  { id: "trivial", successes: 1 }, { id: "easy", successes: 2 }, { id: "normal", successes: 3 },
  { id: "hard", successes: 4 }, { id: "veryHard", successes: 5 }, { id: "nearlyImpossible", successes: 6 },
] as const;

export type CheckOutcome = "success" | "barely" | "failure";

/**
 * Successes (7+, each 10 counting and rerolling) meet the difficulty. With `barelyCounts`, a check that
 * reaches it only by counting its 5–6 dice is "barely" made: it succeeds with a consequence.
 */
export function checkOutcome(result: Pick<PoolResult, "successes" | "barely">, needed: number, barelyCounts: boolean): CheckOutcome {
  requireInt("successes", result.successes, 0, MAX_GAME_NUMBER);
  requireInt("barely", result.barely, 0, MAX_GAME_NUMBER);
  requireInt("needed", needed, 0, MAX_GAME_NUMBER);
  requireBool("barelyCounts", barelyCounts);
  if (result.successes >= needed) return "success";
  if (barelyCounts && result.successes + result.barely >= needed) return "barely";
  return "failure";
}

/** What a pool is rolled for: only checks against a difficulty can be "barely" made. */
export type PoolPurpose = "check" | "spell" | "ability" | "attack" | "reaction" | "contest";

/**
 * Does this pool's result count its 5–6 dice toward the needed successes? Only a plain check does, and only
 * when the world counts Barely; a spell needs a full success and a class ability its minimum of full successes.
 * The dialog's odds and the card's outcome both ask this, so they always agree.
 */
export function barelyCountsFor(purpose: PoolPurpose, worldSetting: boolean): boolean {
  return purpose === "check" && worldSetting;
}

export type ContestWinner = "attacker" | "defender" | "tie";

/** Most successes wins; a tie goes to the DM, who usually favours the defender. */
export function contest(attacker: number, defender: number): ContestWinner {
  requireInt("attacker", attacker, 0, MAX_GAME_NUMBER);
  requireInt("defender", defender, 0, MAX_GAME_NUMBER);
  return attacker > defender ? "attacker" : defender > attacker ? "defender" : "tie";
}
