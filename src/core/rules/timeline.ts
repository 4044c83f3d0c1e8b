/**
 * Turn boundaries between two combat positions. Foundry only runs per-turn handlers for the turn it
 * lands on, so a skipped turn, "Next Round" or a jump of several rounds would miss expiries and ticks;
 * the system walks every boundary itself instead.
 *
 * Semantics: moving forward lists, in order, the end of the turn being left, then for every turn
 * slot passed over its start and end (flagged `skipped`), a roundEnd/roundStart pair whenever a
 * round changes, and finally the start of the turn landed on. Moving backward (rewind, previous turn)
 * lists nothing: undoing time must neither expire nor resurrect anything.
 */
import { requireInt } from "../dice/guard";

/** Rounds a combat can reach, and turn slots one update may walk (a few hundred rounds of a large fight). */
export const MAX_ROUNDS = 100_000;
export const MAX_SLOTS = 10_000;

export interface CombatPosition { readonly round: number; readonly turn: number | null }

export type Boundary =
  | { kind: "roundStart"; round: number }
  | { kind: "roundEnd"; round: number }
  | { kind: "turnStart"; round: number; turn: number; combatantId: string; skipped: boolean }
  | { kind: "turnEnd"; round: number; turn: number; combatantId: string; skipped: boolean };

export type Direction = "forward" | "backward" | "none";

function compare(a: CombatPosition, b: CombatPosition): number {
  return a.round !== b.round ? a.round - b.round : (a.turn ?? -1) - (b.turn ?? -1);
}

export function boundariesBetween(
  prev: CombatPosition, next: CombatPosition, turnOrder: readonly string[],
): { direction: Direction; boundaries: Boundary[] } {
  // Domain: rounds 0–MAX_ROUNDS, whole turn indices (a stale one past a shrunk order is allowed), and a walk of at most MAX_SLOTS turn slots (no hang on a wild jump).
  for (const [name, p] of [["prev", prev], ["next", next]] as const) {
    requireInt(`${name}.round`, p.round, 0, MAX_ROUNDS);
    if (p.turn !== null) requireInt(`${name}.turn`, p.turn, 0, MAX_SLOTS);
  }
  if ((next.round - prev.round + 1) * Math.max(1, turnOrder.length) > MAX_SLOTS) throw new RangeError(`A jump from round ${prev.round} to ${next.round} crosses more than ${MAX_SLOTS} turns`);
  const order = compare(next, prev);
  if (order === 0) return { direction: "none", boundaries: [] };
  if (order < 0) return { direction: "backward", boundaries: [] };

  const n = turnOrder.length;
  const boundaries: Boundary[] = [];
  const turn = (kind: "turnStart" | "turnEnd", round: number, t: number, skipped: boolean): Boundary =>
    ({ kind, round, turn: t, combatantId: turnOrder[t] ?? "", skipped });

  if (n === 0 || next.turn === null) {
    for (let r = prev.round + 1; r <= next.round; r++) {
      if (r - 1 >= 1) boundaries.push({ kind: "roundEnd", round: r - 1 });
      boundaries.push({ kind: "roundStart", round: r });
    }
    return { direction: "forward", boundaries };
  }

  const started = prev.round >= 1 && prev.turn !== null;
  if (started) boundaries.push(turn("turnEnd", prev.round, prev.turn!, false));
  const index = (p: CombatPosition) => (p.round - 1) * n + (p.turn ?? 0);
  const from = started ? index(prev) + 1 : Math.max(0, (prev.round) * n);
  const to = index(next);
  let currentRound = started ? prev.round : prev.round;
  for (let slot = from; slot <= to; slot++) {
    const round = Math.floor(slot / n) + 1;
    const t = slot % n;
    while (currentRound < round) {
      if (currentRound >= 1) boundaries.push({ kind: "roundEnd", round: currentRound });
      currentRound += 1;
      boundaries.push({ kind: "roundStart", round: currentRound });
    }
    const landed = slot === to;
    boundaries.push(turn("turnStart", round, t, !landed));
    if (!landed) boundaries.push(turn("turnEnd", round, t, true));
  }
  return { direction: "forward", boundaries };
}

/**
 * What a combat update must process, given the furthest position already processed (the high-water
 * mark): only boundaries beyond the mark, so a rewind followed by a replay never applies anything twice.
 */
export function syncFromMark(
  mark: CombatPosition, now: CombatPosition, turnOrder: readonly string[],
): { boundaries: Boundary[]; mark: CombatPosition } {
  const { direction, boundaries } = boundariesBetween(mark, now, turnOrder);
  return direction === "forward" ? { boundaries, mark: now } : { boundaries: [], mark };
}
