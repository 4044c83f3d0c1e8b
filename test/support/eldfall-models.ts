/** Eldfall profiles and Items as the rules text prints them, for the model tests and the sheet gallery. */
import type { Profile } from "../../src/rulesets/eldfall/profile/rules/profile";
import type { TableRow } from "../../src/rulesets/eldfall/profile/rules/attacks";
import { initialValue } from "../../src/core/schema/spec";
import { ELDFALL_ACTOR_SPECS, ELDFALL_ITEM_SPECS } from "../../src/rulesets/eldfall/models/specs";

/** Tharos, One-Eyed Wolf, as the example profile card prints him (Vitality 2 3 3 2 in the order STA SPD ARM HP). */
export const THAROS: Profile = { sta: 2, spd: 3, arm: 3, hp: 2, off: 13, def: 10, acc: 15, int: 13, ag: 13, t: 12, m: 12 };

export const row = (over: Partial<TableRow>): TableRow => ({ label: "", traits: [], text: "", pw: "", rch: "", stk: "", tags: [], ...over });

/** Claws (the example Upgrade card, Limited: Na'ra): Melee, Weapon, Natural; QTY/WGT "/ /"; PW T, RCH ❖, STK STA. */
export const CLAWS_ROW = row({ text: "Gain +1 STK when attacking a target without AP.", pw: "T", rch: "❖", stk: "STA", tags: ["melee", "natural"] });
/** Iuren's Sacred Relic Blade: Cleave, Sweep I; PW T+4, RCH 1, STK STA; Melee Weapon. */
export const BLADE_ROW = row({ traits: [{ key: "cleave", level: 1, x: "" }, { key: "sweep", level: 1, x: "" }], pw: "T+4", rch: "1", stk: "STA", tags: ["melee"] });

/** Stored document data (what a pack or the double holds), from the model's defaults plus what is given. */
type Sys = Record<string, unknown>;
export const upgradeData = (name: string, system: Sys) => ({ name, type: "eldfallUpgrade", system: { ...initialValue(ELDFALL_ITEM_SPECS.eldfallUpgrade), ...system } });
export const ruleData = (type: "eldfallTrait" | "eldfallSkill" | "eldfallClass" | "eldfallCombatArt", name: string, system: Sys) =>
  ({ name, type, system: { ...initialValue(ELDFALL_ITEM_SPECS[type]), ...system } });

/** Tharos' card as printed: classes, traits, skills, art and Inventory (10); his level is not printed (1 here). */
export function tharosData() {
  return {
    name: "Tharos, One-Eyed Wolf", type: "eldfallHero",
    system: { ...initialValue(ELDFALL_ACTOR_SPECS.eldfallHero), attributes: { ...THAROS }, health: { value: 2 }, inventory: 10 } as Sys,
    items: [
      ruleData("eldfallClass", "Alchemist", { key: "alchemist" }), ruleData("eldfallClass", "Rogue", { key: "rogue" }),
      ruleData("eldfallTrait", "Survival", { key: "survival", x: "Difficult" }),
      ruleData("eldfallSkill", "Climbing", { key: "climbing" }), ruleData("eldfallSkill", "Snipe", { key: "shots" }), ruleData("eldfallSkill", "Stealth", { key: "stealth", level: 2 }),
      ruleData("eldfallCombatArt", "Assassination", { key: "assassination", level: 3, levels: [
        { name: "Aiming for the Vitals", effect: "User's Attack gains +6 PW." }, { name: "Cunning Precaution", effect: "User's Attack gains Poison I." },
        { name: "Overwhelming Assault", effect: "User's Attack gains +1 STK." }] }),
    ],
  };
}
export const clawsData = () => upgradeData("Claws", { category: "weapon", rarity: "limited", limits: { hero: "Na'ra", level: null }, quantity: null, weight: null, rows: [CLAWS_ROW] });
/** A plain Weapon with one row: RCH as printed ("1", "8", "❖"), melee or ranged; PW T, STK 1. */
export const weaponData = (name: string, rch: string, tags: TableRow["tags"] = ["melee"]) =>
  upgradeData(name, { category: "weapon", quantity: null, weight: null, rows: [row({ pw: "T", rch, stk: "1", tags: [...tags] })] });
/** Iuren's pre-determined table prints no rarity, QTY or WGT: the defaults stand in, QTY/WGT as "/". */
export const bladeData = () => upgradeData("Sacred Relic Blade", { category: "weapon", quantity: null, weight: null, rows: [BLADE_ROW] });

/**
 * Anari, Light (the customizable-inventory example): Combat attributes, Traits, Skill, Combat Art, Spellcraft,
 * Special and Inventory (5) as printed; her Vitality was not captured. "Magician" is read as Mage (A48).
 */
export function anariData() {
  const hero = initialValue(ELDFALL_ACTOR_SPECS.eldfallHero);
  return {
    name: "Anari, Light", type: "eldfallHero",
    system: { ...hero, attributes: { ...hero.attributes, off: 15, def: 13, acc: 11, int: 16, ag: 13, t: 12, m: 17 }, inventory: 5, path: "light",
      spellcraft: [{ chart: "Art of Enchanting", level: 3 }, { chart: "Cryomancy", level: 3 }], special: "First Enchantment Spell in the turn gains STK +1." } as Sys,
    items: [
      ruleData("eldfallClass", "Magician", { key: "mage" }), ruleData("eldfallClass", "Sentinel", { key: "sentinel" }),
      ruleData("eldfallTrait", "Affinity", { key: "affinity", x: "Water, Fire" }), ruleData("eldfallTrait", "Fearless", { key: "fearless" }),
      ruleData("eldfallSkill", "Dash", { key: "dash" }), ruleData("eldfallCombatArt", "Fencing", { key: "fencing", level: 2 }),
    ],
  };
}
