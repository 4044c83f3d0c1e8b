/**
 * Grid geometry figures for `npm run bench` (issue 10: orthogonal path on a 60×60 grid with walls < 5 ms). The
 * board is a serpentine: a wall down every third column with one gap, alternately at the bottom and the top,
 * so the path from one corner to the other winds through the whole field (about 1,200 steps).
 */
import { Board, type WallEdge } from "../src/core/rules/grid-board";
import { orthogonalPath, reachable } from "../src/core/rules/grid-path";
import { wallEdges } from "../src/core/rules/grid-walls";
import { timeMedian, line } from "./bench-timing";

const SIDE = 60;
export function benchGrid(): void {
  console.log("\nOrthogonal grid, 60×60 serpentine of walls (median of 200)");
  const walls: WallEdge[] = [];
  for (let k = 0, x = 2; x < SIDE - 1; k++, x += 3) {
    const gap = k % 2 === 0 ? SIDE - 1 : 0;
    for (let y = 0; y < SIDE; y++) if (y !== gap) walls.push({ a: { x, y }, b: { x: x + 1, y }, move: true, sight: true });
  }
  const board = new Board(SIDE, SIDE, walls);
  const rough = (c: { x: number; y: number }) => ((c.x * 7 + c.y * 13) % 11 === 0 ? 1 : 0);
  const path = orthogonalPath(board, { x: 0, y: 0 }, { x: SIDE - 1, y: SIDE - 1 }, { extraCost: rough })!;
  line("path corner to corner (A*, terrain costs)", timeMedian(200, () => orthogonalPath(board, { x: 0, y: 0 }, { x: SIDE - 1, y: SIDE - 1 }, { extraCost: rough })), 5,
    `   ${path.cells.length} steps, cost ${path.cost}`);
  const sealed = new Board(SIDE, SIDE, [...walls, { a: { x: SIDE - 1, y: SIDE - 1 }, b: { x: SIDE - 2, y: SIDE - 1 }, move: true, sight: true },
    { a: { x: SIDE - 1, y: SIDE - 1 }, b: { x: SIDE - 1, y: SIDE - 2 }, move: true, sight: true }]);
  line("no path (goal walled in: the whole field searched)", timeMedian(200, () => orthogonalPath(sealed, { x: 0, y: 0 }, { x: SIDE - 1, y: SIDE - 1 })), 5);
  line("reachable cells within 30 (movement highlight)", timeMedian(200, () => reachable(board, { x: 30, y: 30 }, { budget: 30 })), 5);
  const segments = walls.map((w) => ({ c: [(w.b.x) * 100, w.a.y * 100, w.b.x * 100, (w.a.y + 1) * 100], move: true, sight: true }));
  line(`scene walls → blocked edges (${segments.length} segments)`, timeMedian(50, () => new Board(SIDE, SIDE, wallEdges(segments, 100, SIDE, SIDE))), 5);
}
