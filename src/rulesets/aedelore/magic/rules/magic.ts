/** Spells: a pool of 1D10 per point, Arcana paid on casting, fumbles and criticals for the DM. */
import { DEFAULT_MAX_DICE } from "../../checks/rules/pool";
import { MAX_DICE, MAX_GAME_NUMBER, requireBool, requireInt, requireNumber } from "../../../../core/dice/guard";

/** Spells and class abilities roll one die per point (not the conversion table), still at most 8. */
export function perPointDice(points: number, cap = DEFAULT_MAX_DICE): number {
  requireNumber("points", points, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireInt("cap", cap, 0, MAX_DICE);
  return Math.max(0, Math.min(cap, Math.floor(points)));
}

export type CastRefusal = "REALMS.Aedelore.Errors.NotEnoughArcana" | "REALMS.Aedelore.Errors.SpellInactive";

/** Arcana is paid on casting, even when the spell then fizzles. */
export function payArcana(arcana: number, cost: number, active: boolean): { ok: true; arcana: number } | { ok: false; error: CastRefusal } {
  requireInt("arcana", arcana, 0, MAX_GAME_NUMBER);
  requireInt("cost", cost, 0, MAX_GAME_NUMBER);
  requireBool("active", active);
  if (!active) return { ok: false, error: "REALMS.Aedelore.Errors.SpellInactive" };
  if (cost > arcana) return { ok: false, error: "REALMS.Aedelore.Errors.NotEnoughArcana" };
  return { ok: true, arcana: arcana - cost };
}

export type SpellOutcome = "fumble" | "cast" | "critical";

/** At least one success casts; none is a fumble (fizzle or backlash, the DM's call); a 10 is a critical. */
export function spellOutcome(successes: number, criticals: number): SpellOutcome {
  requireInt("successes", successes, 0, MAX_GAME_NUMBER);
  requireInt("criticals", criticals, 0, MAX_GAME_NUMBER);
  if (successes < 1) return "fumble";
  return criticals > 0 ? "critical" : "cast";
}

export const FUMBLE_CHOICES = ["fizzle", "backlash"] as const;
export const CRITICAL_CHOICES = ["damage", "duration", "secondary"] as const;

/** Class ability check: the skill's points as dice against its minimum successes. */
export function abilityCheck(successes: number, minimum: number, weakened: number, cost: number):
  { ok: boolean; weakened: number; error?: "REALMS.Aedelore.Errors.NotEnoughWeakened" } {
  requireInt("successes", successes, 0, MAX_GAME_NUMBER);
  requireInt("minimum", minimum, 0, MAX_GAME_NUMBER);
  requireInt("weakened", weakened, 0, MAX_GAME_NUMBER);
  requireInt("cost", cost, 0, MAX_GAME_NUMBER);
  if (cost > weakened) return { ok: false, weakened, error: "REALMS.Aedelore.Errors.NotEnoughWeakened" };
  if (successes < minimum) return { ok: false, weakened };
  return { ok: true, weakened: weakened - cost };
}

/** Spells can be swapped only in safe areas (town, village). */
export function canSwapSpells(safeArea: boolean): boolean {
  return safeArea;
}

/** Arcana: +1 each round (capped). */
export function regenerate(arcana: number, max: number): number {
  requireInt("max", max, 0, MAX_GAME_NUMBER);
  requireInt("arcana", arcana, 0, max);
  return Math.min(max, arcana + 1);
}
