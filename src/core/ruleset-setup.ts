/** What every active ruleset does on `init`: its token statuses, Roll classes, sheets and token defaults. */
import type { StatusDefinition } from "./ruleset";
import { describeStatusIcons } from "./status-hud";
import { registerTokenDefaults, type TokenDefaultsByType } from "./tokens";

export interface RulesetSetup {
  /** i18n key of the ruleset name (the sheet menu label). */
  readonly label: string;
  readonly statuses: readonly StatusDefinition[];
  /** Foundry's own statuses to keep beside the ruleset's (e.g. "dead"). */
  readonly keepStatuses?: readonly string[];
  /** The condition that is Foundry's defeated status (the combat tracker's skull), if the ruleset has one. */
  readonly defeated?: string;
  readonly rolls: readonly unknown[];
  readonly actorSheets: Readonly<Record<string, unknown>>;
  readonly itemSheets: Readonly<Record<string, unknown>>;
  /** Per actor type: token bar, trackable attributes, linked or not. */
  readonly tokens: TokenDefaultsByType;
}

type SheetClass = abstract new (...args: never[]) => object;

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
 * The token statuses: the ruleset's (namespaced ids, static effect ids) plus the Foundry statuses it keeps, its
 * defeated condition as Foundry's DEFEATED, and the rule text on hover in the token HUD.
 */
export function configureStatuses(setup: Pick<RulesetSetup, "statuses" | "keepStatuses" | "defeated">): void {
  CONFIG.statusEffects = [
    ...setup.statuses.map((s) => ({ id: s.statusId, _id: s._id, name: s.name, img: s.img, description: s.description })),
    ...CONFIG.statusEffects.filter((s) => (setup.keepStatuses ?? []).includes(s.id)),
  ] as never;
  // Only the defeated status is mapped on purpose; Foundry's other special statuses (invisible, blind…) stay its own.
  const defeated = setup.statuses.find((s) => s.id === setup.defeated);
  if (defeated) CONFIG.specialStatusEffects.DEFEATED = defeated.statusId;
  Hooks.on("renderTokenHUD", (_hud: unknown, html: HTMLElement) => describeStatusIcons(html, setup.statuses, (k) => game.i18n.localize(k)));
}

export function setUpRuleset(setup: RulesetSetup): void {
  configureStatuses(setup);
  CONFIG.Dice.rolls.push(...(setup.rolls as never[]));
  const options = (documentName: "Actor" | "Item", type: string) => ({ types: [type], makeDefault: true, label: sheetLabel(documentName, type) });
  for (const [type, sheet] of Object.entries(setup.actorSheets)) {
    foundry.documents.collections.Actors.registerSheet("realms", sheetForType(type, sheet as SheetClass) as never, options("Actor", type));
  }
  for (const [type, sheet] of Object.entries(setup.itemSheets)) {
    foundry.documents.collections.Items.registerSheet("realms", sheetForType(type, sheet as SheetClass) as never, options("Item", type));
  }
  registerTokenDefaults(setup.tokens);
}
