import { expect } from "chai";
import { diceRoles, readDice, tableCount, tableFormula } from "../../../src/core/dice/d66";
import { allReadings } from "../../../tools/pack-check";

describe("d6666 and d66666 (four and five dice)", () => {
  it("four dice read high, middle, second middle, low; five add a third middle", () => {
    expect(diceRoles(4)).to.deep.equal(["high", "middle", "middle2", "low"]);
    expect(diceRoles(5)).to.deep.equal(["high", "middle", "middle2", "middle3", "low"]);
    expect(readDice({ high: 1, middle: 3, middle2: 5, low: 2 })).to.equal("1352");
    expect(readDice({ high: 6, middle: 1, middle2: 2, middle3: 3, low: 4 })).to.equal("61234");
    expect(() => readDice({ high: 1, middle2: 2, low: 3 })).to.throw(RangeError);
    expect(() => readDice({ high: 1, middle: 2, middle2: 0, low: 3 })).to.throw(RangeError);
  });
  it("1296 and 7776 readings, each once, from 1111 to 6666 and 11111 to 66666", () => {
    const four = allReadings(4);
    const five = allReadings(5);
    expect([four.length, new Set(four).size, four[0], four.at(-1)]).to.deep.equal([1296, 1296, "1111", "6666"]);
    expect([five.length, new Set(five).size, five[0], five.at(-1)]).to.deep.equal([7776, 7776, "11111", "66666"]);
  });
  it("the formulas' totals are the readings, and a table's formula names its dice count", () => {
    expect(tableFormula(4)).to.equal("1d6[high] * 1000 + 1d6[middle] * 100 + 1d6[middle2] * 10 + 1d6[low]");
    expect(tableFormula(5)).to.equal("1d6[high] * 10000 + 1d6[middle] * 1000 + 1d6[middle2] * 100 + 1d6[middle3] * 10 + 1d6[low]");
    // Unchanged d66 / d666 formulas.
    expect(tableFormula(3)).to.equal("1d6[high] * 100 + 1d6[middle] * 10 + 1d6[low]");
    expect([2, 3, 4, 5].map((n) => tableCount(tableFormula(n as 2 | 3 | 4 | 5)))).to.deep.equal([2, 3, 4, 5]);
    expect(tableCount("1d100")).to.equal(null);
  });
});
