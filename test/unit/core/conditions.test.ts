import { expect } from "chai";
import {
  applyCondition, partitionExpired, endedByTrigger, roundsLeft, isExpired, mirrorValue, type ActiveCondition, type ConditionDef,
} from "../../../src/core/rules/conditions";
import { type CombatPosition } from "../../../src/core/rules/timeline";
import { boundariesBetween } from "../../support/timeline";

const poison: ConditionDef = { id: "poisoned", stacking: "none" };
const blind: ConditionDef = { id: "blinded", stacking: "none", immuneWhile: ["petrified"] };
const fear: ConditionDef = { id: "fear", stacking: "none", immuneWhile: ["petrified"] };
const petrified: ConditionDef = { id: "petrified", stacking: "none" };
const bleed: ConditionDef = { id: "bleed", stacking: "add" };
const stunned: ConditionDef = { id: "stunned", stacking: "none", escalatesTo: "knockedOut" };
const invisible: ConditionDef = { id: "invisible", stacking: "refresh", endsOn: ["attack"] };
const at = (round: number, turn: number | null = 0, worldTime = 0) => ({ round, turn, worldTime });
const rounds = (value: number) => ({ unit: "rounds", value }) as const;
const cap2 = { cap: 2 };

function apply(active: ActiveCondition[], def: ConditionDef, round = 1, value?: number) {
  return applyCondition(active, def, { duration: rounds(2), at: at(round), value }, cap2);
}

describe("condition engine", () => {
  it("applies up to the cap and ignores a third without replacing anything", () => {
    let state = apply([], poison).active;
    state = apply(state, blind).active;
    const third = apply(state, fear);
    expect(third.outcome).to.deep.equal({ kind: "ignored", reason: "cap" });
    expect(third.active.map((c) => c.id)).to.deep.equal(["poisoned", "blinded"]);
  });

  it("does not stack identical conditions", () => {
    const state = apply([], poison).active;
    const again = apply(state, poison, 2);
    expect(again.outcome).to.deep.equal({ kind: "ignored", reason: "duplicate" });
    expect(again.active).to.deep.equal(state);
  });

  it("respects immunity (petrified ignores fear and blinded)", () => {
    const state = apply([], petrified).active;
    expect(apply(state, fear).outcome).to.deep.equal({ kind: "ignored", reason: "immune", blockedBy: "petrified" });
    expect(apply(state, blind).outcome).to.include({ kind: "ignored", reason: "immune" });
  });

  it("adds values for additive conditions and escalates ladders", () => {
    const state = apply([], bleed, 1, 2).active;
    const more = apply(state, bleed, 1, 1);
    expect(more.outcome.kind).to.equal("stacked");
    expect(more.active[0].value).to.equal(3);
    const stun = apply([], stunned).active;
    expect(apply(stun, stunned).outcome).to.deep.equal({ kind: "escalated", from: "stunned", to: "knockedOut" });
  });

  it("refresh restarts the duration", () => {
    const state = apply([], invisible, 1).active;
    const again = apply(state, invisible, 3);
    expect(again.outcome.kind).to.equal("refreshed");
    expect(again.active[0].appliedAt.round).to.equal(3);
  });

  it("a 2-round condition applied in round 1 is active through round 3 and ends when round 3 ends", () => {
    const [c] = apply([], poison, 1).active;
    expect(isExpired(c, { roundEnded: 2 })).to.equal(false);
    expect(isExpired(c, { roundEnded: 3 })).to.equal(true);
    expect(roundsLeft(c, 1)).to.equal(2);
    expect(roundsLeft(c, 3)).to.equal(0);
  });

  it("turn and world-time durations", () => {
    const turns: ActiveCondition = { id: "x", appliedAt: at(1), duration: { unit: "turns", value: 2 }, turnsEnded: 1 };
    expect(isExpired(turns, {})).to.equal(false);
    expect(isExpired({ ...turns, turnsEnded: 2 }, {})).to.equal(true);
    const timed: ActiveCondition = { id: "ko", appliedAt: at(0, null, 100), duration: { unit: "seconds", value: 600 } };
    expect(isExpired(timed, { worldTime: 699 })).to.equal(false);
    expect(isExpired(timed, { worldTime: 700 })).to.equal(true);
  });

  it("ends on its trigger", () => {
    const state = apply(apply([], invisible).active, poison).active;
    expect(endedByTrigger(state, [invisible, poison], "attack").map((c) => c.id)).to.deep.equal(["invisible"]);
  });

  describe("scripted combat with the timeline", () => {
    const order = ["hero", "spider", "wolf"];
    /** Walk the combat, expiring at each round end the walk passes; returns ids still active. */
    function walk(active: ActiveCondition[], moves: CombatPosition[]) {
      let state = active;
      const ended: string[] = [];
      for (let i = 1; i < moves.length; i++) {
        for (const b of boundariesBetween(moves[i - 1], moves[i], order).boundaries) {
          if (b.kind !== "roundEnd") continue;
          const { remaining, expired } = partitionExpired(state, { roundEnded: b.round });
          state = remaining;
          ended.push(...expired.map((c) => `${c.id}@${b.round}`));
        }
      }
      return { ids: state.map((c) => c.id), ended };
    }

    it("expires on the right round even when turns are skipped", () => {
      const state = apply([], poison, 1).active; // through round 3
      const r = walk(state, [at(1, 1), at(2, 0), at(3, 2), at(4, 0)]);
      expect(r.ended).to.deep.equal(["poisoned@3"]);
      expect(r.ids).to.deep.equal([]);
    });

    it("Next Round twice from mid-round expires exactly once", () => {
      const state = applyCondition([], poison, { duration: rounds(1), at: at(1, 1) }, cap2).active; // through round 2
      const r = walk(state, [at(1, 1), at(2, 0), at(3, 0)]);
      expect(r.ended).to.deep.equal(["poisoned@2"]);
    });

    it("a rewind neither expires nor resurrects", () => {
      const state = apply([], poison, 1).active;
      const before = walk(state, [at(3, 1), at(2, 2)]);
      expect(before.ids).to.deep.equal(["poisoned"]);
      expect(before.ended).to.deep.equal([]);
      const after = walk([], [at(4, 0), at(2, 0)]);
      expect(after.ids).to.deep.equal([]);
    });
  });
});

describe("mirrored value conditions (Injury Points, Bleed X)", () => {
  const at = { round: 1, turn: 0, worldTime: 5 };
  it("appears with the value, keeps its start when the value changes, and goes at 0", () => {
    const one = mirrorValue([], "bleeding", 1, at);
    expect(one).to.deep.equal([{ id: "bleeding", appliedAt: at, duration: { unit: "permanent" }, value: 1 }]);
    const two = mirrorValue(one, "bleeding", 2, { ...at, round: 3 });
    expect(two[0]).to.deep.include({ value: 2, appliedAt: at });
    expect(mirrorValue(two, "bleeding", 0, at)).to.deep.equal([]);
  });
});
