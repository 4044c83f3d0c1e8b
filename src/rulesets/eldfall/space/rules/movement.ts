/**
 * Eldfall movement (pure, M44–M46, §1.10): whether a path of spaces is a legal move for a model, and why not.
 * A path is the spaces entered, in order, from the model's space: orthogonal steps (a Jump step lands two
 * spaces straight ahead, over the space between), against the move's budget (Walk SPD, Run 2×SPD, Flying
 * doubled, Crippled/Slowed/Crouched/Aquatic/Difficult halved, Dodge ½), walls, slots, models and environments.
 */
import { applyModifiers } from "../../../../core/rules/attributes";
import type { Tile } from "../../../../core/rules/grid";
import type { Board } from "../../../../core/rules/grid-board";
import { requireInt, requireOneOf } from "../../../../core/dice/guard";
import { affecting, groundLevel, has, type EnvironmentAt, type EnvironmentImmunity } from "./environments";
import type { Size } from "../../profile/rules/keys";
import { sizeRank, slotsTaken, spaceDistance } from "./space";
import { halvedUp } from "../../profile/rules/reach";

export const MOVEMENT_KINDS = ["idle", "walk", "run", "climb", "jump", "dodge"] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
/** Normal movements; the others are Special (Climb with Climbing and Jump with Leap count as Normal). */
export const NORMAL_MOVEMENTS: readonly MovementKind[] = ["idle", "walk"];

export interface Mover extends EnvironmentImmunity {
  /** SPD after additions (the profile's with its modifiers); halvings and doublings are applied here. */
  readonly spd: number;
  readonly size: Size;
  /** The mover's side: other models of the same side are allies. */
  readonly side: string;
  readonly flying?: boolean;
  readonly crippled?: boolean;
  readonly slowed?: boolean;
  readonly crouched?: boolean;
  readonly immobilized?: boolean;
  readonly overEncumbered?: boolean;
  /** Carrying an Incapacitated hero: SPD halved. */
  readonly carrying?: boolean;
  readonly mounted?: boolean;
  /** Skills: Climbing, Leap (Climb/Jump as Normal), Flicker (ignores models and ground), Trample (Run through smaller models). */
  readonly climbing?: boolean;
  readonly leap?: boolean;
  readonly flicker?: boolean;
  readonly trample?: boolean;
  /** Spaces of the enemies causing its Engaged State (empty or absent: not Engaged). */
  readonly engagedBy?: readonly Tile[];
}

export interface Occupant {
  readonly cell: Tile;
  readonly side: string;
  readonly size: Size;
  readonly incapacitated?: boolean;
  readonly dead?: boolean;
  readonly flying?: boolean;
}

export interface MoveSpace {
  readonly board: Board;
  /** The other models on the field (not the mover). */
  readonly occupants: readonly Occupant[];
  /** Slots of a space (scene default, zone override). */
  readonly slots: (cell: Tile) => number;
  /** Environments on a space (field-wide ones included). */
  readonly environments: (cell: Tile) => readonly EnvironmentAt[];
}

export type MoveRefusal =
  | "overEncumbered" | "immobilized" | "crouchedSpecial" | "engagedMovement" | "engagedDirection" | "idle"
  | "offBoard" | "notAdjacent" | "wall" | "enemy" | "fullNoAlly" | "endFull" | "elevation" | "crevice" | "dense" | "tooFar";

export type MoveCheck =
  | {
    readonly ok: true;
    readonly kind: MovementKind;
    readonly cost: number;
    readonly budget: number;
    /** Whether the move went through Profane Miasma (its Weak Point, A24). */
    readonly crossedMiasma: boolean;
    /** Models the move went through with Trample (each suffers a Hit). */
    readonly trampled: readonly Occupant[];
  }
  | { readonly ok: false; readonly kind: MovementKind; readonly reason: MoveRefusal; readonly step: number | null; readonly cost?: number; readonly budget?: number };

export interface MoveOptions {
  /** Spaces of movement a Jump step (over one space) costs (A30 reading: the two spaces it covers). */
  readonly jumpCost?: number;
  /** A20 option: a halving and a doubling cancel each other instead of both applying (halve, then double). */
  readonly cancelHalveDouble?: boolean;
}

/** Whether a kind counts as Normal Movement for this mover (Climbing, Leap). */
export function isNormalMovement(kind: MovementKind, mover: Pick<Mover, "climbing" | "leap">): boolean {
  return NORMAL_MOVEMENTS.includes(kind) || (kind === "climb" && !!mover.climbing) || (kind === "jump" && !!mover.leap);
}

/**
 * The spaces a move may cover: modified SPD, halved once for each of Crippled, Slowed, Crouched, carrying, and a
 * path that touches Aquatic or Difficult (A31: a budget for the whole move), rounding up each time — halvings stack
 * as they do for every attribute (S1) — then doubled for Run and again while Flying (A20: halve, then double); a
 * Dodge move covers half of it.
 */
export function movementBudget(mover: Mover, kind: MovementKind, slowGround = false, cancelHalveDouble = false): number {
  requireOneOf("kind", kind, MOVEMENT_KINDS);
  if (kind === "idle") return 0;
  let halve = [mover.crippled, mover.slowed, mover.crouched, mover.carrying, slowGround].filter(Boolean).length;
  let double = (kind === "run" ? 1 : 0) + (mover.flying ? 1 : 0);
  if (cancelHalveDouble) [halve, double] = [Math.max(0, halve - double), Math.max(0, double - halve)];
  const base = applyModifiers(requireInt("spd", mover.spd, -1_000_000, 1_000_000), { halve, double, clamp: { min: 0 } }).value;
  return kind === "dodge" ? halvedUp(base) : base;
}

const same = (a: Tile, b: Tile) => a.x === b.x && a.y === b.y;

/** Check a move: `path` is the spaces entered after `from`, in order (empty for Idle). */
export function checkMove(space: MoveSpace, mover: Mover, kind: MovementKind, from: Tile, path: readonly Tile[], options: MoveOptions = {}): MoveCheck {
  requireOneOf("kind", kind, MOVEMENT_KINDS);
  const refuse = (reason: MoveRefusal, step: number | null = null): MoveCheck => ({ ok: false, kind, reason, step });
  const { board } = space;
  if (!board.contains(from)) return refuse("offBoard");
  if (kind === "idle") return path.length ? refuse("idle", 0) : { ok: true, kind, cost: 0, budget: 0, crossedMiasma: false, trampled: [] };
  if (mover.overEncumbered) return refuse("overEncumbered");
  if (kind !== "dodge") {
    if (mover.immobilized) return refuse("immobilized");
    if (mover.crouched && !isNormalMovement(kind, mover)) return refuse("crouchedSpecial");
    if (mover.engagedBy?.length && kind !== "walk") return refuse("engagedMovement");
  }
  const jumpCost = requireInt("jumpCost", options.jumpCost ?? 2, 1, 2);
  const byCell = new Map<number, Occupant[]>();
  for (const o of space.occupants) {
    if (!board.contains(o.cell)) continue;
    const i = board.index(o.cell);
    const list = byCell.get(i);
    if (list) list.push(o); else byCell.set(i, [o]);
  }
  const ignoresGround = !!(mover.flying || mover.flicker);
  const envAt = (c: Tile) => affecting(space.environments(c), mover);
  let slowGround = !ignoresGround && slows(envAt(from));
  let crossedMiasma = false;
  let cost = 0;
  const trampled: Occupant[] = [];
  let previous = from;
  for (let s = 0; s < path.length; s++) {
    const cell = path[s]!;
    if (!board.contains(cell)) return refuse("offBoard", s);
    const d = spaceDistance(previous, cell);
    const jumpStep = d === 2 && kind === "jump" && (previous.x === cell.x || previous.y === cell.y);
    if (d !== 1 && !jumpStep) return refuse("notAdjacent", s);
    const over = jumpStep ? { x: (previous.x + cell.x) / 2, y: (previous.y + cell.y) / 2 } : null;
    const wall = over ? board.blocksMove(previous, over) || board.blocksMove(over, cell) : board.blocksMove(previous, cell);
    if (wall) return refuse("wall", s);
    const envs = envAt(cell);
    if (over && has(envAt(over), "profaneMiasma")) crossedMiasma = true;
    if (has(envs, "profaneMiasma")) crossedMiasma = true;
    if ((mover.flying || mover.mounted) && has(envs, "dense")) return refuse("dense", s);
    if (!ignoresGround) {
      if (has(envs, "crevice")) return refuse("crevice", s);
      if (groundLevel(envs) !== groundLevel(envAt(previous)) && kind !== "climb" && kind !== "jump") return refuse("elevation", s);
      if (slows(envs)) slowGround = true;
    }
    const here = byCell.get(board.index(cell)) ?? [];
    const last = s === path.length - 1;
    // Through enemies, never; into an enemy's space to end there (melee at ❖), yes.
    if (!last && !mover.flying && !mover.flicker) {
      for (const o of here) {
        if (o.side === mover.side || o.incapacitated || o.dead || o.flying) continue;
        if (kind === "run" && mover.trample && sizeRank(o.size) < sizeRank(mover.size)) { trampled.push(o); continue; }
        return refuse("enemy", s);
      }
    }
    const taken = here.reduce((n, o) => n + slotsTaken(o), 0);
    const fits = taken + slotsTaken(mover) <= space.slots(cell);
    if (last && !fits) return refuse("endFull", s);
    if (!fits && !mover.flying && !mover.flicker && !here.some((o) => o.side === mover.side && slotsTaken(o) > 0)) return refuse("fullNoAlly", s);
    cost += jumpStep ? jumpCost : 1;
    previous = cell;
  }
  if (mover.engagedBy?.length && kind === "walk" && !mover.engagedBy.some((e) => towardAll(from, path, e))) return refuse("engagedDirection");
  const budget = movementBudget(mover, kind, slowGround, options.cancelHalveDouble ?? false);
  if (cost > budget) return { ok: false, kind, reason: "tooFar", step: null, cost, budget };
  return { ok: true, kind, cost, budget, crossedMiasma, trampled };
}

/** Difficult and Aquatic halve SPD for the move (A31). */
function slows(envs: readonly EnvironmentAt[]): boolean {
  return has(envs, "difficult") || has(envs, "aquatic");
}

/** Engaged Walk: every step brings the model closer to the enemy causing the State ("directly toward"). */
function towardAll(from: Tile, path: readonly Tile[], enemy: Tile): boolean {
  let previous = from;
  for (const cell of path) {
    if (same(previous, enemy) || spaceDistance(cell, enemy) >= spaceDistance(previous, enemy)) return false;
    previous = cell;
  }
  return true;
}
