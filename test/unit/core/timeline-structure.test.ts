import { expect } from "chai";
import fc from "fast-check";
import { UNWALKED, walkStructure, type Boundary, type StructureMark } from "../../../src/core/rules/timeline";
import { boundaryKey } from "../../support/timeline";
import { activationKey, buildTimeline, levelsOf, nextStep, pathNow, type Timeline, type TurnStructure } from "../../../src/core/rules/turn-structure";

/** Test structures shaped like the rulesets that need them (Eldfall itself is a later issue). */
const SIDED_PHASES: TurnStructure = {
  sides: [{ id: "heroes", label: "" }, { id: "hostiles", label: "" }],
  within: "activations",
  phases: [
    { id: "strategic", label: "" }, { id: "upkeep", label: "" }, { id: "chaos", label: "", sides: ["hostiles"] },
    { id: "tactical", label: "", activations: true }, { id: "end", label: "" },
  ],
};
const SIDED_TURNS: TurnStructure = { sides: [{ id: "player", label: "" }, { id: "companion", label: "" }, { id: "enemy", label: "" }], within: "turns" };
const TURN_ACTIVATIONS: TurnStructure = { activations: true };
const TURN_PHASES: TurnStructure = { phases: [{ id: "move", label: "" }, { id: "act", label: "", activations: true }] };
const STRUCTURES = { SIDED_PHASES, SIDED_TURNS, TURN_ACTIVATIONS, TURN_PHASES };

describe("levels a structure declares", () => {
  it("sides with activations, sides with turns, plain turns with activations or phases", () => {
    expect(levelsOf(SIDED_PHASES)).to.deep.equal(["side", "phase", "activation"]);
    expect(levelsOf(SIDED_TURNS)).to.deep.equal(["side", "turn"]);
    expect(levelsOf(TURN_ACTIVATIONS)).to.deep.equal(["turn", "activation"]);
    expect(levelsOf(TURN_PHASES)).to.deep.equal(["turn", "phase", "activation"]);
    expect(levelsOf({})).to.deep.equal(["turn"]);
  });
  it("the Chaos Phase only in the Hostile Turn; activations only in the Tactical Phase", () => {
    const t = buildTimeline(SIDED_PHASES, [{ id: "h", side: "heroes" }, { id: "x", side: "hostiles" }]);
    expect(t.children(1, ["heroes"])).to.deep.equal(["strategic", "upkeep", "tactical", "end"]);
    expect(t.children(1, ["hostiles"])).to.deep.equal(["strategic", "upkeep", "chaos", "tactical", "end"]);
    expect(t.children(2, ["heroes", "tactical"])).to.equal("free");
    expect(t.children(2, ["heroes", "upkeep"])).to.equal(null);
  });
});

describe("walking a structured round", () => {
  const roster = [{ id: "h1", side: "heroes" }, { id: "h2", side: "heroes" }, { id: "x1", side: "hostiles" }];
  const t = buildTimeline(SIDED_PHASES, roster);
  const keys = (bs: Boundary[]) => bs.map((b) => `${boundaryKey(b)}${"skipped" in b && b.skipped ? "*" : ""}`);

  it("start of combat opens the round, the Hero Turn and its Strategic Phase", () => {
    const r = walkStructure(UNWALKED, { round: 1, path: ["heroes", "strategic"] }, t);
    expect(keys(r.boundaries)).to.deep.equal(["roundStart:1", "sideStart:1:heroes", "phaseStart:1:heroes/strategic"]);
  });

  it("a hero activates twice (haste) and another once inside the Tactical Phase; the phase ends them in order", () => {
    let mark = walkStructure(UNWALKED, { round: 1, path: ["heroes", "tactical"] }, t).mark;
    const out: string[] = [];
    for (const path of [["heroes", "tactical", "h1#1"], ["heroes", "tactical", null], ["heroes", "tactical", "h2#1"], ["heroes", "tactical", "h1#2"], ["heroes", "end"]]) {
      const r = walkStructure(mark, { round: 1, path }, t);
      mark = r.mark;
      out.push(...keys(r.boundaries));
    }
    expect(out).to.deep.equal([
      "activationStart:1:heroes/tactical/h1#1", "activationEnd:1:heroes/tactical/h1#1",
      "activationStart:1:heroes/tactical/h2#1", "activationEnd:1:heroes/tactical/h2#1", "activationStart:1:heroes/tactical/h1#2",
      "activationEnd:1:heroes/tactical/h1#2", "phaseEnd:1:heroes/tactical", "phaseStart:1:heroes/end",
    ]);
  });

  it("jumping to the next round passes over the Hostile Turn's phases, Chaos included, flagged skipped", () => {
    const mark = walkStructure(UNWALKED, { round: 1, path: ["heroes", "end"] }, t).mark;
    const r = walkStructure(mark, { round: 2, path: ["heroes", "strategic"] }, t);
    expect(keys(r.boundaries)).to.deep.equal([
      "phaseEnd:1:heroes/end", "sideEnd:1:heroes",
      "sideStart:1:hostiles*", ...["strategic", "upkeep", "chaos", "tactical", "end"].flatMap((p) => [`phaseStart:1:hostiles/${p}*`, `phaseEnd:1:hostiles/${p}*`]), "sideEnd:1:hostiles*",
      "roundEnd:1", "roundStart:2", "sideStart:2:heroes", "phaseStart:2:heroes/strategic",
    ]);
  });

  it("rewinding a phase, then coming back, lists nothing; the activation of a model that left has no end", () => {
    const m1 = walkStructure(UNWALKED, { round: 1, path: ["heroes", "tactical", "h2#1"] }, t).mark;
    expect(walkStructure(m1, { round: 1, path: ["heroes", "upkeep"] }, t).boundaries).to.deep.equal([]);
    expect(walkStructure(m1, { round: 1, path: ["heroes", "tactical", "h2#1"] }, t).boundaries).to.deep.equal([]);
    const without = buildTimeline(SIDED_PHASES, roster.filter((r) => r.id !== "h2"));
    expect(keys(walkStructure(m1, { round: 1, path: ["heroes", "end"] }, without).boundaries)).to.deep.equal(["phaseEnd:1:heroes/tactical", "phaseStart:1:heroes/end"]);
  });

  it("sides with per-member turns: the side turn wraps its members' turns, an empty side is passed over", () => {
    const e = buildTimeline(SIDED_TURNS, [{ id: "a", side: "player" }, { id: "s", side: "enemy" }]);
    const m = walkStructure(UNWALKED, { round: 1, path: ["player", "a"] }, e);
    expect(keys(m.boundaries)).to.deep.equal(["roundStart:1", "sideStart:1:player", "turnStart:1:player/a"]);
    const r = walkStructure(m.mark, { round: 1, path: ["enemy", "s"] }, e);
    expect(keys(r.boundaries)).to.deep.equal(["turnEnd:1:player/a", "sideEnd:1:player", "sideStart:1:companion*", "sideEnd:1:companion*", "sideStart:1:enemy", "turnStart:1:enemy/s"]);
  });
});

// ---- property: random play of each structure

type Op =
  | { op: "next" } | { op: "prev" } | { op: "nextRound" } | { op: "prevRound" } | { op: "jump"; to: number }
  | { op: "activate"; who: number; n: number } | { op: "endActivation" }
  | { op: "add"; side: number } | { op: "remove"; at: number };

interface Sim { roster: { id: string; side: string }[]; round: number; path: (string | null)[]; nextId: number }

/** The ordered positions of a round: every path down the ordered levels (the deepest ordered node each). */
function positions(t: Timeline, path: string[] = []): string[][] {
  const kids = t.children(path.length, path);
  if (kids === null || kids === "free") return path.length ? [path] : [];
  if (!kids.length) return path.length ? [path] : [];
  return kids.flatMap((k) => positions(t, [...path, k]));
}

/** Every ordered node of a round (what must have started and ended before it ends). */
function orderedNodes(t: Timeline, path: string[] = []): string[][] {
  const kids = t.children(path.length, path);
  if (kids === null || kids === "free") return [];
  return kids.flatMap((k) => [[...path, k], ...orderedNodes(t, [...path, k])]);
}

function timelineOf(structure: TurnStructure, s: Sim): Timeline {
  const sideIds = structure.sides?.map((x) => x.id) ?? [];
  const sorted = [...s.roster].sort((a, b) => sideIds.indexOf(a.side) - sideIds.indexOf(b.side) || (a.id > b.id ? 1 : -1));
  return buildTimeline(structure, sorted.map((r) => ({ id: r.id, side: sideIds.length ? r.side : null })));
}

function step(structure: TurnStructure, s: Sim, o: Op) {
  const t = timelineOf(structure, s);
  const all = positions(t);
  const ordered = s.path.filter((k): k is string => k !== null).slice(0, Math.max(0, ...all.map((p) => p.length)));
  const at = all.findIndex((p) => p.join("/") === ordered.slice(0, p.length).join("/"));
  const first = () => (all[0] ?? []) as (string | null)[];
  switch (o.op) {
    case "next":
      if (s.round === 0) { s.round = 1; s.path = first(); return; }
      if (at + 1 < all.length) s.path = all[at + 1]!;
      else { s.round += 1; s.path = first(); }
      return;
    case "prev":
      if (at > 0) s.path = all[at - 1]!;
      else if (s.round > 1) { s.round -= 1; s.path = all.at(-1) ?? []; }
      return;
    case "nextRound": s.round += 1; s.path = first(); return;
    case "prevRound": if (s.round > 1) { s.round -= 1; s.path = first(); } return;
    case "jump": if (s.round >= 1 && all.length) s.path = all[o.to % all.length]!; return;
    case "activate": {
      if (s.round < 1 || at < 0 || !s.roster.length) return;
      const node = all[at]!;
      if (t.children(node.length, node) !== "free") return;
      const turnAt = t.levels.indexOf("turn");
      // In per-combatant turns the one whose turn it is activates; in side turns any member of the side.
      const sideAt = t.levels.indexOf("side");
      const members = turnAt >= 0 ? [node[turnAt]!] : s.roster.filter((r) => sideAt < 0 || r.side === node[sideAt]).map((r) => r.id);
      if (!members.length) return;
      s.path = [...node, activationKey(members[o.who % members.length]!, o.n)];
      return;
    }
    case "endActivation": if (s.path.length === t.levels.length) s.path = s.path.slice(0, -1); return;
    case "add": {
      const sides = structure.sides?.map((x) => x.id) ?? [""];
      s.roster.push({ id: `c${String(s.nextId++).padStart(2, "0")}`, side: sides[o.side % sides.length]! });
      return;
    }
    case "remove": {
      if (!s.roster.length) return;
      s.roster.splice(o.at % s.roster.length, 1);
      // Foundry keeps someone current: a removed one's place goes to whoever is at that position now.
      const after = positions(timelineOf(structure, s));
      const stillThere = after.some((p) => p.join("/") === ordered.slice(0, p.length).join("/"));
      if (!stillThere && s.round >= 1) s.path = after[Math.max(0, Math.min(at, after.length - 1))] ?? [];
      else if (s.path.length === timelineOf(structure, s).levels.length && !s.roster.some((r) => String(s.path.at(-1)).startsWith(`${r.id}#`))) s.path = s.path.slice(0, -1);
      return;
    }
  }
}

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ op: "next" as const }) },
  fc.constant({ op: "prev" as const }),
  fc.constant({ op: "nextRound" as const }),
  fc.constant({ op: "prevRound" as const }),
  fc.nat(20).map((to) => ({ op: "jump" as const, to })),
  { weight: 4, arbitrary: fc.tuple(fc.nat(9), fc.integer({ min: 1, max: 3 })).map(([who, n]) => ({ op: "activate" as const, who, n })) },
  { weight: 2, arbitrary: fc.constant({ op: "endActivation" as const }) },
  { weight: 2, arbitrary: fc.nat(4).map((side) => ({ op: "add" as const, side })) },
  { weight: 2, arbitrary: fc.nat(9).map((at) => ({ op: "remove" as const, at })) },
);

/** The node a boundary belongs to, as its keys top down. */
function nodeOf(b: Exclude<Boundary, { kind: "roundStart" | "roundEnd" }>, levels: readonly string[]): string[] {
  const out: string[] = [];
  for (const level of levels) {
    const key = level === "side" ? b.side
      : level === "turn" ? ("turn" in b || "phase" in b || "activation" in b ? b.combatantId : undefined)
      : level === "phase" ? ("phase" in b ? b.phase : undefined)
      : "activation" in b ? b.activation : undefined;
    if (key === undefined) break;
    out.push(key);
  }
  return out;
}

function check(structure: TurnStructure, initial: number[], ops: { o: Op; twice: boolean }[]) {
  const sides = structure.sides?.map((x) => x.id) ?? [""];
  const s: Sim = { roster: initial.map((side, i) => ({ id: `i${i}`, side: sides[side % sides.length]! })), round: 0, path: [], nextId: 0 };
  let mark: StructureMark = UNWALKED;
  const seen = new Set<string>();
  let roundsSeen = 0;
  let roundOpen = false;
  let stack: string[][] = [];
  /** When each node ended and each combatant joined, in boundaries seen: one who joins a side whose turn is over waits for the next round. */
  const endedAt = new Map<string, number>();
  const joinedAt = new Map<string, number>();

  for (const { o, twice } of ops) {
    const before = new Set(s.roster.map((r) => r.id));
    step(structure, s, o);
    for (const r of s.roster) if (!before.has(r.id)) joinedAt.set(r.id, seen.size);
    const t = timelineOf(structure, s);
    const present = (node: string[]) => t.levels.every((l, i) => i >= node.length || (l === "turn" ? t.present(node[i]!) : l === "activation" ? t.present(node[i]!.split("#")[0]!) : true));
    // What left the fight while open ends silently.
    const prune = () => {
      const gone = stack.findIndex((n) => !present(n));
      if (gone >= 0) stack = stack.slice(0, gone);
    };
    for (let call = 0; call < (twice ? 2 : 1); call++) {
      const r = walkStructure(mark, { round: s.round, path: s.path }, t);
      mark = r.mark;
      if (call === 1) expect(r.boundaries, "a second trigger for the same position").to.deep.equal([]);
      for (const b of r.boundaries) {
        const k = boundaryKey(b);
        expect(seen.has(k), `${k} fired twice`).to.equal(false);
        seen.add(k);
        prune();
        if (b.kind === "roundStart") {
          expect([b.round, roundOpen, stack.length], "round starts follow round ends, one by one").to.deep.equal([roundsSeen + 1, false, 0]);
          roundsSeen = b.round;
          roundOpen = true;
          continue;
        }
        if (b.kind === "roundEnd") {
          expect([b.round, roundOpen, stack.length], `round ${b.round} ends once, with nothing open`).to.deep.equal([roundsSeen, true, 0]);
          for (const node of orderedNodes(t)) {
            const probe = node.join("/");
            const joined = Math.max(-1, ...node.map((k) => joinedAt.get(k) ?? -1));
            const late = node.slice(0, -1).some((_, i) => (endedAt.get(`${b.round}:${node.slice(0, i + 1).join("/")}`) ?? Infinity) < joined);
            if (!late) expect(endedAt.has(`${b.round}:${probe}`), `${probe} started and ended before round ${b.round} ended`).to.equal(true);
          }
          roundOpen = false;
          continue;
        }
        expect([b.round, roundOpen], `${k} inside its round`).to.deep.equal([roundsSeen, true]);
        if (b.kind.startsWith("activation")) expect(b.skipped, "activations are never passed over").to.equal(false);
        const node = nodeOf(b, t.levels);
        if (b.kind.endsWith("Start")) {
          expect(stack.map((n) => n.join("/")), `${k} starts inside its parent`).to.deep.equal(node.slice(0, -1).map((_, i) => node.slice(0, i + 1).join("/")));
          stack.push(node);
        } else {
          expect(stack.at(-1)?.join("/"), `${k} ends the innermost open node`).to.equal(node.join("/"));
          stack.pop();
          endedAt.set(`${b.round}:${node.join("/")}`, seen.size);
        }
      }
      prune();
      if (r.direction === "forward") {
        expect(stack.map((n) => n.join("/")), "after moving forward, what is open is where the combat is").to.deep.equal(mark.open.map((_, i) => mark.open.slice(0, i + 1).join("/")));
      }
    }
  }
}

describe("structured boundaries under play and roster changes (property)", () => {
  for (const [name, structure] of Object.entries(STRUCTURES)) {
    it(`${name}: every boundary once, nested, none replayed after rewind, every ordered node before its round ends`, () => {
      const scenario = fc.tuple(
        fc.array(fc.nat(4), { maxLength: 5 }),
        fc.array(fc.record({ o: opArb, twice: fc.boolean() }), { maxLength: 40 }),
      );
      fc.assert(fc.property(scenario, ([initial, ops]) => check(structure, initial, ops)), { numRuns: 1000 });
    });
  }
});

describe("where a structured combat is, and its next step", () => {
  const roster = [{ id: "h1", side: "heroes" }, { id: "x1", side: "hostiles" }];
  const t = buildTimeline(SIDED_PHASES, roster);
  const sideOf = (id: string) => roster.find((r) => r.id === id)?.side ?? null;

  it("side turns without per-member turns: the stored side and phase of this round, else the first of each", () => {
    expect(pathNow(t, { current: null, round: 2, stored: null, sideOf })).to.deep.equal(["heroes", "strategic"]);
    expect(pathNow(t, { current: null, round: 2, stored: { round: 2, path: ["hostiles", "tactical", "x1#1"] }, sideOf })).to.deep.equal(["hostiles", "tactical", "x1#1"]);
    expect(pathNow(t, { current: null, round: 3, stored: { round: 2, path: ["hostiles", "tactical", "x1#1"] }, sideOf }), "a new round starts over").to.deep.equal(["heroes", "strategic"]);
  });

  it("per-combatant turns: Foundry's combatant and its side; a phase stored for another combatant's turn does not carry over", () => {
    const e = buildTimeline({ ...SIDED_TURNS, phases: [{ id: "move", label: "" }, { id: "act", label: "" }] }, [{ id: "a", side: "player" }, { id: "s", side: "enemy" }]);
    const side = (id: string) => (id === "a" ? "player" : "enemy");
    expect(pathNow(e, { current: "a", round: 1, stored: { round: 1, path: ["player", "a", "act"] }, sideOf: side })).to.deep.equal(["player", "a", "act"]);
    expect(pathNow(e, { current: "s", round: 1, stored: { round: 1, path: ["player", "a", "act"] }, sideOf: side })).to.deep.equal(["enemy", "s", "move"]);
    expect(pathNow(e, { current: null, round: 1, stored: null, sideOf: side })).to.deep.equal([]);
  });

  it("advancing: phase by phase (Chaos only in the Hostile Turn), then the next side, then the next round", () => {
    const steps: string[] = [];
    let path = ["heroes", "strategic"];
    for (let i = 0; i < 10; i++) {
      const next = nextStep(t, path);
      if (next.kind !== "path") { steps.push(next.kind); break; }
      path = next.path;
      steps.push(path.join("/"));
    }
    expect(steps).to.deep.equal(["heroes/upkeep", "heroes/tactical", "heroes/end", "hostiles/strategic", "hostiles/upkeep", "hostiles/chaos", "hostiles/tactical", "hostiles/end", "nextRound"]);
    expect(nextStep(t, ["heroes", "tactical", "h1#2"])).to.deep.equal({ kind: "path", path: ["heroes", "end"] });
  });

  it("phases inside per-combatant turns: the last phase hands over to Foundry's next turn", () => {
    const p = buildTimeline(TURN_PHASES, [{ id: "a" }, { id: "b" }]);
    expect(nextStep(p, ["a", "move"])).to.deep.equal({ kind: "path", path: ["a", "act"] });
    expect(nextStep(p, ["a", "act", "a#1"])).to.deep.equal({ kind: "nextTurn" });
    expect(nextStep(buildTimeline(SIDED_TURNS, [{ id: "a", side: "player" }]), ["player", "a"])).to.deep.equal({ kind: "nextTurn" });
  });
});
