/** Bleed X: each round 1D6 (Bleed 1), 2D6 take highest (2), 3D6 take highest (3+) → HP lost. */
import { MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";

export function bleedDice(bleed: number): number {
  requireInt("bleed", bleed, 0, 100);
  return bleed <= 0 ? 0 : Math.min(3, bleed);
}

/** Domain of every Bleed function: a whole Bleed X from 0 to 100. */
export function bleedFormula(bleed: number): string | null {
  requireInt("bleed", bleed, 0, 100);
  const n = bleedDice(bleed);
  return n === 0 ? null : n === 1 ? "1d6" : `${n}d6kh1`;
}

/** 1–2 → 3 HP, 3–4 → 2 HP, 5–6 → 1 HP. */
export function bleedLoss(highest: number): number {
  requireInt("highest", highest, 1, 6);
  return highest <= 2 ? 3 : highest <= 4 ? 2 : 1;
}

/** A Medicine check stops Bleed X with X successes; a bandage stops Bleed 1; healing magic stops all. */
export function medicineStopsBleed(bleed: number, successes: number): boolean {
  requireInt("bleed", bleed, 0, 100);
  requireInt("successes", successes, 0, MAX_GAME_NUMBER);
  return bleed > 0 && successes >= bleed;
}
export function bandageStopsBleed(bleed: number): boolean {
  requireInt("bleed", bleed, 0, 100);
  return bleed === 1;
}
