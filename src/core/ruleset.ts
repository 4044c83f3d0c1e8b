import type { Boundary } from "./rules/timeline";
import type { TurnStructure } from "./rules/turn-structure";
import type { TrackSet } from "./tracks";
import type { ObjectSpec } from "./schema/spec";
import type { OptionDescriptor } from "./option-descriptors";
import type { TokenDefaultsByType } from "./tokens";
import type { AnyGmAction } from "./gm";
import type { Check } from "./payload";

/**
 * One migration step for documents of one subtype: pure, idempotent, keyed by the version it produces.
 * v13 also runs migrateData on update data, so a step may see part of a system that shows an old
 * schemaVersion: move only the fields that are present, never fill in defaults.
 */
export interface Migration {
  readonly version: number;
  readonly documentName: "Actor" | "Item";
  readonly types: readonly string[];
  readonly migrate: (system: Record<string, unknown>) => Record<string, unknown>;
}

/** A status effect a ruleset adds to the token HUD (rule text in our words, shown as tooltip). */
export interface StatusDefinition {
  /** The condition id the rules use. */
  readonly id: string;
  /** The token status id, `realms.<ruleset>.<id>` (see status-ids.ts). */
  readonly statusId: string;
  /** The static ActiveEffect id of the condition's effect, derived from `statusId`. */
  readonly _id: string;
  readonly name: string;
  readonly img: string;
  readonly description: string;
}

/** A combat phase, in order within a round (Elvendor: players, companions, enemies). */
export interface CombatPhase {
  readonly id: string;
  readonly label: string;
}

/** The document kinds a ruleset may bring subtypes for (system.json `documentTypes`). */
export const DOCUMENT_KINDS = ["Actor", "Item", "ChatMessage", "ActiveEffect", "Card", "RegionBehavior", "CombatantGroup"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a model class says about itself; the registration loop reads it, so a type is named once. */
export interface ModelMetadata {
  readonly documentName: DocumentKind;
  /** The subtype, `<ruleset id><Name>` ("elvendorHero"). */
  readonly type: string;
}

/** A TypeDataModel class with its metadata (see `specModel`). */
export interface DeclaredModel {
  readonly metadata: ModelMetadata;
  readonly name: string;
  /** The spec the model's schema is generated from (sheet submits are validated against it). */
  readonly spec?: ObjectSpec;
}

/** A chat card button's handler (`data-realms-action="realms.<ruleset>.<name>"`); it checks permissions itself. */
export type ChatAction = (message: ChatMessage.Implementation, button: HTMLButtonElement) => Promise<void>;

/** A ruleset's world settings: option descriptors with their defaults, plus settings of its own shape. */
export interface SettingsDeclaration {
  /** i18n prefix of the option labels (`<i18n>.<key>.name/hint`). */
  readonly i18n: string;
  readonly descriptors: readonly OptionDescriptor[];
  readonly defaults: object;
  /**
   * Its other settings by key, registered as `realms.<ruleset>-<key>`; each config is built when the settings are
   * registered, since a setting's field (`foundry.data.fields.*`) cannot be made when the module loads.
   */
  readonly extra?: Readonly<Record<string, () => Readonly<Record<string, unknown>>>>;
}

type SheetClass = abstract new (...args: never[]) => object;

/** The status effects a ruleset puts on the token HUD. */
export interface StatusesDeclaration {
  readonly list: readonly StatusDefinition[];
  /** Foundry's own statuses to keep beside the ruleset's (e.g. "dead"). */
  readonly keep?: readonly string[];
  /** The condition that is Foundry's defeated status (the combat tracker's skull), if the ruleset has one. */
  readonly defeated?: string;
}

/**
 * What a ruleset declares; the core registers all of it (src/core/ruleset-setup.ts), namespaced by the
 * ruleset id. Everything else a ruleset does (its own Foundry hooks) happens in its `init`.
 */
export interface Ruleset {
  readonly id: string;
  /** i18n key of the ruleset name. */
  readonly label: string;
  /** Its data model classes, every document kind; each names its own kind and subtype (`metadata`). */
  readonly models: readonly DeclaredModel[];
  readonly schemaVersion: number;
  readonly migrations: readonly Migration[];
  readonly statuses: StatusesDeclaration;
  /** Roll classes (CONFIG.Dice.rolls; chat messages rebuild rolls by class name, so names are unique). */
  readonly rolls: readonly (abstract new (...args: never[]) => Roll)[];
  /** Sheets per document kind and subtype. */
  readonly sheets: Partial<Readonly<Record<"Actor" | "Item", Readonly<Record<string, SheetClass>>>>>;
  /** Per actor type: token bar, trackable attributes, linked or not. */
  readonly tokens: TokenDefaultsByType;
  readonly settings?: SettingsDeclaration;
  /** Chat card buttons by short name; registered as `realms.<ruleset>.<name>`. */
  readonly chatActions?: Readonly<Record<string, ChatAction>>;
  /** GM actions, each defined with `gmAction(<ruleset id>, name, …)`. */
  readonly gmActions?: readonly AnyGmAction[];
  /** Partials by short name, read from `templates/<ruleset>/partials/<name>.hbs`, registered as `realms.<ruleset>.<name>`. */
  readonly partials?: readonly string[];
  /** Functions for macros and modules: `game.realms.<ruleset>.<name>` (JSDoc on each, listed in docs/api.md). */
  readonly api?: Readonly<Record<string, (...args: never[]) => unknown>>;
  /**
   * The shape of its scene weather state (core weather.ts, usually `partial({...})`: a write merges into the state):
   * the GM's weather writes are refused any key outside it. A ruleset without one keeps no weather.
   */
  readonly weatherState?: Check<Record<string, unknown>>;
  /** Its tracks (hunger, food, timers…): definitions, overflow handlers, world-time handler (src/core/tracks.ts). */
  readonly tracks?: TrackSet;
  /** Side turns, phases and activations of a round (see rules/turn-structure.ts); default: plain per-combatant turns. */
  readonly turnStructure?: TurnStructure;
  /** Action points a combatant gets at the start of its turn (null: the ruleset counts none). */
  actionPoints?(actor: Actor.Implementation): number | null;
  /** Action points the actor has left, when the ruleset keeps them on the actor (Eldfall); default: the combatant's turn flag. */
  actionPointsLeft?(actor: Actor.Implementation): number | null;
  /** Reactions a combatant has per round, shown in the tracker (null: not counted). */
  readonly reactionsPerRound?: number | null;
  /** Initiative roll formula for an actor (Foundry's Roll syntax); default: the system's. */
  initiativeFormula?(actor: { type: string; system: unknown }, combat: { combatantCount: number }): string;
  /** Turn order; default: Foundry's (initiative, then name). */
  compareCombatants?(a: Combatant.Implementation, b: Combatant.Implementation): number;
  /**
   * Next Turn (the GM's, or End Turn of the current combatant's owner) was pressed, on that client: true when the
   * ruleset handled it (2D6: through the GM, who keeps the turn for a haste's second action or advances it with
   * `advanceTurn`); false lets Foundry's own Next Turn follow.
   */
  handleNextTurn?(combat: Combat.Implementation): Promise<boolean>;
  /** The designated GM client hands over every turn boundary a combat update crossed, in order (never twice). */
  onCombatBoundaries?(combat: Combat.Implementation, boundaries: readonly Boundary[]): Promise<void>;
  /**
   * The combat was deleted (active GM), after the core ended the conditions it counted for every participant: what the
   * ruleset ends its own way, for the same actors (those that took part and still exist, also any removed mid-fight).
   */
  onCombatEnd?(combat: Combat.Implementation, participants: readonly Actor.Implementation[]): Promise<void>;
  /**
   * Token HUD toggles of the ruleset's statuses go through its condition rules (cap, immunity); true when handled.
   * Default (documents.ts): the actor model's `applyCondition` / `removeCondition`, when the click changes something.
   */
  toggleStatus?(actor: Actor.Implementation, conditionId: string, active: boolean): Promise<boolean>;
  /** Its own Foundry hooks, on `init`, when it is the world's ruleset (after the core registered the declaration). */
  init?(): void;
  ready?(): void;
}
