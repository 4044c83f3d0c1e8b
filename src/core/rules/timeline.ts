/**
 * Boundaries of a combat. Foundry runs per-turn handlers only for the turn it lands on, and when
 * combatants are added, removed or re-sorted it rewrites the turn index to keep the same combatant
 * current; so the system keeps its own mark of what it processed, keyed on ids (combatant, side, phase,
 * activation; an index would point at someone else after a roster change), and walks every boundary
 * from there through the round's tree (see turn-structure.ts).
 *
 * Semantics: moving forward lists, in order, the end of everything open that is being left (deepest first;
 * before a node ends, each of its ordered children that has not started is passed over: started and ended,
 * flagged `skipped`, with its own children), a roundEnd/roundStart pair whenever a round changes, and, going
 * down to where the combat is now, the passing over of every not-yet-started sibling before each key landed
 * on and the start of that key. Everyone present when a round ends has had exactly one turn in it, and every
 * side turn its phases. Activations are never passed over: they happen only when someone activates. Landing
 * on anything that already started this round, or on an earlier round (rewind), lists nothing: undoing time
 * must neither expire nor resurrect anything, and replaying it must not apply anything twice. Something that
 * left the fight while open (a combatant removed in its turn) has no end to process.
 */
import { requireInt } from "../dice/guard";
import { activatorOf, childrenAt, type LevelKind, type Timeline } from "./turn-structure";

/** Domain bounds: no table plays 100,000 rounds, and no single step walks more than 10,000 turn slots (no hang on a wild jump). */
export const MAX_ROUNDS = 100_000;
export const MAX_SLOTS = 10_000;

export interface CombatPosition { readonly round: number; readonly turn: number | null }

/** Where a structured combat is now: its round and one key per level, top down (a null or a shorter path stops there). */
export interface StructureNow { readonly round: number; readonly path: readonly (string | null)[] }

/** The furthest point processed, for plain per-combatant turns. */
export interface TurnMark {
  readonly round: number;
  /** Whose turn has started and not yet ended. */
  readonly current: string | null;
  /** Combatants whose turn in `round` has started. */
  readonly started: readonly string[];
}

/** The furthest point processed, for any structure. */
export interface StructureMark {
  readonly round: number;
  /** The keys open, top down. */
  readonly open: readonly string[];
  /** Every node started in `round`, as its keys joined by "/". */
  readonly started: readonly string[];
}

export interface SideBoundary { kind: "sideStart" | "sideEnd"; round: number; side: string; skipped: boolean }
export interface TurnBoundary { kind: "turnStart" | "turnEnd"; round: number; turn: number; combatantId: string; side?: string; skipped: boolean }
export interface PhaseBoundary { kind: "phaseStart" | "phaseEnd"; round: number; phase: string; side?: string; combatantId?: string; skipped: boolean }
/** `combatantId` is the one activating; activations are never skipped. */
export interface ActivationBoundary { kind: "activationStart" | "activationEnd"; round: number; activation: string; combatantId: string; side?: string; phase?: string; skipped: boolean }
export type Boundary = { kind: "roundStart"; round: number } | { kind: "roundEnd"; round: number } | SideBoundary | TurnBoundary | PhaseBoundary | ActivationBoundary;

export type Direction = "forward" | "backward" | "none";

export const UNWALKED: StructureMark = { round: 0, open: [], started: [] };

const KINDS: Record<LevelKind, readonly [string, string]> = {
  side: ["sideStart", "sideEnd"], turn: ["turnStart", "turnEnd"], phase: ["phaseStart", "phaseEnd"], activation: ["activationStart", "activationEnd"],
};
const join = (path: readonly string[]) => path.join("/");

/** The boundary of one node: its kind by level, with the keys above it as context. */
function boundaryOf(t: Timeline, path: readonly string[], end: boolean, round: number, skipped: boolean): Boundary {
  const depth = path.length - 1;
  const level = t.levels[depth]!;
  const key = path[depth]!;
  const ctx: Record<string, unknown> = {};
  t.levels.slice(0, depth).forEach((l, i) => {
    if (l === "side") ctx.side = path[i];
    else if (l === "turn") ctx.combatantId = path[i];
    else if (l === "phase") ctx.phase = path[i];
  });
  const kind = KINDS[level][end ? 1 : 0];
  if (level === "side") return { kind, round, side: key, skipped } as Boundary;
  if (level === "turn") return { kind, round, turn: t.turnOrder.indexOf(key), combatantId: key, ...(ctx.side !== undefined ? { side: ctx.side } : {}), skipped } as Boundary;
  if (level === "phase") return { kind, round, phase: key, ...ctx, skipped } as Boundary;
  return { kind, round, activation: key, ...ctx, combatantId: activatorOf(key), skipped } as Boundary;
}

/** Does this node exist in the tree now (a removed combatant's turn or activation does not)? */
function exists(t: Timeline, path: readonly string[]): boolean {
  for (let depth = 0; depth < path.length; depth++) {
    const kids = childrenAt(t, depth, path.slice(0, depth));
    if (kids === null) return false;
    if (kids === "free" ? !t.present(activatorOf(path[depth]!)) : !kids.includes(path[depth]!)) return false;
  }
  return true;
}

/** Ordered nodes of one whole round, for the jump bound; counting stops past `MAX_SLOTS` (already too many). */
function slotsPerRound(t: Timeline, path: string[] = [], counted = { n: 0 }): number {
  counted.n += 1;
  const kids = childrenAt(t, path.length, path);
  if (kids === null || kids === "free") return 1;
  let sum = 1;
  for (const k of kids) {
    if (counted.n > MAX_SLOTS) break;
    sum += slotsPerRound(t, [...path, k], counted);
  }
  return sum;
}

/** Everything between the mark and now through a round's tree, and the new mark. */
export function walkStructure(
  mark: StructureMark, now: StructureNow, t: Timeline,
): { direction: Direction; boundaries: Boundary[]; mark: StructureMark } {
  requireInt("mark.round", mark.round, 0, MAX_ROUNDS);
  requireInt("now.round", now.round, 0, MAX_ROUNDS);
  if ((now.round - mark.round + 1) * slotsPerRound(t) > MAX_SLOTS) throw new RangeError(`A jump from round ${mark.round} to ${now.round} crosses more than ${MAX_SLOTS} turns`);
  // Where now is, cut at the first key that is null or not in the tree.
  const landing: string[] = [];
  for (const key of now.path) {
    if (key === null || landing.length >= t.levels.length || !exists(t, [...landing, key])) break;
    landing.push(key);
  }
  if (now.round < 1 || now.round < mark.round) return { direction: now.round < mark.round ? "backward" : "none", boundaries: [], mark };

  const boundaries: Boundary[] = [];
  let round = mark.round;
  const started = new Set(mark.started);
  let open = [...mark.open];

  const passOver = (path: readonly string[]) => {
    started.add(join(path));
    boundaries.push(boundaryOf(t, path, false, round, true));
    passChildren(path, null);
    boundaries.push(boundaryOf(t, path, true, round, true));
  };
  /** Pass over the children of `parent` not started yet, all of them or those before `before`. */
  const passChildren = (parent: readonly string[], before: string | null) => {
    const kids = childrenAt(t, parent.length, parent);
    if (kids === null || kids === "free") return;
    for (const k of before === null ? kids : kids.slice(0, kids.indexOf(before))) if (!started.has(join([...parent, k]))) passOver([...parent, k]);
  };
  /** End the open nodes from the deepest up to `depth`. */
  const closeTo = (depth: number) => {
    for (let d = open.length - 1; d >= depth; d--) {
      const path = open.slice(0, d + 1);
      if (!exists(t, path)) continue; // it left the fight while open
      passChildren(path, null);
      boundaries.push(boundaryOf(t, path, true, round, false));
    }
    open = open.slice(0, depth);
  };
  const descend = (from: number) => {
    for (let d = from; d < landing.length; d++) {
      const parent = landing.slice(0, d);
      passChildren(parent, landing[d]!);
      started.add(join(landing.slice(0, d + 1)));
      boundaries.push(boundaryOf(t, landing.slice(0, d + 1), false, round, false));
    }
    open = [...landing];
  };

  if (now.round === mark.round) {
    let i = 0;
    while (i < landing.length && i < open.length && landing[i] === open[i]) i++;
    if (i === landing.length) {
      // Now is where the mark is, or above it: only an activation that ended moves on (an ordered level left empty is nobody's turn yet).
      if (i === open.length || childrenAt(t, i, open.slice(0, i)) !== "free") return { direction: "none", boundaries: [], mark };
      closeTo(i);
      return { direction: "forward", boundaries, mark: { round, open, started: [...started] } };
    }
    if (started.has(join(landing.slice(0, i + 1)))) return { direction: "backward", boundaries: [], mark };
    closeTo(i);
    descend(i);
    return { direction: "forward", boundaries, mark: { round, open, started: [...started] } };
  }

  closeTo(0);
  while (round < now.round) {
    if (round >= 1) {
      passChildren([], null);
      boundaries.push({ kind: "roundEnd", round });
    }
    round += 1;
    started.clear();
    boundaries.push({ kind: "roundStart", round });
  }
  descend(0);
  return { direction: "forward", boundaries, mark: { round, open, started: [...started] } };
}

/** The mark of a position in a fixed turn order (everyone up to the turn has started). */
export function markAt(position: CombatPosition, turnOrder: readonly string[]): TurnMark {
  const current = position.round >= 1 && position.turn !== null ? turnOrder[position.turn] ?? null : null;
  return { round: position.round, current, started: current === null ? [] : turnOrder.slice(0, position.turn! + 1) };
}

/** A plain per-combatant mark as a structure mark (their keys are the combatant ids). */
export const structureMarkOf = (mark: TurnMark): StructureMark => ({ round: mark.round, open: mark.current === null ? [] : [mark.current], started: mark.started });
