import { expect } from "chai";
import { targetNumber, successPool } from "../../../src/core/dice/checks";
import { Distribution } from "../../../src/core/dice/distribution";
import { requireInt } from "../../../src/core/dice/guard";
import { resolveTask } from "../../../src/rulesets/elf/task/rules/task";
import { standing } from "../../../src/rulesets/aedelore/character/rules/worthiness";
import { bleedFormula } from "../../../src/rulesets/aedelore/conditions/rules/bleed";
import { attackOdds, hitDistribution } from "../../../src/rulesets/elvendor/combat/rules/attack";

const sum = (d: Distribution) => d.entries().reduce((a, [, p]) => a + p, 0);

describe("pure rules refuse inputs outside their domain", () => {
  it("the guard names the argument and its range", () => {
    expect(() => requireInt("attacks", 2.5, 0, 10)).to.throw(RangeError, "attacks must be a whole number from 0 to 10, got 2.5");
    expect(() => requireInt("attacks", "3", 0, 10)).to.throw(RangeError, 'got "3"');
  });

  it("resolveTask(NaN, 0, 10) throws instead of reporting a success", () => {
    expect(() => resolveTask(Number.NaN, 0, 10)).to.throw(RangeError, "natural");
    expect(() => resolveTask(10, Infinity, 10)).to.throw(RangeError, "modifier");
    expect(() => resolveTask(19, 0, 10)).to.throw(RangeError);
    expect(resolveTask(10, 1, 10).outcome).to.equal("success");
  });

  it("standing(NaN) throws instead of reading 'respected'", () => {
    expect(() => standing(Number.NaN)).to.throw(RangeError);
    expect(standing(5)).to.equal("respected");
  });

  it("bleedFormula(2.5) throws instead of building 2.5d6kh1", () => {
    expect(() => bleedFormula(2.5)).to.throw(RangeError);
    expect(bleedFormula(2)).to.equal("2d6kh1");
    expect(bleedFormula(0)).to.equal(null);
  });

  it("successPool with explodeOn ≤ 1 (or any chain that would not shrink) throws at once", () => {
    expect(() => successPool(3, { faces: 10, successMin: 7, explodeOn: 1 })).to.throw(RangeError, "explodeOn");
    expect(() => successPool(3, { faces: 10, successMin: 7, explodeOn: 0 })).to.throw(RangeError, "explodeOn");
    expect(() => successPool(1e9, { faces: 10, successMin: 7, explodeOn: 10 })).to.throw(RangeError, "count");
  });

  it("huge dice counts throw instead of hanging (hitDistribution, attackOdds, dice, keep)", () => {
    expect(() => hitDistribution(4, 1e9)).to.throw(RangeError);
    expect(() => attackOdds(4, 0, 1e9, true)).to.throw(RangeError);
    expect(() => Distribution.dice(1e6, 6)).to.throw(RangeError);
    expect(() => Distribution.keep(30, 20, 3, "highest")).to.throw(RangeError);
    expect(() => targetNumber(1e12, 10)).to.throw(RangeError);
  });

  it("targetNumber(6, 2.5) is exactly 4/6 (2.5+ needs a 3)", () => {
    expect(targetNumber(6, 2.5)).to.equal(4 / 6);
    expect(targetNumber(6, 3)).to.equal(4 / 6);
    expect(() => targetNumber(6, Number.NaN)).to.throw(RangeError);
  });

  it("distributions from convolutions and binomials sum to 1 within 1e-12", () => {
    for (const d of [Distribution.dice(7, 6), Distribution.successes(10, 0.1), successPool(12, { faces: 10, successMin: 7, explodeOn: 10 }),
      hitDistribution(3, 10), Distribution.dice(3, 6).plus(Distribution.die(7)), Distribution.successes(3, 1 / 3)]) {
      expect(Math.abs(sum(d) - 1)).to.be.below(1e-12);
    }
  });
});

describe("bugs the property tests found", () => {
  it("angleBetween of vectors so small their product underflows is null, not NaN", async () => {
    const { angleBetween } = await import("../../../src/core/rules/grid");
    expect(angleBetween({ x: 0, y: -5e-324 }, { x: 0, y: -5e-324 })).to.equal(null);
  });

  it("an exploding pool's chances never go below zero from rounding (d3, 1+, explodes on 3)", () => {
    expect(() => successPool(2, { faces: 3, successMin: 1, explodeOn: 3 })).not.to.throw(); // 1 − 2/3 − 1/3 was −5.6e-17
    expect(Math.abs(sum(successPool(5, { faces: 10, successMin: 7, explodeOn: 10 })) - 1)).to.be.below(1e-12);
  });

  it("a wild jump of the combat round is refused instead of walking a billion turns", async () => {
    const { boundariesBetween } = await import("../../support/timeline");
    expect(() => boundariesBetween({ round: 1, turn: 0 }, { round: 1e9, turn: 0 }, ["a", "b"])).to.throw(RangeError);
  });
});
