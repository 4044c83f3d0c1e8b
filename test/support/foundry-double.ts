/**
 * The Foundry VTT v13/v14 test double: installs the globals the glue reads and re-exports the test API. It is not
 * Foundry (there is no server here); it imitates the v13 behaviour the glue depends on, each piece in one
 * module of ./double/ and each following the documentation named below. Types: the official declarations
 * (T = @league-of-foundry-developers/foundry-vtt-types/src/foundry); API pages: https://foundryvtt.com/api/v13/.
 *
 * - Generation (double/generation.ts): the double is v13 unless the environment says REALMS_FOUNDRY=14, then it is
 *   v14 where the two differ (`game.release`, CONST, and each difference named in the module that imitates it).
 *   `npm run test:unit` runs the glue tests once in each mode.
 * - Hooks (double/hooks.ts; T/client/helpers/hooks.d.mts, API "Hooks"): on/once/off/call/callAll, `call`
 *   stops at false, a throwing handler is recorded in `hookErrors` and the rest still run (Hooks.onError).
 * - Connected clients (double/clients.ts): `game.user` is the current client's; a document event hook (`createX`,
 *   `updateX`, `deleteX`, `updateWorldTime`) and a world setting's `onChange` run on the acting client, then on every
 *   other active user's client after a tick, each keeping its own `game.user` through its awaits.
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
 * - Applications (double/applications.ts; T/client/applications/api/application.d.mts, handlebars-application.d.mts):
 *   ApplicationV2 + HandlebarsApplicationMixin rendering PARTS through the real templates into a happy-dom
 *   frame, form submit/change handling, actions, close and the "render"/"close" events; a form application
 *   plays the next `world.dialogs` entry once rendered (a string presses that button, a plain object fills
 *   the form, `IGNORE` leaves it open).
 * - Settings (double/settings.ts; T/client/helpers/client-settings.d.mts): register / get (stored value or
 *   default) / set (calls onChange); get and set throw for a key nobody registered.
 * - Users and queries (double/users.ts; T/client/documents/user.d.mts `User#query`): real users (gm, an offline
 *   gm2, players), permission-checked User updates, queries through JSON to every open tab of the recipient with
 *   `(data, {timeout})` and no sender, each tab as the recipient's own client (`game.user`); inactive recipients
 *   and timeouts reject, the timeouts on a test clock a test may freeze and advance (double/clock.ts).
 * - Chat (double/chat.ts; T/client/documents/chat-message.d.mts): rolls stored as JSON and rebuilt by class name
 *   through CONFIG.Dice.rolls; only the author or a GM updates a message, stored a tick later (the server's round
 *   trip); ChatMessage.create runs `preCreateChatMessage` and `createChatMessage`. Roll: dice from `world.dice`, kh/kl
 *   and x explosions like Foundry's results.
 * - Create dialogs (double/create-dialog.ts): `Actor/Item.createDialog` rejects an empty `types` list as v13 does.
 * - Regions and walls (double/regions.ts, region-shapes.ts, placement.ts): created and changed by a GM only, as the
 *   server enforces; each generation's region shapes validated (v13 refuses v14-only ones) and answered by `testPoint`;
 *   in v14 mode scenes, tokens, walls and regions carry Scene Levels and `CONST.WALL_SENSE_TYPES` reports its deprecation.
 * - Combat (double/combat.ts; T/client/documents/combat.d.mts, T/common/documents/combat.d.mts): the turn list
 *   sorted by the system's `_sortCombatants`, turn events only on the active GM and only forward, `turn` rewritten
 *   without events when combatants are added or removed; changes permission-checked per field as BaseCombat and
 *   BaseCombatant do; the system's RealmsCombat extends it. The tracker (double/combat-tracker.ts): v13's footer
 *   controls by user, `renderCombatTracker` fired.
 * - Tokens (double/tokens.ts; T/client/documents/token.d.mts): unlinked token actors apart from their world actor,
 *   sharing its id, resolved by `fromUuidSync`; updates owner-checked, a move through `preMoveToken`, then
 *   `preUpdateToken` and `updateToken`. Deletions (double/deletions.ts): a deleted token takes its own actor
 *   and its combatants with it, a deleted scene its tokens; a deleted world actor no longer resolves.
 * - Cards (double/cards.ts; T/client/documents/cards.d.mts): pass / recall with home, origin and drawn state.
 * - Token HUD statuses (double/status-effects.ts; T/client/applications/hud/token-hud.d.mts): a status counts as
 *   active when the effect's id is the status `_id`; `toggleStatusEffect` as the base Actor does; CONFIG.statusEffects
 *   starts with Foundry's own statuses. Every actor runs `CONFIG.Actor.documentClass`'s `toggleStatusEffect`.
 * - Active effects (double/active-effects.ts): built from `CONFIG.ActiveEffect.documentClass` (the system's class
 *   extends the double's), `active`, `isTemporary`, v14's `showIcon`, and which effects a token draws, per generation.
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
// Next: the RegionBehaviorType base the zone model extends when it is built.
import { deprecateWallSenseTypes, regionBehaviorConfig, SPACE_CONST } from "./double/regions";
// Then ApplicationV2 and the Handlebars mixin the system's dialog classes extend when their modules load.
import "./double/applications";
import { format, render, translate } from "./render";
import { registerCoreSettings } from "../../src/core/settings";
import { deepMerge, nextId, plainClone, setPath, world, type Obj } from "./double/base";
import { FakeEffect, type FakeActor } from "./double/documents";
import { FakeHooks } from "./double/hooks";
import { FakeDialogV2 } from "./double/dialogs";
import { FakeApplicationV2, FakeFormDataExtended, FakeHandlebarsApplicationMixin } from "./double/applications";
import { makeSettings } from "./double/settings";
import { FakeChatMessage, FakeRoll, messages } from "./double/chat";
import { combats, FakeCombat, FakeCombatant } from "./double/combat";
import { CardsClass, cardsCollection } from "./double/cards";
import { CARD_MODELS } from "../../src/rulesets/card-models";
import { actAs, makeUsers } from "./double/users";
import { installClientUser } from "./double/clients";
import { ActorBase, CORE_STATUS_EFFECTS, ItemBase } from "./double/status-effects";
import { scenes, tokensByUuid } from "./double/tokens";
import { readFileSync } from "node:fs";
import { CORE_CHAT_MESSAGE_MODELS } from "../../src/core/chat-models";
import { installPlaceholders } from "./double/placeholders";
import { embeddedUuids } from "./double/uuids";
import { expand, flattenObject } from "./double/source-data";
import { FOUNDRY_GENERATION, generationConst, releaseOf } from "./double/generation";

export { world } from "./double/base";
export { makeActor, OWNERSHIP, type FakeActor, type FakeItem, type FakeEffect } from "./double/documents";
export { hookErrors, settle, settleUntil, snapshotHooks } from "./double/hooks";
export { answer, type DialogAnswer } from "./double/dialogs";
export { IGNORE } from "./double/applications";
export { makeMessage, registerRolls } from "./double/chat";
export { makeCombat } from "./double/combat";
export { actAs, resetUsers, users } from "./double/users";
export { advanceClock, freezeClock, releaseClock } from "./double/clock";
export { makeScene, placeToken, type FakeScene, type FakeToken } from "./double/tokens";
export { deleteActor, deleteScene, deleteToken } from "./double/deletions";
export { addLevel, addRegion, addWall, DEFAULT_LEVEL, type FakeRegion, type FakeWall } from "./double/regions";
export { deprecationWarnings, FOUNDRY_GENERATION, onGeneration } from "./double/generation";
export { drawnEffects, SHOW_ICON } from "./double/active-effects";

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
    setProperty: (o: Obj, p: string, v: unknown) => (setPath(o, p, v), true),
    // As Foundry's (common/utils/helpers.mjs): plain objects become dotted keys, arrays and other values are leaves.
    flattenObject,
    expandObject: (o: Obj) => expand(o),
  },
  applications: {
    handlebars: { renderTemplate: async (path: string, ctx: Obj) => render(path.replace(/^systems\/realms\//, ""), ctx) },
    api: { DialogV2: FakeDialogV2, ApplicationV2: FakeApplicationV2, HandlebarsApplicationMixin: FakeHandlebarsApplicationMixin },
    ux: { FormDataExtended: FakeFormDataExtended },
  },
};
g.game = {
  // The Foundry generation the double imitates (double/generation.ts): 13 unless REALMS_FOUNDRY=14.
  release: releaseOf(FOUNDRY_GENERATION),
  // game.system: the package's manifest, as Foundry loads it before init.
  system: (({ id, version }) => ({ id, version }))(JSON.parse(readFileSync("system.json", "utf8")) as { id: string; version: string }),
  users: makeUsers(g),
  // Localization#has: whether the key has a translation (localize itself throws on a missing key here, stricter than Foundry).
  i18n: { lang: "en", localize: (k: string) => translate(k), format: (k: string, d: Obj) => format(k, d), has: (k: string) => { try { translate(k); return true; } catch { return false; } } },
  combat: null,
  combats: { get: (id: string) => combats.get(id) },
  cards: cardsCollection,
  actors: worldCollection(() => [...world.actors.values()]),
  items: worldCollection(() => []),
  scenes: { viewed: null, get: (id: string) => scenes.get(id), get contents() { return [...scenes.values()]; }, [Symbol.iterator]: () => scenes.values() },
  // Like v13's GameTime#advance (the updateWorldTime hook is left to each test).
  time: { worldTime: 0, async advance(delta: number) { this.worldTime += delta; return this.worldTime; } },
  settings: makeSettings(),
  messages: { get: (id: string) => messages.get(id), contents: [] },
};
// `game.user` is the current client's (./double/clients.ts): the test's, or a broadcast handler's.
installClientUser(g.game as Obj);
/** Like v13: `localize` translates, `format` values are escaped before they are filled in. */
const notify = (level: string) => (m: string, o?: { localize?: boolean; format?: Record<string, string> }) => {
  const escaped = Object.fromEntries(Object.entries(o?.format ?? {}).map(([k, v]) => [k, v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)]));
  world.notifications.push({ level, message: o?.localize ? (o.format ? format(m, escaped) : translate(m)) : m });
};
g.ui = { notifications: { error: notify("error"), warn: notify("warn"), info: notify("info") } };
g.ChatMessage = FakeChatMessage;
g.fromUuidSync = embeddedUuids((uuid: string) => world.actors.get(uuid) ?? tokensByUuid.get(uuid) ?? null);
g.Hooks = FakeHooks;
g.Actor = ActorBase;
g.Item = ItemBase;
// The base class the system's ActiveEffect class extends when it is imported (double/documents.ts FakeEffect).
g.ActiveEffect = FakeEffect;
// Base classes the system's Combat and Combatant subclasses extend when they are imported.
g.Combat = FakeCombat;
g.Combatant = FakeCombatant;
g.CONST = { DOCUMENT_OWNERSHIP_LEVELS: { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 }, ...SPACE_CONST, ...generationConst(FOUNDRY_GENERATION) };
deprecateWallSenseTypes(g.CONST as Obj);
// The models load once Foundry's globals are there, as a system's code does in Foundry: their behaviour
// reaches the rulesets' flows, whose modules extend Roll and read CONFIG when they load.
installPlaceholders();
const { ELVENDOR_ACTOR_MODELS, ELVENDOR_ITEM_MODELS } = await import("../../src/rulesets/elvendor/models/models");
const { ELF_ACTOR_MODELS, ELF_ITEM_MODELS } = await import("../../src/rulesets/elf/models/models");
const { AEDELORE_ACTOR_MODELS, AEDELORE_ITEM_MODELS } = await import("../../src/rulesets/aedelore/models/models");
const { ELDFALL_ACTOR_MODELS, ELDFALL_ITEM_MODELS } = await import("../../src/rulesets/eldfall/models/models");
const { TWOD6_ACTOR_MODELS, TWOD6_ITEM_MODELS } = await import("../../src/rulesets/twod6/models/models");
g.CONFIG = {
  // Foundry's own token statuses (double/status-effects.ts), which a ruleset may keep beside its own.
  queries: {}, statusEffects: CORE_STATUS_EFFECTS.map((s) => ({ ...s })), weatherEffects: {}, Cards: { documentClass: CardsClass }, Dice: { rolls: [FakeRoll] }, time: { roundTime: 0, turnTime: 0 },
  // What each ruleset's `init` registers; the double migrates, cleans and validates documents with them.
  Actor: { documentClass: ActorBase, trackableAttributes: {}, dataModels: { ...ELVENDOR_ACTOR_MODELS, ...ELF_ACTOR_MODELS, ...AEDELORE_ACTOR_MODELS, ...ELDFALL_ACTOR_MODELS, ...TWOD6_ACTOR_MODELS } },
  // Token statuses (double/status-effects.ts); specialStatusEffects are v13's defaults (client/config.mjs).
  specialStatusEffects: { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind", BURROW: "burrow", HOVER: "hover", FLY: "fly" },
  Combat: { documentClass: FakeCombat }, Combatant: { documentClass: FakeCombatant }, RegionBehavior: regionBehaviorConfig,
  ActiveEffect: { documentClass: FakeEffect },
  Item: { dataModels: { ...ELVENDOR_ITEM_MODELS, ...ELF_ITEM_MODELS, ...AEDELORE_ITEM_MODELS, ...ELDFALL_ITEM_MODELS, ...TWOD6_ITEM_MODELS } },
  Card: { dataModels: { ...CARD_MODELS } },
  // The core's (the legacy `card` and its card families); a ruleset's card families come with its booted `models`.
  ChatMessage: { dataModels: Object.fromEntries(CORE_CHAT_MESSAGE_MODELS.map((m) => [m.metadata.type, m])) },
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
// What `init` always registers, whichever ruleset is active; ruleset settings are registered by each test as its init would.
registerCoreSettings();

/** A clean table for the next test: no notices, messages, queued dice or dialog answers, no active combat; acting as `as` (the GM). */
export function resetWorld(as: { id: string; isGM: boolean } = { id: "gm", isGM: true }): void {
  world.notifications.length = 0;
  world.messages.length = 0;
  world.dice.length = 0;
  world.dialogs.length = 0;
  (g.game as { combat: unknown }).combat = null;
  actAs(as);
}
