/**
 * What a Hostile's proposed route looks like on a square grid (pure): a line from the centre of the space it
 * stands in through the centre of each space it enters, and each entered space as a square numbered by step. The
 * canvas overlay (ai/route-overlay.ts) draws it with PIXI, the gallery as SVG — the same numbers in both.
 */
import type { Tile } from "../../../../core/rules/grid";

export interface RouteStep { readonly x: number; readonly y: number; readonly size: number }

export interface RouteGeometry {
  /** Canvas pixels: the start's centre, then each entered space's centre. */
  readonly line: readonly { readonly x: number; readonly y: number }[];
  /** Each entered space, in order: its top-left corner in pixels and its side. */
  readonly steps: readonly RouteStep[];
}

const centre = (c: Tile, size: number) => ({ x: (c.x + 0.5) * size, y: (c.y + 0.5) * size });

/** The route from `from` through `path` (the spaces entered, in order) on a grid of `size`-pixel spaces. */
export function routeGeometry(from: Tile, path: readonly Tile[], size: number): RouteGeometry {
  return {
    line: [from, ...path].map((c) => centre(c, size)),
    steps: path.map((c) => ({ x: c.x * size, y: c.y * size, size })),
  };
}
