/**
 * Wall segments drawn on a scene (pixels) as blocked edges of the grid (pure). An edge between two orthogonal
 * neighbours is blocked when a wall crosses the segment joining the two cell centres, so walls drawn on the grid
 * lines block exactly the sides they run along, and a wall drawn at an angle blocks every side it cuts.
 */
import { requireNumber, requireInt } from "../dice/guard";
import { MAX_BOARD_SIDE, type WallEdge } from "./grid-board";

export interface WallSegment {
  /** [x0, y0, x1, y1] in pixels (Foundry's `WallDocument#c`). */
  readonly c: readonly [number, number, number, number] | readonly number[];
  readonly move: boolean;
  readonly sight: boolean;
}

const MAX_PIXELS = MAX_BOARD_SIDE * 10_000;

/** Blocked edges of a `width`×`height` board of `gridSize`-pixel cells; edges outside the board are dropped. */
export function wallEdges(segments: readonly WallSegment[], gridSize: number, width: number, height: number): WallEdge[] {
  requireNumber("gridSize", gridSize, 1, 10_000);
  requireInt("width", width, 1, MAX_BOARD_SIDE);
  requireInt("height", height, 1, MAX_BOARD_SIDE);
  // Per cell: bit flags of its east edge (move 1, sight 2) and of its south edge (move 4, sight 8).
  const flags = new Uint8Array(width * height);
  segments.forEach((s, i) => {
    if (!Array.isArray(s.c) || s.c.length !== 4) throw new RangeError(`segments[${i}].c must hold four numbers`);
    const [x0, y0, x1, y1] = s.c.map((v, k) => requireNumber(`segments[${i}].c[${k}]`, v, -MAX_PIXELS, MAX_PIXELS)) as [number, number, number, number];
    const bits = (s.move ? 1 : 0) | (s.sight ? 2 : 0);
    if (!bits) return;
    // Only edges whose centre-to-centre segment lies within the wall's bounding box (one cell of margin) can cross it.
    const cx0 = Math.max(0, Math.floor(Math.min(x0, x1) / gridSize) - 1);
    const cx1 = Math.min(width - 1, Math.floor(Math.max(x0, x1) / gridSize) + 1);
    const cy0 = Math.max(0, Math.floor(Math.min(y0, y1) / gridSize) - 1);
    const cy1 = Math.min(height - 1, Math.floor(Math.max(y0, y1) / gridSize) + 1);
    for (let y = cy0; y <= cy1; y++) {
      for (let x = cx0; x <= cx1; x++) {
        const ax = (x + 0.5) * gridSize;
        const ay = (y + 0.5) * gridSize;
        if (x + 1 < width && segmentsCross(ax, ay, ax + gridSize, ay, x0, y0, x1, y1)) flags[y * width + x]! |= bits;
        if (y + 1 < height && segmentsCross(ax, ay, ax, ay + gridSize, x0, y0, x1, y1)) flags[y * width + x]! |= bits << 2;
      }
    }
  });
  const out: WallEdge[] = [];
  flags.forEach((f, i) => {
    const x = i % width;
    const y = (i - x) / width;
    if (f & 3) out.push({ a: { x, y }, b: { x: x + 1, y }, move: (f & 1) !== 0, sight: (f & 2) !== 0 });
    if (f & 12) out.push({ a: { x, y }, b: { x, y: y + 1 }, move: (f & 4) !== 0, sight: (f & 8) !== 0 });
  });
  return out;
}

const cross = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) => (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);

/** Whether segment P (p0→p1) and segment Q (q0→q1) share a point, touching included. */
function segmentsCross(p0x: number, p0y: number, p1x: number, p1y: number, q0x: number, q0y: number, q1x: number, q1y: number): boolean {
  const d1 = cross(q0x, q0y, q1x, q1y, p0x, p0y);
  const d2 = cross(q0x, q0y, q1x, q1y, p1x, p1y);
  const d3 = cross(p0x, p0y, p1x, p1y, q0x, q0y);
  const d4 = cross(p0x, p0y, p1x, p1y, q1x, q1y);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (d1 === 0 && onBox(q0x, q0y, q1x, q1y, p0x, p0y)) || (d2 === 0 && onBox(q0x, q0y, q1x, q1y, p1x, p1y))
    || (d3 === 0 && onBox(p0x, p0y, p1x, p1y, q0x, q0y)) || (d4 === 0 && onBox(p0x, p0y, p1x, p1y, q1x, q1y));
}

/** Whether a point known to lie on the line through a and b lies between them. */
function onBox(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
  return Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);
}
