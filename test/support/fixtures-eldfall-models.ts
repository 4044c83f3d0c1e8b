/**
 * Eldfall sheets in the gallery: contexts from the profiles and Items the rules text prints (Tharos, Iuren and his
 * Sacred Relic Blade, Claws), through the pure builders the sheets call. Values the text does not print stay empty.
 */
import type { DocLike } from "../../src/core/sheets/context";
import { initialValue } from "../../src/core/schema/spec";
import { ELDFALL_ACTOR_SPECS, ELDFALL_ITEM_SPECS, type HeroSystem, type HostileSystem } from "../../src/rulesets/eldfall/models/specs";
import { ELDFALL_ITEM_TEMPLATES, eldItemContext, heroContext, hostileContext, type EldSheetEnv } from "../../src/rulesets/eldfall/sheets/context";
import { format } from "./render";
import { anariData, bladeData, clawsData, ruleData, tharosData } from "./eldfall-models";

interface Entry { readonly id: string; readonly title: string; readonly kind: "sheet"; readonly template: string; readonly context: object }
type Data = { name: string; type: string; system: unknown };

/** The system's own pictures (Foundry's core icons are not served to the gallery). */
const ICON = "systems/realms/assets/tokens/hero.svg";
const STATE_ICON = "systems/realms/assets/icons/conditions/fear.svg";
let n = 0;
const doc = (d: Data): DocLike => ({ id: `eld${++n}`, name: d.name, img: ICON, type: d.type, system: d.system });
const env = (states: EldSheetEnv["states"] = []): EldSheetEnv => ({ editable: true, states, enriched: { notes: "", description: "" }, translate: format });

/** Iuren, Red Raseis (the hostile profile example): Combat attributes and Inventory (5) as printed; Vitality and Tier were not captured. */
function iurenData(name: string) {
  return {
    name, type: "eldfallHostile",
    system: { ...initialValue(ELDFALL_ACTOR_SPECS.eldfallHostile), attributes: { ...initialValue(ELDFALL_ACTOR_SPECS.eldfallHostile).attributes, off: 16, def: 13, acc: 13, int: 10, ag: 13, t: 15, m: 16 }, inventory: 5 },
    items: [
      ruleData("eldfallClass", "Berserker", { key: "berserker" }),
      ruleData("eldfallTrait", "Affinity", { key: "affinity", x: "Profane" }), ruleData("eldfallTrait", "Demon", { key: "demon" }),
      ruleData("eldfallTrait", "Duelist", { key: "duelist" }), ruleData("eldfallTrait", "Fearless", { key: "fearless" }), ruleData("eldfallTrait", "Menacing", { key: "menacing" }),
      ruleData("eldfallSkill", "Dash", { key: "dash" }), ruleData("eldfallSkill", "Leap", { key: "leap" }),
      ruleData("eldfallCombatArt", "Berserk", { key: "berserk", level: 3 }),
      bladeData(),
    ],
  };
}

export function eldfallModelGalleryEntries(hostileName?: string): Entry[] {
  const tharos = tharosData();
  const hero = { ...doc({ ...tharos, name: hostileName ?? tharos.name }), items: tharos.items.map(doc) };
  const iuren = iurenData(hostileName ?? "Iuren, Red Raseis");
  const hostile = { ...doc(iuren), items: iuren.items.map(doc) };
  const crouched = { id: "realms.eldfall.crouched", label: "Crouched", img: STATE_ICON };
  const anari = anariData();
  const light = { ...doc(anari), items: anari.items.map(doc) };
  const entries: Entry[] = [
    { id: "eld-hero-sheet", title: "Eldfall: hero sheet (Tharos, One-Eyed Wolf, as printed; Crouched, 1 AP left)", kind: "sheet", template: "templates/eldfall/sheet-hero.hbs",
      context: heroContext({ ...hero, system: { ...(hero.system as HeroSystem), ap: { value: 1 }, weakPoints: 1 } }, env([crouched])) },
    { id: "eld-hero-sheet-anari", title: "Eldfall: hero sheet (Anari, Light: Spellcraft and Special as printed, Vitality not in the text)", kind: "sheet",
      template: "templates/eldfall/sheet-hero.hbs", context: heroContext({ ...light, system: light.system as HeroSystem }, env()) },
    { id: "eld-hostile-sheet", title: "Eldfall: hostile sheet (Iuren, Red Raseis: Vitality and Tier not in the text)", kind: "sheet", template: "templates/eldfall/sheet-hostile.hbs",
      context: hostileContext({ ...hostile, system: hostile.system as HostileSystem }, env()) },
  ];
  const items: Data[] = [
    clawsData(),
    { name: "Spell (empty shell)", type: "eldfallSpell", system: { ...initialValue(ELDFALL_ITEM_SPECS.eldfallSpell), rows: [{ ...initialValue(ELDFALL_ITEM_SPECS.eldfallSpell.fields.rows.element) }] } },
    ...tharos.items.filter((i) => ["Survival", "Stealth", "Assassination", "Alchemist"].includes(i.name)),
  ];
  for (const raw of items) {
    const item = doc(raw);
    entries.push({ id: `item-${item.type}`, title: `Eldfall item: ${item.name}`, kind: "sheet", template: ELDFALL_ITEM_TEMPLATES[item.type]!, context: eldItemContext(item, env()) });
  }
  return entries;
}
