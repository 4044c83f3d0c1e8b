/**
 * Grid geometry figures for `npm run bench` (issue 10: orthogonal path on a 60×60 grid with walls < 5 ms). The
 * board is a serpentine: a wall down every third column with one gap, alternately at the bottom and the top,
 * so the path from one corner to the other winds through the whole field (about 1,200 steps).
 */
import { Board, type WallEdge } from "../src/core/rules/grid-board";
import { orthogonalPath, reachable } from "../src/core/rules/grid-path";
import { wallEdges } from "../src/core/rules/grid-walls";
import { shapeCells, ZoneIndex, type Zone } from "../src/core/rules/zones";
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

  // 30 environment regions (rectangles, circles, a polygon each tenth), then what a start-of-turn pass asks: 50 tokens' spaces and 50 lines.
  const zonesOnce = () => {
    const zones: Zone[] = Array.from({ length: 30 }, (_, i) => {
      const x = (i * 7) % 55;
      const y = (i * 11) % 55;
      const shape = i % 10 === 0 ? { type: "polygon" as const, points: [x * 100, y * 100, (x + 5) * 100, y * 100, x * 100, (y + 5) * 100] }
        : i % 2 ? { type: "circle" as const, x: x * 100 + 50, y: y * 100 + 50, radius: 250 } : { type: "rectangle" as const, x: x * 100, y: y * 100, width: 400, height: 300 };
      return { id: `z${i}`, kind: "realms.bench.env", value: null, option: "", hidden: false, name: `z${i}`, cells: shapeCells([shape], 100) };
    });
    const index = new ZoneIndex(zones);
    let hits = 0;
    for (let i = 0; i < 50; i++) {
      hits += index.at({ x: (i * 13) % SIDE, y: (i * 17) % SIDE }).length;
      hits += index.onLine({ x: i % SIDE, y: 0 }, { x: SIDE - 1 - (i % SIDE), y: SIDE - 1 }, { ends: false }).length;
    }
    return hits;
  };
  line("zones: 30 regions to cells, 50 space + 50 line queries", timeMedian(100, zonesOnce), 5);
}
