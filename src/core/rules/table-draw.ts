/**
 * An availability-aware draw on an ordered table (pure): the roll picks the row whose range holds it; a row with
 * nothing left gives way to the nearest row that has something, above (lower rolls) or below (higher rolls). When
 * both directions offer one, the choice is the player's, so both are returned. Rows that may never be drawn
 * (barred) count as having nothing left.
 */
import { requireInt } from "../dice/guard";

export interface TableRow {
  readonly range: readonly [number, number];
  /** Something of this row is left to take. */
  readonly available: boolean;
}

export type DrawAnswer =
  /** The row drawn; `rolled` is the row the roll named (the same, unless that one had nothing left and one neighbour had). */
  | { readonly kind: "row"; readonly index: number; readonly rolled: number }
  /** The rolled row has nothing left: the nearest rows with something, in either direction (null: none that way). */
  | { readonly kind: "neighbour"; readonly rolled: number; readonly above: number | null; readonly below: number | null }
  /** The roll falls on no row, or no row has anything left. */
  | { readonly kind: "none"; readonly rolled: number | null };

/** The row whose range holds the roll (rows sorted by range first). */
export function rowOfRoll(rows: readonly TableRow[], roll: number): number | null {
  requireInt("roll", roll, -1_000_000, 1_000_000);
  const i = rows.findIndex((r) => roll >= r.range[0] && roll <= r.range[1]);
  return i < 0 ? null : i;
}

export function drawRow(rows: readonly TableRow[], roll: number): DrawAnswer {
  const rolled = rowOfRoll(rows, roll);
  if (rolled === null) return { kind: "none", rolled: null };
  if (rows[rolled]!.available) return { kind: "row", index: rolled, rolled };
  let above: number | null = null;
  for (let i = rolled - 1; i >= 0; i--) if (rows[i]!.available) { above = i; break; }
  let below: number | null = null;
  for (let i = rolled + 1; i < rows.length; i++) if (rows[i]!.available) { below = i; break; }
  if (above === null && below === null) return { kind: "none", rolled };
  if (above === null || below === null) return { kind: "row", index: (above ?? below)!, rolled };
  return { kind: "neighbour", rolled, above, below };
}
