import { field, type SpecData } from "../../../core/schema/spec";
import { CONDITION_IDS, TIERS } from "../conditions/rules/conditions";

/**
 * Elvendor document schemas (pure). Foundry models, the sheets' field validation and the pack
 * build all read these; bump SCHEMA_VERSION and add a migration when a field changes meaning.
 */
export const SCHEMA_VERSION = 1;

export { CONDITION_IDS, TIERS } from "../conditions/rules/conditions";
export const ABILITY_KINDS = ["basic", "skill", "spell", "passive", "ultimate"] as const;
export const ACTION_CATEGORIES = ["movement", "interaction", "combat", "special"] as const;
export const RARITIES = ["common", "uncommon", "rare", "epic", "legendary"] as const;
export const BEHAVIOR_STEPS = ["detect", "move", "attack", "applyCondition"] as const;

/*
 * Bounds. The rules fix the D6 targets (1+ … 7+, 7 = impossible); for the rest they print no range, so
 * these are generous table limits (documented here, shown by the sheet when exceeded): tiles and
 * ranges on a board up to 30, actions, attacks and noise per card up to 10 (the core cards use 1–3),
 * armor up to 20, health, damage, rage and durability up to 999, rounds and levels up to 99.
 */
const TILES = 30;
const ACTIONS = 10;
const ARMOR = 20;
const POINTS = 999;
const ROUNDS = 99;
const version = () => field.int(SCHEMA_VERSION, { min: 0, max: 999 });
const pool = (value: number) => field.obj({ value: field.int(value, { min: 0, max: POINTS }), max: field.int(value, { min: 0, max: POINTS }) });
/** An x+ target on a D6. */
const target = (initial: number) => field.int(initial, { min: 1, max: 7 });
const upTo = (initial: number, max: number) => field.int(initial, { min: 0, max });

export const heroSpec = field.obj({
  schemaVersion: version(),
  identity: field.obj({ class: field.str(""), level: field.int(1, { min: 1, max: ROUNDS }), xp: upTo(0, 999_999) }),
  attributes: field.obj({
    mov: upTo(3, TILES),
    att: upTo(1, ACTIONS),
    act: upTo(2, ACTIONS),
    def: target(3),
    sav: target(4),
  }),
  health: pool(10),
  secondary: field.obj({
    rage: upTo(0, POINTS),
    stealth: target(4),
    armor: upTo(0, ARMOR),
    durability: upTo(0, POINTS),
  }),
  crystalAffinity: field.str(""),
  /** Actions lost at the start of the next turn (Blinded's immediate loss, waking from Unconscious). */
  actionsLost: upTo(0, ACTIONS),
  notes: field.html(""),
});

export const enemySpec = field.obj({
  schemaVersion: version(),
  move: upTo(3, TILES),
  element: field.str(""),
  actions: upTo(1, ACTIONS),
  defense: target(3),
  saves: target(5),
  alert: upTo(3, TILES),
  /** Base detection radius in tiles; null derives it from Alert (see the rules interpretations). */
  detection: field.num(null, { integer: true, min: 0, max: TILES, nullable: true }),
  armor: upTo(0, ARMOR),
  health: pool(4),
  behavior: field.obj({
    steps: field.arr(field.choice(BEHAVIOR_STEPS, "detect"), ["detect", "move", "attack", "applyCondition"]),
    notes: field.html(""),
  }),
  notes: field.html(""),
});

export const companionSpec = field.obj({
  schemaVersion: version(),
  master: field.str(""),
  attributes: field.obj({ mov: upTo(3, TILES), def: target(3), sav: target(4), armor: upTo(0, ARMOR) }),
  ap: upTo(2, ACTIONS),
  /** Actions lost in the next Companion Phase (Companion Command). */
  actionsLost: upTo(0, ACTIONS),
  health: pool(6),
  ultimate: field.obj({ name: field.name(""), description: field.html(""), used: field.bool(false) }),
  notes: field.html(""),
});

export const actionSpec = field.obj({
  schemaVersion: version(),
  category: field.choice(ACTION_CATEGORIES, "movement"),
  cost: upTo(1, ACTIONS),
  noise: upTo(0, ACTIONS),
  reaction: field.bool(false),
  /** False where the rules name the action but give no cost or noise: our documented default. */
  fromRules: field.bool(true),
  description: field.html(""),
  rules: field.html(""),
});

export const conditionSpec = field.obj({
  schemaVersion: version(),
  conditionId: field.choice(CONDITION_IDS, "poisoned"),
  tier: field.choice(TIERS, "standard"),
  durationRounds: upTo(1, ROUNDS),
  /** X of "take X damage per round" and similar. */
  value: upTo(0, POINTS),
  effect: field.html(""),
  penalty: field.html(""),
  notes: field.html(""),
});

export const abilitySpec = field.obj({
  schemaVersion: version(),
  kind: field.choice(ABILITY_KINDS, "basic"),
  hit: target(4),
  range: upTo(1, TILES),
  damage: upTo(1, POINTS),
  attacks: upTo(1, ACTIONS),
  special: field.str(""),
  /** Special vision (darkvision and the like): its bearer's ranged attacks skip the night penalty. */
  specialVision: field.bool(false),
  condition: field.obj({
    id: field.choice(["", ...CONDITION_IDS] as const, ""),
    value: upTo(0, POINTS),
    /** "scenario": applies only when the scenario says so (the Spider's Bite). */
    when: field.choice(["onHit", "scenario"] as const, "onHit"),
  }),
  description: field.html(""),
});

export const equipmentSpec = field.obj({
  schemaVersion: version(),
  slot: field.choice(["weapon", "armor", "accessory", "other"] as const, "other"),
  armor: upTo(0, ARMOR),
  durability: pool(0),
  equipped: field.bool(false),
  description: field.html(""),
});

export const crystalSpec = field.obj({
  schemaVersion: version(),
  element: field.str(""),
  rarity: field.choice(RARITIES, "common"),
  effect: field.html(""),
});

/** Document subtype → spec. Subtype names are prefixed so five rulesets share one system. */
export const ELVENDOR_ACTOR_SPECS = { elvendorHero: heroSpec, elvendorEnemy: enemySpec, elvendorCompanion: companionSpec } as const;
export const ELVENDOR_ITEM_SPECS = {
  elvendorAction: actionSpec, elvendorCondition: conditionSpec, elvendorAbility: abilitySpec,
  elvendorEquipment: equipmentSpec, elvendorCrystal: crystalSpec,
} as const;

export type HeroSystem = SpecData<typeof heroSpec>;
export type EnemySystem = SpecData<typeof enemySpec>;
export type CompanionSystem = SpecData<typeof companionSpec>;
export type ActionSystem = SpecData<typeof actionSpec>;
export type ConditionSystem = SpecData<typeof conditionSpec>;
export type AbilitySystem = SpecData<typeof abilitySpec>;
export type EquipmentSystem = SpecData<typeof equipmentSpec>;
export type CrystalSystem = SpecData<typeof crystalSpec>;
