/**
 * A token's dragged movement as grid spaces (pure): Foundry v13's movement waypoints (top-left pixels, a movement
 * action each) become the spaces entered, in order, for a ruleset's orthogonal path rules. A straight segment is
 * walked space by space (a "jump" segment of exactly two spaces is one step over the space between); a segment
 * that is not straight — a drag to a far space without waypoints — takes the shortest orthogonal way the board
 * allows between its ends, around the spaces `entry` closes.
 */
import type { Tile } from "./grid";
import { footprint } from "./grid-area";
import type { Board } from "./grid-board";
import { orthogonalPath, type Entry } from "./grid-path";

export interface PixelWaypoint {
  readonly x: number;
  readonly y: number;
  /** Foundry's movement action of the segment that ends here ("walk", "jump", "climb", "fly", "blink", "displace"…). */
  readonly action?: string;
}

/** The space a token whose top-left corner is at (x, y) stands in (its first cell, as `footprint` reads it). */
export function spaceOfPixel(x: number, y: number, gridSize: number): Tile {
  return footprint({ x, y, width: 1, height: 1 }, gridSize)[0]!;
}

/**
 * The spaces entered from `origin` through every waypoint, in order; null when a bent segment has no way through
 * the board. `entry` closes spaces the mover cannot cross (enemies) for the bent segments' search.
 */
export function waypointSpaces(board: Board, origin: Tile, waypoints: readonly PixelWaypoint[], gridSize: number, entry?: (cell: Tile) => Entry): Tile[] | null {
  const out: Tile[] = [];
  let from = origin;
  for (const w of waypoints) {
    const to = spaceOfPixel(w.x, w.y, gridSize);
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    if (dx === 0 && dy === 0) continue;
    if (dx === 0 || dy === 0) {
      const n = Math.abs(dx) + Math.abs(dy);
      if (w.action === "jump" && n === 2) out.push(to);
      else for (let i = 1; i <= n; i++) out.push({ x: from.x + Math.sign(dx) * i, y: from.y + Math.sign(dy) * i });
    } else {
      if (!board.contains(from) || !board.contains(to)) return null;
      const path = orthogonalPath(board, from, to, entry ? { entry } : {});
      if (!path) return null;
      out.push(...path.cells);
    }
    from = to;
  }
  return out;
}
