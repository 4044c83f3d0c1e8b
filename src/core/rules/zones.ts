/**
 * Zones on a square grid (pure): a zone is a set of cells with a kind the ruleset defines (Eldfall's
 * environments, slot overrides …). Which cells a zone covers is the region's own answer (Foundry's
 * `RegionDocument#testPoint` asked at each cell's centre, core/zones.ts): every shape Foundry can draw counts as
 * Foundry draws it. The rules ask which zones apply to a space, to the cells a line crosses, or to the cells a
 * token covers.
 */
import { requireInt, requireNumber } from "../dice/guard";
import { MAX_BOARD_SIDE } from "./grid-board";
import type { Tile } from "./grid";
import { lineCells } from "./grid-area";

export interface Zone {
  /** Stable id (the behavior's uuid in Foundry). */
  readonly id: string;
  readonly kind: string;
  /** The kind's parameters as stored (a number and a choice; what they mean is the kind's business). */
  readonly value: number | null;
  readonly option: string;
  /** Shown to the GM only; the rules still apply it to everyone. */
  readonly hidden: boolean;
  readonly name: string;
  readonly cells: readonly Tile[];
}

/** A pixel rectangle (a region's `bounds`). */
export interface PixelBounds { readonly x: number; readonly y: number; readonly width: number; readonly height: number }

/**
 * The cells of a width × height board whose centres `inside` accepts, asked only for the centres within `bounds`
 * (the region lies inside its bounds, so no other centre can be in it), row by row; bounds reaching past the board
 * are cut to it.
 */
export function cellsWhere(inside: (x: number, y: number) => boolean, bounds: PixelBounds, gridSize: number, board: { readonly width: number; readonly height: number }): Tile[] {
  // Foundry's own rule for a scene: a whole number of pixels, 20 (GRID_MIN_SIZE) or more.
  requireInt("gridSize", gridSize, 20, 10_000);
  requireInt("board.width", board.width, 1, MAX_BOARD_SIDE);
  requireInt("board.height", board.height, 1, MAX_BOARD_SIDE);
  const x = requireNumber("bounds.x", bounds.x);
  const y = requireNumber("bounds.y", bounds.y);
  const w = requireNumber("bounds.width", bounds.width, 0);
  const h = requireNumber("bounds.height", bounds.height, 0);
  // Cell i's centre is (i + ½)·size: the first and last centres within [x, x + w], on the board.
  const x0 = Math.max(0, Math.ceil(x / gridSize - 0.5));
  const x1 = Math.min(board.width - 1, Math.floor((x + w) / gridSize - 0.5));
  const y0 = Math.max(0, Math.ceil(y / gridSize - 0.5));
  const y1 = Math.min(board.height - 1, Math.floor((y + h) / gridSize - 0.5));
  const out: Tile[] = [];
  for (let cy = y0; cy <= y1; cy++) {
    for (let cx = x0; cx <= x1; cx++) if (inside((cx + 0.5) * gridSize, (cy + 0.5) * gridSize)) out.push({ x: cx, y: cy });
  }
  return out;
}

const key = (c: Tile) => `${c.x},${c.y}`;

/** The zones of one scene, indexed by cell: answers the rules' "which zones apply here" questions. */
export class ZoneIndex {
  readonly zones: readonly Zone[];
  readonly #byCell = new Map<string, Zone[]>();

  constructor(zones: readonly Zone[]) {
    this.zones = zones;
    for (const z of zones) {
      for (const c of z.cells) {
        const list = this.#byCell.get(key(c)) ?? [];
        if (!list.includes(z)) list.push(z);
        this.#byCell.set(key(c), list);
      }
    }
  }

  /** Zones covering one space, in scene order. */
  at(cell: Tile, kind?: string): Zone[] {
    return (this.#byCell.get(key(cell)) ?? []).filter((z) => kind === undefined || z.kind === kind);
  }

  /** Zones covering any of the cells (a token's footprint), each once, in scene order. */
  over(cells: readonly Tile[], kind?: string): Zone[] {
    const hit = new Set(cells.flatMap((c) => this.at(c, kind)));
    return this.zones.filter((z) => hit.has(z));
  }

  /**
   * Zones a straight line between two cells crosses. `ends: false` leaves out the two end cells' zones unless the
   * line also crosses them between (Eldfall's Hazy blocks a line through it, not one from or into it, A33).
   */
  onLine(a: Tile, b: Tile, options: { kind?: string; ends?: boolean } = {}): Zone[] {
    const cells = lineCells(a, b);
    const between = options.ends === false ? cells.filter((c) => key(c) !== key(a) && key(c) !== key(b)) : cells;
    return this.over(between, options.kind);
  }

  /** What may be shown to a user: hidden zones to the GM only. */
  shownTo(zones: readonly Zone[], isGM: boolean): Zone[] {
    return isGM ? [...zones] : zones.filter((z) => !z.hidden);
  }
}
