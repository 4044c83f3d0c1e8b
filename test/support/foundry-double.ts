/**
 * A minimal, documented Foundry test double for the glue. It provides only what the flows touch:
 * `game` (user and users with queries: double/users.ts; i18n, combat(s), cards, messages: double/chat.ts, scenes,
 * time, a settings store that throws for unregistered keys), `ui.notifications`, `ChatMessage`, `Roll`
 * (dice from `world.dice`; `kh`/`kl` mark dropped dice inactive like Foundry), `foundry.utils`, template
 * rendering through the real templates, and `fromUuidSync`. Documents are plain objects that record
 * their updates. It is not Foundry: it proves our decisions, not Foundry's.
 */
// First: the TypeDataModel base the system's model classes extend when their modules load below.
import "./double/data-model";
import { format, render, translate } from "./render";
import { deepMerge, nextId, plainClone, world, type Obj } from "./double/base";
import { type FakeActor } from "./double/documents";
import { FakeHooks } from "./double/hooks";
import { FakeDialogV2 } from "./double/dialogs";
import { makeSettings } from "./double/settings";
import { ELVENDOR_ACTOR_MODELS, ELVENDOR_ITEM_MODELS } from "../../src/rulesets/elvendor/data/models";
import { ELF_ACTOR_MODELS, ELF_ITEM_MODELS } from "../../src/rulesets/elf/data/models";
import { AEDELORE_ACTOR_MODELS, AEDELORE_ITEM_MODELS } from "../../src/rulesets/aedelore/data/models";
import { FakeChatMessage, FakeRoll, messages } from "./double/chat";
import { combats, FakeCombat, FakeCombatant } from "./double/combat";
import { CardsClass, cardsCollection } from "./double/cards";
import { actAs, makeUsers } from "./double/users";
import { ActorBase, ItemBase } from "./double/status-effects";
import { scenes, tokensByUuid } from "./double/tokens";

export { world } from "./double/base";
export { makeActor, OWNERSHIP, type FakeActor, type FakeItem, type FakeEffect } from "./double/documents";
export { hookErrors, settle, snapshotHooks } from "./double/hooks";
export { answer, type DialogAnswer } from "./double/dialogs";
export { makeMessage, registerRolls } from "./double/chat";
export { makeCombat } from "./double/combat";
export { actAs, resetUsers, users } from "./double/users";
export { makeScene, placeToken, type FakeScene, type FakeToken } from "./double/tokens";

const g = globalThis as unknown as Obj;
g.Roll = FakeRoll;
g.foundry = {
  ...(g.foundry as Obj),
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
    api: { DialogV2: FakeDialogV2 },
  },
};
g.game = {
  user: null,
  users: makeUsers(g),
  i18n: { localize: (k: string) => translate(k), format: (k: string, d: Obj) => format(k, d) },
  combat: null,
  combats: { get: (id: string) => combats.get(id) },
  cards: cardsCollection,
  actors: worldCollection(() => [...world.actors.values()]),
  items: worldCollection(() => []),
  scenes: { viewed: null, get: (id: string) => scenes.get(id) },
  // Like v13's GameTime#advance (the updateWorldTime hook is left to each test).
  time: { worldTime: 0, async advance(delta: number) { this.worldTime += delta; return this.worldTime; } },
  settings: makeSettings(),
  messages: { get: (id: string) => messages.get(id), contents: [] },
};
/** Like v13: `localize` translates, `format` values are escaped before they are filled in. */
const notify = (level: string) => (m: string, o?: { localize?: boolean; format?: Record<string, string> }) => {
  const escaped = Object.fromEntries(Object.entries(o?.format ?? {}).map(([k, v]) => [k, v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)]));
  world.notifications.push({ level, message: o?.localize ? (o.format ? format(m, escaped) : translate(m)) : m });
};
g.ui = { notifications: { error: notify("error"), warn: notify("warn"), info: notify("info") } };
g.ChatMessage = FakeChatMessage;
g.fromUuidSync = (uuid: string) => world.actors.get(uuid) ?? tokensByUuid.get(uuid) ?? null;
g.Hooks = FakeHooks;
g.Actor = ActorBase;
g.Item = ItemBase;
// Base classes the system's Combat and Combatant subclasses extend when they are imported.
g.Combat = FakeCombat;
g.Combatant = FakeCombatant;
g.CONST = { DOCUMENT_OWNERSHIP_LEVELS: { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } };
g.CONFIG = {
  queries: {}, statusEffects: [], weatherEffects: {}, Cards: { documentClass: CardsClass }, Dice: { rolls: [FakeRoll] }, time: { roundTime: 0, turnTime: 0 },
  // What each ruleset's `init` registers; the double migrates, cleans and validates documents with them.
  Actor: { documentClass: ActorBase, dataModels: { ...ELVENDOR_ACTOR_MODELS, ...ELF_ACTOR_MODELS, ...AEDELORE_ACTOR_MODELS } },
  // Token statuses (double/status-effects.ts); specialStatusEffects are v13's defaults (client/config.mjs).
  specialStatusEffects: { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind", BURROW: "burrow", HOVER: "hover", FLY: "fly" },
  Combat: { documentClass: FakeCombat }, Combatant: { documentClass: FakeCombatant },
  Item: { dataModels: { ...ELVENDOR_ITEM_MODELS, ...ELF_ITEM_MODELS, ...AEDELORE_ITEM_MODELS } },
};

/** A WorldCollection: lookups by id, and `_source`, the sources the client loaded (already migrated in place). */
function worldCollection(all: () => FakeActor[]) {
  const top = () => all().filter((d) => !d.parent && d.uuid === `${d.documentName}.${d.id}`);
  return {
    get: (id: string) => top().find((d) => d.id === id),
    find: (fn: (d: FakeActor) => boolean) => top().find(fn),
    filter: (fn: (d: FakeActor) => boolean) => top().filter(fn),
    get contents() { return top(); },
    get size() { return top().length; },
    get _source() { return top().map((d) => d.toObject()); },
    [Symbol.iterator]: () => top()[Symbol.iterator](),
  };
}
actAs({ id: "gm", isGM: true });
