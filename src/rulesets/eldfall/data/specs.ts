import { field, type SpecData } from "../../../core/schema/spec";
import {
  ATTRIBUTES, CLASSES, COMBAT_ARTS, HERO_PATHS, RARITIES, ROW_TAGS, SIZES, SKILLS, SPELL_TYPES, TRAITS, UPGRADE_CATEGORIES,
} from "../rules/keys";

/**
 * Eldfall document schemas (pure). The rules text has no hostile profiles, spells or upgrade cards: every number
 * a profile card prints is a field here, empty (`null`) until a GM who owns the box enters it, never invented.
 * Bump SCHEMA_VERSION and add a migration when a field changes meaning.
 */
export const SCHEMA_VERSION = 1;

/*
 * Bounds: attributes 0–99 (printed values stay below 30; modified values may exceed 20, which the rules read),
 * Weak Points and Mana 0–99, AP 0–99 (Watchful doubles STA), levels 1–3, tiers 1–9, lists 100 rows.
 */
const version = () => field.int(SCHEMA_VERSION, { min: 0, max: 999 });
const stat = () => field.num(null, { integer: true, min: 0, max: 99, nullable: true });
const counter = () => field.int(0, { min: 0, max: 99 });
const attributes = () => field.obj(Object.fromEntries(ATTRIBUTES.map((a) => [a, stat()])) as Record<(typeof ATTRIBUTES)[number], ReturnType<typeof stat>>);

const profile = {
  schemaVersion: version(),
  /** Printed profile values (HP is the maximum; `health` is the current value). */
  attributes: attributes(),
  health: field.int(0, { min: 0, max: 99 }),
  size: field.choice(SIZES, "medium"),
  weakPoints: counter(),
  mana: counter(),
  ap: counter(),
  /** Inventory (X): the weight the model may carry; null where the profile prints none. */
  inventory: stat(),
  notes: field.html(""),
};

export const heroSpec = field.obj({
  ...profile,
  level: field.int(1, { min: 1, max: 3 }),
  path: field.choice(HERO_PATHS, ""),
  /** An ally plays as a hero but is not a player's hero (it may be run by a behaviour card in part 2). */
  ally: field.bool(false),
});

export const hostileSpec = field.obj({
  ...profile,
  tier: field.int(1, { min: 1, max: 9 }),
  boss: field.bool(false),
  bossModification: field.str(""),
});

/** One row of an item's table: effect traits, PW, RCH, STK and the row's tags, as printed. */
const tableRow = () => field.obj({
  label: field.str(""),
  traits: field.arr(field.obj({ key: field.choice(TRAITS, "bleed"), x: field.str("") })),
  /** A number or a formula over the attributes: "12", "T", "T+4", "T or AG-3"; "☆" for Enchantments. */
  pw: field.str(""),
  /** "❖" (same space), a number, "x|y" (ACC modifiers within / beyond 10), an attribute, "casting aura" or an AoE shape. */
  rch: field.str(""),
  /** A number or "STA". */
  stk: field.str(""),
  tags: field.arr(field.choice(ROW_TAGS, "melee")),
});

export const upgradeSpec = field.obj({
  schemaVersion: version(),
  category: field.choice(UPGRADE_CATEGORIES, "weapon"),
  rarity: field.choice(RARITIES, "common"),
  limits: field.obj({ hero: field.str(""), level: field.num(null, { integer: true, min: 1, max: 3, nullable: true }) }),
  /** Null for "/" (takes no inventory space). */
  quantity: field.num(1, { integer: true, min: 0, max: 99, nullable: true }),
  weight: field.num(0, { integer: true, min: 0, max: 99, nullable: true }),
  rows: field.arr(tableRow()),
  equipped: field.bool(false),
  description: field.html(""),
});

export const spellSpec = field.obj({
  schemaVersion: version(),
  element: field.str(""),
  spellType: field.choice(SPELL_TYPES, "sorcery"),
  chart: field.str(""),
  level: field.int(1, { min: 1, max: 9 }),
  manaCost: field.num(null, { integer: true, min: 0, max: 99, nullable: true }),
  rows: field.arr(tableRow()),
  continuous: field.bool(false),
  /** Conjuration: the summoned creature's Actor uuid. */
  summons: field.str(""),
  description: field.html(""),
});

/** Skills, Traits, Combat Arts and Classes name their rule by key; level and X as printed (X may be a word). */
const ruleItem = <K extends string>(keys: readonly K[], initial: K) => ({
  schemaVersion: version(),
  key: field.choice(keys, initial),
  level: field.int(1, { min: 1, max: 5 }),
  x: field.str(""),
  description: field.html(""),
});

export const skillSpec = field.obj(ruleItem(SKILLS, "backstab"));
export const traitSpec = field.obj(ruleItem(TRAITS, "acuteSenses"));
export const classSpec = field.obj(ruleItem(CLASSES, "alchemist"));
export const combatArtSpec = field.obj({
  ...ruleItem(Object.keys(COMBAT_ARTS) as (keyof typeof COMBAT_ARTS)[], "assassination"),
  /** The art's level rows as printed (name and effect), lowest first. */
  levels: field.arr(field.obj({ name: field.str(""), effect: field.str("") }), [], { max: 5 }),
});

export const ELDFALL_ACTOR_SPECS = { eldfallHero: heroSpec, eldfallHostile: hostileSpec } as const;
export const ELDFALL_ITEM_SPECS = {
  eldfallUpgrade: upgradeSpec, eldfallSpell: spellSpec, eldfallSkill: skillSpec, eldfallTrait: traitSpec,
  eldfallCombatArt: combatArtSpec, eldfallClass: classSpec,
} as const;

export type HeroSystem = SpecData<typeof heroSpec>;
export type HostileSystem = SpecData<typeof hostileSpec>;
export type UpgradeSystem = SpecData<typeof upgradeSpec>;
export type SpellSystem = SpecData<typeof spellSpec>;
export type SkillSystem = SpecData<typeof skillSpec>;
export type TraitSystem = SpecData<typeof traitSpec>;
export type CombatArtSystem = SpecData<typeof combatArtSpec>;
export type ClassSystem = SpecData<typeof classSpec>;
