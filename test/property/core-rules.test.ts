import fc from "fast-check";
import { expect } from "chai";
import { angleBetween, clockVector, pathToward, stepAlong, tileDistance } from "../../src/core/rules/grid";
import { applyCondition, endedAtQuestEnd, endedByTrigger, endedWithCombat, endsAtBoundary, isExpired, lastActiveRound, mirrorValue, partitionAtBoundaries, partitionExpired, roundsLeft, type ActiveCondition, type ConditionDef, type DurationSpec } from "../../src/core/rules/conditions";
import { markAt, MAX_SLOTS, UNWALKED, walkStructure, type Boundary } from "../../src/core/rules/timeline";
import { advanceMark, boundariesBetween } from "../support/timeline";
import { buildTimeline } from "../../src/core/rules/turn-structure";
import { all, int, properties } from "./harness";

const tile = fc.record({ x: int(-1000, 1000), y: int(-1000, 1000) });
const vector = fc.record({ x: fc.double({ min: -100, max: 100, noNaN: true }), y: fc.double({ min: -100, max: 100, noNaN: true }) });
const at = fc.record({ round: int(0, 99), turn: fc.option(int(0, 9), { nil: null }), worldTime: int(0, 1e6) });
const duration: fc.Arbitrary<DurationSpec> = fc.oneof(
  fc.record({ unit: fc.constantFrom("rounds", "turns", "seconds" as const), value: int(0, 99) }),
  fc.record({ unit: fc.constant("trigger" as const), trigger: fc.constantFrom("attack", "combatEnd") }),
  fc.record({ unit: fc.constant("permanent" as const) }),
) as fc.Arbitrary<DurationSpec>;
const ids = ["a", "b", "c", "d"];
const def: fc.Arbitrary<ConditionDef> = fc.record({ id: fc.constantFrom(...ids), stacking: fc.constantFrom("none", "refresh", "add" as const),
  immuneWhile: fc.option(fc.subarray(ids), { nil: undefined }), escalatesTo: fc.option(fc.constantFrom(...ids), { nil: undefined }), endsOn: fc.option(fc.subarray(["attack", "combatEnd"]), { nil: undefined }) });
const request = fc.record({ tier: fc.option(fc.constantFrom("minor", "standard"), { nil: undefined }), value: fc.option(int(0, 9), { nil: undefined }), duration, at });
const active: fc.Arbitrary<ActiveCondition[]> = fc.array(fc.tuple(def, request), { maxLength: 5 })
  .map((steps) => steps.reduce<ActiveCondition[]>((list, [d, r]) => applyCondition(list, d, r, { cap: 3 }).active, []));
/** Every duration unit, the combat-bound ones with the side, phase and activation they end with. */
const anyDuration: fc.Arbitrary<DurationSpec> = fc.oneof(duration,
  fc.constantFrom<DurationSpec>({ unit: "activation" }, { unit: "sideTurn" }, { unit: "quest" }),
  fc.record({ unit: fc.constant("phase" as const), phase: fc.constantFrom("strategic", "end"), casterId: fc.option(fc.constantFrom("a", "b"), { nil: undefined }) }));
const placed: fc.Arbitrary<ActiveCondition[]> = fc.array(fc.record({ id: fc.constantFrom(...ids), appliedAt: fc.record({ round: int(0, 3), turn: fc.constant(null), worldTime: fc.constant(0),
  side: fc.option(fc.constantFrom("heroes", "hostiles"), { nil: null }), activation: fc.option(fc.constantFrom("a#1", "b#1"), { nil: null }) }), duration: anyDuration }), { maxLength: 5 });
/** The boundaries of a real walk through an Eldfall-shaped round, from the start to a later point. */
const SIDED = buildTimeline({ sides: [{ id: "heroes", label: "" }, { id: "hostiles", label: "" }], within: "activations",
  phases: [{ id: "strategic", label: "" }, { id: "tactical", label: "", activations: true }, { id: "end", label: "" }] }, [{ id: "a", side: "heroes" }, { id: "b", side: "hostiles" }]);
const walked = fc.tuple(int(1, 3), fc.constantFrom(["heroes", "tactical", "a#1"], ["hostiles", "end"], ["hostiles", "tactical", "b#1"]))
  .map(([round, path]) => walkStructure(UNWALKED, { round, path }, SIDED).boundaries);
const position = (n: number) => fc.record({ round: int(0, 50), turn: fc.option(int(0, n - 1), { nil: null }) });

properties("core/rules/grid", [
  { name: "tileDistance", args: [tile, tile], junk: [], run: (a: { x: number; y: number }, b: { x: number; y: number }) => tileDistance(a, b),
    check: (d: number, [a, b]) => expect(d).to.equal(tileDistance(b, a)) },
  { name: "clockVector", args: [int(1, 12)], junk: all(1), run: clockVector, check: (v: { x: number; y: number }) => expect(Math.hypot(v.x, v.y)).to.be.closeTo(1, 1e-9) },
  { name: "angleBetween", args: [vector, vector], run: angleBetween, check: (a: number | null) => { if (a !== null) expect(a).to.be.within(0, 180); } },
  { name: "stepAlong", args: [tile, vector, int(0, 100)], junk: [2], run: stepAlong },
  { name: "pathToward", args: [tile, tile, int(0, 1000), int(0, 5)], junk: [2, 3], run: pathToward,
    check: (p: unknown[], [, , max]) => expect(p.length).to.be.at.most(max) },
]);

properties("core/rules/conditions", [
  { name: "applyCondition", args: [active, def, request, fc.record({ cap: fc.option(int(0, 4), { nil: null }) })], run: applyCondition,
    check: (r: { active: unknown[] }, [before, , , rules]) => { if (rules.cap !== null) expect(r.active.length).to.be.at.most(Math.max(rules.cap, before.length)); } },
  { name: "lastActiveRound / roundsLeft / isExpired / partitionExpired", args: [active, int(0, 200), int(0, 2e6)], junk: [1, 2],
    run: (list: ActiveCondition[], round: number, time: number) => ({ last: list.map(lastActiveRound), left: list.map((c) => roundsLeft(c, round)), expired: list.map((c) => isExpired(c, { roundEnded: round, worldTime: time })), split: partitionExpired(list, { roundEnded: round }) }),
    check: (r: { left: (number | null)[] }) => { for (const n of r.left) if (n !== null) expect(n).to.be.at.least(0); } },
  { name: "endedByTrigger", args: [active, fc.array(def, { maxLength: 4 }), fc.constantFrom("attack", "combatEnd", "other")], run: endedByTrigger },
  { name: "endedWithCombat / endedAtQuestEnd / endsAtBoundary / partitionAtBoundaries", args: [placed, walked, fc.constantFrom("a", "b")],
    run: (list: ActiveCondition[], bs: Boundary[], bearerId: string) => {
      const ctx = { bearerId, sideOf: (id: string) => (id === "a" ? "heroes" : id === "b" ? "hostiles" : null) };
      return { combat: endedWithCombat(list), quest: endedAtQuestEnd(list), ends: list.map((c) => bs.map((b) => endsAtBoundary(c, b, ctx))), split: partitionAtBoundaries(list, bs, ctx) };
    },
    check: (r: { split: { remaining: unknown[]; expired: unknown[] } }, [list]) => expect(r.split.remaining.length + r.split.expired.length).to.equal(list.length) },
  { name: "mirrorValue", args: [active, fc.constantFrom(...ids), int(-5, 20), at], junk: [2], run: mirrorValue },
]);

properties("core/rules/timeline", [
  { name: "boundariesBetween / advanceMark", args: [fc.uniqueArray(fc.constantFrom("a", "b", "c", "d", "e"), { minLength: 0, maxLength: 5 }).chain((order) => fc.tuple(fc.constant(order), position(Math.max(1, order.length)), position(Math.max(1, order.length))))],
    run: ([order, prev, next]: [string[], { round: number; turn: number | null }, { round: number; turn: number | null }]) => ({ b: boundariesBetween(prev, next, order), s: advanceMark(markAt(prev, order), { round: next.round, combatantId: next.turn === null ? null : order[next.turn] ?? null }, order) }),
    check: (r: { b: { boundaries: unknown[] } }) => expect(r.b.boundaries.length).to.be.at.most(2 * MAX_SLOTS + 200) },
  { name: "boundariesBetween (wild positions)", args: [int(0, 100), int(0, 120), fc.option(int(0, 3), { nil: null })], junk: all(3),
    run: (r1: number, r2: number, t: number | null) => boundariesBetween({ round: r1, turn: t }, { round: r2, turn: t }, ["a", "b", "c", "d"]) },
]);
