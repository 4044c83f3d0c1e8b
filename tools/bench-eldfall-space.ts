/**
 * Eldfall space figures for `npm run bench` (issue 11: legal-move check for a 10-space path on a 60×60 grid with
 * walls < 2 ms). The field has a wall down every third column with one gap, 40 models, Difficult and Cover zones,
 * and the mover runs a winding 10-space path through a gap, past allies, into Difficult ground.
 */
import { Board, type WallEdge } from "../src/core/rules/grid-board";
import type { Tile } from "../src/core/rules/grid";
import { checkMove, type MoveSpace, type Occupant } from "../src/rulesets/eldfall/space/rules/movement";
import { opportunityPoints, type AooReactor } from "../src/rulesets/eldfall/space/rules/aoo";
import type { EnvironmentAt } from "../src/rulesets/eldfall/space/rules/environments";
import { timeMedian, line } from "./bench-timing";

const SIDE = 60;
export function benchEldfallSpace(): void {
  console.log("\nEldfall space, 60×60 field with walls, 40 models (median of 500)");
  const walls: WallEdge[] = [];
  for (let x = 2; x < SIDE - 1; x += 3) for (let y = 0; y < SIDE; y++) if (y !== 30) walls.push({ a: { x, y }, b: { x: x + 1, y }, move: true, sight: true });
  const board = new Board(SIDE, SIDE, walls);
  const occupants: Occupant[] = Array.from({ length: 40 }, (_, i) => ({ cell: { x: (i * 7) % SIDE, y: (i * 13) % SIDE }, side: i % 2 ? "heroes" : "hostiles", size: "medium" }));
  occupants.push({ cell: { x: 3, y: 30 }, side: "heroes", size: "medium" });
  const envs = new Map<string, EnvironmentAt[]>([["5,33", [{ env: "difficult" }]], ["4,29", [{ env: "cover", grade: "heavy" }]]]);
  const space: MoveSpace = { board, occupants, slots: () => 4, environments: (c) => envs.get(`${c.x},${c.y}`) ?? [] };
  // From (1,28): down to row 30, through the gap at (2,30)→(3,30) past an ally, along, then down into Difficult ground.
  const path: Tile[] = [{ x: 1, y: 29 }, { x: 1, y: 30 }, { x: 2, y: 30 }, { x: 3, y: 30 }, { x: 4, y: 30 }, { x: 5, y: 30 },
    { x: 5, y: 31 }, { x: 5, y: 32 }, { x: 5, y: 33 }, { x: 5, y: 34 }];
  const mover = { spd: 10, size: "medium" as const, side: "heroes" };
  const result = checkMove(space, mover, "run", { x: 1, y: 28 }, path);
  if (!result.ok) throw new Error(`the bench move should be legal, got ${result.reason}`);
  line("legal-move check, 10-space path (Run)", timeMedian(500, () => checkMove(space, mover, "run", { x: 1, y: 28 }, path)), 2,
    `   cost ${result.cost} of ${result.budget}`);
  const reactors: AooReactor[] = Array.from({ length: 6 }, (_, i) => ({ id: `r${i}`, cell: { x: 4 + i, y: 32 }, meleeReach: 1 + (i % 2), rangedReach: i % 3 ? null : 8, sees: () => true }));
  line("Attack of Opportunity points, 6 reactors", timeMedian(500, () => opportunityPoints([{ x: 1, y: 28 }, ...path], reactors)), 2);
}
