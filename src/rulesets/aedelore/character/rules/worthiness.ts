/** Worthiness: the change table as quick buttons, and a log of every change. */
import { MAX_GAME_NUMBER, requireInt, requireNumber } from "../../../../core/dice/guard";

export const WORTHINESS_CHANGES = [
  { id: "heroic", min: 1, max: 3 }, { id: "help", min: 1, max: 1 }, { id: "killInnocents", min: -5, max: -2 },
  { id: "theft", min: -2, max: -1 }, { id: "murder", min: -5, max: -3 }, { id: "evilReligion", min: -5, max: -5 },
] as const;
export type WorthinessChange = (typeof WORTHINESS_CHANGES)[number]["id"];

/** The log keeps the latest changes only, so a long campaign never outgrows the data model. */
export const WORTHINESS_LOG_MAX = 1000;

export interface WorthinessEntry { readonly delta: number; readonly reason: string; readonly worldTime: number }

/** Apply a change from the table (the value must lie in its range) or a free one, and log it. */
export function changeWorthiness(value: number, log: readonly WorthinessEntry[], delta: number, reason: string, worldTime: number,
  change?: WorthinessChange): { ok: true; value: number; log: WorthinessEntry[] } | { ok: false; error: "REALMS.Aedelore.Errors.WorthinessRange" } {
  requireInt("value", value, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireNumber("worldTime", worldTime);
  const row = change ? WORTHINESS_CHANGES.find((c) => c.id === change) : undefined;
  if (!Number.isInteger(delta) || (row && (delta < row.min || delta > row.max))) return { ok: false, error: "REALMS.Aedelore.Errors.WorthinessRange" };
  return { ok: true, value: value + delta, log: [...log, { delta, reason, worldTime }].slice(-WORTHINESS_LOG_MAX) };
}

export type Standing = "wanted" | "suspect" | "respected";
/**
 * Negative: wanted; low: suspicious; high: respected. The rules give no number between low and high: the split
 * is a world setting (default 5, our reading). Domain: whole numbers.
 */
export function standing(value: number, respectedFrom = 5): Standing {
  requireInt("value", value, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireInt("respectedFrom", respectedFrom, 1, MAX_GAME_NUMBER);
  return value < 0 ? "wanted" : value < respectedFrom ? "suspect" : "respected";
}
