import { field, type SpecData } from "../../../core/schema/spec";
import { BANDS } from "../combat/rules/tables";

/**
 * Elf System document schemas (pure): Foundry models, sheet validation and the pack build read these.
 * Bump SCHEMA_VERSION and add a migration when a field changes meaning.
 */
export const SCHEMA_VERSION = 1;

export const REACHES = ["S", "M", "L"] as const;
export const WEAPON_CATEGORIES = ["melee", "natural", "ranged"] as const;
export const DAMAGE_KINDS = ["lethal", "stun"] as const;
export const TRAIT_KINDS = ["ability", "training"] as const;

/*
 * Bounds. The rules print no upper limits; these are generous table limits: modifiers ±10, DL 0–30
 * (3d6 plus modifiers cannot reach beyond), Armor and damage bonuses up to 10 (the tables top out lower),
 * a Wound Threshold override up to 40 (12 + Armor Bonus otherwise), Injury Points 99, pools 999, quantities 9,999.
 */
const version = () => field.int(SCHEMA_VERSION, { min: 0, max: 999 });
const modifier = (initial = 0) => field.int(initial, { min: -10, max: 10 });

export const pcSpec = field.obj({
  schemaVersion: version(),
  concept: field.str(""),
  /** Ability and training modifiers; the player ticks the relevant ones in the roll dialog. */
  traits: field.arr(field.obj({ name: field.name(""), kind: field.choice(TRAIT_KINDS, "ability"), value: modifier(1) })),
  /** Bonuses to speed or reaction time, added to the 1d20 of sequential initiative. */
  speedBonus: modifier(0),
  injuryPoints: field.int(0, { min: 0, max: 99 }),
  /** Armor Bonus from anything that is not an armor or shield item (a spell, thick fur). */
  armorMisc: modifier(0),
  /** Point pools that Success With Effort can spend (items with a quantity can be spent too). */
  resources: field.arr(field.obj({ name: field.name(""), value: field.int(0, { min: 0, max: 999 }), max: field.int(0, { min: 0, max: 999 }) })),
  /** Casting a spell or another long action this round: a Hit makes it fail. */
  longAction: field.bool(false),
  notes: field.html(""),
});

export const npcSpec = field.obj({
  schemaVersion: version(),
  /** One number for attack, defence and initiative. */
  difficultyLevel: field.int(10, { min: 0, max: 30 }),
  armorBonus: field.int(0, { min: 0, max: 10 }),
  /** Null: 12 + Armor Bonus, as for most humanoids. */
  woundThresholdOverride: field.num(null, { integer: true, min: 0, max: 40, nullable: true }),
  attack: field.obj({
    name: field.name(""),
    damageBonus: field.int(0, { min: 0, max: 10 }),
    reach: field.choice(REACHES, "M"),
    damageKind: field.choice(DAMAGE_KINDS, "lethal"),
    ranged: field.bool(false),
    /** How far a missile attack reaches (thrown: Middle); melee attacks use their reach. */
    maxRange: field.choice(BANDS, "long"),
    /** A blunt striking surface: the NPC may pull blows for Stun Damage (never natural or missile attacks). */
    stunCapable: field.bool(false),
    /** Small sharp weapons meet Soft Leather's +1; gunpowder meets medieval metal's +1 cap. */
    smallSharp: field.bool(false),
    gunpowder: field.bool(false),
  }),
  notes: field.html(""),
});

export const weaponSpec = field.obj({
  schemaVersion: version(),
  category: field.choice(WEAPON_CATEGORIES, "melee"),
  damageBonus: field.int(0, { min: 0, max: 10 }),
  reach: field.choice(REACHES, "S"),
  maxRange: field.choice(BANDS, "short"),
  twoHanded: field.bool(false),
  /** A blunt striking surface: the wielder may pull blows for Stun Damage. */
  stunCapable: field.bool(false),
  smallSharp: field.bool(false),
  gunpowder: field.bool(false),
  rateOfFire: field.str("-"),
  equipped: field.bool(false),
  examples: field.str(""),
  description: field.html(""),
});

export const armorSpec = field.obj({
  schemaVersion: version(),
  bonus: field.int(0, { min: 0, max: 10 }),
  vsSmallSharp: field.num(null, { integer: true, min: 0, max: 10, nullable: true }),
  vsRanged: field.num(null, { integer: true, min: 0, max: 10, nullable: true }),
  metal: field.bool(false),
  modern: field.bool(false),
  equipped: field.bool(false),
  notes: field.str(""),
  description: field.html(""),
});

export const shieldSpec = field.obj({
  schemaVersion: version(),
  bonus: field.int(1, { min: 0, max: 10 }),
  vsRanged: field.int(2, { min: 0, max: 10 }),
  metal: field.bool(false),
  modern: field.bool(false),
  equipped: field.bool(false),
  description: field.html(""),
});

export const gearSpec = field.obj({
  schemaVersion: version(),
  quantity: field.int(1, { min: 0, max: 9999 }),
  /** Can be spent for Success With Effort. */
  resource: field.bool(false),
  description: field.html(""),
});

export const ELF_ACTOR_SPECS = { elfPc: pcSpec, elfNpc: npcSpec } as const;
export const ELF_ITEM_SPECS = { elfWeapon: weaponSpec, elfArmor: armorSpec, elfShield: shieldSpec, elfGear: gearSpec } as const;

export type PcSystem = SpecData<typeof pcSpec>;
export type NpcSystem = SpecData<typeof npcSpec>;
export type WeaponSystem = SpecData<typeof weaponSpec>;
export type ArmorSystem = SpecData<typeof armorSpec>;
export type ShieldSystem = SpecData<typeof shieldSpec>;
export type GearSystem = SpecData<typeof gearSpec>;
