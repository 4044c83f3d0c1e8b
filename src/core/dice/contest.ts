/**
 * Opposed multi-die contests of "highest valid roll wins" (Eldfall's Confrontation): two sides each roll a
 * number of dice of the same size at once; every face is, for the side that rolls it, a critical, a valid
 * (successful) roll or a miss. The rules of the contest:
 *   - a valid roll negates every enemy roll with an equal or lower face;
 *   - a critical is never negated and negates every enemy non-critical roll;
 *   - a non-critical valid roll lands only if it is above every valid non-critical enemy roll and the enemy
 *     rolled no critical;
 *   - criticals on both sides: every critical lands, for both (nothing else does).
 * One point rulesets read two ways (`ContestRules.critFreesValid`): when only one side crits, do its other
 * valid rolls still have to beat the enemy's best valid roll (default), or does the critical, having beaten every
 * enemy roll, leave nothing to negate them (they all land)?
 * Only a side with a landed roll deals Hits; the other's attack is nullified. The classification per face is
 * the caller's (which faces crit, what is valid), so the routine knows nothing of one ruleset.
 *
 * `contestOdds` gives the exact joint distribution in closed form, O(faces · n²): for the enemy's best valid
 * non-critical face t (0 = none) and no enemy critical, each of a side's dice independently crits, lands
 * above t, or does neither — a trinomial; criticals on both sides are two independent binomials.
 * `resolveContest` reads one actual roll (which die negates which), for the card.
 */
import { binomial, Distribution } from "./distribution";
import { requireBool, requireDice, requireInt, requireOneOf } from "./guard";

export type FaceClass = "crit" | "valid" | "miss";
export const FACE_CLASSES: readonly FaceClass[] = ["crit", "valid", "miss"];

/** Dice a side may roll in a contest (no ruleset strikes more than a handful of times). */
export const MAX_CONTEST_DICE = 20;

/** One side: how many dice, and what each face means for it (index 0 = face 1). */
export interface ContestSide {
  readonly dice: number;
  readonly faces: readonly FaceClass[];
}

/** How a ruleset reads the open point of the contest (see above). */
export interface ContestRules { readonly critFreesValid?: boolean }

/** Hits a side's landed rolls deal, split into criticals and plain ones. */
export interface SideHits { readonly crits: number; readonly plain: number }

export interface ContestOutcome { readonly x: SideHits; readonly y: SideHits; readonly p: number }

export type ContestWinner = "x" | "y" | "both" | "none";

const winnerOf = (o: { x: SideHits; y: SideHits }): ContestWinner => {
  const x = o.x.crits + o.x.plain > 0;
  const y = o.y.crits + o.y.plain > 0;
  return x && y ? "both" : x ? "x" : y ? "y" : "none";
};

/** The exact outcome table of a contest, with the views the dialogs and the bench read. */
export class ContestOdds {
  constructor(readonly outcomes: readonly ContestOutcome[], readonly xDice: number, readonly yDice: number) {}

  /** P(X deals i Hits and Y deals j Hits) as a (xDice+1) × (yDice+1) matrix. */
  hits(): number[][] {
    const m = Array.from({ length: this.xDice + 1 }, () => new Array<number>(this.yDice + 1).fill(0));
    for (const o of this.outcomes) m[o.x.crits + o.x.plain]![o.y.crits + o.y.plain]! += o.p;
    return m;
  }

  /** Distribution of the Hits one side deals. */
  hitsBy(side: "x" | "y"): Distribution {
    return Distribution.fromWeights(this.outcomes.map((o) => [o[side].crits + o[side].plain, o.p] as [number, number]));
  }

  /** Chance of each way the contest ends: X alone lands, Y alone, both (criticals on both sides), neither. */
  winners(): Record<ContestWinner, number> {
    const out: Record<ContestWinner, number> = { x: 0, y: 0, both: 0, none: 0 };
    for (const o of this.outcomes) out[winnerOf(o)] += o.p;
    return out;
  }
}

/** Face lists already checked: a dialog re-reads the same lists on every change. */
const checkedFaces = new WeakSet<readonly FaceClass[]>();

function requireSide(name: string, side: ContestSide, faces: number): void {
  requireInt(`${name}.dice`, side.dice, 0, MAX_CONTEST_DICE);
  if (!Array.isArray(side.faces) || side.faces.length !== faces) throw new RangeError(`${name}.faces must list ${faces} face classes, got ${side.faces?.length}`);
  if (checkedFaces.has(side.faces)) return;
  side.faces.forEach((c, i) => requireOneOf(`${name}.faces[${i}]`, c, FACE_CLASSES));
  checkedFaces.add(side.faces);
}

/** Per side, the face counts the closed form needs. */
function profile(side: ContestSide) {
  const faces = side.faces.length;
  const crit = side.faces.filter((c) => c === "crit").length;
  // low[t] = faces that neither crit nor are valid above t (misses, and valid faces ≤ t); above[t] = valid non-crit faces > t.
  const low: number[] = [];
  const above: number[] = [];
  for (let t = 0; t <= faces; t++) {
    let a = 0;
    for (let f = t + 1; f <= faces; f++) if (side.faces[f - 1] === "valid") a++;
    above.push(a);
    low.push(faces - crit - a);
  }
  return { faces, crit, low, above };
}

/** P(no critical and best valid non-critical face = t) for t = 0 (none valid) … faces. */
function bestWithoutCrit(p: ReturnType<typeof profile>, dice: number): number[] {
  const g = p.low.map((l) => (l / p.faces) ** dice);
  return g.map((v, t) => (t === 0 ? v : v - g[t - 1]!));
}

/** Probability that `dice` dice split into c crits, u of chance pu, and the rest. */
function trinomial(dice: number, c: number, u: number, pc: number, pu: number): number {
  const rest = dice - c - u;
  if (rest < 0) return 0;
  const pr = 1 - pc - pu;
  return binomial(dice, c) * binomial(dice - c, u) * pc ** c * pu ** u * (rest === 0 ? 1 : Math.max(0, pr) ** rest);
}

/** Exact joint distribution of the Hits each side deals (criticals and plain Hits apart). */
export function contestOdds(x: ContestSide, y: ContestSide, rules: ContestRules = {}): ContestOdds {
  const freed = requireBool("critFreesValid", rules.critFreesValid ?? false);
  const faces = x.faces?.length;
  requireInt("faces", faces, 1, 1000);
  requireSide("x", x, faces);
  requireSide("y", y, faces);
  const px = profile(x);
  const py = profile(y);
  const table = new Map<string, ContestOutcome>();
  const add = (xc: number, xu: number, yc: number, yu: number, p: number) => {
    if (p <= 0) return;
    const key = `${xc},${xu},${yc},${yu}`;
    const prev = table.get(key);
    table.set(key, { x: { crits: xc, plain: xu }, y: { crits: yc, plain: yu }, p: (prev?.p ?? 0) + p });
  };
  // One side lands (criticals and/or rolls above the enemy's best) while the enemy rolled no critical.
  const oneSide = (me: ReturnType<typeof profile>, dice: number, enemy: ReturnType<typeof profile>, enemyDice: number, put: (c: number, u: number, p: number) => void) => {
    const best = bestWithoutCrit(enemy, enemyDice);
    const pc = me.crit / faces;
    best.forEach((pBest, t) => {
      if (pBest <= 0) return;
      const pu = me.above[t]! / faces;
      // With a critical the freed reading counts every valid roll, whatever the enemy's best.
      const puCrit = freed ? me.above[0]! / faces : pu;
      for (let c = 0; c <= dice; c++) for (let u = 0; c + u <= dice; u++) if (c + u > 0) put(c, u, pBest * trinomial(dice, c, u, pc, c > 0 ? puCrit : pu));
    });
  };
  oneSide(px, x.dice, py, y.dice, (c, u, p) => add(c, u, 0, 0, p));
  oneSide(py, y.dice, px, x.dice, (c, u, p) => add(0, 0, c, u, p));
  // Criticals on both sides: only they land.
  const critCount = (p: ReturnType<typeof profile>, dice: number) => Distribution.successes(dice, p.crit / faces);
  if (px.crit && py.crit && x.dice && y.dice) {
    const cx = critCount(px, x.dice);
    const cy = critCount(py, y.dice);
    for (let i = 1; i <= x.dice; i++) for (let j = 1; j <= y.dice; j++) add(i, 0, j, 0, cx.p(i) * cy.p(j));
  }
  let landed = 0;
  for (const o of table.values()) landed += o.p;
  add(0, 0, 0, 0, Math.max(0, 1 - landed));
  return new ContestOdds([...table.values()], x.dice, y.dice);
}

/** One die of a resolved contest. `negatedBy` is the index of the enemy die that beat it (null: landed or missed). */
export interface ContestDie {
  readonly face: number;
  readonly cls: FaceClass;
  readonly landed: boolean;
  readonly negatedBy: number | null;
}

export interface ContestResult {
  readonly x: readonly ContestDie[];
  readonly y: readonly ContestDie[];
  readonly hits: { readonly x: SideHits; readonly y: SideHits };
  readonly winner: ContestWinner;
}

/** Resolve one actual roll of a contest: each die's class, whether it landed, and which enemy die negated it. */
export function resolveContest(xRolled: readonly number[], yRolled: readonly number[], xFaces: readonly FaceClass[], yFaces: readonly FaceClass[], rules: ContestRules = {}): ContestResult {
  const freed = requireBool("critFreesValid", rules.critFreesValid ?? false);
  const faces = xFaces?.length;
  requireSide("x", { dice: xRolled?.length, faces: xFaces }, faces);
  requireSide("y", { dice: yRolled?.length, faces: yFaces }, faces);
  // The full check (with its messages) only when the quick one fails: the odds tests resolve millions of rolls.
  const fine = (rolled: readonly number[]) => Array.isArray(rolled) && rolled.every((d) => Number.isInteger(d) && d >= 1 && d <= faces);
  if (!fine(xRolled)) requireDice("xRolled", xRolled, faces, MAX_CONTEST_DICE);
  if (!fine(yRolled)) requireDice("yRolled", yRolled, faces, MAX_CONTEST_DICE);
  const read = (rolled: readonly number[], classes: readonly FaceClass[]) => rolled.map((face) => ({ face, cls: classes[face - 1]! }));
  const xs = read(xRolled, xFaces);
  const ys = read(yRolled, yFaces);
  const side = (mine: typeof xs, theirs: typeof xs): ContestDie[] => {
    const enemyCrit = theirs.findIndex((d) => d.cls === "crit");
    const ownCrit = mine.some((d) => d.cls === "crit");
    return mine.map((d) => {
      if (d.cls === "miss") return { ...d, landed: false, negatedBy: null };
      if (d.cls === "crit") return { ...d, landed: true, negatedBy: null };
      if (enemyCrit >= 0) return { ...d, landed: false, negatedBy: enemyCrit };
      if (freed && ownCrit) return { ...d, landed: true, negatedBy: null };
      // The closest enemy valid roll at or above it is the one that parried it.
      let by = -1;
      theirs.forEach((e, i) => { if (e.cls === "valid" && e.face >= d.face && (by < 0 || e.face < theirs[by]!.face)) by = i; });
      return by < 0 ? { ...d, landed: true, negatedBy: null } : { ...d, landed: false, negatedBy: by };
    });
  };
  const x = side(xs, ys);
  const y = side(ys, xs);
  const tally = (dice: readonly ContestDie[]): SideHits => ({
    crits: dice.filter((d) => d.landed && d.cls === "crit").length,
    plain: dice.filter((d) => d.landed && d.cls === "valid").length,
  });
  const hits = { x: tally(x), y: tally(y) };
  return { x, y, hits, winner: winnerOf(hits) };
}

/**
 * An unopposed multi-die roll: each die crits, succeeds plainly, or misses; each Hit then rolls to wound with
 * its own chance (a critical may ignore armour). Exact distributions of Hits and of Wounds.
 */
export function hitsAndWounds(dice: number, pCrit: number, pPlain: number, woundOnCrit: number, woundOnPlain: number): { hits: Distribution; wounds: Distribution } {
  requireInt("dice", dice, 0, MAX_CONTEST_DICE);
  for (const [n, v] of Object.entries({ pCrit, pPlain, woundOnCrit, woundOnPlain })) if (!(v >= 0 && v <= 1)) throw new RangeError(`${n} must be a chance from 0 to 1, got ${v}`);
  if (pCrit + pPlain > 1 + 1e-12) throw new RangeError(`pCrit + pPlain must be at most 1, got ${pCrit + pPlain}`);
  return {
    hits: Distribution.successes(dice, Math.min(1, pCrit + pPlain)),
    wounds: Distribution.successes(dice, Math.min(1, pCrit * woundOnCrit + pPlain * woundOnPlain)),
  };
}
