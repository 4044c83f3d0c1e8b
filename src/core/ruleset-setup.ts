/**
 * The core registers what a ruleset declares (src/core/ruleset.ts), namespaced by its id: models of every
 * ruleset (so any world's documents load), and for the world's ruleset its statuses, Roll classes, sheets,
 * token defaults, settings, chat actions, GM actions and partials.
 */
import type { DeclaredModel, Ruleset, StatusesDeclaration } from "./ruleset";
import { describeStatusIcons } from "./status-hud";
import { registerTokenDefaults } from "./tokens";
import { registerOptionSettings, settingsRegistry } from "./option-settings";
import { registerChatAction } from "./chat/actions";
import { registerTracks } from "./tracks";
import { registerGmAction } from "./gm";
import { SYSTEM_PATH, partialPath } from "./templates";

type SheetClass = abstract new (...args: never[]) => object;
type DataModels = Record<string, unknown>;

/**
 * The class registered for one document type, named for it ("RealmsElvendorHeroSheet"): Foundry ids a
 * registered sheet as `realms.<class name>`, and a shared or anonymous class would leave every type's id alike.
 */
export function sheetForType(type: string, sheet: SheetClass): SheetClass {
  const name = `Realms${type[0]!.toUpperCase()}${type.slice(1)}Sheet`;
  // An own, empty DEFAULT_OPTIONS: ApplicationV2 merges each class's options once, whichever way it walks the chain.
  const named = class extends (sheet as unknown as new (...args: never[]) => object) {
    static DEFAULT_OPTIONS = {};
  };
  Object.defineProperty(named, "name", { value: name });
  return named;
}

/** Sheet Configuration's label for a type's sheet ("Realms Elvendor Hero sheet"), localized when shown. */
export function sheetLabel(documentName: "Actor" | "Item", type: string): () => string {
  return () => game.i18n.format("REALMS.SheetLabel", { type: game.i18n.localize(`TYPES.${documentName}.${type}`) });
}

/**
 * `CONFIG.<kind>.dataModels` from the models' own metadata: one loop for every kind (Actor, Item, ChatMessage,
 * ActiveEffect, Card, RegionBehavior, CombatantGroup). Every ruleset's models are registered, whichever is
 * active, so documents of another ruleset still load.
 */
export function registerModels(models: readonly DeclaredModel[]): void {
  const config = CONFIG as unknown as Record<string, { dataModels?: DataModels } | undefined>;
  for (const model of models) {
    const { documentName, type } = model.metadata;
    const kind = (config[documentName] ??= {});
    const dataModels = (kind.dataModels ??= {});
    if (dataModels[type] && dataModels[type] !== model) throw new Error(`${documentName} type "${type}" has two models`);
    dataModels[type] = model;
  }
}

/**
 * The token statuses: the ruleset's (namespaced ids, static effect ids) plus the Foundry statuses it keeps, its
 * defeated condition as Foundry's DEFEATED, and the rule text on hover in the token HUD.
 */
export function configureStatuses(statuses: StatusesDeclaration): void {
  CONFIG.statusEffects = [
    ...statuses.list.map((s) => ({ id: s.statusId, _id: s._id, name: s.name, img: s.img, description: s.description })),
    ...CONFIG.statusEffects.filter((s) => (statuses.keep ?? []).includes(s.id)),
  ];
  // Only the defeated status is mapped on purpose; Foundry's other special statuses (invisible, blind…) stay its own.
  const defeated = statuses.list.find((s) => s.id === statuses.defeated);
  if (defeated) CONFIG.specialStatusEffects.DEFEATED = defeated.statusId;
  Hooks.on("renderTokenHUD", (_hud: unknown, html: HTMLElement) => describeStatusIcons(html, statuses.list, (k) => game.i18n.localize(k)));
}

/** The ruleset's chat actions (`realms.<id>.<name>`) and GM actions (already named by `gmAction`). */
export function registerActions(ruleset: Pick<Ruleset, "id" | "chatActions" | "gmActions">): void {
  for (const [name, action] of Object.entries(ruleset.chatActions ?? {})) registerChatAction(`realms.${ruleset.id}.${name}`, action);
  for (const action of ruleset.gmActions ?? []) registerGmAction(action);
}

/** The ruleset's world settings: its option descriptors, then its other settings as `realms.<id>-<key>`. */
export function registerRulesetSettings(ruleset: Pick<Ruleset, "id" | "settings">): void {
  const settings = ruleset.settings;
  if (!settings) return;
  registerOptionSettings(ruleset.id, settings.i18n, settings.descriptors, settings.defaults);
  for (const [key, config] of Object.entries(settings.extra ?? {})) settingsRegistry().register("realms", `${ruleset.id}-${key}`, config());
}

/** Partial name → system-relative path, from the declaration (`realms.<id>.<name>` ← `templates/<id>/partials/<name>.hbs`). */
export function rulesetPartials(ruleset: Pick<Ruleset, "id" | "partials">): Record<string, string> {
  return Object.fromEntries((ruleset.partials ?? []).map((name) => [`realms.${ruleset.id}.${name}`, partialPath(ruleset.id, name)]));
}

/** Everything the world's ruleset declared, registered with Foundry (on `init`, before the ruleset's own `init`). */
export function setUpRuleset(ruleset: Ruleset): void {
  registerRulesetSettings(ruleset);
  configureStatuses(ruleset.statuses);
  CONFIG.Dice.rolls.push(...(ruleset.rolls as never[]));
  for (const documentName of ["Actor", "Item"] as const) {
    const collection = documentName === "Actor" ? foundry.documents.collections.Actors : foundry.documents.collections.Items;
    for (const [type, sheet] of Object.entries(ruleset.sheets[documentName] ?? {})) {
      collection.registerSheet("realms", sheetForType(type, sheet) as never, { types: [type], makeDefault: true, label: sheetLabel(documentName, type) } as never);
    }
  }
  registerTokenDefaults(ruleset.tokens);
  registerActions(ruleset);
  if (ruleset.tracks) registerTracks(ruleset.tracks);
  const partials = Object.entries(rulesetPartials(ruleset));
  if (partials.length) void foundry.applications.handlebars.loadTemplates(Object.fromEntries(partials.map(([name, path]) => [name, `${SYSTEM_PATH}/${path}`])));
}
