import { field, type SpecData } from "../../../core/schema/spec";
import {
  ATTRIBUTES, CLASSES, COMBAT_ARTS, HERO_PATHS, RARITIES, ROW_TAGS, SIZES, SKILLS, SPELL_TYPES, TRAITS, UPGRADE_CATEGORIES,
} from "../profile/rules/keys";
import { POWER_PATTERN, REACH_PATTERN, STRIKE_PATTERN } from "../profile/rules/profile";
import { SCHEMA_VERSION } from "./schema-version";
import { CAMPAIGN_ACTOR_SPECS, CAMPAIGN_ITEM_SPECS } from "./campaign-specs";

/**
 * Eldfall document schemas (pure). The rules text has no hostile profiles, spells or upgrade cards: every number
 * a profile card prints is a field here, empty (`null`) until a GM who owns the box enters it, never invented.
 * Bump SCHEMA_VERSION and add a migration when a field changes meaning.
 */
export { SCHEMA_VERSION };

/*
 * Bounds: attributes 0–99 (printed values stay below 30; modified values may exceed 20, which the rules read),
 * Weak Points, Mana and AP 0–99 (Watchful doubles STA), levels 1–3, tiers 1–9, Trait/Skill levels I–V, lists 100 rows.
 */
const version = () => field.int(SCHEMA_VERSION, { min: 0, max: 999 });
const stat = () => field.num(null, { integer: true, min: 0, max: 99, nullable: true });
const counter = () => field.int(0, { min: 0, max: 99 });
const attributes = () => field.obj(Object.fromEntries(ATTRIBUTES.map((a) => [a, stat()])) as Record<(typeof ATTRIBUTES)[number], ReturnType<typeof stat>>);

/** Model sides: heroes (with allies and the heroes' summons) and hostiles. */
export const SIDES = ["heroes", "hostiles"] as const;
/** Traits an Item or Spell row may pass on: the 52, and Unstable (listed among the Skills, worded as a Trait: A47). */
export const ROW_TRAIT_KEYS = [...TRAITS, "unstable"] as const;

const profile = (side: (typeof SIDES)[number]) => ({
  schemaVersion: version(),
  /** Printed profile values; HP is the maximum (`health.value` is the current one). */
  attributes: attributes(),
  /**
   * Current HP. Its maximum, `health.max`, is derived (never stored): the profile's HP as the campaign plays it
   * (party/state.ts heroHpMax). A value/max pair, so Foundry draws it as a token bar and the HUD edits `value`.
   */
  health: field.obj({ value: field.int(0, { min: 0, max: 99 }) }),
  size: field.choice(SIZES, "medium"),
  side: field.choice(SIDES, side),
  weakPoints: counter(),
  mana: counter(),
  /** AP left this turn; `ap.max`, derived, is what the model receives at Upkeep in its role now (a token bar too). */
  ap: field.obj({ value: counter() }),
  /** Inventory (X): the weight the model may carry; null where the profile prints none. */
  inventory: stat(),
  /** Spellcraft charts and the level reached in each ("Art of Enchanting III"). */
  spellcraft: field.arr(field.obj({ chart: field.str(""), level: field.int(1, { min: 1, max: 9 }) }), [], { max: 20 }),
  /** 10. Special: the profile's unique abilities, as printed. */
  special: field.str(""),
  /** The Weapon last attacked with (an Item id): an Upgrade inventory's Primary Weapon when none is marked (M70). */
  lastWeapon: field.str(""),
  notes: field.html(""),
});

export const heroSpec = field.obj({
  ...profile("heroes"),
  level: field.int(1, { min: 1, max: 3 }),
  path: field.choice(HERO_PATHS, ""),
  /** An ally plays as a hero but is not a player's hero (the AI may run it by a Behavior card). */
  ally: field.bool(false),
  /** A custom hero (M110) levels up with points; a named one by the Quest Log's next profile. */
  custom: field.bool(false),
  /** A custom hero's points not spent yet (on Upgrades or raises, M110). */
  points: field.int(0, { min: 0, max: 999 }),
});

export const hostileSpec = field.obj({
  ...profile("hostiles"),
  tier: field.int(1, { min: 1, max: 9 }),
  boss: field.bool(false),
  bossModification: field.str(""),
  /** A summoned creature's caster (Actor uuid); such a model fights on its caster's side. */
  summoner: field.str(""),
  /** A named character (M80): never spawned as a replacement from a lower Tier. */
  character: field.bool(false),
  /** What it carries (M82): a Loot token (none, common, superior; or a named Upgrade's uuid) and a Fate token. */
  carries: field.obj({
    loot: field.choice(["", "common", "superior"] as const, ""),
    lootItem: field.str(""),
    fate: field.obj({ letter: field.str(""), colour: field.str("") }),
  }),
});

/** One row of an item's table: effect traits, PW, RCH, STK and the row's tags, as printed. */
const tableRow = () => field.obj({
  label: field.str(""),
  traits: field.arr(field.obj({ key: field.choice(ROW_TRAIT_KEYS, "bleed"), level: field.int(1, { min: 1, max: 5 }), x: field.str("") }), [], { max: 20 }),
  /** Effect text the Traits do not carry ("Gain +1 STK when attacking a target without AP."). */
  text: field.str(""),
  /** A number or a formula over the attributes: "12", "T", "T+4", "T or AG−3"; "☆" for Enchantments. */
  pw: field.pattern("", POWER_PATTERN, "12, T, T+4, T or AG−3, ☆"),
  /** "❖" (same space), a number, "x|y" (ACC modifiers within / beyond 10), an attribute, "Casting Aura", an AoE shape, or "T, Blast L". */
  rch: field.pattern("", REACH_PATTERN, "❖, 1, +3|−3, T, Casting Aura, Spray S, T, Blast L"),
  /** A number or "STA". */
  stk: field.pattern("", STRIKE_PATTERN, "1, 2, STA"),
  tags: field.arr(field.choice(ROW_TAGS, "melee"), [], { max: ROW_TAGS.length }),
});

export const upgradeSpec = field.obj({
  schemaVersion: version(),
  category: field.choice(UPGRADE_CATEGORIES, "weapon"),
  rarity: field.choice(RARITIES, "common"),
  limits: field.obj({ hero: field.str(""), level: field.num(null, { integer: true, min: 1, max: 3, nullable: true }) }),
  /** Null for "/" (takes no inventory space). */
  quantity: field.num(1, { integer: true, min: 0, max: 99, nullable: true }),
  weight: field.num(0, { integer: true, min: 0, max: 99, nullable: true }),
  rows: field.arr(tableRow(), [], { max: 10 }),
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
  rows: field.arr(tableRow(), [], { max: 10 }),
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
  levels: field.arr(field.obj({ name: field.name(""), effect: field.str("") }), [], { max: 5 }),
});

export const ELDFALL_ACTOR_SPECS = { eldfallHero: heroSpec, eldfallHostile: hostileSpec, ...CAMPAIGN_ACTOR_SPECS } as const;
export const ELDFALL_ITEM_SPECS = {
  eldfallUpgrade: upgradeSpec, eldfallSpell: spellSpec, eldfallSkill: skillSpec, eldfallTrait: traitSpec,
  eldfallCombatArt: combatArtSpec, eldfallClass: classSpec, ...CAMPAIGN_ITEM_SPECS,
} as const;

export type HeroSystem = SpecData<typeof heroSpec>;
export type HostileSystem = SpecData<typeof hostileSpec>;
export type UpgradeSystem = SpecData<typeof upgradeSpec>;
export type SpellSystem = SpecData<typeof spellSpec>;
export type SkillSystem = SpecData<typeof skillSpec>;
export type TraitSystem = SpecData<typeof traitSpec>;
export type CombatArtSystem = SpecData<typeof combatArtSpec>;
export type ClassSystem = SpecData<typeof classSpec>;
