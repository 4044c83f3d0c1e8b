/**
 * A bounded square board for orthogonal geometry (pure): cells 0..width-1 × 0..height-1, and walls as blocked
 * edges between two orthogonally adjacent cells. Each blocked edge says what it stops: movement, sight, or both
 * (Eldfall's black tile border stops both; a black border on a Large tile stops sight only, M46).
 */
import { requireBool, requireInt } from "../dice/guard";
import type { Tile } from "./grid";

/** Largest board side the geometry accepts: a 60×60 Eldfall field is far inside it, and every search stays fast. */
export const MAX_BOARD_SIDE = 500;

export interface WallEdge {
  readonly a: Tile;
  readonly b: Tile;
  /** Stops movement across the edge. */
  readonly move: boolean;
  /** Stops sight (lines of sight, ranged lines) across the edge. */
  readonly sight: boolean;
}

const MOVE = 1;
const SIGHT = 2;

/** The four orthogonal steps, in a fixed order (east, south, west, north) so searches are deterministic. */
export const ORTHOGONAL_STEPS: readonly Tile[] = [{ x: 1, y: 0 }, { x: 0, y: 1 }, { x: -1, y: 0 }, { x: 0, y: -1 }];

export class Board {
  readonly width: number;
  readonly height: number;
  /** Per cell: bit flags of its east edge at 2i, of its south edge at 2i+1. */
  readonly #edges: Uint8Array;

  constructor(width: number, height: number, walls: readonly WallEdge[] = []) {
    this.width = requireInt("width", width, 1, MAX_BOARD_SIDE);
    this.height = requireInt("height", height, 1, MAX_BOARD_SIDE);
    this.#edges = new Uint8Array(2 * width * height);
    walls.forEach((w, i) => {
      requireBool(`walls[${i}].move`, w.move);
      requireBool(`walls[${i}].sight`, w.sight);
      const slot = this.#edgeSlot(w.a, w.b, `walls[${i}]`);
      this.#edges[slot]! |= (w.move ? MOVE : 0) | (w.sight ? SIGHT : 0);
    });
  }

  contains(c: Tile): boolean {
    return Number.isInteger(c.x) && Number.isInteger(c.y) && c.x >= 0 && c.y >= 0 && c.x < this.width && c.y < this.height;
  }

  requireCell(name: string, c: Tile): Tile {
    requireInt(`${name}.x`, c.x, 0, this.width - 1);
    requireInt(`${name}.y`, c.y, 0, this.height - 1);
    return c;
  }

  /** Index of a cell on the board (row-major), for arrays keyed by cell. */
  index(c: Tile): number {
    return c.y * this.width + c.x;
  }

  cellAt(index: number): Tile {
    return { x: index % this.width, y: Math.floor(index / this.width) };
  }

  /** Whether a step between two orthogonal neighbours crosses a wall that stops movement. */
  blocksMove(a: Tile, b: Tile): boolean {
    return (this.#edges[this.#edgeSlot(a, b, "step")]! & MOVE) !== 0;
  }

  blocksSight(a: Tile, b: Tile): boolean {
    return (this.#edges[this.#edgeSlot(a, b, "step")]! & SIGHT) !== 0;
  }

  /** Orthogonal neighbours on the board reachable in one step (no movement wall between). */
  steps(c: Tile): Tile[] {
    const out: Tile[] = [];
    for (const d of ORTHOGONAL_STEPS) {
      const n = { x: c.x + d.x, y: c.y + d.y };
      if (this.contains(n) && !this.blocksMove(c, n)) out.push(n);
    }
    return out;
  }

  /** The same check as `steps` on cell indices, for the searches' inner loop (no allocation). */
  openStep(from: number, direction: number): number {
    const x = from % this.width;
    const y = (from - x) / this.width;
    switch (direction) {
      case 0: return x + 1 < this.width && !(this.#edges[2 * from]! & MOVE) ? from + 1 : -1;
      case 1: return y + 1 < this.height && !(this.#edges[2 * from + 1]! & MOVE) ? from + this.width : -1;
      case 2: return x > 0 && !(this.#edges[2 * (from - 1)]! & MOVE) ? from - 1 : -1;
      default: return y > 0 && !(this.#edges[2 * (from - this.width) + 1]! & MOVE) ? from - this.width : -1;
    }
  }

  #edgeSlot(a: Tile, b: Tile, name: string): number {
    this.requireCell(`${name}.a`, a);
    this.requireCell(`${name}.b`, b);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    if (Math.abs(dx) + Math.abs(dy) !== 1) throw new RangeError(`${name}: cells (${a.x}, ${a.y}) and (${b.x}, ${b.y}) do not share a side`);
    const low = dx < 0 || dy < 0 ? b : a;
    return 2 * this.index(low) + (dx !== 0 ? 0 : 1);
  }
}
