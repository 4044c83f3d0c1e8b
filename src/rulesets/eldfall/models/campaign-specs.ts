import { field, type SpecData } from "../../../core/schema/spec";
import {
  AI_ATTACK_KINDS, AI_BEHAVIORS, AI_CONDITIONS, AI_TARGETS, CHAOS_KINDS, DIFFICULTIES, ENVIRONMENTS, EVENT_KINDS, STATES,
  TARGET_PRIORITIES,
} from "../profile/rules/keys";
import { SCHEMA_VERSION } from "./schema-version";

/**
 * The campaign's document schemas (pure): Behavior (AI) cards, Synergy cards, the party actor, and the Chaos and Event
 * Card subtypes. The box's cards are not in the rules text: these are typed shells a GM who owns the box fills
 * (by hand, or with the importers). Nothing here is card content.
 */
const version = () => field.int(SCHEMA_VERSION, { min: 0, max: 999 });

/** One clause of a row's condition. */
const clause = () => field.obj({
  key: field.choice(AI_CONDITIONS, "always"),
  n: field.num(null, { integer: true, min: 0, max: 99, nullable: true }),
  attack: field.choice(AI_ATTACK_KINDS, "any"),
  state: field.choice(["", ...STATES] as const, ""),
  negate: field.bool(false),
  /**
   * Joins this clause to the one before it with "or" (the pair holds if either does); clauses not so joined must all
   * hold. M79's second reaction reads "target of an Attack, and (attacker outside the space or out of LoS), and
   * within Awareness": an "and" of "or"s, which a row-wide `any` cannot say. rules/behavior-rows.ts `clauseGroups`.
   */
  or: field.bool(false),
});

/** One "condition: behavior" row of a hierarchy (M78), with the text as printed. */
const aiRow = () => field.obj({
  conditions: field.arr(clause(), [], { max: 6 }),
  /** true: any clause holds ("… or …"); false: all of them. */
  any: field.bool(false),
  behavior: field.choice(AI_BEHAVIORS, "idle"),
  target: field.choice(AI_TARGETS, "priority"),
  /** A behavior's number parameter where it has one (spaces to move away, an Assist's bonus…). */
  n: field.num(null, { integer: true, min: 0, max: 99, nullable: true }),
  text: field.str(""),
});

export const behaviorSpec = field.obj({
  schemaVersion: version(),
  tier: field.int(1, { min: 1, max: 9 }),
  targetPriority: field.choice(TARGET_PRIORITIES, "closest"),
  priorityText: field.str(""),
  /** Special Behaviors, applied whenever possible (M77). */
  special: field.str(""),
  active: field.obj({ movement: field.arr(aiRow(), [], { max: 12 }), action: field.arr(aiRow(), [], { max: 12 }) }),
  reactive: field.obj({ reaction: field.arr(aiRow(), [], { max: 12 }) }),
  description: field.html(""),
});

export const synergySpec = field.obj({
  schemaVersion: version(),
  unlockCost: field.int(1, { min: 0, max: 99 }),
  condition: field.str(""),
  /** An automation key a flow may tick points on; empty: the GM adds points by hand. */
  conditionKey: field.str(""),
  points: field.int(0, { min: 0, max: 99 }),
  unlocked: field.bool(false),
  effect: field.str(""),
  /** The hero it was assigned to on unlocking (Actor uuid). */
  assignedTo: field.str(""),
  description: field.html(""),
});

export const partySpec = field.obj({
  schemaVersion: version(),
  /** Moon Dial (M90–M92): periods since Day 1, Midnight (the core track rules/moon-dial.ts reads), and whether time runs yet. */
  moon: field.obj({
    value: field.int(0, { min: 0, max: 9999 }), running: field.bool(false),
    /** The calamity was announced (the day limit passed, M92): announced once, cleared when time runs back before it. */
    calamity: field.bool(false),
  }),
  difficulty: field.choice(DIFFICULTIES, "standard"),
  /** Hard difficulty's separate options (M111: any or all). */
  hard: field.obj({ night: field.bool(false), woundHealing: field.bool(false), dayCount: field.bool(false), spawnPool: field.bool(false) }),
  /** The party's heroes (Actor uuids), up to 4 (M99). */
  members: field.arr(field.str(""), [], { max: 8 }),
  arc: field.int(1, { min: 1, max: 9 }),
  path: field.str(""),
  location: field.str(""),
  /** The Quest under way, and the Ally summoned at its start (Actor uuid; one per Quest, M100). */
  quest: field.obj({ name: field.name(""), active: field.bool(false), ally: field.str("") }),
  /** Fate tokens (M96): letter and colour, and the hero who holds it (Actor uuid). */
  fates: field.arr(field.obj({ letter: field.str(""), colour: field.str(""), holder: field.str("") }), [], { max: 60 }),
  /** Shared Synergy Points and the Synergy picked this Quest (an embedded Item id). */
  synergy: field.obj({ points: field.int(0, { min: 0, max: 99 }), selected: field.str("") }),
  /** Allies already summoned in this campaign (Actor uuids, M100). */
  alliesSummoned: field.arr(field.str(""), [], { max: 40 }),
  /** Spawn Pool (M81): each Hostile (Actor uuid) and how many copies may be on the field at once. */
  spawnPool: field.arr(field.obj({ actor: field.str(""), count: field.int(1, { min: 0, max: 99 }) }), [], { max: 200 }),
  /** Secret Log codes read (E10-1, …). */
  secretLog: field.arr(field.str(""), [], { max: 400 }),
  notes: field.html(""),
});

/** Chaos card (M84): number, kind, effects, and for Weather what the scene shows and which Environment covers the field. */
export const chaosSpec = field.obj({
  schemaVersion: version(),
  number: field.int(1, { min: 1, max: 999 }),
  kind: field.choice(CHAOS_KINDS, "none"),
  effect: field.str(""),
  dayEffect: field.str(""),
  nightEffect: field.str(""),
  weather: field.obj({ fx: field.str(""), environment: field.choice(["", ...ENVIRONMENTS] as const, "") }),
});

/** Event card (M95): number, colour, text, cancellation condition, choices with their Secret Log codes. */
export const eventSpec = field.obj({
  schemaVersion: version(),
  number: field.int(1, { min: 1, max: 999 }),
  kind: field.choice(EVENT_KINDS, "story"),
  text: field.str(""),
  cancellation: field.str(""),
  choices: field.arr(field.obj({ label: field.str(""), code: field.str(""), effect: field.str("") }), [], { max: 8 }),
  /** The card says it stays in play: resolved, it is shuffled back into the Event deck, not discarded (M95 "unless stated"). */
  returnToDeck: field.bool(false),
});

export const CAMPAIGN_ACTOR_SPECS = { eldfallParty: partySpec } as const;
export const CAMPAIGN_ITEM_SPECS = { eldfallBehavior: behaviorSpec, eldfallSynergy: synergySpec } as const;
export const ELDFALL_CARD_SPECS = { eldfallChaos: chaosSpec, eldfallEvent: eventSpec } as const;

export type BehaviorSystem = SpecData<typeof behaviorSpec>;
export type AiRowData = SpecData<ReturnType<typeof aiRow>>;
export type AiClauseData = SpecData<ReturnType<typeof clause>>;
export type SynergySystem = SpecData<typeof synergySpec>;
export type PartySystem = SpecData<typeof partySpec>;
export type ChaosSystem = SpecData<typeof chaosSpec>;
export type EventSystem = SpecData<typeof eventSpec>;
