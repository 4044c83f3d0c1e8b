/**
 * Hierarchies of "condition: behavior" rows and best-match choices (pure, ruleset-agnostic): the machinery behind
 * a card-driven opponent. A hierarchy fires its first row whose condition holds; a choice among candidates keeps
 * the best by a score and, when several share it, narrows them by further scores before admitting a tie that the
 * table settles (players choose, the GM picks).
 */

/** The first row whose test holds, with its index; null when none does. */
export function firstRow<Row, Found>(rows: readonly Row[], test: (row: Row, index: number) => Found | null): { readonly index: number; readonly row: Row; readonly found: Found } | null {
  for (let i = 0; i < rows.length; i++) {
    const found = test(rows[i]!, i);
    if (found !== null) return { index: i, row: rows[i]!, found };
  }
  return null;
}

/** A score to minimise (use the negation to maximise). */
export type Score<T> = (candidate: T) => number;

export interface BestMatch<T> {
  /** The chosen candidate (the first of the tied ones when `tied` has more than one); null when there were none. */
  readonly chosen: T | null;
  /** Every candidate that remained equal after every score: more than one is a tie the table settles. */
  readonly tied: readonly T[];
}

/** Keep the candidates with the lowest score, then narrow them by each next score in turn. */
export function bestMatch<T>(candidates: readonly T[], scores: readonly Score<T>[]): BestMatch<T> {
  let left = [...candidates];
  for (const score of scores) {
    if (left.length < 2) break;
    const values = left.map(score);
    const best = Math.min(...values);
    left = left.filter((_, i) => values[i] === best);
  }
  return { chosen: left[0] ?? null, tied: left };
}

/**
 * An order by keys (each to minimise), with the runs of entries equal on every key: the order the table
 * settles within a run is the players' (or whoever the rules name).
 */
export function rankedGroups<T>(entries: readonly T[], keys: readonly Score<T>[]): T[][] {
  const keyed = entries.map((e, i) => ({ e, i, k: keys.map((f) => f(e)) }));
  keyed.sort((a, b) => {
    for (let j = 0; j < keys.length; j++) if (a.k[j] !== b.k[j]) return a.k[j]! - b.k[j]!;
    return a.i - b.i;
  });
  const groups: T[][] = [];
  let prev: number[] | null = null;
  for (const { e, k } of keyed) {
    if (prev && k.every((v, j) => v === prev![j])) groups.at(-1)!.push(e);
    else groups.push([e]);
    prev = k;
  }
  return groups;
}
