/**
 * The exact odds engine against an independent brute-force enumeration: every multiset of first-roll
 * faces (with its multinomial count), each 10 rerolled by recursing on fresh dice, chains cut only
 * where their remaining probability is below 1e-13.
 */
import { expect } from "chai";
import { barelyOrBetterDistribution, difficultyOdds, successDistribution } from "../../../src/rulesets/aedelore/checks/rules/odds";

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

const memo = new Map<string, Map<number, number>>();

function bruteForce(dice: number, countFrom: number, depth = 0): Map<number, number> {
  const key = `${dice}:${countFrom}:${depth}`;
  const known = memo.get(key);
  if (known) return known;
  const out = new Map<number, number>();
  memo.set(key, out);
  if (dice === 0 || depth > 13) {
    out.set(0, 1);
    return out;
  }
  const faces: number[] = [];
  const visit = (min: number) => {
    if (faces.length === dice) {
      const counts = new Map<number, number>();
      for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
      let ways = factorial(dice);
      for (const c of counts.values()) ways /= factorial(c);
      const p = ways / 10 ** dice;
      const tens = counts.get(10) ?? 0;
      const direct = faces.filter((f) => f >= countFrom).length; // a 10 counts too
      const rerolls = bruteForce(tens, countFrom, depth + 1);
      for (const [k, q] of rerolls) out.set(direct + k, (out.get(direct + k) ?? 0) + p * q);
      return;
    }
    for (let f = min; f <= 10; f++) {
      faces.push(f);
      visit(f);
      faces.pop();
    }
  };
  visit(1);
  return out;
}

describe("Aedelore exact odds", () => {
  for (let dice = 1; dice <= 8; dice++) {
    it(`${dice} exploding d10: successes (7+) and successes-or-barely (5+) match brute force to 1e-9`, () => {
      for (const [countFrom, engine] of [[7, successDistribution(dice)], [5, barelyOrBetterDistribution(dice)]] as const) {
        const brute = bruteForce(dice, countFrom);
        for (let k = 0; k <= dice + 6; k++) expect(engine.p(k), `${dice} dice, ${k} (from ${countFrom})`).to.be.closeTo(brute.get(k) ?? 0, 1e-9);
      }
    });
  }
  it("one die: 40% at least one success (3 of 10 plus the 10), 1% two (10 then 7+… 10 · 40%)", () => {
    const d = successDistribution(1);
    expect(d.atLeast(1)).to.be.closeTo(0.4, 1e-12);
    expect(d.atLeast(2)).to.be.closeTo(0.1 * 0.4, 1e-12);
    expect(difficultyOdds(3)[0]!.success).to.be.closeTo(1 - 0.6 ** 3, 1e-12);
  });
});
