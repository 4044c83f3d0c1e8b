/**
 * Scene regions, region behaviors and walls, after Foundry v13 (declarations in foundry-vtt-types
 * src/foundry/client/documents/region.d.mts, region-behavior.d.mts, wall.d.mts, scene.d.mts; shapes in
 * common/data/data.d.mts; constants in common/constants.d.mts):
 * - `scene.regions` and `scene.walls` are embedded collections; `scene.grid` has `size` and `type`
 *   (CONST.GRID_TYPES.SQUARE); `scene.dimensions.width/height` are the canvas size in pixels, padding included.
 * - A region has `name`, `shapes` (validated and cleaned by each generation's shape models, ./region-shapes.ts:
 *   v13 refuses a v14-only shape as its schema validation does), `elevation` ({bottom, top}, null unbounded),
 *   `visibility` (CONST.REGION_VISIBILITY) and `behaviors`; `bounds` (the rectangle its shapes lie in) and
 *   `testPoint({x, y, elevation})` answer from its shapes (client/documents/region.d.mts in v13 and v14). A behavior
 *   has `type`, `system`, `disabled`, `parent` and the uuid `Scene.<s>.Region.<r>.RegionBehavior.<b>`.
 * - A behavior's `system` is cleaned by the registered model (CONFIG.RegionBehavior.dataModels) on creation as
 *   the double does for actors: unknown keys dropped, missing ones at their initial value. Where the declarations
 *   are silent: the double keeps `system` as plain data, not a model instance (as for actors), and creation is
 *   direct (no permission check: only the GM creates regions and walls in v13).
 * - A wall has `c` ([x0, y0, x1, y1] pixels), `move` (WALL_MOVEMENT_TYPES), `sight` (WALL_SENSE_TYPES), `door`
 *   and `ds` (WALL_DOOR_TYPES, WALL_DOOR_STATES), each defaulting as v13 does (normal walls, no door).
 * - v14 only (Scene Levels; the v14 API's RegionData and TokenData, v14's common/documents/level.mjs, scene.mjs,
 *   wall.mjs as the v14 module documentation reads them; T14 does not declare these fields yet): a scene has
 *   `levels` (Level documents: `id`, `name`, `elevation` {bottom, top}, initial 0–20; every scene has at least one,
 *   "defaultLevel0000" for a scene made without), a wall and a region have `levels` (a Set of level ids, initial
 *   empty = every level; an id the scene lacks is refused), a token has `level` (one level id, initial
 *   "defaultLevel0000"). v13 drops these keys from creation data, as it drops any unknown key.
 * - v14 keeps `CONST.WALL_SENSE_TYPES` as a deprecated alias of EDGE_SENSE_TYPES (since 14, until 16): reading
 *   it records a compatibility warning in `deprecationWarnings` (./generation.ts).
 */
import type { ObjectSpec } from "../../../src/core/schema/spec";
import { FakeTypeDataModel } from "./data-model";
import { collection, nextId, type Obj } from "./base";
import { clean } from "./source-data";
import { deprecationWarnings, FOUNDRY_GENERATION } from "./generation";
import { cleanShape, shapeBounds, shapeContains, type Bounds, type Shape } from "./region-shapes";

/** The constants the glue reads, as v13 defines them (spread into the double's CONST). */
export const SPACE_CONST = {
  GRID_TYPES: { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 },
  REGION_VISIBILITY: { LAYER: 0, GAMEMASTER: 1, ALWAYS: 2 },
  WALL_MOVEMENT_TYPES: { NONE: 0, NORMAL: 20 },
  WALL_SENSE_TYPES: { NONE: 0, LIMITED: 10, NORMAL: 20, PROXIMITY: 30, DISTANCE: 40 },
  WALL_DOOR_TYPES: { NONE: 0, DOOR: 1, SECRET: 2 },
  WALL_DOOR_STATES: { CLOSED: 0, OPEN: 1, LOCKED: 2 },
} as const;

/** CONFIG.RegionBehavior (client/config.d.mts): the registered behavior models and their icons. */
export const regionBehaviorConfig = { dataModels: {} as Record<string, unknown>, typeIcons: {} as Record<string, string> };

/** foundry.data.regionBehaviors.RegionBehaviorType, the base class of every behavior model. */
export class FakeRegionBehaviorType extends FakeTypeDataModel {
  static events: typeof foundry.data.regionBehaviors.RegionBehaviorType.events = {};
}
const g = globalThis as unknown as { foundry: Obj & { data: Obj } };
g.foundry.data = { ...g.foundry.data, regionBehaviors: { RegionBehaviorType: FakeRegionBehaviorType } };

export type FakeShape = Obj & { type: Shape["type"]; hole?: boolean };

export interface FakeRegionBehavior {
  id: string; uuid: string; name: string; type: string; system: Obj; disabled: boolean; parent: FakeRegion;
}
export interface FakeRegion {
  id: string; uuid: string; name: string; shapes: Shape[]; visibility: number; parent: SpaceScene;
  elevation: { bottom: number | null; top: number | null };
  /** v14 only: the levels it is on (empty: every level). */
  levels?: Set<string>;
  behaviors: FakeRegionBehavior[] & { get(id: string): FakeRegionBehavior | undefined };
  readonly bounds: Bounds;
  testPoint(point: { x: number; y: number; elevation: number }): boolean;
}
export interface FakeWall {
  id: string; uuid: string; c: number[]; move: number; sight: number; door: number; ds: number; parent: SpaceScene;
  /** v14 only: the levels it stands on (empty: every level). */
  levels?: Set<string>;
}
export interface FakeLevel { id: string; name: string; elevation: { bottom: number; top: number }; sort: number }

/** What a scene gains here; makeScene (./tokens.ts) installs it on every scene. */
export interface SpaceScene {
  uuid: string;
  grid: { size: number; type: number };
  dimensions: { width: number; height: number; size: number };
  regions: FakeRegion[] & { get(id: string): FakeRegion | undefined };
  walls: FakeWall[] & { get(id: string): FakeWall | undefined };
  /** v14 only: the scene's Levels. */
  levels?: FakeLevel[] & { get(id: string): FakeLevel | undefined };
}

/** The id Foundry v14 gives the level of a scene made without one, and the initial value of a token's `level`. */
export const DEFAULT_LEVEL = "defaultLevel0000";

/** A scene's regions, walls and dimensions: `cells` × `cells` grid spaces (padding included) of `size` pixels; in v14 its one level. */
export function sceneSpace(size: number, cells = 40): Omit<SpaceScene, "uuid"> {
  const space: Omit<SpaceScene, "uuid"> = { grid: { size, type: SPACE_CONST.GRID_TYPES.SQUARE }, dimensions: { width: cells * size, height: cells * size, size }, regions: collection([]), walls: collection([]) };
  if (FOUNDRY_GENERATION === 14) space.levels = collection<FakeLevel>([{ id: DEFAULT_LEVEL, name: "Level", elevation: { bottom: 0, top: 20 }, sort: 0 }]);
  return space;
}

/** Scene#createEmbeddedDocuments("Level") (v14; v13 has no Level documents): elevation 0–20 unless given. */
export function addLevel(scene: SpaceScene, data: { name: string; elevation?: { bottom?: number; top?: number } }): FakeLevel {
  if (!scene.levels) throw new Error("Level is not a valid embedded Document within the Scene Document");
  const bottom = data.elevation?.bottom ?? 0;
  const top = data.elevation?.top ?? 20;
  if (top < bottom) throw new Error("LevelData validation errors:\n  elevation: elevation.top may not be less than elevation.bottom");
  const level: FakeLevel = { id: nextId("level"), name: data.name, elevation: { bottom, top }, sort: scene.levels.length };
  scene.levels.push(level);
  return level;
}

/** v14's SceneLevelsSetField from creation data (ids of the scene's levels); undefined in v13, which drops the key. */
export function levelsOf(scene: SpaceScene, data: unknown, what: string): Set<string> | undefined {
  if (!scene.levels) return undefined;
  if (data === undefined || data === null) return new Set();
  if (!Array.isArray(data) && !(data instanceof Set)) throw new Error(`${what} validation errors:\n  levels: must be an array of level ids`);
  const ids = [...data] as unknown[];
  for (const id of ids) if (typeof id !== "string" || !scene.levels.get(id)) throw new Error(`${what} validation errors:\n  levels: ${String(id)} is not a level of the scene`);
  return new Set(ids as string[]);
}

/** RegionDocument#testPoint: within the elevation range, in a shape that is no hole and in no hole. */
function testPoint(region: FakeRegion, point: { x: number; y: number; elevation: number }): boolean {
  const { x, y, elevation } = point ?? {};
  if (typeof elevation !== "number" || typeof x !== "number" || typeof y !== "number") return false;
  const bottom = region.elevation.bottom ?? -Infinity;
  const top = region.elevation.top ?? Infinity;
  if (!(bottom <= elevation && elevation <= top)) return false;
  const size = region.parent.grid.size;
  const inside = (s: Shape) => shapeContains(s, x, y, FOUNDRY_GENERATION, size);
  return region.shapes.some((s) => !s.hole && inside(s)) && !region.shapes.some((s) => s.hole && inside(s));
}

/** RegionDocument#bounds: the rectangle the shapes that are no hole lie in (an empty region: 0 × 0 at the origin). */
function boundsOf(region: FakeRegion): Bounds {
  const boxes = region.shapes.filter((s) => !s.hole).map((s) => shapeBounds(s, FOUNDRY_GENERATION, region.parent.grid.size));
  if (!boxes.length) return { x: 0, y: 0, width: 0, height: 0 };
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, width: Math.max(...boxes.map((b) => b.x + b.width)) - x, height: Math.max(...boxes.map((b) => b.y + b.height)) - y };
}

const modelSpec = (type: string) => (regionBehaviorConfig.dataModels[type] as { spec?: ObjectSpec } | undefined)?.spec;

/** Create a region with its behaviors (RegionDocument.create with embedded behaviors); invalid data is refused as Foundry's validation does. */
export function addRegion(scene: SpaceScene, data: {
  name?: string; shapes: FakeShape[]; visibility?: number; elevation?: { bottom?: number | null; top?: number | null }; levels?: string[];
  behaviors?: { type: string; system?: Obj; disabled?: boolean; name?: string }[];
}): FakeRegion {
  const shapes = data.shapes.map((s, i) => cleanShape(s, FOUNDRY_GENERATION, `shapes.${i}`));
  const bottom = data.elevation?.bottom ?? null;
  const top = data.elevation?.top ?? null;
  if (bottom !== null && top !== null && top < bottom) throw new Error("RegionData validation errors:\n  elevation: elevation.top may not be less than elevation.bottom");
  const levels = levelsOf(scene, data.levels, "RegionData");
  const id = nextId("region");
  const region = { id, uuid: `${scene.uuid}.Region.${id}`, name: data.name ?? "Region", shapes, elevation: { bottom, top },
    visibility: data.visibility ?? SPACE_CONST.REGION_VISIBILITY.LAYER, parent: scene, behaviors: collection<FakeRegionBehavior>([]),
    ...(levels ? { levels } : {}),
    testPoint(point: { x: number; y: number; elevation: number }) { return testPoint(region, point); },
    get bounds() { return boundsOf(region); },
  } as FakeRegion;
  for (const b of data.behaviors ?? []) {
    const bid = nextId("behavior");
    const spec = modelSpec(b.type);
    const system = spec ? (clean(spec, b.system ?? {}, false) as Obj) : { ...(b.system ?? {}) };
    region.behaviors.push({ id: bid, uuid: `${region.uuid}.RegionBehavior.${bid}`, name: b.name ?? "", type: b.type, system, disabled: b.disabled ?? false, parent: region });
  }
  scene.regions.push(region);
  return region;
}

/** Create a wall with v13's defaults (a normal wall, no door; in v14 on every level unless `levels` names some). */
export function addWall(scene: SpaceScene, data: { c: number[]; move?: number; sight?: number; door?: number; ds?: number; levels?: string[] }): FakeWall {
  const levels = levelsOf(scene, data.levels, "WallData");
  const id = nextId("wall");
  const wall: FakeWall = { id, uuid: `${scene.uuid}.Wall.${id}`, c: [...data.c], move: data.move ?? SPACE_CONST.WALL_MOVEMENT_TYPES.NORMAL,
    sight: data.sight ?? SPACE_CONST.WALL_SENSE_TYPES.NORMAL, door: data.door ?? SPACE_CONST.WALL_DOOR_TYPES.NONE, ds: data.ds ?? SPACE_CONST.WALL_DOOR_STATES.CLOSED, parent: scene,
    ...(levels ? { levels } : {}) };
  scene.walls.push(wall);
  return wall;
}

/** In v14, CONST.WALL_SENSE_TYPES as Foundry keeps it: a getter that logs a compatibility warning (recorded here). */
export function deprecateWallSenseTypes(constants: Obj): void {
  if (FOUNDRY_GENERATION !== 14) return;
  const value = constants.WALL_SENSE_TYPES;
  Object.defineProperty(constants, "WALL_SENSE_TYPES", {
    enumerable: true, configurable: true,
    get() {
      deprecationWarnings.push("CONST.WALL_SENSE_TYPES is deprecated in favor of CONST.EDGE_SENSE_TYPES (since 14, until 16)");
      return value;
    },
  });
}

// The members imitated exist on Foundry's own classes and on the fakes: a rename in the declarations fails tsc.
type Imitates<Real, Fake, K extends PropertyKey> = [Exclude<K, keyof Real> | Exclude<K, keyof Fake>] extends [never] ? true : never;
export const IMITATES: [
  Imitates<RegionDocument, FakeRegion, "id" | "uuid" | "name" | "shapes" | "visibility" | "behaviors" | "parent" | "elevation" | "bounds" | "testPoint">,
  Imitates<RegionBehavior, FakeRegionBehavior, "id" | "uuid" | "name" | "type" | "system" | "disabled" | "parent">,
  Imitates<WallDocument, FakeWall, "id" | "uuid" | "c" | "move" | "sight" | "door" | "ds" | "parent">,
  Imitates<Scene, SpaceScene, "uuid" | "grid" | "dimensions" | "regions" | "walls">,
  Imitates<typeof CONST, typeof SPACE_CONST, keyof typeof SPACE_CONST>,
] = [true, true, true, true, true];
FakeRegionBehaviorType satisfies Pick<typeof foundry.data.regionBehaviors.RegionBehaviorType, "events" | "migrateData">;
