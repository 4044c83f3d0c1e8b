/**
 * Placing documents on a scene and the world's RollTables, after Foundry v13 (declarations in foundry-vtt-types
 * src/foundry/client/documents/actor.d.mts `getTokenDocument`, scene.d.mts embedded Token and Tile collections,
 * roll-table.d.mts / table-result.d.mts, region-behavior.d.mts; client/utils `fromUuid`):
 * - `Actor#getTokenDocument(data)` gives an unsaved TokenDocument from the prototype token with `data` merged over
 *   it; `toObject()` is its creation data (`actorId`, `actorLink`, `name`, `x`, `y`, `rotation`, `hidden`).
 * - `Scene#createEmbeddedDocuments("Token" | "Tile", data)` creates them (hooks `create<Kind>` after), and
 *   `deleteEmbeddedDocuments` removes them by id (hooks `delete<Kind>`); a scene has a `tiles` collection.
 * - A RollTable has `formula`, `flags` and `results` (each `range` [lo, hi], `name`, `type`, `documentUuid`);
 *   `game.tables` is the world's collection.
 * - `Scene#createEmbeddedDocuments("Region" | "Wall", data)` and `RegionBehavior#update` are a GM's: BaseRegion,
 *   BaseRegionBehavior and BaseWall keep Document's default permissions (create / update / delete: ASSISTANT,
 *   common/abstract/document.d.mts `metadata.permissions`), so the server refuses a player and the promise rejects.
 * - `RegionBehavior#update` changes `disabled` (and `system`) in place.
 * Where the declarations are silent: no permission checks for tokens, tiles and tables (only the GM places them in
 * these tests); a token keeps its rotation as data.
 * v14 (REALMS_FOUNDRY=14; API https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.TileData.html): a tile
 * has `anchorX`/`anchorY` (fractions of its size, the centre when not given) and its `x`/`y` is that anchor point;
 * v13's schema has no anchor, so the keys are dropped and `x`/`y` is the top-left corner. `tileCover` is the rectangle
 * a tile covers as each generation draws it.
 */
import { collection, nextId, type Obj } from "./base";
import type { FakeActor } from "./documents";
import { FakeActor as ActorClass } from "./documents";
import { placeToken, scenes, type FakeScene, type FakeToken } from "./tokens";
import { addRegion, addWall, type FakeRegion, type FakeShape, type FakeWall } from "./regions";
import { FOUNDRY_GENERATION } from "./generation";

const g = globalThis as unknown as {
  game: Obj & { user: { id: string; name?: string; isGM: boolean }; tables?: unknown }; Hooks: { callAll(hook: string, ...args: unknown[]): boolean };
  fromUuid?: (uuid: string) => Promise<unknown>; fromUuidSync: (uuid: string) => unknown;
};

export interface FakeTile { id: string; uuid: string; x: number; y: number; width: number; height: number; anchorX?: number; anchorY?: number; texture: Obj; flags: Obj; parent: FakeScene }

/** v14's TileData anchor fields, with their initial value (the centre); v13 has none. */
function anchorOf(d: Obj): { anchorX?: number; anchorY?: number } {
  if (FOUNDRY_GENERATION === 13) return {};
  return { anchorX: typeof d.anchorX === "number" ? d.anchorX : 0.5, anchorY: typeof d.anchorY === "number" ? d.anchorY : 0.5 };
}

/** The rectangle a tile covers on the canvas: v13 from its top-left `x`/`y`, v14 around its anchor point. */
export function tileCover(tile: FakeTile): { x: number; y: number; width: number; height: number } {
  const { width, height } = tile;
  if (FOUNDRY_GENERATION === 13) return { x: tile.x, y: tile.y, width, height };
  return { x: tile.x - width * (tile.anchorX ?? 0.5), y: tile.y - height * (tile.anchorY ?? 0.5), width, height };
}

/** Actor#getTokenDocument: the prototype's data with `data` over it. */
(ActorClass.prototype as unknown as { getTokenDocument: (data?: Obj) => Promise<Obj> }).getTokenDocument = async function getTokenDocument(this: FakeActor, data: Obj = {}) {
  const source = { name: this.name, actorId: this.id, actorLink: false, hidden: false, rotation: 0, ...data };
  return { ...source, toObject: () => structuredClone(source) };
};

// v13's fromUuidSync resolves any embedded document of a world document: here regions, their behaviors and tiles.
const base = g.fromUuidSync;
g.fromUuidSync = (uuid: string) => {
  const found = base(uuid);
  if (found) return found;
  const m = /^Scene\.([^.]+)\.(Region|Tile)\.([^.]+)(?:\.RegionBehavior\.([^.]+))?$/.exec(uuid);
  const scene = m ? scenes.get(m[1]!) as (FakeScene & { tiles?: FakeTile[] & { get(id: string): FakeTile | undefined } }) | undefined : undefined;
  if (!m || !scene) return null;
  if (m[2] === "Tile") return scene.tiles?.get(m[3]!) ?? null;
  const region = scene.regions.get(m[3]!);
  return (m[4] ? region?.behaviors.get(m[4]) : region) ?? null;
};
g.fromUuid = async (uuid: string) => g.fromUuidSync(uuid);

/** What the server answers a player who creates or changes a GM's document (a region, a wall, a behavior). */
function requireGM(action: string, scene: FakeScene): void {
  const user = g.game.user;
  if (!user.isGM) throw new Error(`User ${user.name ?? user.id} lacks permission to ${action} in parent Scene [${scene.id}]`);
}

/** Give a scene v13's Token, Tile, Region and Wall creation, and Token and Tile deletion. */
export function enablePlacement(scene: FakeScene): FakeScene & {
  tiles: FakeTile[] & { get(id: string): FakeTile | undefined };
  createEmbeddedDocuments(kind: "Token" | "Tile" | "Region" | "Wall", data: Obj[], options?: Obj): Promise<unknown[]>;
} {
  const s = scene as FakeScene & { tiles: FakeTile[] & { get(id: string): FakeTile | undefined }; createEmbeddedDocuments(kind: "Token" | "Tile" | "Region" | "Wall", data: Obj[], options?: Obj): Promise<unknown[]>; deleteEmbeddedDocuments: unknown };
  s.tiles ??= collection<FakeTile>([]);
  const size = scene.grid.size;
  s.createEmbeddedDocuments = async (kind: "Token" | "Tile" | "Region" | "Wall", data: Obj[], options: Obj = {}) => {
    const created: (FakeToken | FakeTile | FakeRegion | FakeWall)[] = [];
    for (const d of data) {
      if (kind === "Token") {
        const base = (g.game.actors as { get(id: string): FakeActor | undefined }).get(String(d.actorId));
        if (!base) throw new Error(`No world actor ${String(d.actorId)}`);
        const token = placeToken(scene, base, { x: Math.floor(Number(d.x) / size), y: Math.floor(Number(d.y) / size), linked: !!d.actorLink,
          elevation: typeof d.elevation === "number" ? d.elevation : 0, level: typeof d.level === "string" ? d.level : undefined });
        Object.assign(token, { rotation: d.rotation ?? 0, hidden: d.hidden ?? false });
        created.push(token);
      } else if (kind === "Tile") {
        // TileData's x and y are whole pixels (NumberField integer) in both generations.
        for (const k of ["x", "y"]) if (!Number.isInteger(Number(d[k]))) throw new Error(`Tile validation errors: ${k}: must be an integer`);
        const id = nextId("tile");
        const tile: FakeTile = { id, uuid: `${scene.uuid}.Tile.${id}`, x: Number(d.x), y: Number(d.y), width: Number(d.width), height: Number(d.height), ...anchorOf(d),
          texture: structuredClone((d.texture as Obj | undefined) ?? {}), flags: structuredClone((d.flags as Obj | undefined) ?? {}), parent: scene };
        s.tiles.push(tile);
        created.push(tile);
      } else if (kind === "Region" || kind === "Wall") {
        requireGM(`create ${kind}`, scene);
        created.push(kind === "Region" ? addRegion(scene, d as { shapes: FakeShape[]; levels?: string[] }) : addWall(scene, d as { c: number[]; levels?: string[] }));
      } else throw new Error(`The double's scene holds no created ${String(kind)}`);
    }
    for (const doc of created) g.Hooks.callAll(`create${kind}`, doc, options, g.game.user.id);
    return created;
  };
  s.deleteEmbeddedDocuments = async (kind: "Token" | "Tile", ids: string[], options: Obj = {}) => {
    const list = (kind === "Tile" ? s.tiles : scene.tokens) as unknown as { id: string }[];
    const gone = list.filter((d) => ids.includes(d.id));
    for (const d of gone) list.splice(list.indexOf(d), 1);
    for (const d of gone) g.Hooks.callAll(`delete${kind}`, d, options, g.game.user.id);
    return gone;
  };
  return s;
}

/** RegionBehavior#update on a region's behaviors (disabled, system). */
export function enableBehaviorUpdates(region: FakeRegion): FakeRegion {
  for (const b of region.behaviors) {
    (b as unknown as { update: (c: Obj) => Promise<unknown> }).update = async (changes: Obj) => {
      requireGM("update RegionBehavior", region.parent as FakeScene);
      if ("disabled" in changes) b.disabled = !!changes.disabled;
      if (changes.system) Object.assign(b.system, changes.system as Obj);
      g.Hooks.callAll("updateRegionBehavior", b, changes, {}, g.game.user.id);
      return b;
    };
  }
  return region;
}

export interface FakeTableResult { id: string; range: [number, number]; name: string; type: string; documentUuid: string | null; description: string }
export interface FakeRollTable { id: string; uuid: string; name: string; formula: string; flags: Obj; results: FakeTableResult[] & { get(id: string): FakeTableResult | undefined } }

const tables = collection<FakeRollTable>([]);
g.game.tables = tables;

/** A world RollTable with its results. */
export function makeRollTable(data: { name: string; formula?: string; flags?: Obj; results: { range: [number, number]; name?: string; documentUuid?: string | null }[] }): FakeRollTable {
  const id = nextId("table");
  const results = collection<FakeTableResult>(data.results.map((r) => ({
    id: nextId("result"), range: r.range, name: r.name ?? "", type: r.documentUuid ? "document" : "text", documentUuid: r.documentUuid ?? null, description: "",
  })));
  const table: FakeRollTable = { id, uuid: `RollTable.${id}`, name: data.name, formula: data.formula ?? "", flags: structuredClone(data.flags ?? {}), results };
  tables.push(table);
  return table;
}

/** Empty the world's tables (between tests). */
export function resetTables(): void {
  tables.length = 0;
}
