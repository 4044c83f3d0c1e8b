import { expect } from "chai";
import fc from "fast-check";
import { type TurnMark } from "../../../src/core/rules/timeline";
import { advanceMark, boundaryKey, UNSTARTED } from "../../support/timeline";

/**
 * What Foundry v13 does to `round` and `turn`: navigation (Combat#nextTurn, previousTurn, nextRound,
 * previousRound, a GM clicking a row), and roster changes, after which the server rewrites `turn` so the
 * same combatant stays current (a removed current combatant hands the turn to the next survivor, else
 * the previous one). The turn order sorts by initiative, highest first, then id (Combat#_sortCombatants).
 */
interface Sim { roster: { id: string; init: number }[]; round: number; turn: number | null; nextId: number }
type Op =
  | { op: "nextTurn" } | { op: "previousTurn" } | { op: "nextRound" } | { op: "previousRound" } | { op: "jump"; to: number }
  | { op: "add"; init: number } | { op: "remove"; at: number } | { op: "reinit"; at: number; init: number };

const order = (s: Sim) => [...s.roster].sort((a, b) => b.init - a.init || (a.id > b.id ? 1 : -1)).map((c) => c.id);
const currentId = (s: Sim) => (s.turn === null ? null : order(s)[s.turn] ?? null);

function keepCurrent(s: Sim, change: () => void) {
  const before = order(s);
  const current = currentId(s);
  change();
  const after = order(s);
  if (!after.length) return void (s.turn = null);
  if (current === null || s.turn === null) return;
  if (after.includes(current)) return void (s.turn = after.indexOf(current));
  const survivor = before.slice(before.indexOf(current) + 1).find((id) => after.includes(id))
    ?? before.slice(0, before.indexOf(current)).reverse().find((id) => after.includes(id));
  s.turn = survivor ? after.indexOf(survivor) : 0;
}

function step(s: Sim, o: Op) {
  const n = s.roster.length;
  const nextRound = () => { s.round += 1; s.turn = s.turn === null || n === 0 ? null : 0; };
  const previousRound = () => {
    if (s.round === 0) return;
    s.turn = s.round === 1 || s.turn === null || n === 0 ? null : n - 1;
    s.round -= 1;
  };
  switch (o.op) {
    case "nextTurn":
      if (s.round === 0) { s.round = 1; s.turn = n ? 0 : null; return; }
      if ((s.turn ?? -1) + 1 >= n) return nextRound();
      s.turn = (s.turn ?? -1) + 1;
      return;
    case "previousTurn":
      if (s.round === 0) return;
      if (s.turn === 0 || n === 0) return previousRound();
      s.turn = (s.turn ?? n) - 1;
      return;
    case "nextRound": return nextRound();
    case "previousRound": return previousRound();
    case "jump": if (s.round >= 1 && n) s.turn = o.to % n; return;
    case "add": return keepCurrent(s, () => s.roster.push({ id: `c${String(s.nextId++).padStart(2, "0")}`, init: o.init }));
    case "remove": if (n) keepCurrent(s, () => s.roster.splice(o.at % n, 1)); return;
    case "reinit": if (n) keepCurrent(s, () => { s.roster[o.at % n]!.init = o.init; }); return;
  }
}

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ op: "nextTurn" as const }) },
  fc.constant({ op: "previousTurn" as const }),
  fc.constant({ op: "nextRound" as const }),
  fc.constant({ op: "previousRound" as const }),
  fc.nat(9).map((to) => ({ op: "jump" as const, to })),
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 5 }).map((init) => ({ op: "add" as const, init })) },
  { weight: 2, arbitrary: fc.nat(9).map((at) => ({ op: "remove" as const, at })) },
  { weight: 2, arbitrary: fc.tuple(fc.nat(9), fc.integer({ min: 0, max: 5 })).map(([at, init]) => ({ op: "reinit" as const, at, init })) },
);

const key = boundaryKey;

/** Runs the ops, feeding every position (twice when asked: a duplicate trigger) to the walker; throws on the first broken rule. */
function check(initial: number[], ops: { o: Op; twice: boolean }[]) {
  const s: Sim = { roster: initial.map((init, i) => ({ id: `i${i}`, init })), round: 0, turn: null, nextId: 0 };
  let mark: TurnMark = UNSTARTED;
  const seen = new Set<string>();
  let roundsSeen = 0; // highest roundStart
  let roundOpen = false;
  let open: string | null = null; // the turn started and not ended
  const startedIn = new Map<number, Set<string>>();
  const endedIn = new Map<number, Set<string>>();

  for (const { o, twice } of ops) {
    step(s, o);
    const now = { round: s.round, combatantId: currentId(s) };
    const roster = order(s);
    for (let call = 0; call < (twice ? 2 : 1); call++) {
      const r = advanceMark(mark, now, roster);
      mark = r.mark;
      if (call === 1) expect(r.boundaries, "a second trigger for the same position").to.deep.equal([]);
      for (const b of r.boundaries) {
        const k = key(b);
        expect(seen.has(k), `${k} fired twice`).to.equal(false);
        seen.add(k);
        if (open !== null && !roster.includes(open)) open = null; // it left during its turn
        if (b.kind === "roundStart") {
          expect([b.round, roundOpen], "round starts follow round ends, one by one").to.deep.equal([roundsSeen + 1, false]);
          roundsSeen = b.round;
          roundOpen = true;
        } else if (b.kind === "roundEnd") {
          expect([b.round, roundOpen, open], `round ${b.round} ends once, with no turn open`).to.deep.equal([roundsSeen, true, null]);
          for (const id of roster) {
            expect(startedIn.get(b.round)?.has(id) && endedIn.get(b.round)?.has(id), `${id} had its turn before round ${b.round} ended`).to.equal(true);
          }
          roundOpen = false;
        } else {
          expect([b.round, roundOpen], `${k} inside its round`).to.deep.equal([roundsSeen, true]);
          if (b.kind !== "turnStart" && b.kind !== "turnEnd") throw new Error(`${k}: plain turns have no other boundaries`);
          if (b.kind === "turnStart") {
            expect(open, `${k} while another turn is open`).to.equal(null);
            open = b.combatantId;
            (startedIn.get(b.round) ?? startedIn.set(b.round, new Set()).get(b.round)!).add(b.combatantId);
          } else {
            expect(open, `${k} ends the open turn`).to.equal(b.combatantId);
            open = null;
            (endedIn.get(b.round) ?? endedIn.set(b.round, new Set()).get(b.round)!).add(b.combatantId);
          }
        }
      }
      // Landing at or beyond the furthest round: the combatant landed on has had its turn start (now, unskipped, last).
      if (now.round >= 1 && now.round >= roundsSeen && now.combatantId !== null) {
        expect(seen.has(`turnStart:${now.round}:${now.combatantId}`), `landed on ${now.combatantId} in round ${now.round}: no turn start`).to.equal(true);
        const started = r.boundaries.filter((b) => b.kind === "turnStart" && b.combatantId === now.combatantId && b.round === now.round);
        if (started.length) expect(r.boundaries.at(-1)).to.deep.include({ kind: "turnStart", combatantId: now.combatantId, skipped: false });
      }
    }
  }
}

describe("combat boundaries under roster changes (property)", () => {
  const scenario = fc.tuple(
    fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 0, maxLength: 5 }),
    fc.array(fc.record({ o: opArb, twice: fc.boolean() }), { maxLength: 40 }),
  );

  it("every boundary fires exactly once, in order, under navigation, add, remove, re-sort, skip and rewind", () => {
    fc.assert(fc.property(scenario, ([initial, ops]) => check(initial, ops)), { numRuns: 6000 });
  });

  it("a removed combatant before the current one does not swallow the next turn start", () => {
    // a b c, at b; a leaves (Foundry rewrites turn 1 → 0, still b); Next Turn lands on c.
    check([5, 4, 3], [{ o: { op: "nextTurn" }, twice: false }, { o: { op: "nextTurn" }, twice: false },
      { o: { op: "remove", at: 0 }, twice: false }, { o: { op: "nextTurn" }, twice: false }]);
  });

  it("a spawn sorted before the current one neither replays the current turn nor skips the next", () => {
    const mark0 = advanceMark(UNSTARTED, { round: 1, combatantId: "a" }, ["a", "b"]).mark;
    const mark1 = advanceMark(mark0, { round: 1, combatantId: "b" }, ["a", "b"]).mark;
    // A spawn with higher initiative: order s a b, Foundry's turn becomes 2 (still b): nothing to do.
    expect(advanceMark(mark1, { round: 1, combatantId: "b" }, ["s", "a", "b"]).boundaries).to.deep.equal([]);
    // Next Turn wraps to round 2; the spawn had no turn in round 1, so it is passed over before the round ends.
    const r = advanceMark(mark1, { round: 2, combatantId: "s" }, ["s", "a", "b"]);
    expect(r.boundaries.map(key)).to.deep.equal(["turnEnd:1:b", "turnStart:1:s", "turnEnd:1:s", "roundEnd:1", "roundStart:2", "turnStart:2:s"]);
    expect(r.boundaries.filter((b) => "skipped" in b && b.skipped).map(key)).to.deep.equal(["turnStart:1:s", "turnEnd:1:s"]);
  });
});
