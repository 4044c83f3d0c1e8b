/** The 1D10 + Toughness tables: Weakened at 0, and a dying character (HP 0, bleeding or not). */
import { MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";

export type WeakenedCollapse = "death" | "unconscious" | "exhausted";
export type DyingResult = "death" | "barelyAlive" | "fainted" | "conscious";

export interface Vitals { readonly hp: number; readonly weakened: number | null }

/**
 * What reaching 0 starts, however it was reached (damage, spending, a sheet edit): HP falling to 0 starts dying,
 * Weakened falling to 0 rolls the collapse table. Only a fall counts: staying at 0 or being set up again does not.
 */
export function zeroCrossings(before: Vitals, after: Vitals): { dying: boolean; collapse: boolean } {
  return {
    dying: before.hp > 0 && after.hp <= 0,
    collapse: before.weakened !== null && after.weakened !== null && before.weakened > 0 && after.weakened <= 0,
  };
}

export function weakenedCollapse(total: number): WeakenedCollapse {
  requireInt("total", total, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  return total <= 2 ? "death" : total <= 5 ? "unconscious" : "exhausted";
}

export function dyingRoll(total: number): DyingResult {
  requireInt("total", total, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  return total <= 2 ? "death" : total <= 4 ? "barelyAlive" : total <= 6 ? "fainted" : "conscious";
}

/**
 * What each dying result means for the next round (interpretation): barely alive stays dying and
 * unconscious; fainted is unconscious but stable; conscious can act again at 0 HP.
 */
export function dyingAftermath(result: DyingResult): { dead: boolean; dying: boolean; unconscious: boolean } {
  switch (result) {
    case "death": return { dead: true, dying: false, unconscious: false };
    case "barelyAlive": return { dead: false, dying: true, unconscious: true };
    case "fainted": return { dead: false, dying: false, unconscious: true };
    case "conscious": return { dead: false, dying: false, unconscious: false };
  }
}

export const WEAKENED_MAX = 6;
