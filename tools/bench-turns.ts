/**
 * Turn-structure figures for `npm run bench` (issue 10: start-of-turn automation for 50 combatants — ticks,
 * expiry, tracks — < 10 ms of rules work). The worst step a GM takes: the round ends and the next begins, so
 * every boundary of a round is walked, every condition checked for expiry, every combatant's Bleed and its
 * hunger and thirst tracks ticked once for its turn (or its side's Strategic Phase).
 */
import { partitionAtBoundaries, partitionExpired, type ActiveCondition } from "../src/core/rules/conditions";
import { UNWALKED, walkStructure } from "../src/core/rules/timeline";
import { buildTimeline, type TurnStructure } from "../src/core/rules/turn-structure";
import { advanceTrack, trackRate } from "../src/core/rules/tracks";
import { HUNGER, THIRST } from "../test/support/track-defs";
import { median } from "./bench-timing";

const SIDED: TurnStructure = {
  sides: [{ id: "heroes", label: "" }, { id: "hostiles", label: "" }], within: "activations",
  phases: [{ id: "strategic", label: "" }, { id: "upkeep", label: "" }, { id: "chaos", label: "", sides: ["hostiles"] }, { id: "tactical", label: "", activations: true }, { id: "end", label: "" }],
};
const ROSTER = Array.from({ length: 50 }, (_, i) => ({ id: `c${String(i).padStart(2, "0")}`, side: i % 2 ? "hostiles" : "heroes" }));
const at = (round: number) => ({ round, turn: null, worldTime: 0, side: "heroes", activation: "c00#1" });
const conditionsOf = (i: number): ActiveCondition[] => [
  { id: "bleed", value: 1 + (i % 3), appliedAt: at(1), duration: { unit: "permanent" } },
  { id: "stagger", appliedAt: at(1), duration: { unit: "sideTurn" } },
  { id: "enchant", appliedAt: at(1), duration: { unit: "phase", phase: "strategic", casterId: ROSTER[(i + 1) % 50]!.id } },
  { id: "slow", appliedAt: at(1), duration: { unit: "rounds", value: i % 4 } },
];
const sideOf = (id: string) => ROSTER.find((r) => r.id === id)?.side ?? null;

function automate(structure: TurnStructure, from: (string | null)[], to: (string | null)[]) {
  const mark = walkStructure(UNWALKED, { round: 1, path: from }, buildTimeline(structure, ROSTER)).mark;
  const start = performance.now();
  const { boundaries } = walkStructure(mark, { round: 2, path: to }, buildTimeline(structure, ROSTER));
  let ticks = 0;
  let left = 0;
  for (let i = 0; i < ROSTER.length; i++) {
    const id = ROSTER[i]!.id;
    let active = conditionsOf(i);
    let hunger = 1 + ((i * 97) % 2600);
    let thirst = 1 + ((i * 131) % 2600);
    const ownTurn = () => {
      ticks += active.find((c) => c.id === "bleed")?.value ?? 0;
      hunger = advanceTrack(HUNGER, hunger, 1, trackRate(HUNGER, i % 3)).value;
      thirst = advanceTrack(THIRST, thirst, 1, trackRate(THIRST, i % 3)).value;
    };
    for (const b of boundaries) {
      if (b.kind === "phaseStart" && b.phase === "strategic" && b.side === sideOf(id)) ownTurn();
      if (b.kind === "turnStart" && b.combatantId === id) ownTurn();
      if (b.kind === "roundEnd") active = partitionExpired(active, { roundEnded: b.round }).remaining;
    }
    left += partitionAtBoundaries(active, boundaries, { bearerId: id, sideOf }).remaining.length + hunger + thirst;
  }
  return { ms: performance.now() - start, boundaries: boundaries.length, ticks, left };
}

export function benchTurns(): void {
  console.log("\nStart-of-turn automation, 50 combatants (rules work: walk, condition ticks, expiry, hunger and thirst tracks; median of 200)");
  for (const [label, structure, from, to] of [
    ["side turns + phases, round wrap", SIDED, ["heroes", "tactical", "c00#1"], ["heroes", "strategic"]],
    ["per-combatant turns, round wrap", {}, ["c00"], ["c00"]],
  ] as const) {
    const runs = Array.from({ length: 200 }, () => automate(structure, [...from], [...to]));
    const m = median(runs.map((r) => r.ms));
    console.log(`${`${label}, ${runs[0]!.boundaries} boundaries`.padEnd(52)} ${m.toFixed(3).padStart(9)} ms   ${m < 10 ? "ok" : "OVER"} (< 10 ms)`);
  }
}
