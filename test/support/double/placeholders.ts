/**
 * Placeholders for the Foundry classes src/realms.ts extends or registers with when its modules load
 * (Actor/Item documents, the Combat classes, ApplicationV2 sheets and the Handlebars mixin): enough for the
 * registration code to run, not the sheets. Installed by ../foundry-double.ts before the system's models load
 * (their behaviour reaches modules that define sheets), and again after its globals are complete.
 */
import Handlebars from "handlebars";
import type { Obj } from "./base";
import { FakeActor, FakeItem } from "./documents";

const g = globalThis as unknown as Obj & { foundry: Obj; CONFIG?: Obj };

class Placeholder {}
/** Document sheets: Foundry's own render context (as the double's ApplicationV2, none), which our sheets spread theirs under. */
class PlaceholderSheet extends Placeholder {
  /** As ApplicationV2: the active tab of each group, empty until a tab is picked or a sheet sets one. */
  tabGroups: Record<string, string | null> = {};
  protected async _prepareContext(_options: Obj): Promise<Obj> { return {}; }
}
/** registerSheet / DocumentSheetConfig: remembers what was registered. */
export const registeredSheets: { documentName: string; scope: string; sheet: unknown; options: Obj }[] = [];

export function installPlaceholders(): void {
  g.Actor ??= FakeActor;
  g.Item ??= FakeItem;
  g.Combat ??= class Combat extends Placeholder {};
  g.Combatant ??= class Combatant extends Placeholder {};
  g.Handlebars ??= Handlebars.create();
  const applications = g.foundry.applications as Obj;
  const api = applications.api as Obj;
  api.ApplicationV2 ??= class ApplicationV2 extends Placeholder {};
  api.DocumentSheetV2 ??= class DocumentSheetV2 extends (api.ApplicationV2 as typeof Placeholder) {};
  api.HandlebarsApplicationMixin ??= (base: typeof Placeholder) => class HandlebarsApplication extends base {};
  applications.sheets ??= { ActorSheetV2: class ActorSheetV2 extends PlaceholderSheet {}, ItemSheetV2: class ItemSheetV2 extends PlaceholderSheet {} };
  (applications.handlebars as Obj).loadTemplates ??= async () => [];
  const register = (documentName: string) => (scope: string, sheet: unknown, options: Obj) => void registeredSheets.push({ documentName, scope, sheet, options });
  g.foundry.documents ??= { collections: { Actors: { registerSheet: register("Actor") }, Items: { registerSheet: register("Item") } } };
  (g.foundry.utils as Obj).debouncedReload ??= () => undefined;
  const config = g.CONFIG;
  if (config) for (const name of ["Combat", "Combatant"]) config[name] ??= {};
}

