/**
 * Eldfall sheets in the gallery: the Examples and Upgrades pack documents (Tharos, Anari, Iuren, Claws, the Sacred
 * Relic Blade and the abilities they carry) through the context builders the sheets call, in the core sheet frame
 * (sheetFrame: the tab shown, play or edit mode) as the sheet classes build it.
 */
import { initialValue } from "../../src/core/schema/spec";
import { sheetFrame, type SheetTab } from "../../src/core/sheets/frame";
import { ELDFALL_ITEM_SPECS, type HeroSystem, type HostileSystem } from "../../src/rulesets/eldfall/models/specs";
import { ELDFALL_ITEM_TEMPLATES, HERO_TABS, HOSTILE_TABS, eldItemContext, heroContext, hostileContext, type EldSheetEnv } from "../../src/rulesets/eldfall/sheets/context";
import { format } from "./render";
import { PACK_IDS, eldfallPackDocs, packDoc, type EldPackActor, type EldPackDoc } from "./eldfall-pack-docs";

interface Entry { readonly id: string; readonly title: string; readonly kind: "sheet"; readonly template: string; readonly context: object }

/** How the owner sees a sheet: `tab` shown, the lock closed (play) unless `edit`. */
export interface View { readonly tab?: string; readonly edit?: boolean; readonly owner?: boolean; readonly gm?: boolean }

/** The environment the sheet class passes (sheets/actor-sheets.ts `environment`), for a pack actor and a view. */
export function sheetEnv(actor: EldPackDoc, tabs: readonly SheetTab[], view: View = {}): EldSheetEnv {
  const frame = sheetFrame(tabs, view.tab, { owner: view.owner ?? true, editMode: view.edit ?? false });
  return { frame, states: [], enriched: { notes: (actor.system as { notes?: string }).notes ?? "" }, translate: format, gm: view.gm ?? true, missing: actor.missing };
}

const named = (actor: EldPackActor, name?: string): EldPackActor => (name ? { ...actor, name } : actor);
export const heroSheet = (actor: EldPackActor, view: View = {}) => heroContext({ ...actor, system: actor.system as HeroSystem }, sheetEnv(actor, HERO_TABS, view));
export const hostileSheet = (actor: EldPackActor, view: View = {}) => hostileContext({ ...actor, system: actor.system as HostileSystem }, sheetEnv(actor, HOSTILE_TABS, view));
export const itemSheet = (item: EldPackDoc) =>
  eldItemContext(item, { editable: true, enriched: { description: (item.system as { description?: string }).description ?? "" }, missing: item.missing });

export function eldfallModelGalleryEntries(hostileName?: string): Entry[] {
  const docs = eldfallPackDocs();
  const tharos = named(packDoc(docs, PACK_IDS.tharos), hostileName);
  const anari = named(packDoc(docs, PACK_IDS.anari), hostileName);
  const iuren = named(packDoc(docs, PACK_IDS.iuren), hostileName);
  const hero = "templates/eldfall/sheet-hero.hbs";
  const entries: Entry[] = [
    { id: "eld-hero-sheet", title: "Eldfall: hero sheet, Play tab (Tharos, One-Eyed Wolf, from the Examples pack)", kind: "sheet", template: hero, context: heroSheet(tharos) },
    { id: "eld-hero-sheet-profile", title: "Eldfall: hero sheet, Profile tab in play mode (stats as text)", kind: "sheet", template: hero, context: heroSheet(tharos, { tab: "profile" }) },
    { id: "eld-hero-sheet-edit", title: "Eldfall: hero sheet, Profile tab unlocked (every field an input)", kind: "sheet", template: hero, context: heroSheet(tharos, { tab: "profile", edit: true }) },
    { id: "eld-hero-sheet-abilities", title: "Eldfall: hero sheet, Abilities tab (Tharos: Traits, Skills, Combat Art)", kind: "sheet", template: hero, context: heroSheet(tharos, { tab: "abilities" }) },
    { id: "eld-hero-sheet-inventory", title: "Eldfall: hero sheet, Inventory tab (Tharos, Inventory (10), nothing carried)", kind: "sheet", template: hero, context: heroSheet(tharos, { tab: "inventory" }) },
    { id: "eld-hero-sheet-anari", title: "Eldfall: hero sheet, Play tab (Anari, Light: her Vitality and Level are not in the rules text, and the sheet says so)", kind: "sheet",
      template: hero, context: heroSheet(anari) },
    { id: "eld-hostile-sheet", title: "Eldfall: hostile stat block (Iuren, Red Raseis, from the Examples pack)", kind: "sheet", template: "templates/eldfall/sheet-hostile.hbs", context: hostileSheet(iuren) },
  ];
  // One sheet per item type from the packs; the rules text prints no Spell card, so the Spell is one as Foundry creates it.
  const embedded = (actor: EldPackActor, type: string) => actor.items.find((i) => i.type === type)!;
  const spell: EldPackDoc = { id: "eldNewSpell00000", name: "New Spell", img: "systems/realms/assets/icons/eldfall/skill.svg", type: "eldfallSpell",
    system: initialValue(ELDFALL_ITEM_SPECS.eldfallSpell), missing: [] };
  const items: [string, EldPackDoc][] = [
    ["item-eldfallUpgrade", packDoc(docs, PACK_IDS.claws)], ["item-eldfallUpgrade-unprinted", packDoc(docs, PACK_IDS.blade)], ["item-eldfallSpell", spell],
    ["item-eldfallTrait", embedded(tharos, "eldfallTrait")], ["item-eldfallSkill", tharos.items.find((i) => i.name === "Stealth")!],
    ["item-eldfallCombatArt", embedded(tharos, "eldfallCombatArt")], ["item-eldfallClass", embedded(tharos, "eldfallClass")],
  ];
  for (const [id, item] of items) {
    entries.push({ id, title: `Eldfall item: ${item.name}`, kind: "sheet", template: ELDFALL_ITEM_TEMPLATES[item.type]!, context: itemSheet(item) });
  }
  return entries;
}
