/**
 * Which Foundry generation the double imitates: v13 by default, v14 when the environment says REALMS_FOUNDRY=14
 * (`npm run test:unit` runs the glue tests in both). Only what differs between the two branches on it; each
 * difference lives in the module that imitates that part of Foundry and names the v14 declaration it follows
 * (T14 = the League's foundry-vtt-types main, 14.366.0).
 */
import type { Obj } from "./base";

const requested = process.env.REALMS_FOUNDRY ?? "13";
if (requested !== "13" && requested !== "14") throw new Error(`REALMS_FOUNDRY must be 13 or 14, not "${requested}"`);
export const FOUNDRY_GENERATION: 13 | 14 = requested === "14" ? 14 : 13;

/** `game.release` as each generation reports it (a v13 build the system supports, and v14's latest stable). */
export function releaseOf(generation: 13 | 14): { generation: number; build: number; version: string } {
  return generation === 14 ? { generation: 14, build: 366, version: "14.366" } : { generation: 13, build: 351, version: "13.351" };
}

/** The CONST entries one generation has and the other lacks (T14/common/constants.d.mts). */
export function generationConst(generation: 13 | 14): Obj {
  if (generation === 13) return {};
  return {
    EDGE_SENSE_TYPES: { NONE: 0, LIMITED: 10, NORMAL: 20, PROXIMITY: 30, DISTANCE: 40 },
    ACTIVE_EFFECT_SHOW_ICON: { NEVER: 0, CONDITIONAL: 1, ALWAYS: 2 },
  };
}

/** The value for the running generation: for a test whose expectation differs between the two. */
export function onGeneration<T>(values: { 13: T; 14: T }): T {
  return values[FOUNDRY_GENERATION];
}

/** Compatibility warnings v14 would log (a deprecated API the system touched); a test asserts none were added. */
export const deprecationWarnings: string[] = [];
