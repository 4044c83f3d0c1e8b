/**
 * The ids of everything the Eldfall rules text names, so code, packs and sheets agree on one spelling: the
 * camelCase of the rule's English name. Items carry these as their automation `key`; rules code looks them up.
 */

/** The eleven profile attributes, in the printed order (Vitality, then Combat). */
export const VITALITY = ["sta", "spd", "arm", "hp"] as const;
export const COMBAT_ATTRIBUTES = ["off", "def", "acc", "int", "ag", "t", "m"] as const;
export const ATTRIBUTES = [...VITALITY, ...COMBAT_ATTRIBUTES] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** Sizes in order (steps count for "two or more sizes larger") and the space slots each takes. */
export const SIZES = ["small", "medium", "large", "huge", "gigantic", "colossal", "epic"] as const;
export type Size = (typeof SIZES)[number];
export const SIZE_SLOTS: Readonly<Record<Size, number>> = { small: 1, medium: 1, large: 1, huge: 2, gigantic: 3, colossal: 4, epic: 4 };

/** The 17 States, plus the tokens the text references without listing them among the States. */
export const STATES = [
  "bleeding", "blinded", "confused", "crippled", "crouched", "dead", "distracted", "engaged", "fatigued", "flying",
  "immobilized", "incapacitated", "panicked", "poisoned", "shrouded", "slowed", "weakened",
] as const;
export const EXTRA_STATES = ["defensiveStance", "overEncumbered", "petrified"] as const;
export type StateId = (typeof STATES)[number] | (typeof EXTRA_STATES)[number];

/** The 52 Traits (Unstable is listed among the Skills but worded as a Trait; it is a Skill id below). */
export const TRAITS = [
  "acuteSenses", "advantage", "affinity", "armorPiercing", "beast", "bleed", "brute", "burn", "cleave", "construct",
  "continuous", "crippling", "demon", "duelist", "elemental", "elementalEssence", "familiar", "fearless", "focus", "frostbite",
  "ignoreArmor", "ignoreShield", "incorporeal", "inspiring", "intimidating", "knockback", "knockdown", "manaCost", "menacing", "mindgame",
  "obstacle", "poison", "resistance", "resourceful", "ricochet", "spellbound", "stagger", "stun", "surpriseAttack", "survival",
  "sweep", "tactician", "targetless", "throwing", "trample", "undead", "unkeen", "unstoppable", "unwieldy", "vigilance",
  "watchful", "weakening",
] as const;
export type TraitId = (typeof TRAITS)[number];

/** The 24 Skills ("Snipe" on profiles is Shots). */
export const SKILLS = [
  "backstab", "chainAttack", "charm", "clairvoyance", "climbing", "dash", "dualWield", "finishingStrike", "flicker", "flight",
  "followUp", "foresight", "hitAndRetreat", "impede", "infiltration", "leap", "protector", "regeneration", "shots", "stealth",
  "taunt", "tracking", "unstable", "vampirism",
] as const;
export type SkillId = (typeof SKILLS)[number];

/** The 4 Combat Arts and how many levels each has (17 in all). */
export const COMBAT_ARTS = { assassination: 5, fencing: 5, berserk: 4, archery: 3 } as const;
export type CombatArtId = keyof typeof COMBAT_ARTS;

/** The 19 Classes. */
export const CLASSES = [
  "alchemist", "armsmaster", "artificer", "assassin", "berserker", "creature", "enchanter", "mage", "marksman", "mystic",
  "ranger", "rogue", "sentinel", "soldier", "sorcerer", "summoner", "vitalist", "warrior", "wizard",
] as const;
export type ClassId = (typeof CLASSES)[number];

/** The 10 Environments. */
export const ENVIRONMENTS = ["aquatic", "cover", "crevice", "dense", "difficult", "dark", "elevation", "hazy", "profaneMiasma", "toxic"] as const;
export type EnvironmentId = (typeof ENVIRONMENTS)[number];

/** Item categories, rarities, table-row tags, spell types. */
export const UPGRADE_CATEGORIES = ["weapon", "shield", "accessory", "consumable"] as const;
export const RARITIES = ["limited", "common", "superior", "legendary"] as const;
export const ROW_TAGS = ["melee", "ranged", "natural", "neutral", "twoHanded", "spell"] as const;
export const SPELL_TYPES = ["sorcery", "healing", "enchantment", "transmutation", "conjuration"] as const;
export const HERO_PATHS = ["", "light", "dark"] as const;
