/**
 * Zones on a square grid (pure): a zone is a set of cells with a kind the ruleset defines (Eldfall's
 * environments, slot overrides …). Its cells come from the shapes of a Foundry Region (pixels) — a cell belongs
 * to the zone when its centre lies inside the shapes' union minus their holes — and the rules ask which zones
 * apply to a space, to the cells a line crosses, or to the cells a token covers.
 */
import { MAX_GAME_NUMBER, requireInt, requireNumber } from "../dice/guard";
import { MAX_BOARD_SIDE } from "./grid-board";
import type { Tile } from "./grid";
import { lineCells } from "./grid-area";

/** Foundry v13's region shapes (BaseShapeData types), in scene pixels; rotation in degrees about the shape's centre. */
export type ZoneShape =
  | { readonly type: "rectangle"; readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly rotation?: number; readonly hole?: boolean }
  | { readonly type: "circle"; readonly x: number; readonly y: number; readonly radius: number; readonly hole?: boolean }
  | { readonly type: "ellipse"; readonly x: number; readonly y: number; readonly radiusX: number; readonly radiusY: number; readonly rotation?: number; readonly hole?: boolean }
  | { readonly type: "polygon"; readonly points: readonly number[]; readonly hole?: boolean };

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

/** Most cells one zone may cover: a whole 500×500 board. */
const MAX_ZONE_CELLS = 250_000;
const MAX_PIXELS = MAX_GAME_NUMBER * 10;

/**
 * The cells whose centres lie inside the union of the shapes that are not holes, and inside none of the holes;
 * with `bounds`, only cells of a width × height board (a region may reach past the scene's edge).
 */
export function shapeCells(shapes: readonly ZoneShape[], gridSize: number, bounds?: { readonly width: number; readonly height: number }): Tile[] {
  // Foundry's own rule for a scene: a whole number of pixels, 20 (GRID_MIN_SIZE) or more; a fraction would multiply the cells.
  requireInt("gridSize", gridSize, 20, 10_000);
  const solid = shapes.filter((s) => !s.hole);
  const holes = shapes.filter((s) => s.hole);
  const boxes = solid.map((s, i) => boundsOf(s, `shapes[${i}]`));
  holes.forEach((s, i) => boundsOf(s, `holes[${i}]`));
  if (!boxes.length) return [];
  if (bounds) {
    requireInt("bounds.width", bounds.width, 1, MAX_BOARD_SIDE);
    requireInt("bounds.height", bounds.height, 1, MAX_BOARD_SIDE);
  }
  const x0 = Math.max(Math.floor(Math.min(...boxes.map((b) => b.x0)) / gridSize), bounds ? 0 : -Infinity);
  const x1 = Math.min(Math.floor(Math.max(...boxes.map((b) => b.x1)) / gridSize), bounds ? bounds.width - 1 : Infinity);
  const y0 = Math.max(Math.floor(Math.min(...boxes.map((b) => b.y0)) / gridSize), bounds ? 0 : -Infinity);
  const y1 = Math.min(Math.floor(Math.max(...boxes.map((b) => b.y1)) / gridSize), bounds ? bounds.height - 1 : Infinity);
  if (x1 < x0 || y1 < y0) return [];
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_ZONE_CELLS) throw new RangeError(`a zone may cover at most ${MAX_ZONE_CELLS} cells`);
  const out: Tile[] = [];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const px = (x + 0.5) * gridSize;
      const py = (y + 0.5) * gridSize;
      if (solid.some((s) => contains(s, px, py)) && !holes.some((s) => contains(s, px, py))) out.push({ x, y });
    }
  }
  return out;
}

interface Box { x0: number; y0: number; x1: number; y1: number }

function boundsOf(s: ZoneShape, name: string): Box {
  const num = (k: string, v: unknown, min = -MAX_PIXELS) => requireNumber(`${name}.${k}`, v, min, MAX_PIXELS);
  switch (s.type) {
    case "rectangle": {
      num("x", s.x); num("y", s.y); num("width", s.width, 0); num("height", s.height, 0); num("rotation", s.rotation ?? 0);
      const r = Math.hypot(s.width, s.height) / 2;
      const cx = s.x + s.width / 2;
      const cy = s.y + s.height / 2;
      return { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r };
    }
    case "circle":
      num("x", s.x); num("y", s.y); num("radius", s.radius, 0);
      return { x0: s.x - s.radius, y0: s.y - s.radius, x1: s.x + s.radius, y1: s.y + s.radius };
    case "ellipse": {
      num("x", s.x); num("y", s.y); num("radiusX", s.radiusX, 0); num("radiusY", s.radiusY, 0); num("rotation", s.rotation ?? 0);
      const r = Math.max(s.radiusX, s.radiusY);
      return { x0: s.x - r, y0: s.y - r, x1: s.x + r, y1: s.y + r };
    }
    case "polygon": {
      if (!Array.isArray(s.points) || s.points.length < 6 || s.points.length % 2) throw new RangeError(`${name}.points must hold at least three x, y pairs`);
      s.points.forEach((v, i) => num(`points[${i}]`, v));
      const xs = s.points.filter((_, i) => i % 2 === 0);
      const ys = s.points.filter((_, i) => i % 2 === 1);
      return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
    }
    default:
      throw new RangeError(`${name}.type must be rectangle, circle, ellipse or polygon, got ${String((s as { type?: unknown }).type)}`);
  }
}

/** Turn a point about a centre by −rotation degrees, into the shape's unrotated frame. */
function unrotate(px: number, py: number, cx: number, cy: number, rotation: number): [number, number] {
  if (!rotation) return [px, py];
  const a = (-rotation * Math.PI) / 180;
  const dx = px - cx;
  const dy = py - cy;
  return [cx + dx * Math.cos(a) - dy * Math.sin(a), cy + dx * Math.sin(a) + dy * Math.cos(a)];
}

const EPS = 1e-9;

function contains(s: ZoneShape, px: number, py: number): boolean {
  switch (s.type) {
    case "rectangle": {
      const [x, y] = unrotate(px, py, s.x + s.width / 2, s.y + s.height / 2, s.rotation ?? 0);
      return x >= s.x - EPS && x <= s.x + s.width + EPS && y >= s.y - EPS && y <= s.y + s.height + EPS;
    }
    case "circle":
      return (px - s.x) ** 2 + (py - s.y) ** 2 <= s.radius ** 2 + EPS;
    case "ellipse": {
      const [x, y] = unrotate(px, py, s.x, s.y, s.rotation ?? 0);
      return ((x - s.x) / s.radiusX) ** 2 + ((y - s.y) / s.radiusY) ** 2 <= 1 + EPS;
    }
    case "polygon":
      return inPolygon(s.points, px, py);
  }
}

/** Even–odd ray casting; a point on an edge counts as inside. */
function inPolygon(p: readonly number[], px: number, py: number): boolean {
  let inside = false;
  for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2) {
    const xi = p[i]!, yi = p[i + 1]!, xj = p[j]!, yj = p[j + 1]!;
    const onSegment = Math.abs((xj - xi) * (py - yi) - (yj - yi) * (px - xi)) < EPS
      && px >= Math.min(xi, xj) - EPS && px <= Math.max(xi, xj) + EPS && py >= Math.min(yi, yj) - EPS && py <= Math.max(yi, yj) + EPS;
    if (onSegment) return true;
    if ((yi > py) !== (yj > py) && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
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
