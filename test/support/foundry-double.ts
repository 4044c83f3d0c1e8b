/**
 * A minimal, documented Foundry test double for the glue. It provides only what the flows touch:
 * `game` (user, users with `query` routed to CONFIG.queries, i18n, combat(s), cards, messages, scenes,
 * time, a settings store that throws for unregistered keys), `ui.notifications`, `ChatMessage`, `Roll`
 * (dice from `world.dice`; `kh`/`kl` mark dropped dice inactive like Foundry), `foundry.utils`, template
 * rendering through the real templates, and `fromUuidSync`. Documents are plain objects that record
 * their updates. It is not Foundry: it proves our decisions, not Foundry's.
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
  /** What the next dialogs return (DialogV2.wait / prompt), in order; null when empty (closed). */
  dialogs: [] as unknown[],
};

function setPath(target: Obj, path: string, value: unknown) {
  const parts = path.split(".");
  let node = target;
  for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Obj;
  node[parts.at(-1)!] = value;
}

let nextId = 0;

/** Copies plain objects and arrays; anything else (documents, functions) is kept by reference. */
function plainClone(o: unknown): unknown {
  if (Array.isArray(o)) return o.map(plainClone);
  if (o && typeof o === "object" && Object.getPrototypeOf(o) === Object.prototype) return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, plainClone(v)]));
  return o;
}

function deepMerge(target: Obj, source: Obj): Obj {
  for (const [k, v] of Object.entries(source ?? {})) {
    if (k.includes(".")) setPath(target, k, v);
    else if (v && typeof v === "object" && !Array.isArray(v) && target[k] && typeof target[k] === "object" && !Array.isArray(target[k])) deepMerge(target[k] as Obj, v as Obj);
    else target[k] = v;
  }
  return target;
}

function makeItem(data: { name: string; type: string; system: Obj }): Obj {
  const item: Obj = { id: `item${String(++nextId).padStart(12, "0")}`, name: data.name, type: data.type, system: structuredClone(data.system), updates: [] as Obj[] };
  item.update = async (changes: Obj) => {
    (item.updates as Obj[]).push(changes);
    for (const [k, v] of Object.entries(changes)) if (k.startsWith("system.")) setPath(item.system as Obj, k.slice(7), v);
  };
  return item;
}

function collection<T extends Obj>(list: T[]) {
  return Object.assign(list, { get: (id: string) => list.find((x) => x.id === id), contents: list });
}

export function makeActor(init: { name: string; type: string; system: Obj; ownership?: Record<string, number>; items?: { name: string; type: string; system: Obj }[] }): FakeActor {
  const id = `actor${String(++nextId).padStart(11, "0")}`;
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
        const effect: Obj = { ...structuredClone(d), id: `effect${String(++nextId).padStart(10, "0")}` };
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

export function makeMessage(card: Obj, isOwner = true) {
  return registerMessage({ isOwner, rolls: [{ options: { card }, toJSON() { return { options: this.options }; } }] });
}

const messages = new Map<string, Obj>();
/** A chat message: records updates and applies `flags` / `content` changes. */
function registerMessage(data: Obj): Obj & { id: string; updates: Obj[] } {
  const message = { id: `msg${String(++nextId).padStart(13, "0")}`, isOwner: true, flags: {}, author: { id: String((globalThis as unknown as { game: { user: { id: string } } }).game.user.id) }, ...data, updates: [] as Obj[] } as Obj & { id: string; updates: Obj[] };
  message.update = async (changes: Obj) => {
    message.updates.push(changes);
    if (changes.flags) message.flags = changes.flags;
    if (changes.content) message.content = changes.content;
  };
  messages.set(message.id, message);
  return message;
}

/** A combat with combatants for the given actors; flags and updates behave like Foundry's dotted paths. */
export function makeCombat(actors: FakeActor[], flags: Obj = {}) {
  const combatants = collection(actors.map((actor) => {
    const c: Obj = { id: `cbt${String(++nextId).padStart(13, "0")}`, actor, actorId: actor.id, name: actor.name, initiative: null, defeated: false, flags: {} };
    c.update = async (changes: Obj) => { for (const [k, v] of Object.entries(changes)) setPath(c, k, v); };
    return c;
  }));
  const combat: Obj = { id: `cbt${String(++nextId).padStart(13, "0")}`, round: 1, turn: 0, combatants, flags: { realms: structuredClone(flags) }, updates: [] as Obj[] };
  combat.update = async (changes: Obj) => { (combat.updates as Obj[]).push(changes); for (const [k, v] of Object.entries(changes)) setPath(combat, k, v); };
  combat.updateEmbeddedDocuments = async (_kind: string, list: Obj[]) => { for (const u of list) Object.assign(combatants.get(String(u._id)) ?? {}, u); };
  const g = globalThis as unknown as { game: Obj };
  g.game.combat = combat;
  combats.set(String(combat.id), combat);
  return combat as Obj & { combatants: Obj[] & { get(id: string): Obj | undefined }; flags: { realms: Obj }; round: number };
}
const combats = new Map<string, Obj>();

/** Cards stacks (hands, piles) for the duel's Attack/Defend cards. */
const cardStacks = new Map<string, Obj>();
function makeStack(data: Obj): Obj {
  const stack: Obj = { id: `cards${String(++nextId).padStart(11, "0")}`, ...data };
  stack.cards = collection(((data.cards as Obj[] | undefined) ?? []).map((c) => ({ ...c, id: `card${String(++nextId).padStart(12, "0")}` })));
  stack.pass = async (to: Obj, ids: string[], options: { updateData?: Obj } = {}) => {
    const from = stack.cards as Obj[];
    for (const id of ids) {
      const i = from.findIndex((c) => c.id === id);
      const [card] = from.splice(i, 1);
      (to.cards as Obj[]).push({ ...card, ...(options.updateData ?? {}) });
    }
  };
  stack.updateEmbeddedDocuments = async (_kind: string, list: Obj[]) => { for (const u of list) Object.assign((stack.cards as Obj[]).find((c) => c.id === u._id) ?? {}, u); };
  cardStacks.set(String(stack.id), stack);
  return stack;
}

export function actAs(user: { id: string; isGM: boolean; name?: string }) {
  (globalThis as unknown as { game: { user: unknown } }).game.user = { ...user, isSelf: true, targets: new Set() };
}

const g = globalThis as unknown as Obj;
g.Roll = class Roll {
  formula: string; options: Obj; _evaluated = false; total = 0; dice: { results: { result: number; active: boolean }[]; total: number }[] = [];
  constructor(formula: string, _data?: Obj, options?: Obj) { this.formula = formula; this.options = options ?? {}; }
  /** "2d6 + 1d12", "4d6kh3": each term's results come from world.dice; kept-highest/lowest drop the others. */
  async evaluate() {
    this.dice = [...this.formula.matchAll(/(\d+)d(\d+)(?:x(\d+))?(k[hl])?(\d+)?/g)].map(([, n, , explode, keep, count]) => {
      const results: { result: number; active: boolean; discarded?: boolean; exploded?: boolean }[] = [];
      for (let i = 0; i < Number(n); i++) {
        // `x10`: a 10 is marked exploded and followed by its reroll, like Foundry's results list.
        let r = { result: world.dice.shift() ?? 1, active: true } as { result: number; active: boolean; exploded?: boolean };
        results.push(r);
        while (explode && r.result >= Number(explode)) {
          r.exploded = true;
          r = { result: world.dice.shift() ?? 1, active: true };
          results.push(r);
        }
      }
      if (keep) {
        const order = [...results].sort((a, b) => (keep === "kh" ? b.result - a.result : a.result - b.result));
        for (const r of order.slice(Number(count))) Object.assign(r, { active: false, discarded: true });
      }
      return { results, total: results.filter((r) => r.active).reduce((a, r) => a + r.result, 0) };
    });
    this.total = this.dice.reduce((a, d) => a + d.total, 0);
    this._evaluated = true;
    return this;
  }
  toJSON() { return { formula: this.formula, options: this.options }; }
  async toMessage(data: Obj) {
    const message = registerMessage({ ...data, card: this.options.card, rolls: [this] });
    world.messages.push(message);
    return message;
  }
};
g.foundry = {
  utils: {
    // Like Foundry's with inplace false: nested objects merge, dotted keys expand.
    mergeObject: (a: Obj, b: Obj) => deepMerge(plainClone(a) as Obj, b),
    deepClone: (o: unknown) => plainClone(o),
    randomID: () => `rid${String(++nextId).padStart(13, "0")}`,
    hasProperty: (o: Obj, p: string) => p.split(".").reduce<unknown>((n, k) => (n as Obj | undefined)?.[k], o) !== undefined,
    escapeHTML: (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
    getProperty: (o: Obj, p: string) => p.split(".").reduce<unknown>((n, k) => (n as Obj | undefined)?.[k], o),
  },
  applications: {
    handlebars: { renderTemplate: async (path: string, ctx: Obj) => render(path.replace(/^systems\/realms\//, ""), ctx) },
    api: { DialogV2: { wait: async () => world.dialogs.shift() ?? null, prompt: async () => world.dialogs.shift() ?? null } },
  },
};
g.game = {
  user: { id: "gm", isGM: true, targets: new Set() },
  users: {
    get: (id: string) => ({ id, isGM: id === "gm" }), find: () => undefined, filter: () => [],
    // A player's request to the GM runs the registered query handler, as the GM's client would.
    activeGM: { id: "gm", isGM: true, isSelf: false, query: (name: string, data: unknown) => (g.CONFIG as { queries: Record<string, (d: unknown) => unknown> }).queries[name]!(data) },
  },
  i18n: { localize: (k: string) => translate(k), format: (k: string, d: Obj) => format(k, d) },
  combat: null,
  combats: { get: (id: string) => combats.get(id) },
  cards: { get: (id: string) => cardStacks.get(id) },
  actors: { get: (id: string) => [...world.actors.values()].find((a) => a.id === id), find: (fn: (a: FakeActor) => boolean) => [...world.actors.values()].find(fn) },
  scenes: { viewed: null, get: () => undefined },
  time: { worldTime: 0 },
  settings: {
    store: new Map<string, unknown>(),
    get(ns: string, key: string) {
      if (!this.store.has(`${ns}.${key}`)) throw new Error(`Setting ${ns}.${key} is not registered`);
      return this.store.get(`${ns}.${key}`);
    },
    async set(ns: string, key: string, value: unknown) { this.store.set(`${ns}.${key}`, value); },
  },
  messages: { get: (id: string) => messages.get(id), contents: [] },
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
  create: async (data: Obj) => { const m = registerMessage(data); world.messages.push(m); return m; },
};
const CardsClass = { create: async (data: Obj) => makeStack(data), deleteDocuments: async (ids: string[]) => { for (const id of ids) cardStacks.delete(id); } };
g.fromUuidSync = (uuid: string) => world.actors.get(uuid) ?? null;
g.Hooks = { on: () => 0, once: () => 0 };
g.CONFIG = { queries: {}, statusEffects: [], weatherEffects: {}, Cards: { documentClass: CardsClass } };
