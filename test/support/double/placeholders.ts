/**
 * Placeholders for the Foundry classes src/realms.ts extends or registers with when its modules load
 * (Actor/Item documents, the Combat classes, ApplicationV2 and the Handlebars mixin): enough for the
 * registration code to run; the document sheets are the double's (./document-sheets.ts). Installed by
 * ../foundry-double.ts before the system's models load
 * (their behaviour reaches modules that define sheets), and again after its globals are complete.
 */
import Handlebars from "handlebars";
import type { Obj } from "./base";
import { FakeActor, FakeItem } from "./documents";
import { FakeActorSheetV2, FakeDocumentSheetV2, FakeItemSheetV2 } from "./document-sheets";

const g = globalThis as unknown as Obj & { foundry: Obj; CONFIG?: Obj };

class Placeholder {}
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
  api.DocumentSheetV2 ??= FakeDocumentSheetV2;
  api.HandlebarsApplicationMixin ??= (base: typeof Placeholder) => class HandlebarsApplication extends base {};
  // Document sheets render through the double's ApplicationV2 (./document-sheets.ts), so a glue test can open one.
  applications.sheets ??= { ActorSheetV2: FakeActorSheetV2, ItemSheetV2: FakeItemSheetV2 };
  (applications.handlebars as Obj).loadTemplates ??= async () => [];
  const register = (documentName: string) => (scope: string, sheet: unknown, options: Obj) => void registeredSheets.push({ documentName, scope, sheet, options });
  g.foundry.documents ??= { collections: { Actors: { registerSheet: register("Actor") }, Items: { registerSheet: register("Item") } } };
  (g.foundry.utils as Obj).debouncedReload ??= () => undefined;
  const config = g.CONFIG;
  if (config) for (const name of ["Combat", "Combatant"]) config[name] ??= {};
}

