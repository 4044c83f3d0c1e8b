/**
 * Eldfall space (pure): distances and reach counted in spaces from the adjacent space, orthogonally only (M43,
 * M49); sizes and the slots they take (M45); Awareness (M48, A26); reach values of items and spells (M50, M51).
 * The grid itself (board, walls, paths, slots) is the core's (`core/rules/grid-*.ts`).
 */
import { requireInt, requireOneOf } from "../../../../core/dice/guard";
import type { Tile } from "../../../../core/rules/grid";
import type { Board } from "../../../../core/rules/grid-board";
import { manhattan, orthogonalPath } from "../../../../core/rules/grid-path";
import { SIZE_SLOTS, SIZES, type Size } from "../../profile/rules/keys";
import type { Reach } from "../../profile/rules/profile";
import { awarenessRadius, reachSpaces, type ReachContext } from "../../profile/rules/reach";

// Measured on the profile's own terms (profile/rules/reach.ts); the space rules use them under these names too.
export { awarenessRadius, reachSpaces, type ReachContext };

/** Slots per space when neither the scene nor a zone says (A28: printed on the tiles, not in the text). */
export const DEFAULT_SPACE_SLOTS = 4;
/** The two-value reach boundary: the first value applies within 10 spaces, the second beyond (M50). */
export const NEAR_RANGE = 10;

/** Rank on the size ladder (Small 0 … Epic 6), for "smaller", "same size or smaller", "two sizes larger". */
export function sizeRank(size: Size): number {
  return SIZES.indexOf(requireOneOf("size", size, SIZES));
}

/** What takes a model's slots away: Incapacitated and Dead models and Flying models take none (M45). */
export interface SlotState {
  readonly size: Size;
  readonly incapacitated?: boolean;
  readonly dead?: boolean;
  readonly flying?: boolean;
}

export function slotsTaken(model: SlotState): number {
  if (model.incapacitated || model.dead || model.flying) return 0;
  return SIZE_SLOTS[requireOneOf("size", model.size, SIZES)];
}

/** Spaces between two spaces: 0 in the same space, 1 adjacent (sharing a side), never through corners (M43). */
export function spaceDistance(a: Tile, b: Tile): number {
  return manhattan(a, b);
}

export function isAdjacentSpace(a: Tile, b: Tile): boolean {
  return spaceDistance(a, b) === 1;
}



/**
 * Whether `other` is within a model's Awareness: counted like distance (A26), along passable spaces — Awareness
 * needs no LoS, but a space behind a wall is in it only when the way around is short enough (A65). Without a
 * board, on open ground.
 */
export function withinAwareness(model: Tile, other: Tile, radius: number, board?: Board): boolean {
  requireInt("radius", radius, 0, 1000);
  if (spaceDistance(model, other) > radius) return false;
  return !board || orthogonalPath(board, model, other, { budget: radius }) !== null;
}

/**
 * A reach as a profile row states it (M49–M51): ❖ (same space), a number of spaces, two ACC modifiers x|y
 * (infinite range), an attribute (half its value, rounded up), or Casting Aura (the caster's Awareness).
 * AoE rows carry their shape separately (aoe.ts) and reach the target space like a number.
 */
/** A RCH as the profile rules read it (rules/profile.ts): the one reach type of the ruleset. */
export type { Reach } from "../../profile/rules/profile";



/** The attack modifier a two-value reach gives at a distance: x within 10, y beyond (Crossbow +3|−3). */
export function twoValueModifier(reach: Reach, distance: number): number {
  if (reach.kind !== "bands") return 0;
  return requireInt("distance", distance, 0, 1_000_000) <= (reach.nearRange ?? NEAR_RANGE) ? reach.near : reach.far;
}
