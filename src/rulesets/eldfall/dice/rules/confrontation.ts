/**
 * Eldfall Confrontations and unopposed attacks from actual dice (pure): each side's Strikes aimed at the
 * other, Weak Point exploits turning one Strike critical before resolving, Backstab's automatic Hit set aside,
 * Unstoppable (no Confrontation against a smaller target), Duelist and Fencing. The highest-valid-roll contest
 * itself is the core's (core/dice/contest.ts). Rules § CONFRONTATION ROLL, CRITICAL HIT, BACKSTAB, UNSTOPPABLE,
 * DUELIST, FENCING, EXPLOITING WEAK POINTS; digest §1.7, A12.
 */
import { resolveContest, type ContestDie, type FaceClass } from "../../../../core/dice/contest";
import { requireBool, requireInt } from "../../../../core/dice/guard";
import { D20, type RollCheck } from "./roll";
import { contestRulesOf, type CritReading } from "./dice-options";

/** Each Hit as the resolution needs it: the face that made it, whether it is critical (ARM 0), and why it landed. */
export interface StrikeHit { readonly die: number; readonly face: number | null; readonly critical: boolean; readonly source: "roll" | "exploit" | "backstab" }

/** Exploiting Weak Points (heroes): WP on the target ≥ its Tier → remove that many, one Strike becomes critical. */
export interface Exploit { readonly die: number; readonly weakPoints: number; readonly tier: number }

export interface AttackSide {
  /** One face per Strike aimed at the other model (its Backstab Strike included, at `backstab`). */
  readonly dice: readonly number[];
  readonly check: RollCheck;
  readonly exploit?: Exploit | null;
  /** Index of the Strike Backstab makes an automatic Hit, outside the Confrontation. */
  readonly backstab?: number | null;
}

export interface DieView extends ContestDie {
  /** Its index in the side's dice. */
  readonly index: number;
  readonly exploited: boolean;
  readonly backstab: boolean;
}

export interface SideResult {
  readonly dice: readonly DieView[];
  readonly hits: readonly StrikeHit[];
  /** The target's Weak Points after an exploit (null: none exploited). */
  readonly weakPointsLeft: number | null;
}

export interface ConfrontationResult {
  /** False when Unstoppable prevented it: both attacks resolve unopposed. */
  readonly confronted: boolean;
  readonly a: SideResult;
  readonly b: SideResult;
  readonly winner: "a" | "b" | "both" | "none";
  /** The side whose Attack is nullified (no Hits, no effects); "both" on a tie. */
  readonly nullified: "a" | "b" | "both" | null;
}

/** Whether an exploit may be made, and the WP left after it (M41: remove WP equal to the Tier). */
export function exploitWeakPoints(weakPoints: number, tier: number): { allowed: boolean; left: number } {
  requireInt("weakPoints", weakPoints, 0, 1000);
  requireInt("tier", tier, 1, 100);
  return weakPoints >= tier ? { allowed: true, left: weakPoints - tier } : { allowed: false, left: weakPoints };
}

/** Unstoppable (trait): the target of an Attack by a model with it is smaller → no Confrontation. Sizes as slot-ladder steps. */
export function unstoppablePrevents(a: { unstoppable: boolean; size: number }, b: { unstoppable: boolean; size: number }): boolean {
  requireBool("a.unstoppable", a.unstoppable);
  requireBool("b.unstoppable", b.unstoppable);
  requireInt("a.size", a.size, 0, 20);
  requireInt("b.size", b.size, 0, 20);
  return (a.unstoppable && b.size < a.size) || (b.unstoppable && a.size < b.size);
}

/** Duelist: the target of its Attack cannot use Combat Arts of level III or lower. */
export function combatArtUsable(level: number, opponentIsDuelist: boolean): boolean {
  requireInt("level", level, 1, 5);
  return !(requireBool("opponentIsDuelist", opponentIsDuelist) && level <= 3);
}

/** Fencing on the target's Melee Attack: I −3 to its attribute, II −1 STK (not below 1); III–V act on the user's own attack. */
export function fencingOnTarget(level: number | null): { attributeAdd: number; strikePenalty: number } {
  if (level === null) return { attributeAdd: 0, strikePenalty: 0 };
  requireInt("level", level, 1, 5);
  return { attributeAdd: level === 1 ? -3 : 0, strikePenalty: level === 2 ? 1 : 0 };
}

/** The side's faces for the contest: the exploited die made critical by a marker face, the Backstab die left out. */
function prepare(name: string, side: AttackSide) {
  side.dice.forEach((f, i) => requireInt(`${name}.dice[${i}]`, f, 1, D20));
  const backstab = side.backstab ?? null;
  if (backstab !== null) requireInt(`${name}.backstab`, backstab, 0, side.dice.length - 1);
  const exploit = side.exploit ?? null;
  let weakPointsLeft: number | null = null;
  if (exploit) {
    requireInt(`${name}.exploit.die`, exploit.die, 0, side.dice.length - 1);
    if (exploit.die === backstab) throw new RangeError("The Backstab Strike needs no exploit");
    const ex = exploitWeakPoints(exploit.weakPoints, exploit.tier);
    if (!ex.allowed) throw new RangeError(`Exploiting needs ${exploit.tier} Weak Points, the target has ${exploit.weakPoints}`);
    weakPointsLeft = ex.left;
  }
  // The contest reads faces through a class table; the exploited die becomes a 21st face that is always critical.
  const faces: FaceClass[] = [...side.check.faces, "crit"];
  const contested: number[] = [];
  const indexOf: number[] = [];
  side.dice.forEach((f, i) => {
    if (i === backstab) return;
    contested.push(exploit && i === exploit.die ? D20 + 1 : f);
    indexOf.push(i);
  });
  return { faces, contested, indexOf, backstab, exploit, weakPointsLeft };
}

function sideResult(side: AttackSide, prep: ReturnType<typeof prepare>, dice: readonly ContestDie[]): SideResult {
  const views: DieView[] = side.dice.map((face, index) => {
    if (index === prep.backstab) return { index, face, cls: "valid", landed: true, negatedBy: null, exploited: false, backstab: true };
    const d = dice[prep.indexOf.indexOf(index)]!;
    return { ...d, face, index, exploited: prep.exploit?.die === index, backstab: false };
  });
  const hits: StrikeHit[] = views.filter((d) => d.landed).map((d) => ({
    die: d.index, face: d.backstab ? null : d.face, critical: d.cls === "crit", source: d.backstab ? "backstab" : d.exploited ? "exploit" : "roll",
  }));
  return { dice: views, hits, weakPointsLeft: prep.weakPointsLeft };
}

/** Map the contest's negator (an index into the other side's contested dice) back to that side's own die index. */
const remap = (dice: readonly ContestDie[], otherIndexOf: readonly number[]): ContestDie[] =>
  dice.map((d) => ({ ...d, negatedBy: d.negatedBy === null ? null : otherIndexOf[d.negatedBy]! }));

/** Resolve a Confrontation between A and B (each side's Strikes aimed at the other), or two unopposed attacks under Unstoppable. */
export function resolveConfrontation(a: AttackSide, b: AttackSide, options: { unstoppable?: boolean; critReading?: CritReading } = {}): ConfrontationResult {
  const pa = prepare("a", a);
  const pb = prepare("b", b);
  const confronted = !requireBool("unstoppable", options.unstoppable ?? false);
  const [ra, rb] = confronted
    ? (() => { const r = resolveContest(pa.contested, pb.contested, pa.faces, pb.faces, contestRulesOf(options.critReading ?? "strict")); return [remap(r.x, pb.indexOf), remap(r.y, pa.indexOf)]; })()
    : [resolveContest(pa.contested, [], pa.faces, pb.faces).x, resolveContest(pb.contested, [], pb.faces, pa.faces).x];
  const sa = sideResult(a, pa, ra);
  const sb = sideResult(b, pb, rb);
  // Backstab's Hit is outside the Confrontation: it neither wins it nor is nullified with it.
  const contestHits = (s: SideResult) => s.hits.some((h) => h.source !== "backstab");
  const ah = contestHits(sa);
  const bh = contestHits(sb);
  const winner = ah && bh ? "both" : ah ? "a" : bh ? "b" : "none";
  const nullified = !confronted ? null : winner === "a" ? "b" : winner === "b" ? "a" : winner === "none" ? "both" : null;
  return { confronted, a: sa, b: sb, winner, nullified };
}

/** An unopposed attack (no Confrontation): every valid Strike is a Hit. */
export function resolveAttack(side: AttackSide): SideResult {
  const p = prepare("attack", side);
  return sideResult(side, p, resolveContest(p.contested, [], p.faces, p.faces).x);
}
