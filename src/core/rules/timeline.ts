/**
 * Turn boundaries of a combat. Foundry runs per-turn handlers only for the turn it lands on, and when
 * combatants are added, removed or re-sorted it rewrites the turn index to keep the same combatant
 * current; so the system keeps its own mark of what it processed, keyed on combatant ids (an index
 * would point at someone else after a roster change), and walks every boundary from there.
 *
 * Semantics: moving forward lists, in order, the end of the turn being left, the start and end
 * (flagged `skipped`) of every combatant passed over who has not had a turn this round, a
 * roundEnd/roundStart pair whenever a round changes, and the start of the turn landed on. Everyone
 * present when a round ends has had exactly one turn in it. Landing on a combatant whose turn this
 * round already started, or on an earlier round (rewind), lists nothing: undoing time must neither
 * expire nor resurrect anything, and replaying it must not apply anything twice.
 */
import { requireInt } from "../dice/guard";

/** Domain bounds: no table plays 100,000 rounds, and no single step walks more than 10,000 turn slots (no hang on a wild jump). */
export const MAX_ROUNDS = 100_000;
export const MAX_SLOTS = 10_000;

export interface CombatPosition { readonly round: number; readonly turn: number | null }

/** Where the combat is now: its round and whose turn it is (null: nobody's). */
export interface CombatNow { readonly round: number; readonly combatantId: string | null }

/** The furthest point processed. */
export interface TurnMark {
  readonly round: number;
  /** Whose turn has started and not yet ended. */
  readonly current: string | null;
  /** Combatants whose turn in `round` has started. */
  readonly started: readonly string[];
}

export type Boundary =
  | { kind: "roundStart"; round: number }
  | { kind: "roundEnd"; round: number }
  | { kind: "turnStart"; round: number; turn: number; combatantId: string; skipped: boolean }
  | { kind: "turnEnd"; round: number; turn: number; combatantId: string; skipped: boolean };

export type Direction = "forward" | "backward" | "none";

export const UNSTARTED: TurnMark = { round: 0, current: null, started: [] };

/** The mark of a position in a fixed turn order (everyone up to the turn has started). */
export function markAt(position: CombatPosition, turnOrder: readonly string[]): TurnMark {
  const current = position.round >= 1 && position.turn !== null ? turnOrder[position.turn] ?? null : null;
  return { round: position.round, current, started: current === null ? [] : turnOrder.slice(0, position.turn! + 1) };
}

/** Everything between the mark and now, and the new mark. */
export function advanceMark(
  mark: TurnMark, now: CombatNow, turnOrder: readonly string[],
): { direction: Direction; boundaries: Boundary[]; mark: TurnMark } {
  requireInt("mark.round", mark.round, 0, MAX_ROUNDS);
  requireInt("now.round", now.round, 0, MAX_ROUNDS);
  if ((now.round - mark.round + 1) * Math.max(1, turnOrder.length) > MAX_SLOTS) throw new RangeError(`A jump from round ${mark.round} to ${now.round} crosses more than ${MAX_SLOTS} turns`);
  const landing = now.combatantId !== null && turnOrder.includes(now.combatantId) ? now.combatantId : null;
  if (now.round < 1 || now.round < mark.round) return { direction: now.round < mark.round ? "backward" : "none", boundaries: [], mark };
  if (now.round === mark.round && (landing === null || landing === mark.current || mark.started.includes(landing))) {
    return { direction: landing === null || landing === mark.current ? "none" : "backward", boundaries: [], mark };
  }

  const boundaries: Boundary[] = [];
  let round = mark.round;
  let started = [...mark.started];
  const turn = (kind: "turnStart" | "turnEnd", id: string, skipped: boolean): Boundary =>
    ({ kind, round, turn: turnOrder.indexOf(id), combatantId: id, skipped });
  const passOver = (ids: readonly string[]) => {
    for (const id of ids) {
      if (started.includes(id)) continue;
      started.push(id);
      boundaries.push(turn("turnStart", id, true), turn("turnEnd", id, true));
    }
  };

  // A combatant removed during its own turn has left: its turn has no end to process.
  if (mark.current !== null && turnOrder.includes(mark.current)) boundaries.push(turn("turnEnd", mark.current, false));
  while (round < now.round) {
    if (round >= 1) {
      passOver(turnOrder);
      boundaries.push({ kind: "roundEnd", round });
    }
    round += 1;
    started = [];
    boundaries.push({ kind: "roundStart", round });
  }
  if (landing !== null) {
    passOver(turnOrder.slice(0, turnOrder.indexOf(landing)));
    started.push(landing);
    boundaries.push(turn("turnStart", landing, false));
  }
  return { direction: "forward", boundaries, mark: { round, current: landing, started } };
}

/** Boundaries between two positions of one unchanged turn order. */
export function boundariesBetween(
  prev: CombatPosition, next: CombatPosition, turnOrder: readonly string[],
): { direction: Direction; boundaries: Boundary[] } {
  // Whole turn indices; a stale one past a shrunk order is allowed (it names nobody).
  for (const [name, p] of [["prev", prev], ["next", next]] as const) if (p.turn !== null) requireInt(`${name}.turn`, p.turn, 0, MAX_SLOTS);
  const now = { round: next.round, combatantId: next.turn === null ? null : turnOrder[next.turn] ?? null };
  const { direction, boundaries } = advanceMark(markAt(prev, turnOrder), now, turnOrder);
  return { direction, boundaries };
}
