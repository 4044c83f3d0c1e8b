/**
 * d10 pools: points become dice by the table (each part separately), at most 8 dice unless an ability
 * allows more; every die is graded, and a 10 counts as a success and rolls again, chaining.
 */
import { MAX_DICE, MAX_GAME_NUMBER, requireDice, requireInt, requireNumber } from "../../../../core/dice/guard";

export type Grade = "failure" | "barely" | "success" | "critical";

/** Points → dice: 1–2 → 1, 3–4 → 2, …, 11+ → 6; no points, no dice. */
export function pointsToDice(points: number): number {
  requireNumber("points", points, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  if (!(points > 0)) return 0;
  return Math.min(6, Math.ceil(Math.floor(points) / 2));
}

export const DEFAULT_MAX_DICE = 8;

export function gradeFace(face: number): Grade {
  requireInt("face", face, 1, 10);
  if (face >= 10) return "critical";
  if (face >= 7) return "success";
  if (face >= 5) return "barely";
  return "failure";
}

export interface PoolPart {
  /** i18n key or user text of where the dice come from ("Strength", "Longsword +2", "Poisoned"). */
  readonly label: string;
  readonly i18n: boolean;
  /** Points converted by the table, or dice given directly (assistance, potions, penalties). */
  readonly points?: number;
  readonly dice?: number;
}

export interface AssembledPool {
  readonly parts: readonly (PoolPart & { readonly diceFromPart: number })[];
  /** Dice before the cap and penalties. */
  readonly raw: number;
  readonly cap: number;
  readonly capped: boolean;
  readonly penalty: number;
  readonly dice: number;
}

/**
 * Bonuses add up to the cap; penalties (negative dice) come off afterwards, so a status still hurts a
 * capped pool (interpretation).
 */
export function assemblePool(parts: readonly PoolPart[], cap = DEFAULT_MAX_DICE): AssembledPool {
  requireInt("cap", cap, 0, MAX_DICE);
  if (parts.length > MAX_DICE) throw new RangeError(`A pool has at most ${MAX_DICE} parts, got ${parts.length}`);
  for (const p of parts) {
    if (p.points !== undefined) requireNumber("points", p.points, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
    if (p.dice !== undefined) requireInt("dice", p.dice, -MAX_DICE, MAX_DICE);
  }
  const withDice = parts.map((p) => ({ ...p, diceFromPart: p.points !== undefined ? pointsToDice(p.points) : Math.trunc(p.dice ?? 0) }));
  const raw = withDice.filter((p) => p.diceFromPart > 0).reduce((s, p) => s + p.diceFromPart, 0);
  const penalty = withDice.filter((p) => p.diceFromPart < 0).reduce((s, p) => s - p.diceFromPart, 0);
  const capped = raw > cap;
  return { parts: withDice, raw, cap, capped, penalty, dice: Math.max(0, Math.min(raw, cap) - penalty) };
}

/** One die's chain: a 10 counts and rolls again; the last face is graded as any die. */
export interface Chain { readonly faces: readonly number[]; readonly successes: number; readonly barely: number; readonly critical: boolean }

export function readChain(faces: readonly number[]): Chain {
  requireDice("faces", faces, 10);
  let successes = 0;
  let barely = 0;
  for (const face of faces) {
    const g = gradeFace(face);
    if (g === "critical" || g === "success") successes += 1;
    else if (g === "barely") barely += 1;
    if (g !== "critical") break;
  }
  return { faces: [...faces], successes, barely, critical: faces[0] === 10 };
}

/** Foundry's `Nd10x10` results in order (an exploded result is followed by its reroll) → chains. */
export function chainsOf(results: readonly { result: number; exploded?: boolean }[]): number[][] {
  requireDice("results", results.map((r) => r.result), 10, MAX_DICE * MAX_DICE);
  const chains: number[][] = [];
  let current: number[] | null = null;
  for (const r of results) {
    if (!current) current = [];
    current.push(r.result);
    if (!r.exploded) {
      chains.push(current);
      current = null;
    }
  }
  if (current) chains.push(current);
  return chains;
}

export interface PoolResult {
  readonly chains: readonly Chain[];
  readonly successes: number;
  readonly barely: number;
  readonly criticals: number;
  /** The best single-die grade, which Dodge and Parry read. */
  readonly best: Grade;
}

export function readPool(chains: readonly (readonly number[])[]): PoolResult {
  if (chains.length > MAX_DICE) throw new RangeError(`A pool has at most ${MAX_DICE} dice, got ${chains.length}`);
  const read = chains.map(readChain);
  const successes = read.reduce((s, c) => s + c.successes, 0);
  const barely = read.reduce((s, c) => s + c.barely, 0);
  const criticals = read.filter((c) => c.critical).length;
  const best: Grade = criticals ? "critical" : successes ? "success" : barely ? "barely" : "failure";
  return { chains: read, successes, barely, criticals, best };
}

export function poolFormula(dice: number): string {
  requireInt("dice", dice, 0, MAX_DICE);
  return `${dice}d10x10`;
}

/** A damage formula the rules use: "1d10", "2d6", "1d6+1". */
export function isDiceFormula(formula: string): boolean {
  return /^\s*\d*d\d+(\s*[+-]\s*\d+)?\s*$/i.test(formula);
}
