import { field, type SpecData } from "../../../core/schema/spec";
import { ABILITIES, ARMOR_SLOTS, DAMAGE_TYPES, RESISTIBLE_TYPES } from "../rules/keys";

/**
 * 2D6 System document schemas (pure). The rules give formulas, not item numbers: pack values are marked as
 * examples. Bump SCHEMA_VERSION and add a migration when a field changes meaning.
 */
export const SCHEMA_VERSION = 1;

/*
 * Bounds: ability scores 1–30 (the human scale is 2–12; other races and monsters go beyond), levels 1–99,
 * health and energy 0–9,999, hunger and thirst counters 0–2,880 (1–2,520 are the seven states; the rest is
 * the damage zone either side), resistances 0–99, charges and quantities 0–999.
 */
const version = () => field.int(SCHEMA_VERSION, { min: 0, max: 999 });
const score = () => field.int(7, { min: 1, max: 30 });
const abilities = () => field.obj(Object.fromEntries(ABILITIES.map((a) => [a, score()])) as Record<(typeof ABILITIES)[number], ReturnType<typeof score>>);
const pool = () => field.obj({ value: field.int(0, { min: 0, max: 9999 }), max: field.int(0, { min: 0, max: 9999 }) });
const counter = () => field.int(4 * 360 + 180, { min: 0, max: 2880 });
const resistances = () => field.obj(Object.fromEntries(RESISTIBLE_TYPES.map((t) => [t, field.int(0, { min: 0, max: 99 })])) as Record<(typeof RESISTIBLE_TYPES)[number], ReturnType<typeof field.int>>);

const creature = {
  schemaVersion: version(),
  /** Base scores (what the creature was built with); items and effects add on top. */
  abilities: abilities(),
  level: field.int(1, { min: 1, max: 99 }),
  race: field.str("human"),
  health: pool(),
  energy: pool(),
  hunger: counter(),
  thirst: counter(),
  notes: field.html(""),
};

export const characterSpec = field.obj({ ...creature });
export const creatureSpec = field.obj({ ...creature, monster: field.bool(true) });

const itemBase = {
  schemaVersion: version(),
  equipped: field.bool(false),
  cursed: field.bool(false),
  /** A bound cursed item cannot be unequipped until the GM dispels the binding. */
  bound: field.bool(false),
  blessed: field.bool(false),
  /** Marked when the rules give no number for this item (pack examples). */
  example: field.bool(false),
  description: field.html(""),
};

export const weaponSpec = field.obj({ ...itemBase, damage: field.str("1d6"), damageType: field.choice(DAMAGE_TYPES, "physical") });
export const armorSpec = field.obj({ ...itemBase, slot: field.choice(ARMOR_SLOTS, "body"), resistances: resistances() });
export const provisionSpec = field.obj({
  ...itemBase, kind: field.choice(["food", "drink"] as const, "food"),
  food: field.int(0, { min: -2880, max: 2880 }), water: field.int(0, { min: -2880, max: 2880 }),
});
export const chargedSpec = field.obj({ ...itemBase, kind: field.choice(["potion", "wand", "tome"] as const, "potion"), charges: pool() });
export const trinketSpec = field.obj({ ...itemBase, kind: field.choice(["amulet", "ring"] as const, "ring") });

export const TWOD6_ACTOR_SPECS = { twod6Character: characterSpec, twod6Creature: creatureSpec } as const;
export const TWOD6_ITEM_SPECS = {
  twod6Weapon: weaponSpec, twod6Armor: armorSpec, twod6Provision: provisionSpec, twod6Charged: chargedSpec, twod6Trinket: trinketSpec,
} as const;

export type CharacterSystem = SpecData<typeof characterSpec>;
export type CreatureSystem = SpecData<typeof creatureSpec>;
export type WeaponSystem = SpecData<typeof weaponSpec>;
export type ArmorSystem = SpecData<typeof armorSpec>;
export type ProvisionSystem = SpecData<typeof provisionSpec>;
export type ChargedSystem = SpecData<typeof chargedSpec>;
export type TrinketSystem = SpecData<typeof trinketSpec>;
