/**
 * Eldfall AI figure for `npm run bench` (issue 12: AI proposals for a Hostile turn, 30 Hostiles on a 60×60 grid with
 * walls < 50 ms). A wall down every third column with one gap, 30 Hostiles of Tiers I–III with the rules' example
 * card (M79) and 2 AP each, 8 heroes. One run proposes every Activation of the turn: the next Activation (A6),
 * carried out on the snapshot (the Hostile moves, spends 1 AP), again until no behavior can use AP.
 */
import { Board, type WallEdge } from "../src/core/rules/grid-board";
import { aiField, type AiModel } from "../src/rulesets/eldfall/ai/rules/ai-field";
import { nextActivation } from "../src/rulesets/eldfall/ai/rules/ai-order";
import { aiModel, exampleCard, hero } from "../test/support/ai-fixtures";
import { line, timeMedian } from "./bench-timing";

const SIDE = 60;

function turn(board: Board, start: readonly AiModel[]): number {
  const card = exampleCard();
  let models = [...start];
  let proposals = 0;
  for (;;) {
    const field = aiField({ board, models, slots: () => 4 });
    const next = nextActivation(field, "hostiles", () => card);
    if (!next) return proposals;
    proposals++;
    const { hostile, movement } = next.plan;
    models = models.map((m) => (m.id === hostile.id ? { ...m, cell: movement.to, ap: m.ap - 1 } : m));
  }
}

export function benchEldfallAi(): void {
  console.log("\nEldfall AI, 60×60 field with walls, 30 Hostiles and 8 heroes (median of 20)");
  const walls: WallEdge[] = [];
  for (let x = 2; x < SIDE - 1; x += 3) for (let y = 0; y < SIDE; y++) if (y !== 30) walls.push({ a: { x, y }, b: { x: x + 1, y }, move: true, sight: true });
  const board = new Board(SIDE, SIDE, walls);
  const hostiles = Array.from({ length: 30 }, (_, i) => aiModel(`h${i}`, { x: (i * 7) % SIDE, y: (i * 13) % SIDE }, { tier: 1 + (i % 3), m: 8 + (i % 5), spd: 3 + (i % 3), ap: 2 }));
  const heroes = Array.from({ length: 8 }, (_, i) => hero(`p${i}`, { x: 10 + i * 5, y: 28 + (i % 3) }));
  const models = [...hostiles, ...heroes];
  const count = turn(board, models);
  if (count !== 60) throw new Error(`the bench turn should propose 60 activations, got ${count}`);
  line("AI proposals for a Hostile turn (60 Activations)", timeMedian(20, () => turn(board, models), 3), 50, `   ${count} proposals`);
}
