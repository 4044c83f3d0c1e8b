import fc from "fast-check";
import { expect } from "chai";
import { structureMarkOf, UNWALKED, walkStructure, type StructureMark, type TurnMark } from "../../src/core/rules/timeline";
import { boundaryKey } from "../support/timeline";
import { activationKey, activatorOf, buildTimeline, childrenAt, levelsOf, nextStep, orderedPositions, pathNow, type Timeline, type TurnStructure } from "../../src/core/rules/turn-structure";
import { actionsThisTurn, compareWithSummons, type Placement } from "../../src/core/rules/turn-order";
import { bestMatch, firstRow, rankedGroups } from "../../src/core/rules/hierarchy";
import { int, properties, prototypeKeys } from "./harness";

const SIDES = ["heroes", "hostiles", "neutral"];
const PHASES = ["strategic", "upkeep", "chaos", "tactical", "end"];
const structure: fc.Arbitrary<TurnStructure> = fc.record({
  sides: fc.option(fc.subarray(SIDES).map((ids) => ids.map((id) => ({ id, label: id }))), { nil: undefined }),
  within: fc.option(fc.constantFrom("turns", "activations" as const), { nil: undefined }),
  phases: fc.option(fc.subarray(PHASES).chain((ids) => fc.tuple(...ids.map((id) => fc.record({
    id: fc.constant(id), label: fc.constant(id), sides: fc.option(fc.subarray(SIDES), { nil: undefined }), activations: fc.option(fc.boolean(), { nil: undefined }),
  })))), { nil: undefined }),
  activations: fc.option(fc.boolean(), { nil: undefined }),
}, { requiredKeys: [] });
const roster = fc.uniqueArray(fc.record({ id: fc.constantFrom("a", "b", "c", "d", "e", "__proto__"), side: fc.option(fc.constantFrom(...SIDES), { nil: null }) }), { selector: (r) => r.id, maxLength: 5 });
const timeline = fc.tuple(structure, roster).map(([s, r]) => buildTimeline(s, r));
/** Out of contract: a timeline whose nodes never stop having children, deeper than its levels and as wide as it likes. */
const endless: fc.Arbitrary<Timeline> = fc.tuple(fc.constantFrom(["turn"], ["side", "turn", "phase"], [] as string[]), int(1, 40)).map(([levels, width]) => ({
  levels: levels as Timeline["levels"], turnOrder: ["a"], present: () => true, children: () => Array.from({ length: width }, (_, i) => `k${i}`),
}));
const key = fc.oneof(fc.constantFrom(...SIDES, ...PHASES, "a", "b", "c", "a#1", "b#2", "k0"), prototypeKeys, fc.constant(null));
const path = fc.array(key, { maxLength: 5 });
const keysOf = (t: Timeline, depth: number, p: string[]) => { const k = t.children(depth, p); return Array.isArray(k) ? k : []; };

properties("core/rules/turn-structure", [
  { name: "levelsOf / activationKey / activatorOf", args: [structure, fc.constantFrom("a", "b#", "__proto__"), int(0, 9)], junk: [2],
    run: (s: TurnStructure, id: string, n: number) => ({ levels: levelsOf(s), key: activatorOf(activationKey(id, n)) }),
    check: (r: { key: string }, [, id]) => expect(r.key).to.equal(id) },
  { name: "childrenAt / orderedPositions / nextStep", args: [timeline, path], wild: { 0: endless },
    run: (t: Timeline, p: (string | null)[]) => {
      const prefix = p.filter((k): k is string => k !== null).slice(0, t.levels.length);
      return { kids: childrenAt(t, prefix.length, prefix), positions: orderedPositions(t, prefix), next: nextStep(t, prefix) };
    },
    check: (r: { positions: string[][] }, [t]) => { for (const p of r.positions) expect(p.length).to.be.at.most(t.levels.length); } },
  { name: "pathNow", args: [timeline, fc.option(fc.constantFrom("a", "b", "c", "z"), { nil: null }), int(0, 9), fc.option(fc.record({ round: int(0, 9), path }), { nil: null })], junk: [2],
    run: (t: Timeline, current: string | null, round: number, stored: { round: number; path: (string | null)[] } | null) =>
      pathNow(t, { current, round, stored, sideOf: (id) => (id === "a" ? "heroes" : null) }),
    check: (p: string[], [t]) => expect(p.length).to.be.at.most(t.levels.length) },
]);

/** A walk through one structure: every position the GM steps to, in order, then a jump. */
const walk = fc.tuple(structure, roster).chain(([s, r]) => {
  const t = buildTimeline(s, r);
  return fc.tuple(fc.constant(t), fc.array(fc.tuple(int(0, 3), path), { maxLength: 6 }));
});

properties("core/rules/timeline (structures)", [
  { name: "walkStructure / boundaryKey", share: 0.5, args: [walk], wild: { 0: fc.tuple(endless, fc.array(fc.tuple(int(0, 3), path), { maxLength: 3 })) },
    run: ([t, steps]: [Timeline, [number, (string | null)[]][]]) => {
      let mark: StructureMark = UNWALKED;
      const keys: string[] = [];
      for (const [round, p] of steps) {
        const r = walkStructure(mark, { round, path: p.length ? p : [keysOf(t, 0, [])[0] ?? null] }, t);
        mark = r.mark;
        keys.push(...r.boundaries.map(boundaryKey));
      }
      return { keys, mark };
    } },
  { name: "walkStructure (wild rounds)", share: 0.5, args: [int(0, 60), int(0, 60), timeline], junk: [0, 1],
    run: (from: number, to: number, t: Timeline) => walkStructure({ ...UNWALKED, round: from }, { round: to, path: [] }, t) },
  { name: "structureMarkOf", args: [fc.record({ round: int(0, 9), current: fc.option(fc.constantFrom("a", "b"), { nil: null }), started: fc.subarray(["a", "b"]) })],
    run: (m: TurnMark) => structureMarkOf(m), check: (m: StructureMark, [t]) => expect(m.round).to.equal(t.round) },
]);

const placements = fc.dictionary(fc.constantFrom("a", "b", "c", "d", "__proto__"), fc.option(fc.record({ summoner: fc.option(fc.constantFrom("a", "b", "c", "d", "x"), { nil: undefined }), environment: fc.option(fc.boolean(), { nil: undefined }), seq: int(0, 9) }), { nil: null }));
const speedCheck = fc.oneof(fc.record({ kind: fc.constant("haste" as const), total: int(2, 12) }), fc.record({ kind: fc.constant("slow" as const), passed: fc.boolean() }));

properties("core/rules/turn-order", [
  { name: "compareWithSummons", args: [fc.constantFrom("a", "b", "c", "d"), fc.constantFrom("a", "b", "c", "d"), placements],
    run: (a: string, b: string, p: Record<string, Placement | null>) => {
      const facts = { placement: (id: string) => (Object.hasOwn(p, id) ? p[id]! : null), exists: (id: string) => id !== "x", base: (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0) };
      return [compareWithSummons(a, b, facts), compareWithSummons(b, a, facts)];
    }, check: ([ab, ba]: [number, number]) => expect(Math.sign(ab)).to.equal(-Math.sign(ba) || 0) },
  { name: "actionsThisTurn", args: [fc.array(speedCheck, { maxLength: 4 }), int(2, 12)], junk: [1],
    run: (checks: { kind: "slow"; passed: boolean }[], target: number) => actionsThisTurn(checks, target),
    check: (actions: number) => expect(actions).to.be.within(0, 2) },
]);

properties("core/rules/hierarchy", [
  { name: "firstRow / bestMatch / rankedGroups", args: [fc.array(int(-50, 50), { maxLength: 12 }), int(-50, 50)], junk: [1],
    run: (rows: number[], at: number) => ({
      first: firstRow(rows, (r) => (r >= at ? r : null)),
      best: bestMatch(rows, [(r) => Math.abs(r), (r) => -r]),
      groups: rankedGroups(rows, [(r) => Math.abs(r)]),
    }),
    check: (r: { groups: number[][] }, [rows]) => expect(r.groups.flat().length).to.equal(rows.length) },
]);

describe("core/rules/turn-structure: an endless timeline is refused", () => {
  it("orderedPositions and walkStructure stop with a RangeError instead of overflowing the stack", () => {
    const t: Timeline = { levels: ["turn"], turnOrder: ["a"], present: () => true, children: () => ["a"] };
    expect(() => orderedPositions(t, [])).to.throw(RangeError, /levels/);
    expect(() => walkStructure(UNWALKED, { round: 1, path: ["a"] }, t)).to.throw(RangeError, /levels/);
  });
});

