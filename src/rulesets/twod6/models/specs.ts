import { field, type SpecData } from "../../../core/schema/spec";
import { ABILITIES, ARMOR_SLOTS, DAMAGE_TYPES, RESISTIBLE_TYPES } from "../creatures/rules/keys";
import { RACE_IDS } from "../creatures/rules/abilities";

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
const offset = () => field.int(0, { min: -30, max: 30 });
/** Per-ability numbers: a race's own offsets (race "other"), an item's enchant. */
const perAbility = () => field.obj(Object.fromEntries(ABILITIES.map((a) => [a, offset()])) as Record<(typeof ABILITIES)[number], ReturnType<typeof offset>>);
const typeList = () => field.arr(field.choice(DAMAGE_TYPES, "physical"), [], { max: 8 });
const resistances = () => field.obj(Object.fromEntries(RESISTIBLE_TYPES.map((t) => [t, field.int(0, { min: 0, max: 99 })])) as Record<(typeof RESISTIBLE_TYPES)[number], ReturnType<typeof field.int>>);

const creature = {
  schemaVersion: version(),
  /** Base scores (what the creature was built with); items and effects add on top. */
  abilities: abilities(),
  level: field.int(1, { min: 1, max: 99 }),
  race: field.choice(RACE_IDS, "human"),
  /** The race's offset on each ability when the race is "other" (an ogre, a custom race); the rules' races use theirs. */
  offsets: perAbility(),
  /** `max` is derived (creatures/rules/vitals.ts) each time the data is prepared; only `value` is the creature's own. */
  health: pool(),
  energy: pool(),
  hunger: counter(),
  thirst: counter(),
  /** The creature's own resistances (hide, scales), added to its armour's. */
  resistances: resistances(),
  /** Secondary effects of these types never take hold. */
  immunities: typeList(),
  /** Damage of these types is doubled and always brings its secondary effect. */
  vulnerabilities: typeList(),
  /** The type of its damage aura, or "" for none. */
  aura: field.choice(["", ...DAMAGE_TYPES] as const, ""),
  /** Haste effects of its own or from spells (items add theirs while equipped). */
  haste: field.int(0, { min: 0, max: 4 }),
  /** Slow effects, each with its power level modifier. */
  slows: field.arr(field.obj({ power: field.int(0, { min: -20, max: 20 }) }), [], { max: 4 }),
  /** What it did this turn, for automatic regeneration: resting, moving, or anything else. */
  activity: field.choice(["other", "rest", "move"] as const, "other"),
  notes: field.html(""),
};

export const characterSpec = field.obj({ ...creature, female: field.bool(false) });
export const creatureSpec = field.obj({ ...creature, monster: field.bool(true) });

const itemBase = {
  schemaVersion: version(),
  equipped: field.bool(false),
  cursed: field.bool(false),
  /** A bound cursed item cannot be unequipped until the GM dispels the binding. */
  bound: field.bool(false),
  blessed: field.bool(false),
  /** What the blessing adds: charges (potions, wands, tomes), durability (armour, weapons) or benefit (amulets, rings). */
  blessing: field.int(0, { min: 0, max: 999 }),
  /** A curse that forces its wearer to eat and drink past Satiated. */
  forcesEating: field.bool(false),
  /** Marked when the rules give no number for this item (pack examples). */
  example: field.bool(false),
  description: field.html(""),
};

const durability = () => field.obj({ value: field.int(0, { min: 0, max: 999 }), max: field.int(0, { min: 0, max: 999 }) });

export const weaponSpec = field.obj({
  ...itemBase, damage: field.str("1d6"), damageType: field.choice(DAMAGE_TYPES, "physical"),
  /** How it is used: melee (STR, or AGI when finesse), ranged (AGI), thrown (AGI to hit, STR damage). */
  reach: field.choice(["melee", "ranged", "thrown"] as const, "melee"),
  finesse: field.bool(false),
  /** Its damage may go past the +5 cap (aimed shot, crushing blow). */
  exceedsCap: field.bool(false),
  durability: durability(), enchant: perAbility(),
});
export const armorSpec = field.obj({ ...itemBase, slot: field.choice(ARMOR_SLOTS, "body"), resistances: resistances(), durability: durability(), enchant: perAbility() });
export const provisionSpec = field.obj({
  ...itemBase, kind: field.choice(["food", "drink"] as const, "food"),
  food: field.int(0, { min: -2880, max: 2880 }), water: field.int(0, { min: -2880, max: 2880 }),
  quantity: field.int(1, { min: 0, max: 999 }),
});
export const chargedSpec = field.obj({ ...itemBase, kind: field.choice(["potion", "wand", "tome"] as const, "potion"), charges: pool() });
export const trinketSpec = field.obj({
  ...itemBase, kind: field.choice(["amulet", "ring"] as const, "ring"), enchant: perAbility(),
  /** Haste effects it gives while equipped (a ring of haste: 1). */
  haste: field.int(0, { min: 0, max: 4 }),
  /** Its benefit (a bonus the item's text describes), raised by the blessing. */
  benefit: field.int(0, { min: 0, max: 99 }),
});

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
