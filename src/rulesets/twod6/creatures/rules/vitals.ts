/**
 * Health and energy ("Health", "Energy"). Health = base stamina + base stamina modifier × the health multiplier
 * + (current stamina modifier − base stamina modifier); the multiplier is 1 at levels 1–3, 2 at 4–6, 3 at 7–9…
 * Energy = base stamina modifier + 3.
 *
 * Readings (I6): neither value goes below what a creature can have: health at least 1, energy at least 0
 * (a very weak base stamina would otherwise give negative maxima, which the rules never mean).
 */
import { requireInt } from "../../../../core/dice/guard";
import { abilityModifier, MAX_OFFSET, MAX_SCORE } from "./abilities";

export const MAX_LEVEL = 100;

/** +1 at the 1st, 4th, 7th… level. */
export function healthMultiplier(level: number): number {
  requireInt("level", level, 1, MAX_LEVEL);
  return Math.floor((level - 1) / 3) + 1;
}

export interface StaminaFacts {
  readonly level: number;
  /** The stamina score without enchants and other temporary changes. */
  readonly baseSta: number;
  /** The score with them (an enchant +1 STA). */
  readonly currentSta: number;
  /** The race's stamina offset. */
  readonly offset?: number;
}

export function maxHealth(f: StaminaFacts): number {
  requireInt("baseSta", f.baseSta, 0, MAX_SCORE);
  requireInt("currentSta", f.currentSta, 0, MAX_SCORE);
  requireInt("offset", f.offset ?? 0, -MAX_OFFSET, MAX_OFFSET);
  const baseMod = abilityModifier(f.baseSta, f.offset ?? 0);
  const currentMod = abilityModifier(f.currentSta, f.offset ?? 0);
  return Math.max(1, f.baseSta + baseMod * healthMultiplier(f.level) + (currentMod - baseMod));
}

export function maxEnergy(baseSta: number, offset = 0): number {
  return Math.max(0, abilityModifier(baseSta, offset) + 3);
}
