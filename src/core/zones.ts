/**
 * Zones: Scene Regions carrying the system's `realms.zone` RegionBehavior, and the query API the rules call
 * ("which zones apply to this space / this line / this token"). A zone covers the grid cells whose centre its
 * region contains, as the region itself answers (`RegionDocument#testPoint`, v13 and v14 alike), so every shape
 * Foundry draws (v14's emanations, cones, rings, lines, token and grid shapes, anchored rectangles) counts as
 * drawn; never from Foundry's per-turn region events, which follow per-combatant turns (Eldfall plays by sides
 * and phases). On a scene with Levels (v14) a zone applies on its region's levels only. Reads only document data,
 * so GM and players get the same answers; what is *shown* leaves out zones whose region is visible to the GM only.
 *
 * A zone's kind is an id a ruleset registers (`realms.<ruleset>.<name>`) with the two parameters every kind may
 * use: a number (`value`, e.g. a space's slot count) and a choice (`option`, e.g. "heavy"/"light" cover).
 */
import { footprint } from "./rules/grid-area";
import { MAX_BOARD_SIDE } from "./rules/grid-board";
import type { Tile } from "./rules/grid";
import { cellsWhere, ZoneIndex, type Zone } from "./rules/zones";
import { levelFloor, onLevel, tokenLevel } from "./compat";
import { field, type ObjectSpec } from "./schema/spec";
import { toFoundrySchema } from "./schema/foundry";

export const ZONE_BEHAVIOR = "realms.zone";
/** Bumped with a migration when the zone data changes shape. */
export const ZONE_SCHEMA_VERSION = 1;
const KIND_ID = /^realms\.[a-z][a-z0-9]*\.[A-Za-z][A-Za-z0-9]*$/;

export interface ZoneKind {
  /** `realms.<ruleset>.<name>`. */
  readonly id: string;
  /** Lang key of its name in the behavior's config. */
  readonly label: string;
}

const kinds = new Map<string, ZoneKind>();

/** A ruleset's zone kind, registered at `init` (before the zone model's schema is first read). */
export function registerZoneKind(kind: ZoneKind): void {
  if (!KIND_ID.test(kind.id)) throw new Error(`Zone kind "${kind.id}" must be namespaced realms.<ruleset>.<name>`);
  if (kinds.has(kind.id)) throw new Error(`Zone kind "${kind.id}" is registered twice`);
  kinds.set(kind.id, kind);
}

export function zoneKinds(): ZoneKind[] {
  return [...kinds.values()];
}

/** The behavior's data: an empty kind means "not set yet", and such a zone applies nowhere. */
export function zoneSpec(): ObjectSpec {
  return field.obj({
    schemaVersion: field.int(ZONE_SCHEMA_VERSION, { min: 0, max: 1000 }),
    kind: field.choice(["", ...kinds.keys()], ""),
    value: field.num(null, { min: -1_000_000, max: 1_000_000, nullable: true }),
    option: field.str(""),
  });
}

let model: typeof foundry.data.regionBehaviors.RegionBehaviorType | null = null;
const ZONE_METADATA = Object.freeze({ documentName: "RegionBehavior", type: ZONE_BEHAVIOR, icon: "fa-solid fa-border-all" });

/**
 * The `realms.zone` model. Built on first use, inside `init`, because its base class is Foundry's and exists
 * only once Foundry has loaded. It handles no region events: the rules ask the query API instead.
 */
export function zoneBehaviorModel(): typeof foundry.data.regionBehaviors.RegionBehaviorType {
  if (model) return model;
  class ZoneBehavior extends foundry.data.regionBehaviors.RegionBehaviorType<foundry.data.fields.DataSchema> {
    /** What registers it (read by the registry's metadata loop when that lands). */
    static readonly metadata = ZONE_METADATA;
    static override LOCALIZATION_PREFIXES = ["REALMS.Zone"];

    static get spec(): ObjectSpec {
      return zoneSpec();
    }

    static override defineSchema(): foundry.data.fields.DataSchema {
      const schema = toFoundrySchema(zoneSpec());
      // The kind's choices carry labels, so the behavior's config shows names rather than ids.
      schema.kind = new foundry.data.fields.StringField({
        required: true, blank: true, initial: "",
        choices: () => Object.fromEntries(zoneKinds().map((k) => [k.id, k.label])),
      });
      return schema;
    }
  }
  model = ZoneBehavior as unknown as typeof foundry.data.regionBehaviors.RegionBehaviorType;
  return model;
}

/** Registration (one place until the registry's metadata loop takes it over): the model and its icon. */
export function registerZoneBehaviors(): void {
  // Object.assign: v14 types these records by the known behavior types only; ours is a system subtype.
  Object.assign(CONFIG.RegionBehavior.dataModels, { [ZONE_METADATA.type]: zoneBehaviorModel() });
  Object.assign(CONFIG.RegionBehavior.typeIcons, { [ZONE_METADATA.type]: ZONE_METADATA.icon });
}

interface ZoneSystem { kind?: unknown; value?: unknown; option?: unknown }

/**
 * Where zones are asked about: the level (v14; null: every level, as in v13) and the elevation each region is
 * tested at (a region may start or end at an elevation).
 */
export interface ZonePlace { readonly level: string | null; readonly elevation: number }

/** A level's floor: where its spaces are asked about (v13: the one level, at elevation 0). */
export function levelPlace(scene: Scene.Implementation, level: string | null = null): ZonePlace {
  return { level, elevation: levelFloor(scene, level) };
}

/** Where a token stands: its level and its elevation. */
export function tokenPlace(token: TokenDocument.Implementation): ZonePlace {
  return { level: tokenLevel(token), elevation: token.elevation ?? 0 };
}

/** The zones of a scene as plain data: every enabled `realms.zone` behavior with a kind, on its region's cells. */
export function sceneZones(scene: Scene.Implementation, place: ZonePlace = levelPlace(scene)): ZoneIndex {
  const size = scene.grid.size;
  const board = { width: Math.min(MAX_BOARD_SIDE, Math.ceil(scene.dimensions.width / size)), height: Math.min(MAX_BOARD_SIDE, Math.ceil(scene.dimensions.height / size)) };
  const { level, elevation } = place;
  const zones: Zone[] = [];
  for (const region of scene.regions) {
    const behaviors = region.behaviors.filter((b) => (b.type as string) === ZONE_BEHAVIOR && !b.disabled);
    if (!behaviors.length || !onLevel(region, level)) continue;
    const cells = cellsWhere((x, y) => region.testPoint({ x, y, elevation }), region.bounds, size, board);
    for (const behavior of behaviors) {
      const system = behavior.system as ZoneSystem;
      if (typeof system.kind !== "string" || !system.kind) continue;
      zones.push({
        id: behavior.uuid, kind: system.kind, name: region.name, cells,
        value: typeof system.value === "number" ? system.value : null,
        option: typeof system.option === "string" ? system.option : "",
        hidden: region.visibility === CONST.REGION_VISIBILITY.GAMEMASTER,
      });
    }
  }
  return new ZoneIndex(zones);
}

/** The grid cells a token covers on its scene. */
export function tokenCells(token: TokenDocument.Implementation): Tile[] {
  const size = token.parent?.grid.size;
  if (!size) return [];
  return footprint({ x: token.x, y: token.y, width: token.width ?? 1, height: token.height ?? 1 }, size);
}

/** Which zones apply to one space of a scene (on a level's floor: v14; every level when none is named). */
export function zonesAt(scene: Scene.Implementation, cell: Tile, kind?: string, level: string | null = null): Zone[] {
  return sceneZones(scene, levelPlace(scene, level)).at(cell, kind);
}

/** Which zones a straight line between two spaces crosses (`ends: false`: not counting the two end spaces' own). */
export function zonesOnLine(scene: Scene.Implementation, a: Tile, b: Tile, options: { kind?: string; ends?: boolean; level?: string | null } = {}): Zone[] {
  return sceneZones(scene, levelPlace(scene, options.level ?? null)).onLine(a, b, options);
}

/** Which zones apply to a token: those of its level and elevation covering any cell of its footprint. */
export function zonesOfToken(token: TokenDocument.Implementation, kind?: string): Zone[] {
  const scene = token.parent;
  return scene ? sceneZones(scene, tokenPlace(token)).over(tokenCells(token), kind) : [];
}
