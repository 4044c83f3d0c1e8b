/**
 * A minimal, documented Foundry test double for the glue. It provides only what the Elvendor flows
 * touch: `game` (user, users, i18n, combat, scenes, time), `ui.notifications`, `ChatMessage`, `Roll`,
 * `foundry.utils`, template rendering through the real templates, and `fromUuidSync`. Documents are
 * plain objects that record their updates. It is not Foundry: it proves our decisions, not Foundry's.
 */
import { format, render, translate } from "./render";

type Obj = Record<string, unknown>;

export interface FakeActor {
  id: string; uuid: string; name: string; type: string; system: Obj; ownership: Record<string, number>;
  effects: Obj[]; items: { find: (fn: (i: Obj) => boolean) => Obj | undefined; get: (id: string) => Obj | undefined; filter: (fn: (i: Obj) => boolean) => Obj[] };
  statuses: Set<string>; updates: Obj[];
  update(changes: Obj): Promise<void>;
  createEmbeddedDocuments(kind: string, data: Obj[]): Promise<void>;
  deleteEmbeddedDocuments(kind: string, ids: string[]): Promise<void>;
  testUserPermission(user: { id: string }, level: string): boolean;
}

export const world = {
  notifications: [] as { level: string; message: string }[],
  messages: [] as Obj[],
  actors: new Map<string, FakeActor>(),
  /** Die results the next rolls will show, in order (then 1s). */
  dice: [] as number[],
};

function setPath(target: Obj, path: string, value: unknown) {
  const parts = path.split(".");
  let node = target;
  for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Obj;
  node[parts.at(-1)!] = value;
}

let nextId = 0;

export function makeActor(init: { name: string; type: string; system: Obj; ownership?: Record<string, number> }): FakeActor {
  const id = `actor${String(++nextId).padStart(11, "0")}`;
  const actor: FakeActor = {
    id, uuid: `Actor.${id}`, name: init.name, type: init.type, system: structuredClone(init.system),
    ownership: init.ownership ?? { default: 0, gm: 3 }, effects: [], statuses: new Set(), updates: [],
    items: { find: () => undefined, get: () => undefined, filter: () => [] },
    async update(changes) {
      this.updates.push(changes);
      for (const [k, v] of Object.entries(changes)) if (k.startsWith("system.")) setPath(this.system, k.slice(7), v);
    },
    async createEmbeddedDocuments(_kind, data) {
      for (const d of data) {
        const effect = { ...d, id: `effect${String(++nextId).padStart(10, "0")}` };
        this.effects.push(effect);
        for (const s of (d.statuses as string[]) ?? []) this.statuses.add(s);
      }
    },
    async deleteEmbeddedDocuments(_kind, ids) {
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

export function makeMessage(card: Obj, isOwner = true) {
  return {
    id: `msg${String(++nextId).padStart(13, "0")}`, isOwner, flags: {}, updates: [] as Obj[],
    rolls: [{ options: { card }, toJSON() { return { options: this.options }; } }],
    async update(data: Obj) { this.updates.push(data); },
  };
}

export function actAs(user: { id: string; isGM: boolean; name?: string }) {
  (globalThis as unknown as { game: { user: unknown } }).game.user = { ...user, isSelf: true, targets: new Set() };
}

const g = globalThis as unknown as Obj;
g.Roll = class Roll {
  formula: string; options: Obj; _evaluated = false; total = 0; dice: { results: { result: number; active: boolean }[]; total: number }[] = [];
  constructor(formula: string, _data?: Obj, options?: Obj) { this.formula = formula; this.options = options ?? {}; }
  /** "2d6 + 1d12": each term's results come from world.dice. */
  async evaluate() {
    this.dice = [...this.formula.matchAll(/(\d+)d(\d+)/g)].map(([, n]) => {
      const results = Array.from({ length: Number(n) }, () => ({ result: world.dice.shift() ?? 1, active: true }));
      return { results, total: results.reduce((a, r) => a + r.result, 0) };
    });
    this.total = this.dice.reduce((a, d) => a + d.total, 0);
    this._evaluated = true;
    return this;
  }
  async toMessage(data: Obj) { world.messages.push({ ...data, card: this.options.card }); }
};
g.foundry = {
  utils: {
    mergeObject: (a: Obj, b: Obj) => ({ ...a, ...b }),
    escapeHTML: (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
    getProperty: (o: Obj, p: string) => p.split(".").reduce<unknown>((n, k) => (n as Obj | undefined)?.[k], o),
  },
  applications: { handlebars: { renderTemplate: async (path: string, ctx: Obj) => render(path.replace(/^systems\/realms\//, ""), ctx) } },
};
g.game = {
  user: { id: "gm", isGM: true, targets: new Set() },
  users: { get: (id: string) => ({ id, isGM: id === "gm" }), activeGM: { id: "gm", isGM: true }, find: () => undefined },
  i18n: { localize: (k: string) => translate(k), format: (k: string, d: Obj) => format(k, d) },
  combat: null,
  actors: { get: (id: string) => [...world.actors.values()].find((a) => a.id === id), find: (fn: (a: FakeActor) => boolean) => [...world.actors.values()].find(fn) },
  scenes: { viewed: null, get: () => undefined },
  time: { worldTime: 0 },
  settings: { get: () => { throw new Error("not registered"); } },
  messages: { get: () => undefined },
};
/** Like v13: `localize` translates, `format` values are escaped before they are filled in. */
const notify = (level: string) => (m: string, o?: { localize?: boolean; format?: Record<string, string> }) => {
  const escaped = Object.fromEntries(Object.entries(o?.format ?? {}).map(([k, v]) => [k, v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)]));
  world.notifications.push({ level, message: o?.localize ? (o.format ? format(m, escaped) : translate(m)) : m });
};
g.ui = { notifications: { error: notify("error"), warn: notify("warn"), info: notify("info") } };
g.ChatMessage = {
  getSpeaker: () => ({}),
  getWhisperRecipients: () => [],
  create: async (data: Obj) => { world.messages.push(data); return data; },
};
g.fromUuidSync = (uuid: string) => world.actors.get(uuid) ?? null;
g.Hooks = { on: () => 0, once: () => 0 };
g.CONFIG = { queries: {}, statusEffects: [], weatherEffects: {} };
