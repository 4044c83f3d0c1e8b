/**
 * Synergy cards and points (§ SYNERGY CARDS, SYNERGY POINTS). Points are the party's shared pool this Quest; the
 * card picked at Quest start unlocks when the pool reaches its cost, and is assigned to a hero. Pure.
 */
import { requireInt } from "../../../../core/dice/guard";

export interface SynergyCard { readonly id: string; readonly unlockCost: number; readonly unlocked: boolean }

export type SynergyRefusal = "notSelected" | "alreadyUnlocked" | "notEnoughPoints" | "noHero";

/** Points after `n` more (a condition met; "or as specified": n may be more than 1; negative: the GM takes some back). */
export function addSynergyPoints(points: number, n: number): number {
  requireInt("points", points, 0, 999);
  requireInt("n", n, -999, 999);
  return Math.max(0, Math.min(99, points + n));
}

/**
 * May the picked card unlock now, for this hero? P2-campaign-5: unlocking spends the card's cost from the pool; points
 * left over stay for the rest of the Quest (they are discarded at its end).
 */
export function unlockRefusal(card: SynergyCard | null, selected: string, points: number, hero: string): SynergyRefusal | null {
  if (!card || card.id !== selected) return "notSelected";
  if (card.unlocked) return "alreadyUnlocked";
  if (points < card.unlockCost) return "notEnoughPoints";
  if (!hero) return "noHero";
  return null;
}

export const pointsAfterUnlock = (card: SynergyCard, points: number): number => Math.max(0, points - card.unlockCost);
