/** Values the sheets show that follow from others. */
import { woundThreshold } from "./damage";

export function npcDerived(s: { armorBonus: number; woundThresholdOverride: number | null; difficultyLevel: number }) {
  return { woundThreshold: woundThreshold(s.armorBonus, s.woundThresholdOverride), initiative: s.difficultyLevel };
}
