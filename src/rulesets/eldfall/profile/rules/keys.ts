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

/* The hostile AI, the chaos and event decks, the Moon Dial and the campaign. */

/** Behavior (AI) card: whom a Hostile prefers when several enemies meet a condition (M78); "custom" is the card's own words. */
export const TARGET_PRIORITIES = ["closest", "farthest", "lowestHp", "highestHp", "custom"] as const;
export type TargetPriority = (typeof TARGET_PRIORITIES)[number];

/**
 * The conditions a hierarchy row tests, from the Hostile's view (heroes are its enemies, M78 note 1). `n` is the
 * row's number parameter (spaces, HP), `attack` the attack kind, `state` a State id. "custom" is decided by the GM.
 */
export const AI_CONDITIONS = [
  "always", "enemyWithin", "enemySameSpace", "enemyInLos", "enemyInAwareness", "enemyInReach", "engaged", "notEngaged",
  "hpAtMost", "allyWithin", "allyEngaged", "selfState", "targetState",
  "activatedSameSpace", "activatedInLos", "activatedWithin", "activatedInAwareness",
  "targetOfAttack", "attackerSameSpace", "attackerInLos", "attackerInAwareness",
  "ranThisActivation", "custom",
] as const;
export type AiCondition = (typeof AI_CONDITIONS)[number];
export const AI_ATTACK_KINDS = ["any", "melee", "ranged", "spell"] as const;

/** What a row makes the Hostile do. Movement rows use the movement behaviors, Action and Reaction rows the others. */
export const AI_MOVEMENT_BEHAVIORS = ["walkInto", "walkToward", "runToward", "walkAway", "runAway", "idle", "custom"] as const;
export const AI_ACTION_BEHAVIORS = ["meleeAttack", "rangedAttack", "spellAttack", "dodge", "dodgeToward", "assist", "perceive", "interact", "nothing", "custom"] as const;
export const AI_BEHAVIORS = [...AI_MOVEMENT_BEHAVIORS, ...AI_ACTION_BEHAVIORS.filter((b) => b !== "custom")] as const;
export type AiBehavior = (typeof AI_BEHAVIORS)[number];
/** Whom a behavior aims at: the row's best match by Target Priority, the closest enemy, the attacker, the activated model. */
export const AI_TARGETS = ["priority", "closest", "attacker", "activated", "self"] as const;

/** Moon Dial time periods, clockwise from the start (M90). */
export const TIME_PERIODS = ["midnight", "dawn", "daylight", "dusk"] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];
/** Chaos card kinds (M84). */
export const CHAOS_KINDS = ["none", "weather", "dayNight"] as const;
/** Event card colours (M95): blue story, purple ritual location, green location. */
export const EVENT_KINDS = ["story", "ritual", "location"] as const;
/** Difficulty (M111). */
export const DIFFICULTIES = ["easy", "standard", "hard"] as const;
/** Rest choices per hero (M94). */
export const REST_CHOICES = ["restore", "weakPoint"] as const;
