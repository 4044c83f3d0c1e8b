/** Square-grid geometry shared by rulesets that count tiles (pure). */
import { MAX_GAME_NUMBER, requireInt, requireNumber } from "../dice/guard";
/** A grid square: whole coordinates within ±MAX_GAME_NUMBER. */
export interface Tile { readonly x: number; readonly y: number }

function requireTile(name: string, t: Tile): void {
  requireInt(`${name}.x`, t.x, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireInt(`${name}.y`, t.y, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
}

/** Tiles between two squares when diagonal steps cost one (Chebyshev distance). */
export function tileDistance(a: Tile, b: Tile): number {
  requireTile("a", a);
  requireTile("b", b);
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/**
 * Unit vector of a 12-segment clock face: segment 12 points to the top of the map and numbers run
 * clockwise, as on a clock. Screen coordinates: y grows downward.
 */
export function clockVector(segment: number): { x: number; y: number } {
  requireInt("segment", segment, 1, 12);
  const angle = ((segment % 12) * Math.PI) / 6;
  return { x: round(Math.sin(angle)), y: round(-Math.cos(angle)) };
}

const round = (v: number) => Math.round(v * 1e12) / 1e12;

/** Angle in degrees (0–180) between two vectors; null when either is zero. */
export function angleBetween(a: { x: number; y: number }, b: { x: number; y: number }): number | null {
  for (const [name, v] of [["a.x", a.x], ["a.y", a.y], ["b.x", b.x], ["b.y", b.y]] as const) requireNumber(name, v, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  const la = Math.hypot(a.x, a.y);
  const lb = Math.hypot(b.x, b.y);
  if (!(la * lb > 0)) return null; // also tiny vectors whose product underflows (0 / 0 would be NaN)
  const cos = Math.max(-1, Math.min(1, (a.x * b.x + a.y * b.y) / (la * lb)));
  return (Math.acos(cos) * 180) / Math.PI;
}

/** The tile `distance` grid steps away along a direction (rounded to the nearest tile). */
export function stepAlong(from: Tile, direction: { x: number; y: number }, distance: number): Tile {
  requireInt("distance", distance, 0, MAX_GAME_NUMBER);
  requireTile("from", from);
  requireNumber("direction.x", direction.x, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireNumber("direction.y", direction.y, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  const scale = Math.max(Math.abs(direction.x), Math.abs(direction.y));
  if (scale === 0 || distance <= 0) return { ...from };
  return {
    x: from.x + Math.round((direction.x / scale) * distance),
    y: from.y + Math.round((direction.y / scale) * distance),
  };
}

/** Walk toward a target one king-move at a time, at most `maxSteps`, stopping `stopAt` tiles away. */
export function pathToward(from: Tile, to: Tile, maxSteps: number, stopAt = 1): Tile[] {
  requireInt("maxSteps", maxSteps, 0, 1000);
  requireInt("stopAt", stopAt, 0, MAX_GAME_NUMBER);
  requireTile("from", from);
  requireTile("to", to);
  const path: Tile[] = [];
  let current = from;
  while (path.length < maxSteps && tileDistance(current, to) > stopAt) {
    current = { x: current.x + Math.sign(to.x - current.x), y: current.y + Math.sign(to.y - current.y) };
    path.push(current);
  }
  return path;
}
