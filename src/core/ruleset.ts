import type { ObjectSpec } from "./schema/spec";
import type { Boundary } from "./rules/timeline";
import type { TurnStructure } from "./rules/turn-structure";

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

/**
 * What a ruleset tells the core. Everything else a ruleset does happens in its own `init`/`ready`
 * hooks, so the core never needs to know ruleset specifics.
 */
export interface Ruleset {
  readonly id: string;
  /** i18n key of the ruleset name. */
  readonly label: string;
  readonly actorSpecs: Readonly<Record<string, ObjectSpec>>;
  readonly itemSpecs: Readonly<Record<string, ObjectSpec>>;
  readonly schemaVersion: number;
  readonly migrations: readonly Migration[];
  readonly statusEffects: readonly StatusDefinition[];
  readonly phases: readonly CombatPhase[];
  /** Side turns, phases and activations of a round (see rules/turn-structure.ts); default: plain per-combatant turns. */
  readonly turnStructure?: TurnStructure;
  /** Per-combatant action points at the start of its turn (null: the ruleset has none). */
  actionPoints?(actor: { type: string; system: unknown }): number | null;
  /** Maximum reactions per round (null: unlimited / not used). */
  readonly reactionsPerRound?: number | null;
  /** Initiative roll formula for an actor (Foundry's Roll syntax); default: the system's. */
  initiativeFormula?(actor: { type: string; system: unknown }, combat: { combatantCount: number }): string;
  /** Turn order; default: Foundry's (initiative, then name). */
  compareCombatants?(a: Combatant.Implementation, b: Combatant.Implementation): number;
  /** The designated GM client hands over every turn boundary a combat update crossed, in order (never twice). */
  onCombatBoundaries?(combat: Combat.Implementation, boundaries: readonly Boundary[]): Promise<void>;
  /** Token HUD toggles of the ruleset's statuses go through its condition rules (cap, immunity); true when handled. */
  toggleStatus?(actor: Actor.Implementation, conditionId: string, active: boolean): Promise<boolean>;
  /** Register settings, sheets, hooks, CONFIG entries. Called on `init` for every ruleset; `active` says whether the world uses it. */
  init(active: boolean): void;
  ready?(): void;
}
