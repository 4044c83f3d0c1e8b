/** What every active ruleset does on `init`: its token statuses, Roll classes, sheets and token defaults. */
import type { StatusDefinition } from "./ruleset";
import { registerTokenDefaults, type TokenDefaultsByType } from "./tokens";

export interface RulesetSetup {
  /** i18n key of the ruleset name (the sheet menu label). */
  readonly label: string;
  readonly statuses: readonly StatusDefinition[];
  /** Foundry's own statuses to keep beside the ruleset's (e.g. "dead"). */
  readonly keepStatuses?: readonly string[];
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

export function setUpRuleset(setup: RulesetSetup): void {
  CONFIG.statusEffects = [
    ...setup.statuses.map((s) => ({ id: s.id, _id: s.id.padEnd(16, "0").slice(0, 16), name: s.name, img: s.img, description: s.description })),
    ...CONFIG.statusEffects.filter((s) => (setup.keepStatuses ?? []).includes(s.id) && !setup.statuses.some((x) => x.id === s.id)),
  ] as never;
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
