/** Where an actor stands: its token on a scene and that token's square. */
import type { Tile } from "../../../core/rules/grid";
import { tokenOfActor } from "../../../core/token-lookup";

/** A token's square on the grid. */
export function tileOf(token: { x: number; y: number } | null | undefined, scene: Scene.Implementation | null | undefined): Tile {
  const size = scene?.grid.size ?? 100;
  return { x: Math.round((token?.x ?? 0) / size), y: Math.round((token?.y ?? 0) / size) };
}

export const tokenOf = tokenOfActor;
