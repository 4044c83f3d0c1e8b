/**
 * Facing on an orthogonal grid (pure): a model faces one of four directions, and sees a cone of any width around
 * it (Eldfall's True LoS uses a 180° front, M47).
 */
import { requireInt, requireNumber, requireOneOf } from "../dice/guard";
import { angleBetween, tileDistance, type Tile } from "./grid";

export const FACINGS = ["north", "east", "south", "west"] as const;
export type Facing = (typeof FACINGS)[number];

/** Screen coordinates: y grows downward, so north is −y. */
const VECTORS: Record<Facing, Tile> = { north: { x: 0, y: -1 }, east: { x: 1, y: 0 }, south: { x: 0, y: 1 }, west: { x: -1, y: 0 } };

export function facingVector(facing: Facing): Tile {
  return VECTORS[requireOneOf("facing", facing, FACINGS)];
}

/** Whether `target`'s centre lies within a cone of `width` degrees around `direction` from `origin`'s centre (own space included). */
export function inCone(origin: Tile, direction: { x: number; y: number }, width: number, target: Tile): boolean {
  tileDistance(origin, target);
  requireNumber("width", width, 0, 360);
  if (origin.x === target.x && origin.y === target.y) return true;
  const angle = angleBetween(direction, { x: target.x - origin.x, y: target.y - origin.y });
  if (angle === null) throw new RangeError("direction must not be the zero vector");
  // acos rounding puts an exact 45° diagonal a hair over 45: the edge belongs to the cone.
  return angle <= width / 2 + 1e-9;
}

/** A model's own space and the `count` spaces straight ahead of it (Eldfall Spray S: 3, Spray L: 5, A29). */
export function spacesAhead(origin: Tile, facing: Facing, count: number): Tile[] {
  tileDistance(origin, origin);
  requireInt("count", count, 0, 1000);
  const f = facingVector(facing);
  return Array.from({ length: count + 1 }, (_, i) => ({ x: origin.x + i * f.x, y: origin.y + i * f.y }));
}

/**
 * The facing that looks most directly at `target` from `origin` (turning to face a model): along the longer axis;
 * on an exact diagonal, `current` when it is one of the two, else the east–west one. Null for the own space.
 */
export function facingToward(origin: Tile, target: Tile, current?: Facing): Facing | null {
  tileDistance(origin, target);
  const dx = target.x - origin.x;
  const dy = target.y - origin.y;
  if (dx === 0 && dy === 0) return null;
  const horizontal: Facing = dx > 0 ? "east" : "west";
  const vertical: Facing = dy > 0 ? "south" : "north";
  if (Math.abs(dx) > Math.abs(dy)) return horizontal;
  if (Math.abs(dy) > Math.abs(dx)) return vertical;
  return current === vertical ? vertical : horizontal;
}
