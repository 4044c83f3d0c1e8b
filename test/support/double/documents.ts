/** Actors, items and active effects: plain objects that record their updates. */
import { collection, nextId, setPath, world, type Obj } from "./base";

export interface FakeActor {
  id: string; uuid: string; name: string; type: string; system: Obj; ownership: Record<string, number>;
  effects: Obj[]; items: { find: (fn: (i: Obj) => boolean) => Obj | undefined; get: (id: string) => Obj | undefined; filter: (fn: (i: Obj) => boolean) => Obj[] };
  statuses: Set<string>; updates: Obj[];
  /** Set on an unlinked token's own actor (double/tokens.ts). */
  isToken?: boolean; token?: Obj | null;
  update(changes: Obj): Promise<void>;
  createEmbeddedDocuments(kind: string, data: Obj[]): Promise<void>;
  deleteEmbeddedDocuments(kind: string, ids: string[]): Promise<void>;
  testUserPermission(user: { id: string }, level: string): boolean;
}


function makeItem(data: { name: string; type: string; system: Obj }): Obj {
  const item: Obj = { id: nextId("item"), name: data.name, type: data.type, system: structuredClone(data.system), updates: [] as Obj[] };
  item.update = async (changes: Obj) => {
    (item.updates as Obj[]).push(changes);
    for (const [k, v] of Object.entries(changes)) if (k.startsWith("system.")) setPath(item.system as Obj, k.slice(7), v);
  };
  return item;
}

export function makeActor(init: { name: string; type: string; system: Obj; ownership?: Record<string, number>; items?: { name: string; type: string; system: Obj }[] }): FakeActor {
  const id = nextId("actor");
  const items = collection((init.items ?? []).map(makeItem));
  const actor: FakeActor = {
    id, uuid: `Actor.${id}`, name: init.name, type: init.type, system: structuredClone(init.system),
    ownership: init.ownership ?? { default: 0, gm: 3 }, effects: [], statuses: new Set(), updates: [],
    items: items as never,
    async update(changes) {
      this.updates.push(changes);
      for (const [k, v] of Object.entries(changes)) if (k.startsWith("system.")) setPath(this.system, k.slice(7), v);
    },
    async createEmbeddedDocuments(kind, data) {
      if (kind === "Item") {
        for (const d of data) (this.items as unknown as Obj[]).push(makeItem(d as never));
        return;
      }
      for (const d of data) {
        const effect: Obj = { ...structuredClone(d), id: nextId("effect") };
        effect.update = async (changes: Obj) => { for (const [k, v] of Object.entries(changes)) setPath(effect, k, v); };
        this.effects.push(effect);
        for (const s of (d.statuses as string[]) ?? []) this.statuses.add(s);
      }
    },
    async deleteEmbeddedDocuments(kind, ids) {
      if (kind === "Item") {
        const list = this.items as unknown as Obj[];
        for (const id of ids) list.splice(list.findIndex((i) => i.id === id), 1);
        return;
      }
      this.effects = this.effects.filter((e) => !ids.includes(String(e.id)));
      this.statuses = new Set(this.effects.flatMap((e) => (e.statuses as string[]) ?? []));
    },
    testUserPermission(user) {
      return (this.ownership[user.id] ?? this.ownership.default ?? 0) >= 3;
    },
  };
  world.actors.set(actor.uuid, actor);
  return actor;
}

