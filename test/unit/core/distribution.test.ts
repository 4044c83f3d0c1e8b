import { expect } from "chai";
import { Distribution } from "../../../src/core/dice/distribution";
import { targetNumber, successPool } from "../../../src/core/dice/checks";

/** Brute force: every ordered outcome of `count` dice. */
function enumerate(count: number, faces: number, fn: (rolls: number[]) => number): Map<number, number> {
  const out = new Map<number, number>();
  const total = faces ** count;
  for (let i = 0; i < total; i++) {
    const rolls: number[] = [];
    let n = i;
    for (let d = 0; d < count; d++) { rolls.push((n % faces) + 1); n = Math.floor(n / faces); }
    const v = fn(rolls);
    out.set(v, (out.get(v) ?? 0) + 1 / total);
  }
  return out;
}

function expectMatches(dist: Distribution, brute: Map<number, number>, tolerance = 1e-12) {
  expect(dist.values()).to.deep.equal([...brute.keys()].sort((a, b) => a - b));
  for (const [v, p] of brute) expect(dist.p(v)).to.be.closeTo(p, tolerance);
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const sortedDesc = (xs: number[]) => [...xs].sort((a, b) => b - a);

describe("Distribution", () => {
  it("sums dice exactly (3d6 against enumeration)", () => {
    expectMatches(Distribution.dice(3, 6), enumerate(3, 6, sum));
    expect(Distribution.dice(3, 6).atLeast(11)).to.equal(108 / 216);
  });

  it("keeps highest / lowest exactly (4d6kh3, 4d6kl3 against 1296 outcomes)", () => {
    expectMatches(Distribution.keep(4, 6, 3, "highest"), enumerate(4, 6, (r) => sum(sortedDesc(r).slice(0, 3))));
    expectMatches(Distribution.keep(4, 6, 3, "lowest"), enumerate(4, 6, (r) => sum(sortedDesc(r).slice(1))));
  });

  it("reproduces the Elf System Appendix A 'X or higher' table to its two decimals", () => {
    // [target, disadvantage %, normal %, advantage %] as printed in the rules.
    const rows: [number, number, number, number][] = [
      [4, 98.38, 99.54, 99.92], [5, 94.21, 98.15, 99.61], [6, 86.96, 95.37, 98.84], [7, 76.85, 90.74, 97.22],
      [8, 64.51, 83.8, 94.29], [9, 51.23, 74.07, 89.51], [10, 38.35, 62.5, 82.48], [11, 26.93, 50, 73.07],
      [12, 17.52, 37.5, 61.65], [13, 10.49, 25.93, 48.77], [14, 5.71, 16.2, 35.49], [15, 2.78, 9.26, 23.15],
      [16, 1.16, 4.63, 13.04], [17, 0.39, 1.85, 5.79], [18, 0.08, 0.46, 1.62],
    ];
    const dis = Distribution.keep(4, 6, 3, "lowest");
    const normal = Distribution.dice(3, 6);
    const adv = Distribution.keep(4, 6, 3, "highest");
    const pct = (p: number) => Math.round(p * 10000) / 100;
    for (const [t, d, n, a] of rows) {
      expect([t, pct(dis.atLeast(t)), pct(normal.atLeast(t)), pct(adv.atLeast(t))]).to.deep.equal([t, d, n, a]);
    }
  });

  it("documents the one rounding difference: the appendix prints 17+ at disadvantage as 0.38%", () => {
    const exact = Distribution.keep(4, 6, 3, "lowest").atLeast(17);
    expect(exact).to.equal(5 / 1296);
    expect(exact * 100).to.be.closeTo(0.3858, 1e-4); // rounds to 0.39, the appendix truncates to 0.38
  });

  it("binomial successes sum to one and match enumeration", () => {
    const d = Distribution.successes(3, 0.5);
    expect(d.entries().reduce((a, [, p]) => a + p, 0)).to.be.closeTo(1, 1e-15);
    expectMatches(d, enumerate(3, 6, (r) => r.filter((x) => x >= 4).length));
  });

  it("maps and shifts", () => {
    const d6 = Distribution.die(6);
    expect(d6.plus(2).values()).to.deep.equal([3, 4, 5, 6, 7, 8]);
    expect(d6.map((v) => (v >= 4 ? 1 : 0)).p(1)).to.equal(0.5);
    expect(d6.mean()).to.equal(3.5);
    expect(d6.atMost(2)).to.be.closeTo(1 / 3, 1e-15);
  });

  it("rejects impossible inputs", () => {
    expect(() => Distribution.die(0)).to.throw(RangeError);
    expect(() => Distribution.keep(2, 6, 3, "highest")).to.throw(RangeError);
    expect(() => Distribution.successes(2, 1.5)).to.throw(RangeError);
  });
});

describe("check helpers", () => {
  it("x+ on a die", () => {
    expect(targetNumber(6, 4)).to.equal(0.5);
    expect(targetNumber(6, 1)).to.equal(1);
    expect(targetNumber(6, 7)).to.equal(0);
  });

  it("highest of several dice", () => {
    expectMatches(Distribution.keep(3, 6, 1, "highest"), enumerate(3, 6, (r) => Math.max(...r)));
  });

  it("exploding success pools match a brute-force enumeration to 1e-9 (d10, 7+, 10 explodes, 1-8 dice)", () => {
    // Brute force over explosion depth: a die is a chain of 10s ended by a face 1-9.
    const single = new Map<number, number>();
    for (let tens = 0; tens < 40; tens++) {
      const chain = 0.1 ** tens;
      single.set(tens, (single.get(tens) ?? 0) + chain * 0.6);
      single.set(tens + 1, (single.get(tens + 1) ?? 0) + chain * 0.3);
    }
    let brute = new Map<number, number>([[0, 1]]);
    for (let n = 1; n <= 8; n++) {
      const next = new Map<number, number>();
      for (const [a, pa] of brute) for (const [b, pb] of single) next.set(a + b, (next.get(a + b) ?? 0) + pa * pb);
      brute = next;
      const pool = successPool(n, { faces: 10, successMin: 7, explodeOn: 10 });
      for (const [v, p] of brute) if (p > 1e-12) expect(pool.p(v), `${n} dice, ${v} successes`).to.be.closeTo(p, 1e-9);
    }
  });
});
