import { expect } from "chai";
import { contestOdds, hitsAndWounds, resolveContest, type FaceClass, type SideHits } from "../../../src/core/dice/contest";
import { binomial } from "../../../src/core/dice/distribution";

/** A d20 side: faces in `crits` crit, the rest are valid at or under `attribute`, misses above. */
function d20(attribute: number, crits: readonly number[] = [1]): FaceClass[] {
  return Array.from({ length: 20 }, (_, i) => (attribute <= 0 ? "miss" : crits.includes(i + 1) ? "crit" : i + 1 <= attribute ? "valid" : "miss"));
}

/**
 * The rules read die by die, independently of both the closed form and resolveContest: a critical always lands;
 * a valid non-critical roll lands iff the enemy rolled no critical and every enemy valid roll is below it.
 */
function directHits(xs: readonly number[], ys: readonly number[], xc: readonly FaceClass[], yc: readonly FaceClass[], freed = false): { x: SideHits; y: SideHits } {
  const count = (mine: readonly number[], mc: readonly FaceClass[], theirs: readonly number[], tc: readonly FaceClass[]): SideHits => {
    let crits = 0;
    let plain = 0;
    const enemyCrit = theirs.some((f) => tc[f - 1] === "crit");
    const ownCrit = mine.some((f) => mc[f - 1] === "crit");
    for (const f of mine) {
      if (mc[f - 1] === "crit") crits++;
      // Freed reading: the enemy's rolls, all beaten by our critical, negate nothing.
      else if (mc[f - 1] === "valid" && !enemyCrit && ((freed && ownCrit) || theirs.every((e) => tc[e - 1] !== "valid" || e < f))) plain++;
    }
    return { crits, plain };
  };
  return { x: count(xs, xc, ys, yc), y: count(ys, yc, xs, xc) };
}

const keyOf = (h: { x: SideHits; y: SideHits }) => `${h.x.crits},${h.x.plain},${h.y.crits},${h.y.plain}`;

function expectSameTable(odds: ReturnType<typeof contestOdds>, brute: Map<string, number>, label: string) {
  const closed = new Map(odds.outcomes.map((o) => [keyOf(o), o.p]));
  for (const [k, p] of brute) expect(closed.get(k) ?? 0, `${label} ${k}`).to.be.closeTo(p, 1e-12);
  for (const [k, p] of closed) expect(brute.get(k) ?? 0, `${label} ${k} (closed form only)`).to.be.closeTo(p, 1e-12);
  expect(odds.outcomes.reduce((s, o) => s + o.p, 0)).to.be.closeTo(1, 1e-12);
}

/** Every ordered outcome of n + m d20s through resolveContest (20^(n+m) rolls). */
function enumerateOrdered(n: number, m: number, xc: FaceClass[], yc: FaceClass[]): Map<string, number> {
  const out = new Map<string, number>();
  const total = 20 ** (n + m);
  const rolls = new Array<number>(n + m);
  for (let i = 0; i < total; i++) {
    let k = i;
    for (let d = 0; d < n + m; d++) { rolls[d] = (k % 20) + 1; k = Math.floor(k / 20); }
    const r = resolveContest(rolls.slice(0, n), rolls.slice(n), xc, yc);
    const key = keyOf(r.hits);
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  // Whole counts, divided once: exact.
  return new Map([...out].map(([k, c]) => [k, c / total]));
}

/**
 * Every outcome of n + m d20s, exhaustively but in sorted form: a side's dice are exchangeable, so each multiset
 * is visited once with its multinomial weight; faces that read alike (all misses, all crits) are one bucket
 * whose representative face stands for them (the ordered enumeration above checks that reading on small pools).
 */
function sideMultisets(n: number, classes: readonly FaceClass[]) {
  const buckets: { face: number; weight: number }[] = [];
  const firstOf = (cls: FaceClass) => classes.indexOf(cls) + 1;
  const critCount = classes.filter((c) => c === "crit").length;
  const missCount = classes.filter((c) => c === "miss").length;
  if (critCount) buckets.push({ face: firstOf("crit"), weight: critCount });
  if (missCount) buckets.push({ face: firstOf("miss"), weight: missCount });
  classes.forEach((c, i) => { if (c === "valid") buckets.push({ face: i + 1, weight: 1 }); });
  // ways = ordered rolls this multiset stands for (whole numbers, exact).
  const out: { faces: number[]; ways: number }[] = [];
  const pick: number[] = [];
  const visit = (from: number) => {
    if (pick.length === n) {
      const counts = new Map<number, number>();
      for (const b of pick) counts.set(b, (counts.get(b) ?? 0) + 1);
      let ways = 1;
      let left = n;
      for (const [b, k] of counts) { ways *= binomial(left, k) * buckets[b]!.weight ** k; left -= k; }
      out.push({ faces: pick.map((b) => buckets[b]!.face), ways });
      return;
    }
    for (let b = from; b < buckets.length; b++) { pick.push(b); visit(b); pick.pop(); }
  };
  visit(0);
  return out;
}

/** A side's multiset read once: its crit count and its valid non-critical faces. */
const readSide = (faces: readonly number[], classes: readonly FaceClass[]) => ({
  crits: faces.filter((f) => classes[f - 1] === "crit").length,
  valid: Int32Array.from(faces.filter((f) => classes[f - 1] === "valid")),
});

/** The rules die by die over two read sides (a tight loop: millions of pairs). */
function landed(mine: ReturnType<typeof readSide>, theirs: ReturnType<typeof readSide>, freed: boolean): number {
  if (theirs.crits > 0) return 0;
  if (freed && mine.crits > 0) return mine.valid.length;
  let plain = 0;
  for (const f of mine.valid) {
    let beaten = false;
    for (const e of theirs.valid) if (e >= f) beaten = true;
    if (!beaten) plain++;
  }
  return plain;
}

function enumerateSorted(n: number, m: number, xc: FaceClass[], yc: FaceClass[], freed = false): Map<string, number> {
  const counts = new Float64Array(5 ** 4);
  const xs = sideMultisets(n, xc).map((s) => ({ ...readSide(s.faces, xc), ways: s.ways }));
  const ys = sideMultisets(m, yc).map((s) => ({ ...readSide(s.faces, yc), ways: s.ways }));
  for (const a of xs) for (const b of ys) {
    const xu = landed(a, b, freed);
    const yu = landed(b, a, freed);
    counts[((a.crits * 5 + xu) * 5 + b.crits) * 5 + yu]! += a.ways * b.ways;
  }
  const out = new Map<string, number>();
  counts.forEach((c, i) => { if (c) out.set(`${Math.floor(i / 125)},${Math.floor(i / 25) % 5},${Math.floor(i / 5) % 5},${i % 5}`, c / 20 ** (n + m)); });
  return out;
}

// Attribute 13 against 9; an Assassin (1–3) against 10; attribute 22 (1 and 20 crit) against 6; an automatic
// failure (0) against 15; a mirror match; an Assassin whose attribute 2 makes only 1 and 2 critical.
const CASES: { label: string; x: FaceClass[]; y: FaceClass[] }[] = [
  { label: "13 vs 9", x: d20(13), y: d20(9) },
  { label: "Assassin 13 vs 10", x: d20(13, [1, 2, 3]), y: d20(10) },
  { label: "22 (crit 1, 20) vs 6", x: d20(22, [1, 20]), y: d20(6) },
  { label: "0 (auto-fail) vs 15", x: d20(0), y: d20(15) },
  { label: "8 vs 8", x: d20(8), y: d20(8) },
  { label: "Assassin 2 vs 20", x: d20(2, [1, 2]), y: d20(20) },
];

describe("core contest (opposed multi-die, highest valid roll wins)", () => {
  it("matches all 20^(n+m) ordered outcomes through resolveContest for every n + m ≤ 3 (Assassin, 20 critical, auto-fail)", () => {
    for (const c of CASES.slice(1, 4)) for (let n = 0; n <= 3; n++) for (let m = 0; n + m <= 3; m++) {
      expectSameTable(contestOdds({ dice: n, faces: c.x }, { dice: m, faces: c.y }), enumerateOrdered(n, m, c.x, c.y), `${c.label} ${n}v${m}`);
    }
  });

  it("matches exhaustive enumeration of every n, m ≤ 4 (multisets with their weights, the rules read die by die)", function () {
    this.timeout(60_000);
    for (const c of CASES) for (let n = 0; n <= 4; n++) for (let m = 0; m <= 4; m++) {
      expectSameTable(contestOdds({ dice: n, faces: c.x }, { dice: m, faces: c.y }), enumerateSorted(n, m, c.x, c.y), `${c.label} ${n}v${m}`);
    }
  });

  it("the other reading (a critical frees the side's valid rolls) matches exhaustive enumeration too, every n, m ≤ 4", function () {
    this.timeout(60_000);
    for (const c of CASES.slice(1, 4)) for (let n = 0; n <= 4; n++) for (let m = 0; m <= 4; m++) {
      expectSameTable(contestOdds({ dice: n, faces: c.x }, { dice: m, faces: c.y }, { critFreesValid: true }), enumerateSorted(n, m, c.x, c.y, true), `freed ${c.label} ${n}v${m}`);
    }
  });

  it("resolveContest agrees with the die-by-die reading on many rolls of up to 4 dice a side, under both readings", () => {
    let seed = 7;
    const next = () => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return (seed % 20) + 1; };
    for (let i = 0; i < 5000; i++) {
      const c = CASES[i % CASES.length]!;
      const xs = Array.from({ length: 1 + (i % 4) }, next);
      const ys = Array.from({ length: 1 + ((i >> 2) % 4) }, next);
      expect(resolveContest(xs, ys, c.x, c.y).hits).to.deep.equal(directHits(xs, ys, c.x, c.y));
      expect(resolveContest(xs, ys, c.x, c.y, { critFreesValid: true }).hits).to.deep.equal(directHits(xs, ys, c.x, c.y, true));
    }
  });

  it("names which roll negated which (the rules' example: 8 negates 6, 11 lands)", () => {
    const r = resolveContest([6, 11], [8], d20(13), d20(12));
    expect(r.x.map((d) => [d.face, d.landed, d.negatedBy])).to.deep.equal([[6, false, 0], [11, true, null]]);
    expect(r.y.map((d) => [d.face, d.landed, d.negatedBy])).to.deep.equal([[8, false, 1]]);
    expect(r.hits).to.deep.equal({ x: { crits: 0, plain: 1 }, y: { crits: 0, plain: 0 } });
    expect(r.winner).to.equal("x");
  });

  it("a critical negates every enemy non-critical; criticals on both sides all land and nothing else does", () => {
    // A12: the critical lands and beats the 12; the 9 still has to beat the enemy's best valid roll (12), the 13 does.
    const one = resolveContest([1, 9, 13], [12], d20(13), d20(12));
    expect(one.y[0]!.negatedBy).to.equal(0);
    expect(one.x.map((d) => d.negatedBy)).to.deep.equal([null, 0, null]);
    expect(one.hits).to.deep.equal({ x: { crits: 1, plain: 1 }, y: { crits: 0, plain: 0 } });
    // The other reading: the critical beat the 12, so nothing negates the 9.
    expect(resolveContest([1, 9, 13], [12], d20(13), d20(12), { critFreesValid: true }).hits).to.deep.equal({ x: { crits: 1, plain: 2 }, y: { crits: 0, plain: 0 } });
    const both = resolveContest([1, 12], [1, 3], d20(13), d20(12));
    expect(both.hits).to.deep.equal({ x: { crits: 1, plain: 0 }, y: { crits: 1, plain: 0 } });
    expect(both.winner).to.equal("both");
  });

  it("equal best valid rolls and no critical: nobody lands", () => {
    const r = resolveContest([10], [10], d20(13), d20(12));
    expect(r.winner).to.equal("none");
    expect(r.x[0]!.negatedBy).to.equal(0);
    expect(r.y[0]!.negatedBy).to.equal(0);
  });

  it("exposes the Hits matrix, each side's Hits and the winners, all consistent", () => {
    const odds = contestOdds({ dice: 2, faces: d20(13) }, { dice: 1, faces: d20(12) });
    const m = odds.hits();
    expect(m).to.have.length(3);
    expect(m[0]).to.have.length(2);
    expect(m.flat().reduce((a, b) => a + b, 0)).to.be.closeTo(1, 1e-12);
    const w = odds.winners();
    expect(w.x + w.y + w.both + w.none).to.be.closeTo(1, 1e-12);
    expect(w.x).to.be.closeTo(m[1]![0]! + m[2]![0]!, 1e-12);
    expect(odds.hitsBy("y").p(1)).to.be.closeTo(m[0]![1]! + m[1]![1]! + m[2]![1]!, 1e-12);
  });

  it("refuses a side whose faces are not the same die or not classes", () => {
    expect(() => contestOdds({ dice: 1, faces: d20(10) }, { dice: 1, faces: d20(10).slice(1) })).to.throw(RangeError);
    expect(() => contestOdds({ dice: 1, faces: d20(10) }, { dice: 99, faces: d20(10) })).to.throw(RangeError);
    expect(() => resolveContest([21], [1], d20(10), d20(10))).to.throw(RangeError);
  });
});

describe("core hitsAndWounds (unopposed multi-die roll, then one wound roll per Hit)", () => {
  it("matches enumeration of every attack and wound die for 2 dice (crit 1, valid ≤ 13; wound ≤ 20 on a crit, ≤ 7 else)", () => {
    const hits = new Map<number, number>();
    const wounds = new Map<number, number>();
    // Each attack die: face a, then a wound die w (rolled whether or not it matters, to keep the space uniform).
    const total = 400 ** 2;
    for (let i = 0; i < total; i++) {
      let k = i;
      let h = 0;
      let w = 0;
      for (let d = 0; d < 2; d++) {
        const a = (k % 20) + 1; k = Math.floor(k / 20);
        const wd = (k % 20) + 1; k = Math.floor(k / 20);
        if (a <= 13) { h++; if (wd <= (a === 1 ? 12 : 7)) w++; }
      }
      hits.set(h, (hits.get(h) ?? 0) + 1 / total);
      wounds.set(w, (wounds.get(w) ?? 0) + 1 / total);
    }
    const exact = hitsAndWounds(2, 1 / 20, 12 / 20, 12 / 20, 7 / 20);
    for (const [k, p] of hits) expect(exact.hits.p(k)).to.be.closeTo(p, 1e-12);
    for (const [k, p] of wounds) expect(exact.wounds.p(k)).to.be.closeTo(p, 1e-12);
  });
});
