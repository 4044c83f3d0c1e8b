/** The attribute pipeline: add → halve/double (rounding up) → clamp → cap, with worked examples from Eldfall and the 2D6 System. */
import { expect } from "chai";
import { applyModifiers, type ModifierStages } from "../../../src/core/rules/attributes";
import { totalShift } from "../../../src/core/roll-dialog-model";
import { clampTarget } from "../../../src/rulesets/elvendor/combat/rules/attack";

// Eldfall M7: never below 0; a modified 0 fails (not damage rolls); above 20 a 20 crits too.
const ELDFALL: ModifierStages = { clamp: { min: 0 }, autoFailAtOrBelow: 0, critAbove: 20 };
// 2D6: combined modifiers capped at +5 before they apply to an action.
const TWO_D6: ModifierStages = { cap: { max: 5 } };

describe("core/rules/attributes: the modifier pipeline", () => {
  it("Eldfall M2: Tharos AG 13, −3 → 10", () => {
    expect(applyModifiers(13, { ...ELDFALL, adds: [-3] })).to.deep.include({ value: 10, autoFail: false, extraCritFace: null, capped: false });
  });

  it("additions come before halving, and halving rounds up: (AG 13 − 2) halved = ⌈11/2⌉ = 6", () => {
    const r = applyModifiers(13, { ...ELDFALL, adds: [-2], halve: 1 });
    expect(r.value).to.equal(6);
    expect(r.steps).to.deep.equal([{ stage: "add", value: 11 }, { stage: "halve", value: 6 }]);
  });

  it("halve then double (A20): 7 → ⌈3.5⌉ = 4 → 8; twice halved 7 → 4 → 2", () => {
    expect(applyModifiers(7, { halve: 1, double: 1 }).value).to.equal(8);
    expect(applyModifiers(7, { halve: 2 }).value).to.equal(2);
    expect(applyModifiers(-3, { halve: 1 }).value).to.equal(-1); // up is toward zero for a negative value
  });

  it("Eldfall: never below 0, and 0 fails automatically except on damage rolls", () => {
    expect(applyModifiers(5, { ...ELDFALL, adds: [-8] })).to.deep.include({ value: 0, autoFail: true });
    expect(applyModifiers(5, { ...ELDFALL, adds: [-8], autoFailExempt: true }).autoFail).to.equal(false);
    // Shooting into melee: −4 per ally, stacking.
    expect(applyModifiers(14, { ...ELDFALL, adds: [-4, -4] }).value).to.equal(6);
  });

  it("Eldfall: above 20 a roll of 20 is a Critical Hit too", () => {
    expect(applyModifiers(19, { ...ELDFALL, adds: [2] }).extraCritFace).to.equal(20);
    expect(applyModifiers(18, { ...ELDFALL, adds: [2] }).extraCritFace).to.equal(null);
  });

  it("2D6: ability +4 and a +3 bonus count +5; an ability of +6 alone counts +5; penalties are not capped", () => {
    expect(applyModifiers(4, { ...TWO_D6, adds: [3] })).to.deep.include({ value: 5, capped: true });
    expect(applyModifiers(6, TWO_D6).value).to.equal(5);
    expect(applyModifiers(-5, { ...TWO_D6, adds: [-2] }).value).to.equal(-7);
    // An orc's +6 with a +2 bonus stays +8 on melee damage with crushing blow.
    expect(applyModifiers(6, { ...TWO_D6, adds: [2], capExempt: true })).to.deep.include({ value: 8, capped: false });
  });

  it("the cap comes after the clamp: a clamp to 0–10 then a +5 cap gives 5 from 12", () => {
    expect(applyModifiers(12, { clamp: { min: 0, max: 10 }, cap: { max: 5 } }).steps.map((s) => s.stage)).to.deep.equal(["clamp", "cap"]);
  });

  it("refuses nonsense with a RangeError", () => {
    expect(() => applyModifiers(Number.NaN)).to.throw(RangeError);
    expect(() => applyModifiers(1, { clamp: { min: 3, max: 2 } })).to.throw(RangeError);
    expect(() => applyModifiers(1, { adds: [0.5] })).to.throw(RangeError);
  });
});

describe("the pipeline's users", () => {
  const mod = (value: number, active = true) => ({ source: "s", label: "l", value, active });

  it("the roll dialog's total is the pipeline's (a sum, or capped when the ruleset says)", () => {
    expect(totalShift([mod(2), mod(-3), mod(7, false)], 1)).to.equal(0);
    expect(totalShift([mod(4), mod(3)], 0, TWO_D6)).to.equal(5);
  });

  it("Elvendor targets keep their ranges: 2–6 with natural rolls, at least 1 without", () => {
    expect([clampTarget(1, true), clampTarget(7, true), clampTarget(0, false), clampTarget(9, false)]).to.deep.equal([2, 6, 1, 9]);
  });
});
