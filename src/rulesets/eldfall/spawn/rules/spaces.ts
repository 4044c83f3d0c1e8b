/** The space a token (or any point in pixels) stands on, on a square grid of `size` pixels. Pure. */
import type { Tile } from "../../../../core/rules/grid";

export const spaceAt = (point: { readonly x: number; readonly y: number }, size: number): Tile =>
  ({ x: Math.floor(point.x / size), y: Math.floor(point.y / size) });

/** A token's space on its scene's grid (100-pixel spaces off a scene). */
export const tokenSpace = (token: { readonly x: number; readonly y: number; readonly parent: { readonly grid: { readonly size: number } } | null }): Tile =>
  spaceAt(token, token.parent?.grid.size ?? 100);
