/**
 * Sight between two spaces on a walled board (pure): the straight line between the two cell centres (Eldfall's
 * Assisted LoS, marker to marker, M47) is clear unless it crosses an edge whose wall stops sight. Where the line
 * runs exactly through a grid corner it is clear when either way around the corner is (a line grazing the end of
 * a wall is not stopped by it). Zones that block sight (Hazy) are the ruleset's, through the zones' line query.
 */
import type { Tile } from "./grid";
import { lineCells } from "./grid-area";
import type { Board } from "./grid-board";

export function sightClear(board: Board, a: Tile, b: Tile): boolean {
  board.requireCell("a", a);
  board.requireCell("b", b);
  const cells = lineCells(a, b);
  const open = (p: Tile, q: Tile) => !board.blocksSight(p, q);
  for (let i = 0; i + 1 < cells.length;) {
    const c = cells[i]!;
    const s1 = cells[i + 1]!;
    const s2 = cells[i + 2];
    // lineCells lists a corner as: the cell before, both side cells, the diagonal cell after.
    if (s2 && Math.abs(s2.x - s1.x) === 1 && Math.abs(s2.y - s1.y) === 1) {
      const d = cells[i + 3]!;
      if (!((open(c, s1) && open(s1, d)) || (open(c, s2) && open(s2, d)))) return false;
      i += 3;
    } else {
      if (!open(c, s1)) return false;
      i += 1;
    }
  }
  return true;
}
