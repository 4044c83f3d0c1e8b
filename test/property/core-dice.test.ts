import fc from "fast-check";
import { expect } from "chai";
import { Distribution, MAX_SUPPORT, binomial } from "../../src/core/dice/distribution";
import { MAX_POOL, successPool, targetNumber } from "../../src/core/dice/checks";
import { diceRoles, readDice, tableFormula } from "../../src/core/dice/d66";
import { allReadings } from "../../tools/pack-check";
import { MAX_DICE, requireBool, requireDice, requireInt, requireNumber, requireOneOf } from "../../src/core/dice/guard";
import { ContestOdds, contestOdds, FACE_CLASSES, hitsAndWounds, MAX_CONTEST_DICE, resolveContest, type FaceClass } from "../../src/core/dice/contest";
import { all, die, int, probability, properties, sumOf } from "./harness";

/** A distribution's probabilities are in [0, 1] and sum to 1 within 1e-12. */
const normalized = (d: Distribution) => {
  const entries = d.entries();
  expect(entries.every(([, p]) => p >= 0 && p <= 1)).to.equal(true);
  expect(Math.abs(sumOf(entries) - 1)).to.be.below(1e-12);
};

properties("core/dice/distribution", [
  { name: "Distribution.die", args: [int(1, 1000)], junk: all(1), run: (f: number) => Distribution.die(f), check: (d: Distribution, [f]) => { normalized(d); expect(d.values()).to.have.length(f); } },
  { name: "Distribution.constant", args: [int(-1e6, 1e6)], junk: all(1), run: (v: number) => Distribution.constant(v), check: normalized },
  { name: "Distribution.dice", args: [int(0, 20), int(1, 15)], junk: all(2), run: (n: number, f: number) => Distribution.dice(n, f),
    check: (d: Distribution, [n, f]) => { normalized(d); expect(Math.abs(d.mean() - (n * (f + 1)) / 2)).to.be.below(1e-9 * Math.max(1, n * f)); } },
  { name: "Distribution.dice (largest allowed)", args: [int(1, MAX_DICE)], run: (n: number) => Distribution.dice(n, Math.max(1, Math.floor(MAX_SUPPORT / n))), check: normalized },
  { name: "Distribution.keep", args: [int(1, 6), int(1, 8), int(0, 6), fc.constantFrom("highest", "lowest")], junk: all(4),
    run: (n: number, f: number, k: number, m: "highest" | "lowest") => Distribution.keep(n, f, Math.min(k, n), m), check: normalized },
  { name: "Distribution.successes", args: [int(0, MAX_DICE), fc.double({ min: 0, max: 1, noNaN: true })], junk: all(2),
    run: (n: number, p: number) => Distribution.successes(n, p), check: (d: Distribution, [n, p]) => { normalized(d); expect(Math.abs(d.mean() - n * p)).to.be.below(1e-9 * Math.max(1, n)); } },
  { name: "Distribution#plus", args: [int(0, 10), int(1, 12), int(-50, 50)], junk: [2], run: (n: number, f: number, c: number) => Distribution.dice(n, f).plus(c).plus(Distribution.die(f)), check: normalized },
  { name: "Distribution#atLeast / atMost / p", args: [int(1, 10), int(-100, 100)], junk: [1],
    run: (n: number, t: number) => { const d = Distribution.dice(n, 6); return [d.atLeast(t), d.atMost(t), d.p(t)]; },
    check: ([a, b, p]: number[]) => { probability(a!); probability(b!); probability(p!); expect(a! + b! - p!).to.be.closeTo(1, 1e-12); } },
  { name: "binomial", args: [int(0, 60), int(-5, 65)], junk: all(2), run: binomial,
    check: (c: number, [n, k]) => { expect(c).to.be.at.least(0); if (k >= 1 && k <= n) expect(c).to.be.closeTo(binomial(n - 1, k - 1) + binomial(n - 1, k), 1e-9 * c); } },
  { name: "Distribution.fromWeights", args: [fc.array(fc.tuple(int(-20, 20), fc.double({ min: 0.001, max: 1000, noNaN: true })), { minLength: 1, maxLength: 20 })],
    run: (w: [number, number][]) => Distribution.fromWeights(w), check: normalized },
]);

properties("core/dice/checks", [
  { name: "targetNumber", args: [int(1, 1000), fc.double({ min: -50, max: 1100, noNaN: true })], junk: all(2), run: targetNumber,
    check: (p: number, [f, t]) => { probability(p); expect(p).to.equal(Math.min(1, Math.max(0, (f - Math.max(1, Math.ceil(t)) + 1) / f))); } },
  { name: "successPool (Aedelore d10 pools up to MAX_POOL)", args: [int(0, MAX_POOL), int(1, 10)], junk: [0],
    run: (n: number, successMin: number) => successPool(n, { faces: 10, successMin, explodeOn: 10 }), check: normalized },
  { name: "successPool", args: [int(0, 5), int(4, 20), int(1, 20), fc.option(int(0, 20), { nil: undefined })], junk: all(4),
    run: (n: number, faces: number, successMin: number, explodeOn?: number) => successPool(n, { faces, successMin: Math.min(successMin, faces), explodeOn: explodeOn === undefined ? undefined : Math.max(Math.min(explodeOn, faces), Math.ceil(faces / 2) + 1, Math.min(successMin, faces)) }),
    check: normalized },
  { name: "successPool (explodeOn out of range)", args: [int(1, 10), int(-5, 5)], run: (n: number, e: number) => {
    expect(() => successPool(n, { faces: 10, successMin: 7, explodeOn: e })).to.throw(RangeError); return true;
  } },
]);

properties("core/dice/d66", [
  { name: "readDice", args: [die(6), die(6), fc.option(die(6), { nil: undefined })], junk: all(3), run: (high: number, low: number, middle?: number) => readDice({ high, low, middle }),
    check: (s: string, [, , m]) => expect(s).to.match(m === undefined ? /^[1-6]{2}$/ : /^[1-6]{3}$/) },
  { name: "diceRoles / tableFormula / allReadings", args: [fc.constantFrom(2, 3) as fc.Arbitrary<2 | 3>], run: (n: 2 | 3) => ({ roles: diceRoles(n), formula: tableFormula(n), readings: allReadings(n) }),
    check: (r: { roles: string[]; readings: string[] }, [n]) => { expect(r.roles).to.have.length(n); expect(new Set(r.readings).size).to.equal(6 ** n); } },
]);

properties("core/dice/guard", [
  { name: "requireInt", args: [int(-100, 100)], junk: all(1), run: (v: number) => requireInt("v", v, -100, 100), check: (r: number, [v]) => expect(r).to.equal(v) },
  { name: "requireNumber", args: [fc.double({ min: -100, max: 100, noNaN: true })], junk: all(1), run: (v: number) => requireNumber("v", v, -100, 100) },
  { name: "requireOneOf / requireBool", args: [fc.constantFrom("a", "b"), fc.boolean()], junk: all(2), run: (s: string, b: boolean) => [requireOneOf("s", s, ["a", "b"]), requireBool("b", b)] },
  { name: "requireDice", args: [fc.array(die(6), { maxLength: 10 })], junk: all(1), run: (d: number[]) => requireDice("d", d, 6, 10) },
]);

/** One contest: the die size, each side's face classes and dice, and one actual roll of each. */
const contestCase = int(1, 20).chain((faces) => {
  const classes = fc.array(fc.constantFrom(...FACE_CLASSES), { minLength: faces, maxLength: faces });
  const rolled = fc.array(int(1, faces), { maxLength: 6 });
  return fc.record({ faces: fc.constant(faces), x: classes, y: classes, xr: rolled, yr: rolled, xd: int(0, 6), yd: int(0, 6), freed: fc.boolean() });
});
type ContestCase = { faces: number; x: FaceClass[]; y: FaceClass[]; xr: number[]; yr: number[]; xd: number; yd: number; freed: boolean };

properties("core/dice/contest", [
  { name: "contestOdds (ContestOdds#hits / hitsBy / winners)", share: 0.5, args: [contestCase],
    run: (c: ContestCase) => { const o = contestOdds({ dice: c.xd, faces: c.x }, { dice: c.yd, faces: c.y }, { critFreesValid: c.freed }); expect(o).to.be.instanceOf(ContestOdds); return { hits: o.hits(), x: o.hitsBy("x").mean(), winners: o.winners() }; },
    check: (r: { hits: number[][]; winners: Record<string, number> }) => {
      expect(r.hits.flat().reduce((a, b) => a + b, 0)).to.be.closeTo(1, 1e-9);
      expect(Object.values(r.winners).reduce((a, b) => a + b, 0)).to.be.closeTo(1, 1e-9);
    } },
  { name: "contestOdds (wild dice)", args: [int(0, MAX_CONTEST_DICE), int(0, MAX_CONTEST_DICE), fc.constantFrom<FaceClass[]>(["miss", "valid", "crit"], ["valid", "valid"])], junk: [0, 1],
    run: (xd: number, yd: number, faces: FaceClass[]) => contestOdds({ dice: xd, faces }, { dice: yd, faces }).winners() },
  { name: "resolveContest", args: [contestCase],
    run: (c: ContestCase) => resolveContest(c.xr, c.yr, c.x, c.y, { critFreesValid: c.freed }),
    check: (r: { x: { landed: boolean; cls: string }[]; hits: { x: { crits: number; plain: number } } }) => expect(r.hits.x.crits + r.hits.x.plain).to.equal(r.x.filter((d) => d.landed).length) },
  { name: "resolveContest (wild rolls)", args: [int(1, 6), int(1, 6)], junk: all(2),
    run: (a: number, b: number) => resolveContest([a], [b], ["miss", "valid", "valid", "valid", "valid", "crit"], ["miss", "valid", "valid", "valid", "valid", "crit"]) },
  { name: "hitsAndWounds", args: [int(0, MAX_CONTEST_DICE), fc.double({ min: 0, max: 0.5, noNaN: true }), fc.double({ min: 0, max: 0.5, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })], junk: all(5),
    run: (n: number, pc: number, pp: number, wc: number, wp: number) => hitsAndWounds(n, pc, pp, wc, wp).wounds.mean(),
    check: (mean: number, [n]) => expect(mean).to.be.within(0, n) },
]);
