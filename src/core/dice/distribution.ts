/**
 * Exact discrete probability distributions over integer results. Probabilities are doubles;
 * every operation is exact enumeration/convolution (no sampling), so odds shown to players match
 * the maths to ~1e-15.
 */
export class Distribution {
  private readonly table: ReadonlyMap<number, number>;

  private constructor(table: Map<number, number>) {
    this.table = table;
  }

  static die(faces: number): Distribution {
    if (!Number.isInteger(faces) || faces < 1) throw new RangeError(`A die needs at least one face, got ${faces}`);
    const table = new Map<number, number>();
    for (let face = 1; face <= faces; face++) table.set(face, 1 / faces);
    return new Distribution(table);
  }

  static constant(value: number): Distribution {
    return new Distribution(new Map([[value, 1]]));
  }

  static fromWeights(entries: Iterable<[number, number]>): Distribution {
    const table = new Map<number, number>();
    let total = 0;
    for (const [value, weight] of entries) {
      if (weight < 0) throw new RangeError("Weights cannot be negative");
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

  static dice(count: number, faces: number): Distribution {
    return Distribution.sum(Array.from({ length: count }, () => Distribution.die(faces)));
  }

  /** Total of the `keep` highest (or lowest) of `count` dice, e.g. 4d6kh3; enumerates sorted outcomes. */
  static keep(count: number, faces: number, keep: number, mode: "highest" | "lowest"): Distribution {
    if (keep > count || keep < 0) throw new RangeError(`Cannot keep ${keep} of ${count} dice`);
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

  /** Binomial number of successes among `count` independent trials. */
  static successes(count: number, pSuccess: number): Distribution {
    if (pSuccess < 0 || pSuccess > 1) throw new RangeError(`Probability out of range: ${pSuccess}`);
    const table = new Map<number, number>();
    for (let k = 0; k <= count; k++) {
      const p = binomial(count, k) * pSuccess ** k * (1 - pSuccess) ** (count - k);
      if (p > 0) table.set(k, p);
    }
    return new Distribution(table);
  }

  plus(other: Distribution | number): Distribution {
    const right = typeof other === "number" ? Distribution.constant(other) : other;
    const table = new Map<number, number>();
    for (const [a, pa] of this.table) {
      for (const [b, pb] of right.table) table.set(a + b, (table.get(a + b) ?? 0) + pa * pb);
    }
    return new Distribution(table);
  }

  map(fn: (value: number) => number): Distribution {
    const table = new Map<number, number>();
    for (const [value, p] of this.table) {
      const mapped = fn(value);
      table.set(mapped, (table.get(mapped) ?? 0) + p);
    }
    return new Distribution(table);
  }

  p(value: number): number {
    return this.table.get(value) ?? 0;
  }

  atLeast(t: number): number {
    let total = 0;
    for (const [value, p] of this.table) if (value >= t) total += p;
    return Math.min(1, total);
  }

  atMost(t: number): number {
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

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}
