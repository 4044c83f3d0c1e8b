import { angleBetween, clockVector } from "../../../../core/rules/grid";
import type { Wind } from "./weather";
import { MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";

export type WindRelation = "with" | "against" | "cross" | "none";

/** The wind's direction on the map: from segment `from` across the board toward segment `to`. */
export function windVector(wind: Wind): { x: number; y: number } {
  const a = clockVector(wind.from);
  const b = clockVector(wind.to);
  return { x: b.x - a.x, y: b.y - a.y };
}

/**
 * How something travelling along `vector` (a shot, or noise from a hero to an enemy) meets the wind:
 * within 45° of it is "with", more than 135° away is "against", anything else is crosswind.
 */
export function windRelation(wind: Wind, vector: { x: number; y: number }): WindRelation {
  if (wind.swirling || wind.speed <= 0) return "none";
  const angle = angleBetween(windVector(wind), vector);
  if (angle === null) return "none";
  if (angle < 45) return "with";
  if (angle > 135) return "against";
  return "cross";
}

/** Wind speed scales every directional effect (shots and noise): 1–3 one step, 4–6 two, and so on (Heroic 2D6 up to four). */
export function windStrength(speed: number): number {
  requireInt("speed", speed, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  return speed <= 0 ? 0 : Math.ceil(speed / 3);
}
