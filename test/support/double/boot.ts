/**
 * Boot the system the way Foundry does: load src/realms.ts (its module code registers the rulesets and its
 * `init`/`ready` handlers), pick the ruleset in the world setting, then fire `init`, `i18nInit`, `setup` and
 * `ready` (API page "Hooks": the game initialization hooks, in that order). Foundry classes the system only
 * extends or registers with that the double does not imitate are bare placeholders (./placeholders.ts);
 * document sheets are the double's (./document-sheets.ts), so a booted test can open one.
 *
 * src/realms.ts is imported statically (a dynamic import would load a second copy of every module under
 * mocha's loader): its module code runs when a test file imports this helper, which registers the rulesets
 * and the `Hooks.once("init"/"ready")` handlers; nothing fires them until `bootSystem`. The handlers the
 * boot registers stay until the returned `shutdown` puts the hooks back as they were, so one test file's
 * boot does not leak handlers, settings or CONFIG entries into the others.
 */
import "./boot-globals";
import "../../../src/realms";
import { snapshotHooks, settle } from "./hooks";
import { resetWorld } from "../foundry-double";
import type { Obj } from "./base";

export { registeredSheets } from "./boot-globals";

type Settings = { set(ns: string, k: string, v: unknown): Promise<unknown>; store: Map<string, unknown>; settings: Map<string, unknown> };
const g = globalThis as unknown as {
  game: Obj & { settings: Settings }; Hooks: { callAll(h: string, ...a: unknown[]): true }; CONFIG: Obj & { Dice: { rolls: unknown[] }; ActiveEffect: { documentClass: unknown } };
};

/** Boot with `ruleset` active, as the current user (set it with actAs first; the GM runs the world migration). */
export async function bootSystem(ruleset: string): Promise<{ shutdown: () => void }> {
  const restoreHooks = snapshotHooks();
  const { store, settings } = g.game.settings;
  const saved = { store: new Map(store), settings: new Map(settings), statusEffects: g.CONFIG.statusEffects, specialStatusEffects: g.CONFIG.specialStatusEffects,
    rolls: [...g.CONFIG.Dice.rolls], realms: g.game.realms, effectClass: g.CONFIG.ActiveEffect.documentClass };
  // init writes into this map in place: the boot gets its own copy, so the original is never touched.
  g.CONFIG.specialStatusEffects = { ...(saved.specialStatusEffects as Obj) };
  const restore = () => {
    restoreHooks();
    for (const [map, copy] of [[store, saved.store], [settings, saved.settings]] as const) {
      map.clear();
      for (const [k, v] of copy) map.set(k, v);
    }
    Object.assign(g.CONFIG, { statusEffects: saved.statusEffects, specialStatusEffects: saved.specialStatusEffects });
    g.CONFIG.Dice.rolls.splice(0, Infinity, ...saved.rolls);
    g.game.realms = saved.realms;
    // init registers the system's ActiveEffect class; effects made after the boot are the double's own again.
    g.CONFIG.ActiveEffect.documentClass = saved.effectClass;
  };
  // The world's stored choice, there before the system registers the setting on init.
  store.set("realms.ruleset", ruleset);
  for (const hook of ["init", "i18nInit", "setup", "ready"]) {
    g.Hooks.callAll(hook);
    await settle();
  }
  return { shutdown: restore };
}


/**
 * A mocha suite played on the booted system: before it, a clean world as the GM, the suite's `setup` (fresh users,
 * a stub it needs at boot) and `ruleset` booted; after it, the suite's `teardown` (what it installed), then the
 * boot's shutdown.
 */
export function bootedSuite(ruleset: string, teardown?: () => void, setup?: () => void): void {
  let shutdown = () => {};
  before(async () => {
    resetWorld();
    setup?.();
    ({ shutdown } = await bootSystem(ruleset));
  });
  after(() => {
    teardown?.();
    shutdown();
  });
}
