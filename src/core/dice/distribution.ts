import { MAX_DICE, MAX_FACES, requireInt, requireNumber, requireOneOf } from "./guard";

/** Outcomes a sum of dice may span (count × faces, 50d6): bounds convolution work to about 50,000 steps, well under 10 ms. */
export const MAX_SUPPORT = 300;
/** Sorted rolls `keep` may enumerate (multisets of count dice): 4d6 has 126, 8d6 1,287. */
export const MAX_KEEP_ROLLS = 2000;

/**
 * Exact discrete probability distributions over integer results. Probabilities are doubles;
 * every operation is exact enumeration/convolution (no sampling), so odds shown to players match
 * the maths to ~1e-15, and every result is renormalized so its probabilities sum to 1 within 1e-15.
 * Arguments outside the documented domains throw a RangeError (see ./guard).
 */
export class Distribution {
  private readonly table: ReadonlyMap<number, number>;

  private constructor(table: Map<number, number>) {
    this.table = table;
  }

  /** Divide by the total so rounding in convolutions never leaves a sum of 1.0000000000000002. */
  private static normalized(table: Map<number, number>): Distribution {
    let total = 0;
    for (const p of table.values()) total += p;
    if (total !== 1) for (const [value, p] of table) table.set(value, p / total);
    return new Distribution(table);
  }

  /** faces: whole number 1–MAX_FACES. */
  static die(faces: number): Distribution {
    requireInt("faces", faces, 1, MAX_FACES);
    const table = new Map<number, number>();
    for (let face = 1; face <= faces; face++) table.set(face, 1 / faces);
    return new Distribution(table);
  }

  static constant(value: number): Distribution {
    requireNumber("value", value);
    return new Distribution(new Map([[value, 1]]));
  }

  static fromWeights(entries: Iterable<[number, number]>): Distribution {
    const table = new Map<number, number>();
    let total = 0;
    for (const [value, weight] of entries) {
      requireNumber("value", value);
      requireNumber("weight", weight, 0);
      if (weight === 0) continue;
      table.set(value, (table.get(value) ?? 0) + weight);
      total += weight;
    }
    if (total === 0) throw new RangeError("A distribution needs some weight");
    for (const [value, weight] of table) table.set(value, weight / total);
    return new Distribution(table);
  }

  static sum(parts: readonly Distribution[]): Distribution {
    return parts.reduce((acc, part) => acc.plus(part), Distribution.constant(0));
  }

  /** Sum of `count` (0–MAX_DICE) dice; count × faces at most MAX_SUPPORT. */
  static dice(count: number, faces: number): Distribution {
    requireInt("count", count, 0, MAX_DICE);
    requireInt("faces", faces, 1, Math.min(MAX_FACES, Math.floor(MAX_SUPPORT / Math.max(1, count))));
    // Count the ways to roll each total, one die at a time in a typed array (index = total − count):
    // whole numbers, exact while faces^count < 2^53, then one division.
    let ways: Float64Array = new Float64Array([1]);
    for (let i = 0; i < count; i++) {
      const next = new Float64Array(ways.length + faces - 1);
      ways.forEach((w, j) => { for (let f = 0; f < faces; f++) next[j + f]! += w; });
      ways = next;
    }
    return Distribution.fromWeights(Array.from(ways, (w, j): [number, number] => [count + j, w]));
  }

  /** Total of the `keep` highest (or lowest) of `count` dice, e.g. 4d6kh3; enumerates sorted outcomes. */
  static keep(count: number, faces: number, keep: number, mode: "highest" | "lowest"): Distribution {
    requireInt("count", count, 1, MAX_DICE);
    requireInt("faces", faces, 1, MAX_FACES);
    requireInt("keep", keep, 0, count);
    requireOneOf("mode", mode, ["highest", "lowest"] as const);
    if (binomial(count + faces - 1, count) > MAX_KEEP_ROLLS) throw new RangeError(`Keeping from ${count}d${faces} enumerates more than ${MAX_KEEP_ROLLS} rolls`);
    const weights = new Map<number, number>();
    // Enumerate multisets (non-decreasing sequences) with their multinomial counts: faces^count stays small for table dice.
    const rolls: number[] = [];
    const visit = (min: number) => {
      if (rolls.length === count) {
        const sorted = mode === "highest" ? [...rolls].reverse() : rolls;
        const total = sorted.slice(0, keep).reduce((a, b) => a + b, 0);
        weights.set(total, (weights.get(total) ?? 0) + permutations(rolls));
        return;
      }
      for (let face = min; face <= faces; face++) {
        rolls.push(face);
        visit(face);
        rolls.pop();
      }
    };
    visit(1);
    return Distribution.fromWeights(weights);
  }

  /** Binomial number of successes among `count` (0–MAX_DICE) independent trials with chance pSuccess (0–1). */
  static successes(count: number, pSuccess: number): Distribution {
    requireInt("count", count, 0, MAX_DICE);
    requireNumber("pSuccess", pSuccess, 0, 1);
    const table = new Map<number, number>();
    for (let k = 0; k <= count; k++) {
      const p = binomial(count, k) * pSuccess ** k * (1 - pSuccess) ** (count - k);
      if (p > 0) table.set(k, p);
    }
    return Distribution.normalized(table);
  }

  plus(other: Distribution | number): Distribution {
    if (typeof other !== "number" && !(other instanceof Distribution)) throw new RangeError(`Only a number or a Distribution can be added, got ${String(other)}`);
    const right = typeof other === "number" ? Distribution.constant(other) : other;
    if (this.table.size * right.table.size > MAX_SUPPORT * MAX_SUPPORT) throw new RangeError("Adding these distributions would take too long");
    const left = this.entries();
    const rightEntries = right.entries();
    const table = new Map<number, number>();
    if (left.every(([v]) => Number.isInteger(v)) && rightEntries.every(([v]) => Number.isInteger(v))) {
      // Integer results (every die): convolve in a typed array, far faster than Map updates.
      const aMin = left[0]![0];
      const bMin = rightEntries[0]![0];
      const out = new Float64Array(left.at(-1)![0] - aMin + rightEntries.at(-1)![0] - bMin + 1);
      for (const [a, pa] of left) for (const [b, pb] of rightEntries) out[a - aMin + b - bMin]! += pa * pb;
      out.forEach((p, i) => { if (p > 0) table.set(aMin + bMin + i, p); });
    } else {
      for (const [a, pa] of left) for (const [b, pb] of rightEntries) table.set(a + b, (table.get(a + b) ?? 0) + pa * pb);
    }
    return Distribution.normalized(table);
  }

  map(fn: (value: number) => number): Distribution {
    const table = new Map<number, number>();
    for (const [value, p] of this.table) {
      const mapped = requireNumber("mapped value", fn(value));
      table.set(mapped, (table.get(mapped) ?? 0) + p);
    }
    return Distribution.normalized(table);
  }

  p(value: number): number {
    requireNumber("value", value);
    return this.table.get(value) ?? 0;
  }

  atLeast(t: number): number {
    requireNumber("t", t);
    let total = 0;
    for (const [value, p] of this.table) if (value >= t) total += p;
    return Math.min(1, total);
  }

  atMost(t: number): number {
    requireNumber("t", t);
    let total = 0;
    for (const [value, p] of this.table) if (value <= t) total += p;
    return Math.min(1, total);
  }

  mean(): number {
    let total = 0;
    for (const [value, p] of this.table) total += value * p;
    return total;
  }

  values(): number[] {
    return [...this.table.keys()].sort((a, b) => a - b);
  }

  entries(): [number, number][] {
    return this.values().map((v) => [v, this.table.get(v) ?? 0]);
  }
}

function factorial(n: number): number {
  let result = 1;
  for (let i = 2; i <= n; i++) result *= i;
  return result;
}

/** Number of orderings of a multiset of die faces. */
function permutations(sortedRolls: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const r of sortedRolls) counts.set(r, (counts.get(r) ?? 0) + 1);
  let result = factorial(sortedRolls.length);
  for (const c of counts.values()) result /= factorial(c);
  return result;
}

/** n choose k for whole n (0–10,000) and k; 0 outside 0 ≤ k ≤ n. */
export function binomial(n: number, k: number): number {
  requireInt("n", n, 0, 10_000);
  requireInt("k", k, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}
