/**
 * The Foundry VTT v13 test double: installs the globals the glue reads and re-exports the test API. It is not
 * Foundry (there is no server here); it imitates the v13 behaviour the glue depends on, each piece in one
 * module of ./double/ and each following the documentation named below. Types: the official declarations
 * (T = @league-of-foundry-developers/foundry-vtt-types/src/foundry); API pages: https://foundryvtt.com/api/v13/.
 *
 * - Hooks (double/hooks.ts; T/client/helpers/hooks.d.mts, API "Hooks"): on/once/off/call/callAll, `call`
 *   stops at false, a throwing handler is recorded in `hookErrors` and the rest still run (Hooks.onError).
 * - Boot (double/boot.ts): src/realms.ts with init, i18nInit, setup, ready fired in Foundry's order, so the
 *   system's own Hooks.on handlers run in tests; `shutdown` puts hooks, settings and CONFIG back.
 * - Documents (double/documents.ts; T/common/abstract/document.d.mts, data.d.mts, T/client/hooks.d.mts):
 *   actors, items and effects keep `_source`, prepared `system`/`flags`, and a database record
 *   (`world.database`). update / createEmbeddedDocuments / deleteEmbeddedDocuments run the client workflow:
 *   expand dotted keys; migrateData on the (partial) change data, clean (unknown keys dropped, numbers cast)
 *   and validate with the registered model (CONFIG.Actor/Item.dataModels, the system's own specs) — invalid
 *   changes are reported as an error notice and skipped, the promise resolving to undefined (our reading of
 *   v13's client backend; the declarations do not say; foundryvtt/foundryvtt#14482 on migrateData getting
 *   partial data); diff against the source (no change: no hooks); `preUpdateActor` etc. (false cancels); the
 *   server's permission check (owner or GM, embedded documents defer to the parent) rejects with an Error;
 *   commit to source and database; `updateActor` etc. with the user's id. Loading (makeActor) migrates and
 *   cleans the client's copy only, as Foundry does, so the database keeps what was stored.
 * - Ownership (T/common/constants.d.mts DOCUMENT_OWNERSHIP_LEVELS): getUserLevel, testUserPermission
 *   (GM passes; `exact`), isOwner.
 * - Data models (double/data-model.ts; T/common/abstract/type-data.d.mts): the TypeDataModel base and field
 *   classes the real model classes extend; migrateData / migrateDataSafe.
 * - World collections (T/client/documents/abstract/document-collection.d.mts): game.actors / game.items
 *   with get/find/filter/contents and `_source` (the loaded, already migrated sources).
 * - Dialogs (double/dialogs.ts; T/client/applications/api/dialog.d.mts, API "DialogV2"): wait / prompt /
 *   confirm render the content into a happy-dom form, run `render`, let the scripted answer fill it, and call
 *   the pressed button's callback with (event, button, dialog). `world.dialogs` entries: an `answer(...)`
 *   function, or a plain value returned as is.
 * - Settings (double/settings.ts; T/client/helpers/client-settings.d.mts): register / get (stored value or
 *   default) / set (calls onChange); get and set throw for a key nobody registered.
 * - Queries (double/users.ts): the active GM's handler runs as the GM (game.user switched while it runs).
 * - Chat (double/chat.ts): messages and Roll (dice from `world.dice`; kh/kl drop dice like Foundry); combat
 *   (double/combat.ts) and cards (double/cards.ts): see their modules.
 * - `foundry.utils`, template rendering through the real templates, `fromUuidSync`, `ui.notifications` (format
 *   values escaped, like v13).
 *
 * How a fake names what it imitates (double/typing.ts): a class with the same statics uses
 * `FakeX satisfies Pick<typeof RealX, "a" | "b">`; a method whose real return type is a document or a generic
 * uses `true satisfies Imitates<typeof fake, typeof real>` (the fake accepts every argument list the real one
 * does). A signature change in the declarations then fails `tsc`. Add such a line beside each new fake.
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
import { combats } from "./double/combat";
import { CardsClass, cardStacks } from "./double/cards";
import { makeUsers } from "./double/users";

export { world } from "./double/base";
export { makeActor, OWNERSHIP, type FakeActor, type FakeItem, type FakeEffect } from "./double/documents";
export { hookErrors, settle, snapshotHooks } from "./double/hooks";
export { answer, type DialogAnswer } from "./double/dialogs";
export { makeMessage } from "./double/chat";
export { makeCombat } from "./double/combat";
export { actAs } from "./double/users";

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
  user: { id: "gm", isGM: true, targets: new Set() },
  users: makeUsers(g),
  i18n: { localize: (k: string) => translate(k), format: (k: string, d: Obj) => format(k, d) },
  combat: null,
  combats: { get: (id: string) => combats.get(id) },
  cards: { get: (id: string) => cardStacks.get(id) },
  actors: worldCollection(() => [...world.actors.values()]),
  items: worldCollection(() => []),
  scenes: { viewed: null, get: () => undefined },
  time: { worldTime: 0 },
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
g.fromUuidSync = (uuid: string) => world.actors.get(uuid) ?? null;
g.Hooks = FakeHooks;
g.CONST = { DOCUMENT_OWNERSHIP_LEVELS: { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } };
g.CONFIG = {
  queries: {}, statusEffects: [], weatherEffects: {}, Cards: { documentClass: CardsClass }, Dice: { rolls: [] },
  // What each ruleset's `init` registers; the double migrates, cleans and validates documents with them.
  Actor: { dataModels: { ...ELVENDOR_ACTOR_MODELS, ...ELF_ACTOR_MODELS, ...AEDELORE_ACTOR_MODELS } },
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
