/**
 * `Document.createDocuments` / `deleteDocuments` for world Actors and Items and for compendium packs
 * (T/common/abstract/document.d.mts; API "Document.createDocuments"): the whole batch is validated with the
 * registered data models first and rejects with the first invalid entry, so nothing of a bad batch is stored
 * (v13 constructs every document before the request); creating needs ACTOR_CREATE / ITEM_CREATE (a GM here).
 * `getDocumentClass(name)` returns these classes. World Items live in `worldItems` (game.items reads them).
 */
import { nextId, world, type Obj } from "./base";
import { FakeItem, makeActor, prepareSystem, type FakeActor } from "./documents";
import type { Imitates } from "./typing";

type Name = "Actor" | "Item";
const g = globalThis as unknown as Obj & { game: Obj & { user: { isGM: boolean; id: string } } };

export const worldItems = new Map<string, FakeItem>();
/** Compendium contents by collection id ("world.bestiary"): what was created into each pack, as sources. */
export const packContents = new Map<string, Obj[]>();
/** Every createDocuments call (document name and entry count), so tests can see "one call per kind". */
export const createCalls: { documentName: Name; count: number; pack: string | null }[] = [];

function invalid(documentName: Name, entry: Obj): string | null {
  const check = (name: Name, e: Obj): string | null => {
    if (typeof e.name !== "string" || e.name.trim() === "") return `${name}: name may not be blank`;
    const { errors } = prepareSystem(name, e.type, structuredClone(e.system ?? {}), false);
    return errors.length ? `${name} "${e.name}": system.${errors[0]!.path} ${errors[0]!.key}` : null;
  };
  const own = check(documentName, entry);
  if (own) return own;
  for (const item of (entry.items as Obj[] | undefined) ?? []) {
    const bad = check("Item", item);
    if (bad) return bad;
  }
  return null;
}

function classFor(documentName: Name) {
  return {
    documentName,
    async createDocuments(data: readonly object[] = [], options: object = {}): Promise<Obj[]> {
      const operation = options as { pack?: string | null };
      if (!g.game.user.isGM) throw new Error(`User ${g.game.user.id} lacks permission to create ${documentName}`);
      const entries = data.map((d) => structuredClone(d) as Obj);
      for (const e of entries) {
        const bad = invalid(documentName, e);
        if (bad) throw new Error(`${documentName} validation errors: ${bad}`);
      }
      createCalls.push({ documentName, count: entries.length, pack: operation.pack ?? null });
      if (operation.pack) {
        const list = packContents.get(operation.pack) ?? [];
        const made = entries.map((e) => ({ ...e, _id: nextId(documentName.toLowerCase()) }));
        list.push(...made);
        packContents.set(operation.pack, list);
        return made.map((e) => ({ id: e._id, ...e }));
      }
      if (documentName === "Actor") {
        return entries.map((e) => {
          const actor = makeActor({ name: String(e.name), type: String(e.type), system: (e.system ?? {}) as Obj, items: (e.items ?? []) as never, flags: (e.flags ?? {}) as Obj, img: e.img as string | undefined });
          actor._source.folder = e.folder ?? null;
          return actor as unknown as Obj;
        });
      }
      return entries.map((e) => {
        const { system } = prepareSystem("Item", e.type, structuredClone(e.system ?? {}), false);
        const item = new FakeItem({ ...e, system, _id: nextId("item"), flags: e.flags ?? {}, folder: e.folder ?? null }, null);
        item.prepare();
        worldItems.set(item.id, item);
        return item as unknown as Obj;
      });
    },
    async deleteDocuments(ids: readonly string[] = [], options: object = {}): Promise<string[]> {
      const operation = options as { pack?: string | null };
      if (operation.pack) {
        packContents.set(operation.pack, (packContents.get(operation.pack) ?? []).filter((e) => !ids.includes(String(e._id))));
        return [...ids];
      }
      for (const id of ids) {
        if (documentName === "Item") worldItems.delete(id);
        else world.actors.delete(`Actor.${id}`);
      }
      return [...ids];
    },
  };
}

export const ActorCreator = classFor("Actor");
export const ItemCreator = classFor("Item");

/** Wire the statics onto the Actor/Item globals and `getDocumentClass`, and let game.items list world Items. */
export function installCreateDocuments(): void {
  for (const [name, creator] of [["Actor", ActorCreator], ["Item", ItemCreator]] as const) {
    const cls = g[name] as Obj;
    cls.createDocuments = creator.createDocuments;
    cls.deleteDocuments = creator.deleteDocuments;
  }
  g.getDocumentClass = (name: string) => (name === "Actor" || name === "Item" ? g[name] : (g.CONFIG as Obj & Record<string, { documentClass?: unknown }>)[name]?.documentClass);
  const items = g.game.items as Obj;
  Object.defineProperties(items, {
    contents: { get: () => [...worldItems.values()], configurable: true },
    size: { get: () => worldItems.size, configurable: true },
  });
  items.get = (id: string) => worldItems.get(id);
  items.find = (fn: (i: FakeItem) => boolean) => [...worldItems.values()].find(fn);
  items.filter = (fn: (i: FakeItem) => boolean) => [...worldItems.values()].filter(fn);
}

/** A clean slate between tests: no world Items, no pack contents, no recorded calls. */
export function resetCreated(): void {
  worldItems.clear();
  packContents.clear();
  createCalls.length = 0;
}

export type { FakeActor };
true satisfies Imitates<typeof ActorCreator.createDocuments, typeof Actor.createDocuments>;
true satisfies Imitates<typeof ItemCreator.deleteDocuments, typeof Item.deleteDocuments>;
