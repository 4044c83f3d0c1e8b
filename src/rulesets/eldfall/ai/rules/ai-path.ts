/**
 * A Hostile's move (pure, M74, HOSTILE BEHAVIOR): the shortest route (core `grid-path.ts`, the one path finder)
 * toward, into or away from a target, cut to what its Movement covers and checked by the space's movement rules
 * (rules/movement.ts: SPD, walls, slots, enemies, environments). Where the route climbs (Elevation) it Climbs,
 * where it crosses a Crevice straight it Jumps (instead of Walk or Run); a route no check accepts leaves it Idle.
 */
import type { Tile } from "../../../../core/rules/grid";
import { orthogonalPath, reachable, type Entry } from "../../../../core/rules/grid-path";
import { distance, type AiField, type AiModel } from "./ai-field";
import { has } from "../../space/rules/environments";
import { checkMove, movementBudget, type MoveCheck, type MoveRefusal, type Mover, type MovementKind } from "../../space/rules/movement";
import { slotsTaken } from "../../space/rules/space";

export interface PlannedMove {
  /** The movement declared: the row's Walk or Run, or Climb/Jump where the route needs it; Idle when it cannot move. */
  readonly kind: MovementKind;
  /** The spaces entered, in order (a Jump step lands two spaces ahead). */
  readonly path: readonly Tile[];
  readonly to: Tile;
  readonly cost: number;
  /** Why it stays (no route, a move the rules refuse); null when it moves or had nowhere to go. */
  readonly stuck: MoveRefusal | "noRoute" | null;
}

const same = (a: Tile, b: Tile) => a.x === b.x && a.y === b.y;

/** The mover as its Movement Step starts: a Crouched Hostile cancels the State first (M75). */
export function moverAtStart(field: AiField, self: AiModel): Mover {
  const engagedBy = field.engagedBy(self).map((id) => field.model(id).cell);
  return { ...self.mover, crouched: false, engagedBy: self.states.includes("engaged") ? engagedBy : [] };
}

/** Where a route may go: never through an enemy (into its space to stop, yes), across a full space only past an ally. */
function entryFor(field: AiField, self: AiModel, mover: Mover, goal: Tile | null): (c: Tile) => Entry {
  const space = field.moveSpace(self);
  const { board } = field;
  // Keyed by cell index: the path search asks this for every cell it reaches.
  const enemies = new Set<number>();
  const taken = new Map<number, number>();
  const allies = new Set<number>();
  for (const o of space.occupants) {
    if (!board.contains(o.cell)) continue;
    const i = board.index(o.cell);
    taken.set(i, (taken.get(i) ?? 0) + slotsTaken(o));
    if (o.incapacitated || o.dead || o.flying) continue;
    if (o.side === mover.side) allies.add(i); else enemies.add(i);
  }
  const mine = slotsTaken(mover);
  const goalIndex = goal ? board.index(goal) : -1;
  return (c) => {
    const i = board.index(c);
    const isGoal = i === goalIndex;
    if (!mover.flying && has(space.environments(c), "crevice")) return isGoal ? "closed" : "pass";
    if (enemies.has(i) && !mover.flying && !isGoal) return "closed";
    const here = taken.get(i);
    if (here !== undefined && here + mine > space.slots(c)) return allies.has(i) || mover.flying ? "pass" : "closed";
    return "open";
  };
}

/** Straight over a Crevice space: one Jump step instead of two (the crevice is never a place to land). */
function withJumps(field: AiField, self: AiModel, from: Tile, cells: readonly Tile[]): { path: Tile[]; jumps: boolean } {
  const envs = field.moveSpace(self).environments;
  const out: Tile[] = [];
  let jumps = false;
  let prev = from;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    const next = cells[i + 1];
    if (next && has(envs(c), "crevice") && (prev.x === next.x || prev.y === next.y) && distance(prev, next) === 2) {
      out.push(next);
      prev = next;
      jumps = true;
      i++;
      continue;
    }
    out.push(c);
    prev = c;
  }
  return { path: out, jumps };
}

/** The first of the kinds the route allows: the row's own, then Climb (Elevation), then Jump (a Crevice). */
function judge(field: AiField, self: AiModel, mover: Mover, wanted: MovementKind, from: Tile, route: readonly Tile[]): { kind: MovementKind; path: Tile[]; check: MoveCheck } {
  const space = field.moveSpace(self);
  const { path, jumps } = withJumps(field, self, from, route);
  const kinds: MovementKind[] = jumps ? ["jump"] : [wanted, "climb"];
  let first: { kind: MovementKind; path: Tile[]; check: MoveCheck } | null = null;
  for (const kind of kinds) {
    let check = checkMove(space, mover, kind, from, path, field.moveOptions);
    // Engaged, a model may only Walk (ENGAGED): the Run becomes a Walk.
    if (!check.ok && check.reason === "engagedMovement" && kind === "run") check = checkMove(space, mover, "walk", from, path, field.moveOptions);
    const result = { kind: check.kind, path, check };
    if (check.ok) return result;
    first ??= result;
    if (check.reason !== "elevation") break;
  }
  return first!;
}

const idle = (from: Tile, stuck: PlannedMove["stuck"]): PlannedMove => ({ kind: "idle", path: [], to: from, cost: 0, stuck });

/**
 * Move toward (or into the space of) `target`: the shortest route to its space, cut back until the part-1 check
 * accepts it (budget, slots at the end, Engaged direction). `kind` is the row's Walk or Run.
 */
export function moveToward(field: AiField, self: AiModel, target: Tile, kind: "walk" | "run", intent: "into" | "toward" = "toward"): PlannedMove {
  const from = self.cell;
  if (same(from, target)) return idle(from, null);
  const mover = moverAtStart(field, self);
  const route = orthogonalPath(field.board, from, target, { entry: entryFor(field, self, mover, target) });
  if (!route) return idle(from, "noRoute");
  // No prefix longer than the Movement covers can pass (each space costs at least 1), but a Jump over a Crevice
  // enters one space for two of the route (A30's cheaper option: for 1).
  const budget = movementBudget(mover, kind);
  const crosses = route.cells.some((c) => has(field.moveSpace(self).environments(c), "crevice"));
  const most = Math.min(route.cells.length, crosses ? 2 * budget : budget);
  let firstRefusal: PlannedMove["stuck"] = null;
  for (let len = most; len > 0; len--) {
    const cells = route.cells.slice(0, len);
    // "Toward" stops short of the target's space only when it cannot enter it; "into" means to end there if it can.
    if (intent === "toward" && len === route.cells.length && !enterable(field, self, target)) continue;
    const judged = judge(field, self, mover, kind, from, cells);
    if (judged.check.ok) return { kind: judged.kind, path: judged.path, to: judged.path.at(-1) ?? from, cost: judged.check.cost, stuck: null };
    firstRefusal ??= judged.check.reason;
  }
  return idle(from, firstRefusal ?? "noRoute");
}

function enterable(field: AiField, self: AiModel, cell: Tile): boolean {
  const space = field.moveSpace(self);
  const taken = space.occupants.filter((o) => same(o.cell, cell)).reduce((n, o) => n + slotsTaken(o), 0);
  return taken + slotsTaken(self.mover) <= space.slots(cell);
}

/** Move away from `target`: the space within the Movement farthest from it (then the cheapest, then the first found). */
export function moveAway(field: AiField, self: AiModel, target: Tile, kind: "walk" | "run"): PlannedMove {
  const from = self.cell;
  const mover = moverAtStart(field, self);
  const budget = movementBudget(mover, kind);
  const options = { budget, entry: entryFor(field, self, mover, null) };
  const costs = reachable(field.board, from, options);
  const ranked = [...costs.entries()].map(([i, cost]) => ({ cell: field.board.cellAt(i), cost }))
    .sort((a, b) => distance(b.cell, target) - distance(a.cell, target) || a.cost - b.cost);
  for (const { cell } of ranked) {
    if (distance(cell, target) <= distance(from, target)) break;
    const route = orthogonalPath(field.board, from, cell, options);
    if (!route) continue;
    const judged = judge(field, self, mover, kind, from, route.cells);
    if (judged.check.ok) return { kind: judged.kind, path: judged.path, to: cell, cost: judged.check.cost, stuck: null };
  }
  return idle(from, "noRoute");
}
