/**
 * Spawning Hostiles (M80–M82, pure): what the Spawn Pool gives for a request (the core ladder, capped at Tier III,
 * with Eldfall's consolation when it runs out: every Hostile on the field regains 1 HP), where the new model goes
 * (the space asked for when its slots have room, else an adjacent space with room) and which way it faces (the hero
 * who triggered the Encounter or Intrigue, else the closest hero).
 */
import { requireInt } from "../../../../core/dice/guard";
import type { Tile } from "../../../../core/rules/grid";
import type { Board } from "../../../../core/rules/grid-board";
import { ORTHOGONAL_STEPS } from "../../../../core/rules/grid-board";
import type { Facing } from "../../../../core/rules/grid-facing";
import { fits } from "../../../../core/rules/grid-slots";
import { answerSpawn, type PoolKind, type SpawnRequest, type SpawnStep } from "../../../../core/rules/spawn-pool";
import { spaceDistance } from "../../space/rules/space";

/** A replacement climbs at most to Tier III (M80). */
export const SPAWN_MAX_TIER = 3;

export type SpawnPlan =
  | {
    readonly kind: "spawn"; readonly step: SpawnStep; readonly tier: number;
    /** One: spawn it; several: the players choose (M80). */
    readonly candidates: readonly string[];
    /** The Hostile asked for when another replaces it: its Quest Rules extend to the replacement (M80). */
    readonly replaces: string | null;
  }
  /** Nothing left from the Tier asked for up to Tier III: every Hostile regains 1 HP instead. */
  | { readonly kind: "regainHp"; readonly replaces: string | null };

export function planSpawn(pool: readonly PoolKind[], request: SpawnRequest): SpawnPlan {
  const answer = answerSpawn(pool, request, { maxTier: SPAWN_MAX_TIER });
  const named = request.kind === "named" ? request.id : null;
  if (answer.kind === "exhausted") return { kind: "regainHp", replaces: named };
  return { kind: "spawn", step: answer.step, tier: answer.tier, candidates: answer.candidates, replaces: answer.step === "named" ? null : named };
}

export interface HostileHealth { readonly id: string; readonly hp: number; readonly max: number; readonly dead: boolean }

/** "All Hostiles regain 1 HP": each living Hostile below its maximum, by id and its new HP. */
export function regainOneHp(hostiles: readonly HostileHealth[]): { id: string; hp: number }[] {
  return hostiles.filter((h) => !h.dead && requireInt("hp", h.hp, 0, 999) < requireInt("max", h.max, 0, 999)).map((h) => ({ id: h.id, hp: h.hp + 1 }));
}

export interface SpawnSpace {
  readonly board: Board;
  /** Slots a space has. */
  readonly capacity: (cell: Tile) => number;
  /** Slots the models there take now. */
  readonly occupied: (cell: Tile) => number;
}

/**
 * Where a model taking `size` slots may be placed for a spawn at `at`: that space when it has room, else every
 * adjacent space with room that no wall separates from it (the first is the default). Empty: no room anywhere
 * near, the GM places it.
 */
export function spawnSpaces(space: SpawnSpace, at: Tile, size: number): Tile[] {
  space.board.requireCell("at", at);
  const room = (c: Tile) => fits(size, space.occupied(c), space.capacity(c));
  if (room(at)) return [at];
  return ORTHOGONAL_STEPS.map((s) => ({ x: at.x + s.x, y: at.y + s.y }))
    .filter((c) => space.board.contains(c) && !space.board.blocksMove(at, c) && room(c));
}

export interface HeroAt { readonly id: string; readonly cell: Tile }

/** The hero a spawned Hostile faces: the one who triggered it when given and on the field, else the closest (first listed on a tie). */
export function facedHero(cell: Tile, heroes: readonly HeroAt[], triggeredBy: string | null = null): HeroAt | null {
  const trigger = triggeredBy ? heroes.find((h) => h.id === triggeredBy) : undefined;
  if (trigger) return trigger;
  let best: HeroAt | null = null;
  for (const h of heroes) if (!best || spaceDistance(cell, h.cell) < spaceDistance(cell, best.cell)) best = h;
  return best;
}

/** The facing from one space toward another: along the longer axis (vertical on an exact diagonal); null in the same space. */
export function facingToward(from: Tile, to: Tile): Facing | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return null;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? "east" : "west";
  return dy > 0 ? "south" : "north";
}

/** A token's rotation for a facing (Foundry draws a token facing down at 0°, turning clockwise: space/space-scene.ts). */
export const ROTATION_OF_FACING: Readonly<Record<Facing, number>> = { south: 0, west: 90, north: 180, east: 270 };
