import { expect } from "chai";
import { naturalDistribution, taskOdds } from "../../../src/rulesets/elf/task/rules/odds";
import { AT_LEAST, EXACT, MODES, rows } from "./appendix";

const pct = (p: number) => (p * 100).toFixed(2);

describe("Elf System odds (Appendix A)", () => {
  it("the 'each number or higher' table matches to the digit, except the one documented rounding", () => {
    const mismatches: string[] = [];
    for (const [df, roll, ...cells] of rows(AT_LEAST)) {
      const n = Number.parseInt(roll!, 10);
      MODES.forEach((mode, i) => {
        const exact = naturalDistribution(mode).atLeast(n);
        if (pct(exact) !== cells[i]!.replace("%", "")) mismatches.push(`${mode} ${roll} printed ${cells[i]} exact ${pct(exact)}%`);
      });
      if (df !== "-") {
        // DF d is beaten by d+1 or more: the DF column reads the same row.
        expect(taskOdds("normal", 0, Number(df)).success).to.be.closeTo(naturalDistribution("normal").atLeast(n), 1e-12);
      }
    }
    expect(mismatches).to.deep.equal(["disadvantage 17+ printed 0.38% exact 0.39%"]);
  });

  it("the appendix rounds 17+ at Disadvantage down: the exact value is 5/1296 = 0.3858…%", () => {
    const p = naturalDistribution("disadvantage").atLeast(17);
    expect(p).to.be.closeTo(5 / 1296, 1e-15);
    expect((p * 100).toFixed(4)).to.equal("0.3858");
  });

  it("the 'each result exactly' table matches to the digit in all three columns", () => {
    for (const [roll, ...cells] of rows(EXACT)) {
      MODES.forEach((mode, i) => expect(pct(naturalDistribution(mode).p(Number(roll))), `${mode} ${roll}`).to.equal(cells[i]!.replace("%", "")));
    }
  });

  it("outcome odds sum to 1 and include ties; 3–4 always fail, 17–18 always succeed", () => {
    const o = taskOdds("normal", 0, 10);
    expect(o.failure + o.tie + o.success).to.be.closeTo(1, 1e-12);
    expect(o.tie).to.be.closeTo(27 / 216, 1e-12);
    // A +20 bonus cannot beat the natural 3 and 4.
    expect(taskOdds("normal", 20, 10).failure).to.be.closeTo(4 / 216, 1e-12);
    // A −20 penalty still succeeds on 17 and 18.
    expect(taskOdds("normal", -20, 10).success).to.be.closeTo(4 / 216, 1e-12);
    expect(taskOdds("advantage", -20, 10).success).to.be.closeTo(naturalDistribution("advantage").atLeast(17), 1e-12);
  });
});
