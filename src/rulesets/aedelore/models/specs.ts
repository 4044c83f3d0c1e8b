import { field, type SpecData } from "../../../core/schema/spec";
import { ABILITIES, SKILL_KEYS } from "../character/rules/skills";
import { POTIONS, SUPPLY_DICE } from "../supplies/rules/resources";
import { WORTHINESS_LOG_MAX } from "../character/rules/worthiness";

/**
 * Aedelore document schemas (pure). Numbers the rules do not give are `null` in the packs ("not given
 * by the rules"), never invented. Bump SCHEMA_VERSION and add a migration when a field changes meaning.
 */
export const SCHEMA_VERSION = 1;

export const BODY_PARTS = ["head", "shoulders", "chest", "hands", "legs"] as const;
export const WEAPON_ABILITIES = ["strength", "dexterity", "either"] as const;
export const AMMO_KINDS = ["arrows", "bolts", "needles", "slingBullets"] as const;
export const CLASS_KINDS = ["melee", "magic"] as const;
export const SPELL_SKILLS = ["arcana", "nature"] as const;
const TALENT_TARGETS = ["", ...ABILITIES, ...SKILL_KEYS] as const;

/*
 * Bounds: talents, pools, statuses and dice come from the rules (points 0–30, Weakened 0–6, at most 8
 * dice unless a class raises it to 12, bleed 0–10). Where the rules print none: HP, Arcana and Worthiness
 * up to 999 / 99, supplies and days up to 999, quantities 9,999, coins 999,999, ranges 1,000 m, and world
 * time ±10^12 s (Foundry counts seconds; that is 30,000 years either way); lists 100 rows, the Worthiness log 1,000 changes.
 */
const version = () => field.int(SCHEMA_VERSION, { min: 0, max: 999 });
const points = () => field.int(0, { min: 0, max: 30 });
const pool = (value: number, max = 999) => field.obj({ value: field.int(value, { min: 0, max }), max: field.int(value, { min: 0, max }) });
const given = () => field.num(null, { integer: true, min: -99, max: 99, nullable: true });
const quantity = (initial: number) => field.int(initial, { min: 0, max: 9999 });
const coins = () => field.int(0, { min: 0, max: 999_999 });
const bonuses = () => field.arr(field.obj({ target: field.choice(TALENT_TARGETS, ""), value: field.int(1, { min: -5, max: 5 }) }));

const abilities = () => field.obj(Object.fromEntries(ABILITIES.map((a) => [a, points()])) as Record<(typeof ABILITIES)[number], ReturnType<typeof points>>);
const skills = () => field.obj(Object.fromEntries(SKILL_KEYS.map((s) => [s, points()])) as Record<(typeof SKILL_KEYS)[number], ReturnType<typeof points>>);

export const characterSpec = field.obj({
  schemaVersion: version(),
  /** Points the player put in; race, class and religion bonuses are added on top. */
  abilities: abilities(),
  skills: skills(),
  /** While false, the creation limits hold (10 points, no talent above 5). */
  creationComplete: field.bool(false),
  hp: pool(20),
  worthiness: field.obj({
    value: field.int(0, { min: -99, max: 99 }),
    log: field.arr(field.obj({ delta: field.int(0, { min: -99, max: 99 }), reason: field.str(""), worldTime: field.num(0, { min: -1e12, max: 1e12 }) }), [], { max: WORTHINESS_LOG_MAX }),
  }),
  arcana: pool(0, 99),
  weakened: field.int(6, { min: 0, max: 6 }),
  bleed: field.int(0, { min: 0, max: 10 }),
  supplies: field.obj({
    food: field.choice(SUPPLY_DICE, "d10"), water: field.choice(SUPPLY_DICE, "d10"),
    foodDays: field.int(0, { min: 0, max: 999 }), waterDays: field.int(0, { min: 0, max: 999 }),
  }),
  /** Bonus dice waiting for the next action (Adrenaline, a class ability's gain). */
  boost: field.int(0, { min: 0, max: 8 }),
  /** Highest pool allowed: 8 unless a class ability allows more. */
  poolCap: field.int(8, { min: 1, max: 12 }),
  coins: field.obj({ gold: coins(), silver: coins(), copper: coins() }),
  notes: field.html(""),
});

export const creatureSpec = field.obj({
  schemaVersion: version(),
  abilities: abilities(),
  skills: skills(),
  hp: pool(10),
  /** Armor Bonus points for Take Hit when it wears no armor items. */
  armorBonus: field.int(0, { min: 0, max: 20 }),
  bleed: field.int(0, { min: 0, max: 10 }),
  poolCap: field.int(8, { min: 1, max: 12 }),
  notes: field.html(""),
});

export const raceSpec = field.obj({
  schemaVersion: version(), baseHp: given(), worthiness: given(), bonuses: bonuses(), equipment: field.str(""),
  /** False where the rules name it but give none of its numbers. */
  fromRules: field.bool(false), description: field.html(""),
});

export const classSpec = field.obj({
  schemaVersion: version(), hpBonus: given(), worthiness: given(), kind: field.choice(CLASS_KINDS, "melee"),
  arcanaMax: field.int(0, { min: 0, max: 99 }), arcanaStart: field.int(0, { min: 0, max: 99 }), elixirs: field.int(0, { min: 0, max: 4 }),
  abilities: field.str(""), bonuses: bonuses(), equipment: field.str(""), fromRules: field.bool(false), description: field.html(""),
});

export const religionSpec = field.obj({ schemaVersion: version(), worthiness: given(), bonuses: bonuses(), fromRules: field.bool(false), description: field.html("") });

export const weaponSpec = field.obj({
  schemaVersion: version(), ability: field.choice(WEAPON_ABILITIES, "strength"),
  attackBonus: field.num(null, { integer: true, min: 0, max: 20, nullable: true }),
  damage: field.str(""), range: field.num(null, { integer: true, min: 0, max: 1000, nullable: true }),
  ammunition: field.choice(["", ...AMMO_KINDS] as const, ""), poisoned: field.bool(false), equipped: field.bool(false),
  fromRules: field.bool(false), description: field.html(""),
});

export const armorSpec = field.obj({
  schemaVersion: version(), bodyPart: field.choice(BODY_PARTS, "chest"), hp: pool(0, 99),
  /** "2+block": the Block value, also its Armor Bonus for Take Hit. */
  bonus: field.num(null, { integer: true, min: 0, max: 20, nullable: true }),
  disadvantage: field.obj({ skill: field.choice(["", ...SKILL_KEYS] as const, ""), points: field.int(0, { min: 0, max: 5 }) }),
  equipped: field.bool(false), fromRules: field.bool(false), description: field.html(""),
});

export const shieldSpec = field.obj({
  schemaVersion: version(), block: field.num(null, { integer: true, min: 0, max: 20, nullable: true }), hp: pool(0, 99),
  equipped: field.bool(false), fromRules: field.bool(false), description: field.html(""),
});

export const spellSpec = field.obj({
  schemaVersion: version(), arcanaCost: field.num(null, { integer: true, min: 0, max: 99, nullable: true }), damage: field.str(""),
  multiplier: field.int(1, { min: 1, max: 10 }), checkSkill: field.choice(SPELL_SKILLS, "arcana"), active: field.bool(true),
  fromRules: field.bool(false), description: field.html(""),
});

export const abilitySpec = field.obj({
  schemaVersion: version(), className: field.str(""), checkSkill: field.choice(["", ...SKILL_KEYS] as const, ""),
  minSuccesses: field.num(null, { integer: true, min: 1, max: 8, nullable: true }), weakenedCost: field.num(null, { integer: true, min: 0, max: 6, nullable: true }),
  gainDice: field.num(null, { integer: true, min: 0, max: 8, nullable: true }), fromRules: field.bool(false), description: field.html(""),
});

export const potionSpec = field.obj({ schemaVersion: version(), kind: field.choice(POTIONS, "healing"), quantity: quantity(1), description: field.html("") });
export const ammunitionSpec = field.obj({ schemaVersion: version(), kind: field.choice(AMMO_KINDS, "arrows"), quantity: quantity(20), price: field.str(""), description: field.html("") });
export const provisionSpec = field.obj({ schemaVersion: version(), kind: field.choice(["food", "water"] as const, "food"), die: field.choice(["d10", "d6"] as const, "d10"), description: field.html("") });
export const gearSpec = field.obj({ schemaVersion: version(), quantity: quantity(1), bandage: field.bool(false), description: field.html("") });

export const AEDELORE_ACTOR_SPECS = { aedeloreCharacter: characterSpec, aedeloreCreature: creatureSpec } as const;
export const AEDELORE_ITEM_SPECS = {
  aedeloreRace: raceSpec, aedeloreClass: classSpec, aedeloreReligion: religionSpec, aedeloreWeapon: weaponSpec, aedeloreArmor: armorSpec,
  aedeloreShield: shieldSpec, aedeloreSpell: spellSpec, aedeloreAbility: abilitySpec, aedelorePotion: potionSpec,
  aedeloreAmmunition: ammunitionSpec, aedeloreProvision: provisionSpec, aedeloreGear: gearSpec,
} as const;

export type CharacterSystem = SpecData<typeof characterSpec>;
export type CreatureSystem = SpecData<typeof creatureSpec>;
export type RaceSystem = SpecData<typeof raceSpec>;
export type ClassSystem = SpecData<typeof classSpec>;
export type ReligionSystem = SpecData<typeof religionSpec>;
export type WeaponSystem = SpecData<typeof weaponSpec>;
export type ArmorSystem = SpecData<typeof armorSpec>;
export type ShieldSystem = SpecData<typeof shieldSpec>;
export type SpellSystem = SpecData<typeof spellSpec>;
export type AbilitySystem = SpecData<typeof abilitySpec>;
export type PotionSystem = SpecData<typeof potionSpec>;
export type AmmunitionSystem = SpecData<typeof ammunitionSpec>;
export type ProvisionSystem = SpecData<typeof provisionSpec>;
export type GearSystem = SpecData<typeof gearSpec>;
