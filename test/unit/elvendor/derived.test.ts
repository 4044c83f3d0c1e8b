import { expect } from "chai";
import { companionDerived, enemyDerived, heroDerived } from "../../../src/rulesets/elvendor/models/rules/derived";

describe("Elvendor derived data", () => {
  it("hero: health bar, next turn's actions, forced-move distance", () => {
    expect(heroDerived({ health: { value: 5, max: 10 }, attributes: { act: 3, mov: 5 }, actionsLost: 1 }))
      .to.deep.equal({ healthPct: 50, down: false, nextTurnActions: 2, forcedMoveTiles: 2, conditionCap: 2 });
  });
  it("enemy: the Spider's base detection of 3 from Alert 4", () => {
    expect(enemyDerived({ health: { value: 0, max: 4 }, alert: 4, detection: null, move: 3 })).to.deep.equal({ healthPct: 0, down: true, baseDetection: 3, forcedMoveTiles: 1 });
  });
  it("companion: Companion Command's cost and the 1-AP rule", () => {
    expect(companionDerived({ health: { value: 6, max: 6 }, ap: 1, actionsLost: 1, attributes: { mov: 4 } }))
      .to.deep.equal({ healthPct: 100, down: false, phaseActions: 0, commandable: false, forcedMoveTiles: 2 });
  });
});
