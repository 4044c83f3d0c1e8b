/** Aedelore actors and items for glue tests, built on the Foundry test double. */
import { makeActor } from "./foundry-double";

export const ZERO = Object.fromEntries(["athletics", "acrobatics", "stealth", "rawPower", "unarmed", "resistance", "deception", "intimidation", "persuasion", "insight", "arcana", "history", "nature",
  "religion", "medicine", "investigation", "perception", "survival", "animalHandling", "sleightOfHand", "luck"].map((k) => [k, 0]));
export const ABIL = { strength: 4, dexterity: 4, toughness: 2, intelligence: 0, wisdom: 2, endurance: 2 };
export const weapon = (name: string, o: Record<string, unknown> = {}) => ({ name, type: "aedeloreWeapon", system: { schemaVersion: 1, ability: "strength", attackBonus: 2, damage: "1d10", range: null, ammunition: "", poisoned: false, equipped: true, fromRules: true, description: "", ...o } });
export const shield = { name: "Metal Shield", type: "aedeloreShield", system: { schemaVersion: 1, block: 5, hp: { value: 12, max: 12 }, equipped: true, fromRules: true, description: "" } };

/** A character owned by `owner` (player1); `others` is everyone else's level (0: none, 2: observer). */
export function character(name: string, o: { items?: { name: string; type: string; system: Record<string, unknown> }[]; system?: Record<string, unknown>; owner?: string; others?: number } = {}) {
  return makeActor({ name, type: "aedeloreCharacter", ownership: { default: o.others ?? 0, [o.owner ?? "player1"]: 3 }, items: o.items ?? [],
    system: { schemaVersion: 1, abilities: { ...ABIL }, skills: { ...ZERO, acrobatics: 2 }, creationComplete: true, hp: { value: 25, max: 25 },
      worthiness: { value: 2, log: [] }, arcana: { value: 0, max: 0 }, weakened: 6, bleed: 0, supplies: { food: "d10", water: "d10", foodDays: 0, waterDays: 0 },
      boost: 0, poolCap: 8, coins: { gold: 0, silver: 0, copper: 0 }, notes: "", ...o.system } });
}


/** A creature with the model's defaults (10 HP), owned by the GM; `others` is the players' level. */
export function creature(name: string, system: Record<string, unknown> = {}, others = 0) {
  return makeActor({ name, type: "aedeloreCreature", ownership: { default: others, gm: 3 }, system: { schemaVersion: 1, abilities: { ...ABIL }, skills: { ...ZERO }, hp: { value: 10, max: 10 }, ...system } });
}
