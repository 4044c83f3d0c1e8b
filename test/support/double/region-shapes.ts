/**
 * Region shapes and what `RegionDocument#testPoint` answers about them, after Foundry v13 and v14 (the shape
 * models are BaseShapeData's types in each generation's common/data/data.d.mts; T14 = the League's
 * foundry-vtt-types main, 14.366.0):
 * - v13 has rectangle (x, y, width, height, rotation about its centre), circle (x, y, radius), ellipse (x, y,
 *   radiusX, radiusY, rotation about its centre) and polygon (points, three x, y pairs or more); any other type
 *   fails the TypedSchemaField's validation and the creation is refused.
 * - v14 adds emanation (a base shape grown by `radius`; the base is any type but emanation and ring), cone (x, y
 *   the apex, radius, angle, rotation the direction, curvature round/flat/semicircle; flat allows 90° at most and
 *   semicircle 180°), ring (x, y, radius, innerWidth inside and outerWidth outside it), line (x, y the origin,
 *   length, width, rotation about the origin), token (x, y the top-left pixel, width and height in grid spaces,
 *   shape CONST.TOKEN_SHAPES) and grid (offsets {i, j}: row and column of each grid space); its rectangle has an
 *   anchor (anchorX, anchorY, fractions of its width and height) placed at x, y and turns about that origin.
 * - Every shape has `hole`; unknown keys are dropped; numbers must be finite and lengths not negative.
 * - A point is in a region when it is in one shape that is no hole and in no hole, and its elevation lies within
 *   the region's `elevation.bottom`–`top` (null: unbounded). A point without a numeric elevation is outside, as
 *   Foundry's comparisons with `undefined` answer.
 * Angles are degrees, turning clockwise on the canvas (y points down); a cone's and a line's rotation 0 points
 * east (+x), as MeasuredTemplate directions do.
 * Where the declarations are silent, the double is stricter rather than inventive: it refuses `gridBased: true`,
 * the "semicircle" cone and the hexagonal token shapes (trapezoids), whose geometry it does not imitate, and a
 * point exactly on an edge counts as inside (tests keep cell centres off edges, as Foundry's polygons differ there).
 */
import type { Obj } from "./base";

export type ShapeType = "rectangle" | "circle" | "ellipse" | "polygon" | "emanation" | "cone" | "ring" | "line" | "token" | "grid";
export type Shape = Obj & { type: ShapeType; hole: boolean };

const V13_TYPES: readonly ShapeType[] = ["rectangle", "circle", "ellipse", "polygon"];
const V14_TYPES: readonly ShapeType[] = [...V13_TYPES, "emanation", "cone", "ring", "line", "token", "grid"];
/** CONST.TOKEN_SHAPES (T14/common/constants.d.mts). */
export const TOKEN_SHAPES = { ELLIPSE_1: 0, ELLIPSE_2: 1, TRAPEZOID_1: 2, TRAPEZOID_2: 3, RECTANGLE_1: 4, RECTANGLE_2: 5 } as const;

type Field = "num" | "len" | "angle" | "anchor" | "flag";
const V13_FIELDS: Record<string, Record<string, Field>> = {
  rectangle: { x: "num", y: "num", width: "len", height: "len", rotation: "angle" },
  circle: { x: "num", y: "num", radius: "len" },
  ellipse: { x: "num", y: "num", radiusX: "len", radiusY: "len", rotation: "angle" },
  polygon: {},
};
const V14_FIELDS: Record<string, Record<string, Field>> = {
  rectangle: { ...V13_FIELDS.rectangle, anchorX: "anchor", anchorY: "anchor", gridBased: "flag" },
  circle: { ...V13_FIELDS.circle, gridBased: "flag" },
  ellipse: { ...V13_FIELDS.ellipse, gridBased: "flag" },
  polygon: {},
  emanation: { radius: "len", gridBased: "flag" },
  cone: { x: "num", y: "num", radius: "len", angle: "len", rotation: "angle", gridBased: "flag" },
  ring: { x: "num", y: "num", radius: "len", innerWidth: "len", outerWidth: "len", gridBased: "flag" },
  line: { x: "num", y: "num", length: "len", width: "len", rotation: "angle", gridBased: "flag" },
  token: { x: "num", y: "num", width: "len", height: "len" },
  grid: {},
};

function invalid(path: string, why: string): never {
  throw new Error(`RegionData validation errors:\n  ${path}: ${why}`);
}

/** A shape's data as the generation's model keeps it (defaults filled, unknown keys dropped), or a validation error. */
export function cleanShape(data: Obj, generation: 13 | 14, path: string, base = false): Shape {
  const types = generation === 14 ? V14_TYPES : V13_TYPES;
  const type = data.type as ShapeType;
  if (!types.includes(type) || (base && (type === "emanation" || type === "ring"))) invalid(`${path}.type`, `"${String(data.type)}" is not a valid shape type`);
  const fields = (generation === 14 ? V14_FIELDS : V13_FIELDS)[type]!;
  const out: Shape = { type, hole: data.hole === undefined ? false : data.hole === true };
  if (data.hole !== undefined && typeof data.hole !== "boolean") invalid(`${path}.hole`, "must be a boolean");
  for (const [key, kind] of Object.entries(fields)) {
    const v = data[key];
    if (kind === "flag") {
      if (v !== undefined && typeof v !== "boolean") invalid(`${path}.${key}`, "must be a boolean");
      out[key] = v === true;
      continue;
    }
    if (v === undefined && (kind === "angle" || kind === "anchor")) { out[key] = 0; continue; }
    if (typeof v !== "number" || !Number.isFinite(v)) invalid(`${path}.${key}`, "must be a finite number");
    if (kind === "len" && v < 0) invalid(`${path}.${key}`, "must be at least 0");
    out[key] = v;
  }
  if (out.gridBased) throw new Error(`${path}: the test double does not imitate grid-based shapes (gridBased: true)`);
  switch (type) {
    case "polygon": {
      const points = data.points;
      if (!Array.isArray(points) || points.length < 6 || points.length % 2 || points.some((p) => typeof p !== "number" || !Number.isFinite(p))) {
        invalid(`${path}.points`, "must hold at least three x, y pairs of finite numbers");
      }
      out.points = [...points];
      break;
    }
    case "emanation":
      if (!data.base || typeof data.base !== "object") invalid(`${path}.base`, "is required");
      out.base = cleanShape(data.base as Obj, generation, `${path}.base`, true);
      break;
    case "cone": {
      const curvature = data.curvature ?? "round";
      if (curvature !== "round" && curvature !== "flat" && curvature !== "semicircle") invalid(`${path}.curvature`, `"${String(curvature)}" is not a valid choice`);
      if (curvature === "flat" && (out.angle as number) > 90) invalid(path, "a flat cone's angle may be 90° at most");
      if (curvature === "semicircle" && (out.angle as number) > 180) invalid(path, "a semicircle cone's angle may be 180° at most");
      if (curvature === "semicircle") throw new Error(`${path}: the test double does not imitate the semicircle cone`);
      out.curvature = curvature;
      break;
    }
    case "token": {
      if (!Number.isInteger(out.x) || !Number.isInteger(out.y)) invalid(`${path}.x`, "must be an integer");
      if ((out.width as number) <= 0 || (out.height as number) <= 0) invalid(`${path}.width`, "must be positive");
      if (!(Object.values(TOKEN_SHAPES) as unknown[]).includes(data.shape)) invalid(`${path}.shape`, "is not a CONST.TOKEN_SHAPES value");
      if (data.shape === TOKEN_SHAPES.TRAPEZOID_1 || data.shape === TOKEN_SHAPES.TRAPEZOID_2) throw new Error(`${path}: the test double does not imitate hexagonal token shapes`);
      out.shape = data.shape;
      break;
    }
    case "grid": {
      const offsets = data.offsets;
      if (!Array.isArray(offsets) || offsets.some((o) => !o || !Number.isInteger((o as Obj).i) || !Number.isInteger((o as Obj).j))) invalid(`${path}.offsets`, "must be grid offsets {i, j}");
      out.offsets = (offsets as { i: number; j: number }[]).map(({ i, j }) => ({ i, j }));
      break;
    }
    default:
  }
  return out;
}

const EPS = 1e-9;
const RAD = Math.PI / 180;

/** A point in a shape's own frame: moved to `origin` and turned back by its rotation. */
function local(px: number, py: number, ox: number, oy: number, degrees: number): [number, number] {
  const a = -degrees * RAD;
  const dx = px - ox;
  const dy = py - oy;
  return [dx * Math.cos(a) - dy * Math.sin(a), dx * Math.sin(a) + dy * Math.cos(a)];
}

/** The box a shape spans in its own frame, with its frame's origin and rotation (rectangles, lines, token rectangles). */
interface FrameBox { ox: number; oy: number; rotation: number; x0: number; x1: number; y0: number; y1: number }

function boxOf(s: Shape, generation: 13 | 14, gridSize: number): FrameBox | null {
  const n = (k: string) => s[k] as number;
  if (s.type === "rectangle" && generation === 13) {
    return { ox: n("x") + n("width") / 2, oy: n("y") + n("height") / 2, rotation: n("rotation"), x0: -n("width") / 2, x1: n("width") / 2, y0: -n("height") / 2, y1: n("height") / 2 };
  }
  if (s.type === "rectangle") {
    const ax = n("anchorX") * n("width");
    const ay = n("anchorY") * n("height");
    return { ox: n("x"), oy: n("y"), rotation: n("rotation"), x0: -ax, x1: n("width") - ax, y0: -ay, y1: n("height") - ay };
  }
  if (s.type === "line") return { ox: n("x"), oy: n("y"), rotation: n("rotation"), x0: 0, x1: n("length"), y0: -n("width") / 2, y1: n("width") / 2 };
  if (s.type === "token" && (s.shape === TOKEN_SHAPES.RECTANGLE_1 || s.shape === TOKEN_SHAPES.RECTANGLE_2)) {
    return { ox: n("x"), oy: n("y"), rotation: 0, x0: 0, x1: n("width") * gridSize, y0: 0, y1: n("height") * gridSize };
  }
  return null;
}

const inBox = (b: FrameBox, px: number, py: number) => {
  const [x, y] = local(px, py, b.ox, b.oy, b.rotation);
  return x >= b.x0 - EPS && x <= b.x1 + EPS && y >= b.y0 - EPS && y <= b.y1 + EPS;
};
const boxDistance = (b: FrameBox, px: number, py: number) => {
  const [x, y] = local(px, py, b.ox, b.oy, b.rotation);
  return Math.hypot(Math.max(b.x0 - x, 0, x - b.x1), Math.max(b.y0 - y, 0, y - b.y1));
};

/** An ellipse's centre, radii and rotation (ellipses, token ellipses). */
function ellipseOf(s: Shape, gridSize: number): { cx: number; cy: number; rx: number; ry: number; rotation: number } | null {
  const n = (k: string) => s[k] as number;
  if (s.type === "ellipse") return { cx: n("x"), cy: n("y"), rx: n("radiusX"), ry: n("radiusY"), rotation: n("rotation") };
  if (s.type === "token" && (s.shape === TOKEN_SHAPES.ELLIPSE_1 || s.shape === TOKEN_SHAPES.ELLIPSE_2)) {
    const w = n("width") * gridSize;
    const h = n("height") * gridSize;
    return { cx: n("x") + w / 2, cy: n("y") + h / 2, rx: w / 2, ry: h / 2, rotation: 0 };
  }
  return null;
}

/** Even–odd ray casting; a point on an edge counts as inside. */
function inPolygon(p: readonly number[], px: number, py: number): boolean {
  let inside = false;
  for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2) {
    const xi = p[i]!, yi = p[i + 1]!, xj = p[j]!, yj = p[j + 1]!;
    if (segmentDistance(px, py, xi, yi, xj, yj) < EPS) return true;
    if ((yi > py) !== (yj > py) && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len = dx * dx + dy * dy;
  const t = len ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len)) : 0;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const outlineDistance = (p: readonly number[], px: number, py: number) => {
  let best = Infinity;
  for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2) best = Math.min(best, segmentDistance(px, py, p[j]!, p[j + 1]!, p[i]!, p[i + 1]!));
  return best;
};

/** A close outline of a curved shape (ellipse, cone), for its bounds and for an emanation's distance to it. */
function outline(s: Shape, gridSize: number): number[] {
  const e = ellipseOf(s, gridSize);
  const out: number[] = [];
  if (e) {
    for (let k = 0; k < 720; k++) {
      const t = (k / 720) * 2 * Math.PI;
      const [x, y] = local(e.rx * Math.cos(t), e.ry * Math.sin(t), 0, 0, -e.rotation);
      out.push(e.cx + x, e.cy + y);
    }
    return out;
  }
  const n = (k: string) => s[k] as number;
  if (s.type === "cone") {
    const half = Math.min(n("angle"), 360) / 2;
    const at = (deg: number, r: number) => out.push(n("x") + r * Math.cos((n("rotation") + deg) * RAD), n("y") + r * Math.sin((n("rotation") + deg) * RAD));
    out.push(n("x"), n("y"));
    if (s.curvature === "flat") {
      const reach = n("radius") / Math.cos(half * RAD);
      at(-half, reach);
      at(half, reach);
    } else {
      for (let k = 0; k <= 720; k++) at(-half + (k / 720) * 2 * half, n("radius"));
    }
  }
  return out;
}

/** Whether a shape contains a point (its `hole` aside). */
export function shapeContains(s: Shape, px: number, py: number, generation: 13 | 14, gridSize: number): boolean {
  const n = (k: string) => s[k] as number;
  const box = boxOf(s, generation, gridSize);
  if (box) return inBox(box, px, py);
  const e = ellipseOf(s, gridSize);
  if (e) {
    if (e.rx <= 0 || e.ry <= 0) return false;
    const [x, y] = local(px, py, e.cx, e.cy, e.rotation);
    return (x / e.rx) ** 2 + (y / e.ry) ** 2 <= 1 + EPS;
  }
  switch (s.type) {
    case "circle":
      return Math.hypot(px - n("x"), py - n("y")) <= n("radius") + EPS;
    case "polygon":
      return inPolygon(s.points as number[], px, py);
    case "ring": {
      const d = Math.hypot(px - n("x"), py - n("y"));
      return d >= Math.max(0, n("radius") - n("innerWidth")) - EPS && d <= n("radius") + n("outerWidth") + EPS;
    }
    case "cone": {
      const [x, y] = local(px, py, n("x"), n("y"), n("rotation"));
      const half = n("angle") / 2;
      if (Math.hypot(x, y) <= EPS) return true;
      if (s.curvature === "flat") return x >= -EPS && x <= n("radius") + EPS && Math.abs(y) <= x * Math.tan(half * RAD) + EPS;
      return Math.hypot(x, y) <= n("radius") + EPS && (half >= 180 || Math.abs(Math.atan2(y, x)) / RAD <= half + EPS);
    }
    case "grid":
      return (s.offsets as { i: number; j: number }[]).some(({ i, j }) => px >= j * gridSize - EPS && px <= (j + 1) * gridSize + EPS && py >= i * gridSize - EPS && py <= (i + 1) * gridSize + EPS);
    case "emanation":
      return shapeDistance(s.base as Shape, px, py, generation, gridSize) <= n("radius") + EPS;
    default:
      return false;
  }
}

/** How far a point lies from a shape (0 inside it): what an emanation grows its base by. */
function shapeDistance(s: Shape, px: number, py: number, generation: 13 | 14, gridSize: number): number {
  if (shapeContains(s, px, py, generation, gridSize)) return 0;
  const box = boxOf(s, generation, gridSize);
  if (box) return boxDistance(box, px, py);
  const n = (k: string) => s[k] as number;
  switch (s.type) {
    case "circle":
      return Math.hypot(px - n("x"), py - n("y")) - n("radius");
    case "polygon":
      return outlineDistance(s.points as number[], px, py);
    case "grid":
      return Math.min(...(s.offsets as { i: number; j: number }[]).map(({ i, j }) => boxDistance({ ox: 0, oy: 0, rotation: 0, x0: j * gridSize, x1: (j + 1) * gridSize, y0: i * gridSize, y1: (i + 1) * gridSize }, px, py)));
    default:
      return outlineDistance(outline(s, gridSize), px, py);
  }
}

export interface Bounds { x: number; y: number; width: number; height: number }

/** The rectangle a shape lies in. */
export function shapeBounds(s: Shape, generation: 13 | 14, gridSize: number): Bounds {
  const n = (k: string) => s[k] as number;
  const span = (xs: number[], ys: number[]): Bounds => ({ x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) });
  const ofPoints = (p: number[]) => span(p.filter((_, i) => i % 2 === 0), p.filter((_, i) => i % 2 === 1));
  const box = boxOf(s, generation, gridSize);
  if (box) {
    const corners = [[box.x0, box.y0], [box.x1, box.y0], [box.x1, box.y1], [box.x0, box.y1]].map(([x, y]) => local(x!, y!, 0, 0, -box.rotation));
    return span(corners.map(([x]) => box.ox + x), corners.map(([, y]) => box.oy + y));
  }
  switch (s.type) {
    case "circle":
      return { x: n("x") - n("radius"), y: n("y") - n("radius"), width: 2 * n("radius"), height: 2 * n("radius") };
    case "ring": {
      const r = n("radius") + n("outerWidth");
      return { x: n("x") - r, y: n("y") - r, width: 2 * r, height: 2 * r };
    }
    case "polygon":
      return ofPoints(s.points as number[]);
    case "grid": {
      const offsets = s.offsets as { i: number; j: number }[];
      if (!offsets.length) return { x: 0, y: 0, width: 0, height: 0 };
      return span(offsets.flatMap(({ j }) => [j * gridSize, (j + 1) * gridSize]), offsets.flatMap(({ i }) => [i * gridSize, (i + 1) * gridSize]));
    }
    case "emanation": {
      const b = shapeBounds(s.base as Shape, generation, gridSize);
      const r = n("radius");
      return { x: b.x - r, y: b.y - r, width: b.width + 2 * r, height: b.height + 2 * r };
    }
    default:
      return ofPoints(outline(s, gridSize));
  }
}
