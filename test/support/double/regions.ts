/**
 * Scene regions, region behaviors and walls, after Foundry v13 (declarations in foundry-vtt-types
 * src/foundry/client/documents/region.d.mts, region-behavior.d.mts, wall.d.mts, scene.d.mts; shapes in
 * common/data/data.d.mts; constants in common/constants.d.mts):
 * - `scene.regions` and `scene.walls` are embedded collections; `scene.grid` has `size` and `type`
 *   (CONST.GRID_TYPES.SQUARE); `scene.dimensions.width/height` are the canvas size in pixels, padding included.
 * - A region has `name`, `shapes` (rectangle/circle/ellipse/polygon data with `hole`), `visibility`
 *   (CONST.REGION_VISIBILITY) and `behaviors`; a behavior has `type`, `system`, `disabled`, `parent` and the uuid
 *   `Scene.<s>.Region.<r>.RegionBehavior.<b>`.
 * - A behavior's `system` is cleaned by the registered model (CONFIG.RegionBehavior.dataModels) on creation as
 *   the double does for actors: unknown keys dropped, missing ones at their initial value. Where the declarations
 *   are silent: the double keeps `system` as plain data, not a model instance (as for actors), and creation is
 *   direct (no permission check: only the GM creates regions and walls in v13).
 * - A wall has `c` ([x0, y0, x1, y1] pixels), `move` (WALL_MOVEMENT_TYPES), `sight` (WALL_SENSE_TYPES), `door`
 *   and `ds` (WALL_DOOR_TYPES, WALL_DOOR_STATES), each defaulting as v13 does (normal walls, no door).
 */
import type { ObjectSpec } from "../../../src/core/schema/spec";
import { FakeTypeDataModel } from "./data-model";
import { collection, nextId, type Obj } from "./base";
import { clean } from "./source-data";

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

export type FakeShape = Obj & { type: "rectangle" | "circle" | "ellipse" | "polygon"; hole?: boolean };

export interface FakeRegionBehavior {
  id: string; uuid: string; name: string; type: string; system: Obj; disabled: boolean; parent: FakeRegion;
}
export interface FakeRegion {
  id: string; uuid: string; name: string; shapes: FakeShape[]; visibility: number; parent: SpaceScene;
  behaviors: FakeRegionBehavior[] & { get(id: string): FakeRegionBehavior | undefined };
}
export interface FakeWall { id: string; uuid: string; c: number[]; move: number; sight: number; door: number; ds: number; parent: SpaceScene }

/** What a scene gains here; makeScene (./tokens.ts) installs it on every scene. */
export interface SpaceScene {
  uuid: string;
  grid: { size: number; type: number };
  dimensions: { width: number; height: number; size: number };
  regions: FakeRegion[] & { get(id: string): FakeRegion | undefined };
  walls: FakeWall[] & { get(id: string): FakeWall | undefined };
}

/** A scene's regions, walls and dimensions: `cells` × `cells` grid spaces (padding included) of `size` pixels. */
export function sceneSpace(size: number, cells = 40): Omit<SpaceScene, "uuid"> {
  return { grid: { size, type: SPACE_CONST.GRID_TYPES.SQUARE }, dimensions: { width: cells * size, height: cells * size, size }, regions: collection([]), walls: collection([]) };
}

const modelSpec = (type: string) => (regionBehaviorConfig.dataModels[type] as { spec?: ObjectSpec } | undefined)?.spec;

/** Create a region with its behaviors (RegionDocument.create with embedded behaviors). */
export function addRegion(scene: SpaceScene, data: { name?: string; shapes: FakeShape[]; visibility?: number; behaviors?: { type: string; system?: Obj; disabled?: boolean; name?: string }[] }): FakeRegion {
  const id = nextId("region");
  const region = { id, uuid: `${scene.uuid}.Region.${id}`, name: data.name ?? "Region", shapes: data.shapes.map((s) => ({ hole: false, ...s })),
    visibility: data.visibility ?? SPACE_CONST.REGION_VISIBILITY.LAYER, parent: scene, behaviors: collection<FakeRegionBehavior>([]) } as FakeRegion;
  for (const b of data.behaviors ?? []) {
    const bid = nextId("behavior");
    const spec = modelSpec(b.type);
    const system = spec ? (clean(spec, b.system ?? {}, false) as Obj) : { ...(b.system ?? {}) };
    region.behaviors.push({ id: bid, uuid: `${region.uuid}.RegionBehavior.${bid}`, name: b.name ?? "", type: b.type, system, disabled: b.disabled ?? false, parent: region });
  }
  scene.regions.push(region);
  return region;
}

/** Create a wall with v13's defaults (a normal wall, no door). */
export function addWall(scene: SpaceScene, data: { c: number[]; move?: number; sight?: number; door?: number; ds?: number }): FakeWall {
  const id = nextId("wall");
  const wall: FakeWall = { id, uuid: `${scene.uuid}.Wall.${id}`, c: [...data.c], move: data.move ?? SPACE_CONST.WALL_MOVEMENT_TYPES.NORMAL,
    sight: data.sight ?? SPACE_CONST.WALL_SENSE_TYPES.NORMAL, door: data.door ?? SPACE_CONST.WALL_DOOR_TYPES.NONE, ds: data.ds ?? SPACE_CONST.WALL_DOOR_STATES.CLOSED, parent: scene };
  scene.walls.push(wall);
  return wall;
}

// The members imitated exist on Foundry's own classes and on the fakes: a rename in the declarations fails tsc.
type Imitates<Real, Fake, K extends PropertyKey> = [Exclude<K, keyof Real> | Exclude<K, keyof Fake>] extends [never] ? true : never;
export const IMITATES: [
  Imitates<RegionDocument, FakeRegion, "id" | "uuid" | "name" | "shapes" | "visibility" | "behaviors" | "parent">,
  Imitates<RegionBehavior, FakeRegionBehavior, "id" | "uuid" | "name" | "type" | "system" | "disabled" | "parent">,
  Imitates<WallDocument, FakeWall, "id" | "uuid" | "c" | "move" | "sight" | "door" | "ds" | "parent">,
  Imitates<Scene, SpaceScene, "uuid" | "grid" | "dimensions" | "regions" | "walls">,
  Imitates<typeof CONST, typeof SPACE_CONST, keyof typeof SPACE_CONST>,
] = [true, true, true, true, true];
FakeRegionBehaviorType satisfies Pick<typeof foundry.data.regionBehaviors.RegionBehaviorType, "events" | "migrateData">;
