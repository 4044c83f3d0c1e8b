/**
 * Map Cord cards. The rules give twelve cards over a 4×3 grid but print no layouts, so the default
 * deck is generated: card n numbers cell i (row-major) as ((k·i + o) mod 12) + 1 with k coprime to 12
 * (1, 5, 7, 11) and offset o (0, 4, 8) — twelve distinct permutations. The GM may edit the cards.
 */
import { MAX_GAME_NUMBER, requireInt, requireNumber } from "../../../../core/dice/guard";

export const COLUMNS = 4;
export const ROWS = 3;
const MULTIPLIERS = [1, 5, 7, 11];
const OFFSETS = [0, 4, 8];

/** Card n's layout: the sector number printed in each cell, row by row. */
export function cardLayout(card: number): number[] {
  if (!Number.isInteger(card) || card < 1 || card > 12) throw new RangeError(`Map Cord cards are numbered 1–12, got ${card}`);
  const k = MULTIPLIERS[(card - 1) % 4]!;
  const o = OFFSETS[Math.floor((card - 1) / 4)]!;
  return Array.from({ length: 12 }, (_, i) => ((k * i + o) % 12) + 1);
}

/**
 * The layout a Map Cord card shows: the GM's twelve sectors when the card has all twelve, else the default
 * layout of its number (a card whose sectors were never filled in).
 */
export function mapCordLayout(card: number, layout: readonly number[] | null | undefined): number[] {
  if (layout && layout.length === COLUMNS * ROWS) {
    for (const [i, sector] of layout.entries()) requireInt(`layout[${i}]`, sector, 1, COLUMNS * ROWS);
    return [...layout];
  }
  return cardLayout(card);
}

/** The active card: a scenario's fixed layout wins over the D12, from the moment it is fixed. */
export function activeCard(d12: number | null, fixed?: number | null): number | null {
  if (d12 !== null) requireInt("d12", d12, 1, 12);
  if (fixed !== null && fixed !== undefined) requireInt("fixed", fixed, 1, 12);
  return fixed ?? d12;
}

/** Cell index (0–11) holding sector X on a layout. */
export function sectorCell(layout: readonly number[], sector: number): number {
  const cell = layout.indexOf(sector);
  if (cell < 0) throw new RangeError(`Sector ${sector} is not on this card`);
  return cell;
}

export interface Rect { readonly x: number; readonly y: number; readonly width: number; readonly height: number }

/** The part of the scene a cell covers. */
export function cellRect(cell: number, scene: Rect): Rect {
  requireInt("cell", cell, 0, COLUMNS * ROWS - 1);
  for (const k of ["x", "y", "width", "height"] as const) requireNumber(k, scene[k], k === "width" || k === "height" ? 0 : -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  const width = scene.width / COLUMNS;
  const height = scene.height / ROWS;
  return { x: scene.x + (cell % COLUMNS) * width, y: scene.y + Math.floor(cell / COLUMNS) * height, width, height };
}

/** Where "spawn in sector X" puts a token: the centre of that sector, snapped to the grid's top-left corner. */
export function spawnPoint(layout: readonly number[], sector: number, scene: Rect, gridSize: number): { x: number; y: number } {
  requireNumber("gridSize", gridSize, 1, MAX_GAME_NUMBER);
  const r = cellRect(sectorCell(layout, sector), scene);
  const snap = (v: number) => Math.floor(v / gridSize) * gridSize;
  return { x: snap(r.x + r.width / 2), y: snap(r.y + r.height / 2) };
}

/**
 * An event spawn: the D12 names sector X on the active card. A scenario may restrict spawns to some
 * zones (cells numbered 1–12 row by row from the top left, whatever the card); a roll landing outside
 * them is rolled again. Returns the first roll that lands, or null when none of `rolls` does.
 */
export function eventSpawnSector(rolls: readonly number[], layout: readonly number[], allowedCells: readonly number[] | null): { sector: number; cell: number; rolls: number } | null {
  for (const [i, sector] of rolls.entries()) {
    const cell = sectorCell(layout, sector) + 1;
    if (!allowedCells?.length || allowedCells.includes(cell)) return { sector, cell, rolls: i + 1 };
  }
  return null;
}
