/**
 * The flat per-combatant view of the timeline (no sides, phases or activations), for tests: a turn order in, the
 * boundaries between two positions out, through the same walk the combat runs (`walkStructure` over a plain roster).
 */
import { requireInt } from "../../src/core/dice/guard";
import { buildTimeline } from "../../src/core/rules/turn-structure";
import {
  MAX_SLOTS, markAt, structureMarkOf, walkStructure, type Boundary, type CombatPosition, type Direction, type TurnMark,
} from "../../src/core/rules/timeline";

/** Where a flat combat is now: its round and the combatant whose turn it is. */
interface CombatNow { readonly round: number; readonly combatantId: string | null }

export const UNSTARTED: TurnMark = { round: 0, current: null, started: [] };

/** Everything between the mark and now for plain per-combatant turns, and the new mark. */
export function advanceMark(
  mark: TurnMark, now: CombatNow, turnOrder: readonly string[],
): { direction: Direction; boundaries: Boundary[]; mark: TurnMark } {
  const t = buildTimeline({}, turnOrder.map((id) => ({ id })));
  const r = walkStructure(structureMarkOf(mark), { round: now.round, path: [now.combatantId] }, t);
  return { direction: r.direction, boundaries: r.boundaries, mark: r.mark === structureMarkOf(mark) ? mark : { round: r.mark.round, current: r.mark.open[0] ?? null, started: r.mark.started } };
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

/** A boundary's identity: kind, round and the keys of its node ("turnStart:2:c1", "phaseEnd:1:heroes/tactical"). */
export function boundaryKey(b: Boundary): string {
  if (b.kind === "roundStart" || b.kind === "roundEnd") return `${b.kind}:${b.round}`;
  const keys = "activation" in b ? [b.side, b.phase, b.activation] : "phase" in b ? [b.side, b.combatantId, b.phase] : "combatantId" in b ? [b.side, b.combatantId] : "side" in b ? [b.side] : [];
  return `${b.kind}:${b.round}:${keys.filter((k) => k !== undefined).join("/")}`;
}
