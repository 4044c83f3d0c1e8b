import { expect } from "chai";
import type { ActiveCondition } from "../../../src/core/rules/conditions";
import { type CombatPosition } from "../../../src/core/rules/timeline";
import { boundariesBetween } from "../../support/timeline";
import {
  CONDITION_CARDS, applyElvendorCondition, conditionRounds, poisonTick, turnPlan,
} from "../../../src/rulesets/elvendor/conditions/rules/conditions";
import { applyBoundaries, type CombatantState } from "../../../src/rulesets/elvendor/turns/rules/combat-flow";
import { forcedMove } from "../../../src/rulesets/elvendor/actions/rules/direction";
import { DEFAULT_ELVENDOR_OPTIONS as O } from "../../../src/rulesets/elvendor/options/rules/options";
import type { ConditionId } from "../../../src/rulesets/elvendor/conditions/rules/conditions";

const at = (round: number) => ({ round, turn: 0, worldTime: 0 });
const give = (active: readonly ActiveCondition[], id: ConditionId, round = 1, extra: { value?: number; tier?: "minor" | "major" } = {}) =>
  applyElvendorCondition(active, id, { at: at(round), ...extra }, O);

describe("Elvendor condition cards", () => {
  it("standard durations as printed", () => {
    const rounds = Object.fromEntries(Object.entries(CONDITION_CARDS).map(([id, c]) => [id, c.rounds]));
    expect(rounds).to.deep.equal({ invisible: 2, unconscious: 1, petrified: 2, trapped: 1, blinded: 1, deafened: 1, poisoned: 2, fear: 1 });
  });
  it("tiers: Minor one round shorter (at least 1), Major one longer", () => {
    expect(conditionRounds("poisoned", "minor", O)).to.equal(1);
    expect(conditionRounds("fear", "minor", O)).to.equal(1);
    expect(conditionRounds("invisible", "major", O)).to.equal(3);
    expect(conditionRounds("trapped", "standard", O)).to.equal(1);
  });
  it("at most two; a third is ignored with no replacement", () => {
    let active = give([], "poisoned", 1, { value: 1 }).active;
    active = give(active, "blinded").active;
    const third = give(active, "fear");
    expect(third.outcome).to.deep.equal({ kind: "ignored", reason: "cap" });
    expect(third.active.map((c) => c.id)).to.deep.equal(["poisoned", "blinded"]);
  });
  it("identical conditions do not stack", () => {
    const once = give([], "poisoned", 1, { value: 1 }).active;
    const twice = give(once, "poisoned", 1, { value: 2 });
    expect(twice.outcome).to.deep.equal({ kind: "ignored", reason: "duplicate" });
    expect(twice.active[0]!.value).to.equal(1);
  });
  it("Petrified is immune to Fear and Blinded", () => {
    const stone = give([], "petrified").active;
    expect(give(stone, "fear").outcome).to.deep.include({ kind: "ignored", reason: "immune", blockedBy: "petrified" });
    expect(give(stone, "blinded").outcome).to.deep.include({ kind: "ignored", reason: "immune" });
    expect(give(stone, "poisoned").outcome.kind).to.equal("applied");
  });
  it("Blinded costs an action at once", () => {
    expect(give([], "blinded").immediateActionLoss).to.equal(1);
    expect(give([], "trapped").immediateActionLoss).to.equal(0);
  });
  it("turn plans: Trapped −1, Unconscious/Petrified skip, Fear replaces, Blinded forces moves, no ranged", () => {
    const plan = (id: ConditionId) => turnPlan(give([], id).active, 3);
    expect(plan("trapped")).to.deep.include({ actions: 2, canMoveVoluntarily: false });
    expect(plan("unconscious")).to.deep.include({ actions: 0, skipTurn: true, canReact: false });
    expect(plan("petrified")).to.deep.include({ actions: 0, skipTurn: true, canReact: false, canMoveVoluntarily: false });
    expect(plan("fear")).to.deep.include({ forcedMovement: "replacesActions", canReact: false, actions: 3 });
    expect(plan("blinded")).to.deep.include({ forcedMovement: "beforeEachAction", canRangedAttack: false });
    expect(plan("deafened").noiseBonus).to.equal(1);
    expect(plan("invisible").targetableOnlyAdjacent).to.equal(true);
    expect(turnPlan([], 3, 1).actions).to.equal(2);
  });
  it("Poisoned (1) for 2 rounds deals exactly 2: the two rounds after it landed", () => {
    const p = give([], "poisoned", 3, { value: 1 }).active;
    expect([3, 4, 5, 6].map((r) => poisonTick(p, r))).to.deep.equal([0, 1, 1, 0]);
  });
  it("Blinded/Fear forced move: D12 direction, half MOV rounded down", () => {
    expect(forcedMove(12, 5, { x: 4, y: 4 })).to.deep.equal({ direction: 12, distance: 2, to: { x: 4, y: 2 } });
    expect(forcedMove(3, 3, { x: 0, y: 0 })).to.deep.equal({ direction: 3, distance: 1, to: { x: 1, y: 0 } });
    expect(forcedMove(6, 4, { x: 0, y: 0 }).to).to.deep.equal({ x: 0, y: 2 });
    expect(() => forcedMove(13, 4, { x: 0, y: 0 })).to.throw(RangeError);
  });
});

describe("Elvendor conditions through whole combats", () => {
  const order = ["hero", "wolf", "spider"];
  const start = (conditions: ActiveCondition[] = []): CombatantState[] => [
    { id: "hero", kind: "hero", actions: 3, health: 10, conditions, actionsLost: 0, apLeft: 0, reactionsUsed: 0 },
    { id: "wolf", kind: "companion", actions: 2, health: 6, conditions: [], actionsLost: 0, apLeft: 0, reactionsUsed: 0 },
    { id: "spider", kind: "enemy", actions: 2, health: 4, conditions: [], actionsLost: 0, apLeft: 0, reactionsUsed: 0 },
  ];
  function run(states: CombatantState[], path: CombatPosition[]) {
    const log: string[] = [];
    for (let i = 1; i < path.length; i++) {
      const { states: next, events } = applyBoundaries(states, boundariesBetween(path[i - 1]!, path[i]!, order).boundaries);
      states = next;
      for (const e of events) {
        if (e.kind === "expired") log.push(`R${path[i]!.round} ${e.combatantId} loses ${e.conditionId}`);
        if (e.kind === "poison") log.push(`R${path[i]!.round} ${e.combatantId} poison ${e.damage} → ${e.health}`);
        if (e.kind === "turnStart" && e.combatantId === "hero") log.push(`R${path[i]!.round} hero ${e.plan.actions} AP${e.skipped ? " (skipped)" : ""}`);
        if (e.kind === "forcedMoves") log.push(`R${path[i]!.round} ${e.combatantId} ${e.count} forced moves`);
      }
    }
    return { states, log };
  }
  const hero = (s: CombatantState[]) => s.find((c) => c.id === "hero")!;

  it("poison applied by the spider in round 1 ticks in rounds 2 and 3 and ends after round 3", () => {
    const poisoned = give([], "poisoned", 1, { value: 1 }).active;
    const path = [{ round: 0, turn: null }, { round: 1, turn: 0 }, { round: 1, turn: 1 }, { round: 1, turn: 2 },
      { round: 2, turn: 0 }, { round: 2, turn: 1 }, { round: 2, turn: 2 }, { round: 3, turn: 0 }, { round: 3, turn: 2 }, { round: 4, turn: 0 }];
    const { states, log } = run(start(poisoned), path);
    expect(log).to.deep.equal([
      "R1 hero 3 AP", "R2 hero poison 1 → 9", "R2 hero 3 AP", "R3 hero poison 1 → 8", "R3 hero 3 AP", "R4 hero loses poisoned", "R4 hero 3 AP",
    ]);
    expect(hero(states).health).to.equal(8);
    expect(hero(states).conditions).to.deep.equal([]);
  });

  it("Next Round from the first turn still ticks and expires on the right boundaries", () => {
    const poisoned = give([], "poisoned", 1, { value: 2 }).active;
    const { states, log } = run(start(poisoned), [{ round: 1, turn: 0 }, { round: 2, turn: 0 }, { round: 4, turn: 0 }]);
    expect(log).to.deep.equal([
      "R2 hero poison 2 → 8", "R2 hero 3 AP", "R4 hero poison 2 → 6", "R4 hero 3 AP (skipped)" /* round 3, passed over */, "R4 hero loses poisoned", "R4 hero 3 AP",
    ]);
    expect(hero(states).health).to.equal(6);
  });

  it("a rewind neither expires nor revives anything", () => {
    const trapped = give([], "trapped", 2).active;
    const { states, log } = run(start(trapped), [{ round: 3, turn: 1 }, { round: 3, turn: 0 }, { round: 2, turn: 2 }]);
    expect(log).to.deep.equal([]);
    expect(hero(states).conditions.map((c) => c.id)).to.deep.equal(["trapped"]);
  });

  it("Unconscious: no actions for its round, then one action fewer on the next turn", () => {
    const ko = give([], "unconscious", 1).active;
    const { log } = run(start(ko), [{ round: 1, turn: 2 }, { round: 2, turn: 0 }, { round: 2, turn: 2 }, { round: 3, turn: 0 }, { round: 4, turn: 0 }]);
    expect(log).to.deep.equal(["R2 hero 0 AP", "R3 hero loses unconscious", "R3 hero 2 AP", "R4 hero 3 AP"]);
  });

  it("Fear turns every action into a forced move for one round, then lifts", () => {
    const afraid = give([], "fear", 1).active;
    const { log } = run(start(afraid), [{ round: 1, turn: 2 }, { round: 2, turn: 0 }, { round: 3, turn: 0 }]);
    expect(log).to.deep.equal(["R2 hero 3 AP", "R2 hero 3 forced moves", "R3 hero loses fear", "R3 hero 3 AP"]);
  });

  it("Companion Command's lost action comes off the companion's next phase", () => {
    const states = start().map((s) => (s.id === "wolf" ? { ...s, actionsLost: 1 } : s));
    const { states: after } = run(states, [{ round: 1, turn: 0 }, { round: 1, turn: 1 }]);
    expect(after.find((s) => s.id === "wolf")!.apLeft).to.equal(1);
    expect(after.find((s) => s.id === "wolf")!.actionsLost).to.equal(0);
  });

  it("reactions reset at every round start", () => {
    const states = start().map((s) => ({ ...s, reactionsUsed: 1 }));
    const { states: after } = run(states, [{ round: 1, turn: 2 }, { round: 2, turn: 0 }]);
    expect(after.every((s) => s.reactionsUsed === 0)).to.equal(true);
  });
});
