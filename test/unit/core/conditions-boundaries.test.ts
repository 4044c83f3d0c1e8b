import { expect } from "chai";
import { endedAtQuestEnd, endedWithCombat, partitionAtBoundaries, type ActiveCondition, type AppliedAt, type DurationSpec } from "../../../src/core/rules/conditions";
import { UNWALKED, walkStructure, type Boundary, type StructureMark } from "../../../src/core/rules/timeline";
import { boundaryKey } from "../../support/timeline";
import { buildTimeline, type TurnStructure } from "../../../src/core/rules/turn-structure";

const ELDFALL_LIKE: TurnStructure = {
  sides: [{ id: "heroes", label: "" }, { id: "hostiles", label: "" }],
  within: "activations",
  phases: [
    { id: "strategic", label: "" }, { id: "upkeep", label: "" }, { id: "chaos", label: "", sides: ["hostiles"] },
    { id: "tactical", label: "", activations: true }, { id: "end", label: "" },
  ],
};
const roster = [{ id: "h1", side: "heroes" }, { id: "h2", side: "heroes" }, { id: "x1", side: "hostiles" }];
const t = buildTimeline(ELDFALL_LIKE, roster);
const ctx = { bearerId: "h1", sideOf: (id: string) => roster.find((r) => r.id === id)?.side ?? null };

/** Plays the positions in order; returns each step's boundaries. */
function play(...steps: [number, (string | null)[]][]): Boundary[][] {
  let mark: StructureMark = UNWALKED;
  return steps.map(([round, path]) => {
    const r = walkStructure(mark, { round, path }, t);
    mark = r.mark;
    return r.boundaries;
  });
}

const condition = (duration: DurationSpec, at: Partial<AppliedAt> = {}): ActiveCondition =>
  ({ id: "test", appliedAt: { round: 1, turn: null, worldTime: 0, ...at }, duration });

/** The first boundary (by key) that ends the condition, walking the batches after application. */
function endsAt(c: ActiveCondition, batches: Boundary[][]): string | null {
  for (const batch of batches) {
    for (const b of batch) if (partitionAtBoundaries([c], [b], ctx).expired.length) return boundaryKey(b);
  }
  return null;
}

describe("durations that end at structure boundaries", () => {
  it("end of the current activation: the bearer's own, not another's that ends first", () => {
    const c = condition({ unit: "activation" }, { side: "heroes", activation: "h1#1" });
    const later = play([1, ["heroes", "tactical", "h1#1"]], [1, ["heroes", "tactical", "h2#1"]], [1, ["heroes", "tactical", "h1#2"]]);
    expect(endsAt(c, later.slice(1))).to.equal("activationEnd:1:heroes/tactical/h1#1");
    const secondOnly = condition({ unit: "activation" }, { side: "heroes", activation: "h1#2" });
    expect(endsAt(secondOnly, later.slice(1)), "h1's second activation (haste) is still open").to.equal(null);
  });

  it("end of this side turn: applied in the Hero Turn, it ends with it, not with the Hostile Turn", () => {
    const c = condition({ unit: "sideTurn" }, { side: "heroes" });
    const later = play([1, ["heroes", "tactical", "h2#1"]], [1, ["hostiles", "strategic"]], [2, ["heroes", "strategic"]]);
    expect(endsAt(c, later.slice(1))).to.equal("sideEnd:1:heroes");
    const onHostiles = condition({ unit: "sideTurn" }, { side: "hostiles" });
    expect(endsAt(onHostiles, later.slice(1))).to.equal("sideEnd:1:hostiles");
  });

  it("the bearer's next Strategic Phase: not the Hostile Turn's, the Hero Turn's of the next round", () => {
    const c = condition({ unit: "phase", phase: "strategic" });
    const later = play([1, ["heroes", "strategic"]], [1, ["hostiles", "strategic"]], [1, ["hostiles", "end"]], [2, ["heroes", "strategic"]]);
    expect(endsAt(c, later.slice(1))).to.equal("phaseStart:2:heroes/strategic");
  });

  it("the caster's next Strategic Phase: a Hostile caster's, in this round's Hostile Turn", () => {
    const c = condition({ unit: "phase", phase: "strategic", casterId: "x1" });
    const later = play([1, ["heroes", "tactical", "h1#1"]], [1, ["hostiles", "upkeep"]]);
    expect(endsAt(c, later.slice(1))).to.equal("phaseStart:1:hostiles/strategic");
  });

  it("a passed-over phase still ends it (its time passed)", () => {
    const c = condition({ unit: "phase", phase: "chaos", casterId: "x1" });
    const later = play([1, ["heroes", "end"]], [2, ["heroes", "strategic"]]);
    expect(endsAt(c, later.slice(1))).to.equal("phaseStart:1:hostiles/chaos");
  });

  it("phases inside per-combatant turns: the bearer's own turn's phase", () => {
    const turns = buildTimeline({ phases: [{ id: "move", label: "" }, { id: "act", label: "" }] }, [{ id: "h1" }, { id: "x1" }]);
    const mark = walkStructure(UNWALKED, { round: 1, path: ["h1", "act"] }, turns).mark;
    const r = walkStructure(mark, { round: 2, path: ["h1", "act"] }, turns);
    const c = condition({ unit: "phase", phase: "act" });
    const ended = r.boundaries.filter((b) => partitionAtBoundaries([c], [b], { bearerId: "h1", sideOf: () => null }).expired.length);
    expect(ended.map(boundaryKey)).to.deep.equal(["phaseStart:2:h1/act"]);
  });

  it("end of quest: no combat boundary ends it, the quest's end does, and a combat's end does not", () => {
    const c = condition({ unit: "quest" });
    const all = play([1, ["heroes", "strategic"]], [3, ["hostiles", "end"]]).flat();
    expect(partitionAtBoundaries([c], all, ctx).expired).to.deep.equal([]);
    expect(endedAtQuestEnd([c, condition({ unit: "permanent" })])).to.deep.equal([c]);
    expect(endedWithCombat([c])).to.deep.equal([]);
  });

  it("activation, side-turn and phase durations end with the combat; seconds and permanent do not", () => {
    const combatBound = [condition({ unit: "activation" }), condition({ unit: "sideTurn" }), condition({ unit: "phase", phase: "end" }), condition({ unit: "rounds", value: 1 })];
    expect(endedWithCombat([...combatBound, condition({ unit: "seconds", value: 6 }), condition({ unit: "permanent" })])).to.deep.equal(combatBound);
  });

  it("a boundary of an earlier round never ends a later application (a rewind replays nothing anyway)", () => {
    const c = condition({ unit: "phase", phase: "strategic" }, { round: 3 });
    expect(partitionAtBoundaries([c], [{ kind: "phaseStart", round: 2, phase: "strategic", side: "heroes", skipped: false }], ctx).expired).to.deep.equal([]);
  });

  it("a stored record without its duration (hand-edited flags) is left alone, not thrown on", () => {
    const broken = { id: "odd", appliedAt: { round: 1, turn: null, worldTime: 0 } } as unknown as ActiveCondition;
    expect(endedAtQuestEnd([broken])).to.deep.equal([]);
    expect(partitionAtBoundaries([broken], play([1, ["heroes", "end"]], [2, ["heroes", "end"]]).flat(), ctx).expired).to.deep.equal([]);
  });
});
