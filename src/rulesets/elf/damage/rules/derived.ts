/** Values the sheets show that follow from others. */
import { woundThreshold } from "./damage";
import { actionPenalty, type LadderId } from "../../conditions/rules/ladder";
import { MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";

export function npcDerived(s: { armorBonus: number; woundThresholdOverride: number | null; difficultyLevel: number }) {
  return { woundThreshold: woundThreshold(s.armorBonus, s.woundThresholdOverride), initiative: s.difficultyLevel };
}

/** An NPC at −3 for Stunned or Wounded is that much easier to hit and to resist. */
export function effectiveDifficulty(difficultyLevel: number, states: readonly LadderId[], stack = true): number {
  requireInt("difficultyLevel", difficultyLevel, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  return Math.max(0, difficultyLevel + actionPenalty(states, stack).total);
}
