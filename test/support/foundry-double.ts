/**
 * A minimal, documented Foundry test double for the glue. It provides only what the flows touch:
 * `game` (user and users with queries: double/users.ts; i18n, combat(s), cards, messages: double/chat.ts, scenes,
 * time, a settings store that throws for unregistered keys), `ui.notifications`, `ChatMessage`, `Roll`
 * (dice from `world.dice`; `kh`/`kl` mark dropped dice inactive like Foundry), `foundry.utils`, template
 * rendering through the real templates, and `fromUuidSync`. Documents are plain objects that record
 * their updates. It is not Foundry: it proves our decisions, not Foundry's.
 */
import { format, render, translate } from "./render";
import { deepMerge, nextId, plainClone, world, type Obj } from "./double/base";
import { type FakeActor } from "./double/documents";
import { FakeChatMessage, FakeRoll, messages } from "./double/chat";
import { combats } from "./double/combat";
import { CardsClass, cardStacks } from "./double/cards";
import { actAs, makeUsers } from "./double/users";

export { world } from "./double/base";
export { makeActor, type FakeActor } from "./double/documents";
export { makeMessage, registerRolls } from "./double/chat";
export { makeCombat } from "./double/combat";
export { actAs, resetUsers, users } from "./double/users";

const g = globalThis as unknown as Obj;
g.Roll = FakeRoll;
g.foundry = {
  utils: {
    // Like Foundry's with inplace false: nested objects merge, dotted keys expand.
    mergeObject: (a: Obj, b: Obj) => deepMerge(plainClone(a) as Obj, b),
    deepClone: (o: unknown) => plainClone(o),
    randomID: () => nextId("rid"),
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
  user: null,
  users: makeUsers(g),
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
g.ChatMessage = FakeChatMessage;
g.fromUuidSync = (uuid: string) => world.actors.get(uuid) ?? null;
g.Hooks = { on: () => 0, once: () => 0 };
g.CONFIG = { queries: {}, statusEffects: [], weatherEffects: {}, Cards: { documentClass: CardsClass }, Dice: { rolls: [FakeRoll] } };
actAs({ id: "gm", isGM: true });
