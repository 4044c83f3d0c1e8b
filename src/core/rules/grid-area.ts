/**
 * Areas on a square grid (pure): distance under either metric (orthogonal for Eldfall, whose distances never
 * count diagonals; Chebyshev where a diagonal neighbour is adjacent), the cells a token covers, and the cells a
 * straight line crosses.
 */
import { MAX_GAME_NUMBER, requireNumber, requireOneOf } from "../dice/guard";
import { tileDistance, type Tile } from "./grid";
import { manhattan } from "./grid-path";

export type Metric = "orthogonal" | "chebyshev";
const METRICS: readonly Metric[] = ["orthogonal", "chebyshev"];
/** Largest token side, in grid units, a footprint enumerates. */
export const MAX_RADIUS = 100;

export function distance(a: Tile, b: Tile, metric: Metric): number {
  return requireOneOf("metric", metric, METRICS) === "orthogonal" ? manhattan(a, b) : tileDistance(a, b);
}

/** The cells a token covers: its top-left pixel position and its size in grid units (rounded up to whole cells). */
export function footprint(token: { readonly x: number; readonly y: number; readonly width: number; readonly height: number }, gridSize: number): Tile[] {
  requireNumber("gridSize", gridSize, 1, 10_000);
  requireNumber("x", token.x, -MAX_GAME_NUMBER * 100, MAX_GAME_NUMBER * 100);
  requireNumber("y", token.y, -MAX_GAME_NUMBER * 100, MAX_GAME_NUMBER * 100);
  requireNumber("width", token.width, 0.1, MAX_RADIUS);
  requireNumber("height", token.height, 0.1, MAX_RADIUS);
  // Centre of the token's first cell, so a token nudged a few pixels off the grid still counts where it looks to be.
  const x0 = Math.floor((token.x + Math.min(token.width, 1) * gridSize / 2) / gridSize);
  const y0 = Math.floor((token.y + Math.min(token.height, 1) * gridSize / 2) / gridSize);
  const out: Tile[] = [];
  for (let dy = 0; dy < Math.ceil(token.height); dy++) for (let dx = 0; dx < Math.ceil(token.width); dx++) out.push({ x: x0 + dx, y: y0 + dy });
  return out;
}

/**
 * The cells a straight line between two cell centres passes through, in order from `a` to `b`, both included.
 * Where the line runs exactly through a grid corner both cells beside the corner are included: a line grazing
 * a zone's corner counts as crossing it (a cover or haze rule errs toward applying).
 */
export function lineCells(a: Tile, b: Tile): Tile[] {
  const n = tileDistance(a, b) + manhattan(a, b);
  if (n > 4 * MAX_RADIUS * 10) throw new RangeError(`line from (${a.x}, ${a.y}) to (${b.x}, ${b.y}) is too long`);
  const dx = Math.abs(b.x - a.x);
  const dy = Math.abs(b.y - a.y);
  const sx = Math.sign(b.x - a.x);
  const sy = Math.sign(b.y - a.y);
  const out: Tile[] = [{ ...a }];
  let x = a.x;
  let y = a.y;
  // Walk cell boundaries: compare how far along the line the next vertical and the next horizontal boundary lie
  // (both scaled by 2·dx·dy to stay in whole numbers).
  let ix = 0;
  let iy = 0;
  while (ix < dx || iy < dy) {
    const tx = (1 + 2 * ix) * dy; // next vertical boundary, in units of 1/(2·dx·dy)
    const ty = (1 + 2 * iy) * dx;
    if (ix < dx && (iy >= dy || tx < ty)) { x += sx; ix++; out.push({ x, y }); }
    else if (iy < dy && (ix >= dx || ty < tx)) { y += sy; iy++; out.push({ x, y }); }
    else {
      // Through a corner: both side cells, then the diagonal one.
      out.push({ x: x + sx, y }, { x, y: y + sy });
      x += sx; y += sy; ix++; iy++;
      out.push({ x, y });
    }
  }
  return out;
}
