/**
 * Compendium packs and world Folders as the sidebar places them (v13 types: client/documents/collections/
 * compendium-collection.d.mts, client/documents/folder.d.mts; API WorldCompendiumPackConfiguration):
 * - `game.packs` holds one pack per system.json entry; a pack's `folder` is read from the world setting
 *   `core.compendiumConfiguration` (`{ [collection]: { folder, sort, ownership } }`), which only a GM writes
 *   (a world setting: ./settings.ts refuses players); `setFolder` writes that setting, as Foundry's `configure` does;
 * - `Folder.create` needs FOLDER_CREATE (Assistant GM and above), a non-blank name, a known folder type, a parent of
 *   the same type, and at most CONST.FOLDER_MAX_DEPTH (4) levels; `folder.update` merges flags (GM only).
 * Installed by `installCompendiums` (tests that need it), emptied by the next install.
 */
import { readFileSync } from "node:fs";
import { nextId, type Obj } from "./base";

const FOLDER_TYPES = ["Actor", "Adventure", "Item", "Scene", "JournalEntry", "Playlist", "RollTable", "Cards", "Macro", "Compendium"];
const MAX_DEPTH = 4;
type G = { game: Obj & { user: { id: string; isGM: boolean }; settings: { get(n: string, k: string): unknown; set(n: string, k: string, v: unknown): Promise<unknown>; register(n: string, k: string, c: object): void } } };
const g = globalThis as unknown as G;

export interface FakeFolder { id: string; name: string; type: string; /** The parent Folder document, as Foundry's ForeignDocumentField resolves it. */ readonly folder: FakeFolder | null; sorting: string; sort: number; flags: Obj; getFlag(scope: string, key: string): unknown; update(data: Obj): Promise<FakeFolder>; readonly depth: number }

const folders: FakeFolder[] = [];
const requireGM = (what: string) => { if (!g.game.user.isGM) throw new Error(`User ${g.game.user.id} lacks permission to ${what}`); };
const config = () => g.game.settings.get("core", "compendiumConfiguration") as Record<string, { folder?: string | null }>;

function makeFolder(data: Obj): FakeFolder {
  const folder: FakeFolder = {
    id: nextId("folder"), name: String(data.name ?? ""), type: String(data.type ?? ""),
    get folder() { return folders.find((f) => f.id === data.folder) ?? null; },
    sorting: String(data.sorting ?? "a"), sort: Number(data.sort ?? 0), flags: structuredClone((data.flags as Obj | undefined) ?? {}),
    getFlag(scope, key) { return (folder.flags[scope] as Obj | undefined)?.[key]; },
    async update(change) {
      requireGM("update Folder");
      const flat = Object.entries(change);
      for (const [path, value] of flat) {
        const parts = path.split(".");
        let node: Obj = folder as unknown as Obj;
        for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Obj;
        node[parts.at(-1)!] = value;
      }
      return folder;
    },
    get depth(): number { return folder.folder ? folder.folder.depth + 1 : 1; },
  };
  return folder;
}

export const FakeFolderClass = {
  async create(data: Obj): Promise<FakeFolder> {
    requireGM("create Folder");
    if (typeof data.name !== "string" || !data.name.trim()) throw new Error("Folder validation errors: name: may not be a blank string");
    if (!FOLDER_TYPES.includes(String(data.type))) throw new Error(`Folder validation errors: type: "${String(data.type)}" is not a valid choice`);
    const parent = data.folder ? folders.find((f) => f.id === data.folder) : null;
    if (data.folder && (!parent || parent.type !== data.type)) throw new Error("Folder validation errors: folder: the parent must be a Folder of the same type");
    if (parent && parent.depth >= MAX_DEPTH) throw new Error(`Folder validation errors: folder: folders may be nested at most ${MAX_DEPTH} deep`);
    const folder = makeFolder(data);
    folders.push(folder);
    return folder;
  },
};

export interface FakePack { collection: string; metadata: { id: string; name: string; label: string; type: string; packageType: string; packageName: string }; readonly folder: FakeFolder | null; setFolder(folder: FakeFolder | string | null): Promise<void> }

/** The packs of system.json (plus `extra` from other packages), with an empty compendium configuration. */
export function installCompendiums(extra: { name: string; packageName: string; packageType: string }[] = []): FakePack[] {
  folders.length = 0;
  g.game.settings.register("core", "compendiumConfiguration", { scope: "world", config: false, type: Object, default: {} });
  const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { packs: { name: string; label: string; type: string }[] };
  const entries = [...manifest.packs.map((p) => ({ ...p, packageName: "realms", packageType: "system" })), ...extra.map((e) => ({ ...e, label: e.name, type: "Item" }))];
  const packs = entries.map((p): FakePack => {
    const collection = `${p.packageName}.${p.name}`;
    return {
      collection,
      metadata: { id: collection, name: p.name, label: p.label, type: p.type, packageType: p.packageType, packageName: p.packageName },
      get folder() {
        const id = config()[collection]?.folder ?? null;
        return folders.find((f) => f.id === id && f.type === "Compendium") ?? null;
      },
      async setFolder(folder) {
        const id = typeof folder === "string" ? folder : (folder?.id ?? null);
        if (id && folders.find((f) => f.id === id)?.type !== "Compendium") throw new Error("You may only set the folder of a compendium pack to a Folder of type Compendium");
        const all = config();
        await g.game.settings.set("core", "compendiumConfiguration", { ...all, [collection]: { ...all[collection], folder: id } });
      },
    };
  });
  const byId = (id: string) => packs.find((p) => p.collection === id);
  g.game.packs = Object.assign(packs, { get: byId, get contents() { return [...packs]; } });
  g.game.folders = Object.assign(folders, { get: (id: string) => folders.find((f) => f.id === id), get contents() { return [...folders]; } });
  (globalThis as unknown as Obj).Folder = FakeFolderClass;
  return packs;
}

/** Back to a world without packs or folders (what the other tests see). */
export function resetCompendiums(): void {
  folders.length = 0;
  g.game.packs = Object.assign([], { get: () => undefined, contents: [] });
  g.game.folders = Object.assign([], { get: () => undefined, contents: [] });
}
