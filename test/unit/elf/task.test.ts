import { expect } from "chai";
import { combineModes, finalOutcome, parseDifficulty, resolveTask, settleTie, taskFormula, TIE_OPTIONS } from "../../../src/rulesets/elf/task/rules/task";
import { readDice, tableFormula } from "../../../src/core/dice/d66";
import { allReadings } from "../../../tools/pack-check";

describe("Elf System task checks", () => {
  it("compares total and DF: below fails, equal ties, above succeeds", () => {
    expect(resolveTask(9, 1, 11).outcome).to.equal("failure");
    expect(resolveTask(10, 1, 11).outcome).to.equal("tie");
    expect(resolveTask(11, 1, 11)).to.deep.equal({ natural: 11, total: 12, outcome: "success", forced: null, critical: null });
  });
  it("3–4 always fail, 17–18 always succeed; 3 and 18 may be critical", () => {
    expect(resolveTask(4, 10, 5)).to.deep.include({ total: 14, outcome: "failure", forced: "alwaysFails", critical: null });
    expect(resolveTask(3, 10, 5)).to.deep.include({ outcome: "failure", critical: "possibleFailure" });
    expect(resolveTask(17, -9, 15)).to.deep.include({ total: 8, outcome: "success", forced: "alwaysSucceeds" });
    expect(resolveTask(18, 0, 20)).to.deep.include({ outcome: "success", critical: "possibleSuccess" });
  });
  it("advantage keeps the highest three of four dice, disadvantage the lowest, with Foundry's kh/kl", () => {
    expect(taskFormula("normal")).to.equal("3d6");
    expect(taskFormula("advantage")).to.equal("4d6kh3");
    expect(taskFormula("disadvantage")).to.equal("4d6kl3");
    expect(combineModes(true, true)).to.equal("normal");
    expect(combineModes(false, true)).to.equal("disadvantage");
  });
  it("the four tie options convert a tie to success or failure", () => {
    expect(TIE_OPTIONS).to.deep.equal(["successWithEffort", "successAtCost", "failureWithBenefits", "momentarySetback"]);
    expect(TIE_OPTIONS.map(settleTie)).to.deep.equal(["success", "success", "failure", "failure"]);
    expect(finalOutcome("tie", null)).to.equal("tie");
    expect(finalOutcome("tie", "momentarySetback")).to.equal("failure");
    expect(finalOutcome("success", "momentarySetback")).to.equal("success");
  });
  it("a typed DF must be a whole number", () => {
    expect(parseDifficulty("12")).to.equal(12);
    expect(parseDifficulty(" 7 ")).to.equal(7);
    expect(parseDifficulty("abc")).to.equal(null);
    expect(parseDifficulty("7.5")).to.equal(null);
    expect(parseDifficulty("-3")).to.equal(null);
  });
});

describe("d66 and d666", () => {
  it("reads high, middle, low: '132' is high 1, low 2, middle 3", () => {
    expect(readDice({ high: 1, low: 2, middle: 3 })).to.equal("132");
    expect(readDice({ high: 1, low: 2 })).to.equal("12");
    expect(() => readDice({ high: 7, low: 1 })).to.throw(RangeError);
  });
  it("36 and 216 readings; the formulas' totals are the readings", () => {
    expect(allReadings(2)).to.have.length(36);
    expect(allReadings(3)).to.have.length(216);
    expect(allReadings(2).slice(0, 7)).to.deep.equal(["11", "12", "13", "14", "15", "16", "21"]);
    expect(tableFormula(2)).to.equal("1d6[high] * 10 + 1d6[low]");
  });
});
