/**
 * Eldfall line of sight (pure, M47, §TRUE/ASSISTED LINE OF SIGHT, DARK, HAZY, CROUCHED, ENGAGED): whether a
 * model sees another, and why not. Walls come from the core board (`sightClear`, marker to marker); Hazy and
 * Profane Miasma block a line through them (A33), Dark limits sight to Awareness (A32), a Crouched model hides
 * from smaller-or-equal enemies beyond 3 spaces (A27), and True LoS sees only the front 180° (Vigilance: all round).
 */
import { requireOneOf } from "../../../../core/dice/guard";
import type { Tile } from "../../../../core/rules/grid";
import type { Board } from "../../../../core/rules/grid-board";
import { facingVector, inCone, type Facing } from "../../../../core/rules/grid-facing";
import { sightClear } from "../../../../core/rules/grid-sight";
import { has, type EnvironmentAt } from "./environments";
import type { Size } from "../../profile/rules/keys";
import { sizeRank, spaceDistance, withinAwareness } from "./space";

export const LOS_MODES = ["assisted", "true"] as const;
export type LosMode = (typeof LOS_MODES)[number];
/** Beyond this many spaces an enemy of the same size or smaller cannot see a Crouched model (A27). */
export const CROUCHED_HIDDEN_BEYOND = 3;

export interface Viewer {
  readonly cell: Tile;
  readonly size: Size;
  /** True LoS: the direction its front faces. */
  readonly facing?: Facing;
  readonly vigilance?: boolean;
  /** Awareness radius in spaces (space.ts `awarenessRadius`). */
  readonly awareness: number;
  /** Moving models see all round (GENERAL RULES OF MOVEMENT). */
  readonly moving?: boolean;
  /** Environments affecting the viewer in its space (Dark). */
  readonly environments?: readonly EnvironmentAt[];
  /** Ids of the enemies causing its Engaged State: it always sees them. */
  readonly engagedBy?: readonly string[];
}

export interface Sighted {
  readonly id?: string;
  readonly cell: Tile;
  readonly size: Size;
  readonly crouched?: boolean;
  /** A Crouched model that attacks is seen. */
  readonly attacking?: boolean;
}

export type Blind = "dark" | "crouched" | "behind" | "wall" | "hazy";

export interface SightInput {
  readonly board: Board;
  readonly mode: LosMode;
  /** Environments on the spaces a line crosses between its two ends (zones' `onLine` with `ends: false`). */
  readonly between: (a: Tile, b: Tile) => readonly EnvironmentAt[];
}

/** Whether `viewer` has LoS to `target`; null when it does, else the first reason it does not. */
export function blindReason(input: SightInput, viewer: Viewer, target: Sighted): Blind | null {
  requireOneOf("mode", input.mode, LOS_MODES);
  const d = spaceDistance(viewer.cell, target.cell);
  // Own space: always (a model entering a space sees all in it by the end of the sequence).
  if (d === 0) return null;
  if (target.id !== undefined && viewer.engagedBy?.includes(target.id)) return null;
  if (viewer.environments && has(viewer.environments, "dark") && !withinAwareness(viewer.cell, target.cell, viewer.awareness, input.board)) return "dark";
  if (target.crouched && !target.attacking && d > CROUCHED_HIDDEN_BEYOND && sizeRank(target.size) <= sizeRank(viewer.size)) return "crouched";
  if (input.mode === "true" && !viewer.vigilance && !viewer.moving && viewer.facing
    && !inCone(viewer.cell, facingVector(viewer.facing), 180, target.cell)) return "behind";
  if (!sightClear(input.board, viewer.cell, target.cell)) return "wall";
  if (input.between(viewer.cell, target.cell).some((e) => e.env === "hazy" || e.env === "profaneMiasma")) return "hazy";
  return null;
}
