/**
 * Typed damage: the shapes every ruleset's damage passes through (filled in by the typed-damage pipeline).
 * A packet says what hits; an outcome says what it did, step by step, and what it changed (so it can be undone).
 */

/** One typed amount ("fire" 4). Types are ruleset ids; "untyped" is never resisted. */
export interface DamagePart {
  readonly amount: number;
  readonly type: string;
}

export interface DamagePacket {
  readonly parts: readonly DamagePart[];
  /** Secondary effects the hit would cause (condition ids), subject to immunity and vulnerability. */
  readonly secondary?: readonly string[];
  /** Ruleset switches (ignore armor, critical, aura…). */
  readonly options?: Readonly<Record<string, boolean | number | string>>;
}

/** One line of the shown math: an i18n key, its data, and the running value after it. */
export interface DamageStep {
  readonly label: string;
  readonly data?: Readonly<Record<string, string | number>>;
  readonly value: number;
}

export interface DamageOutcome {
  readonly steps: readonly DamageStep[];
  /** Damage that reached the target after every step. */
  readonly total: number;
  /** Secondary effects that take hold. */
  readonly secondary: readonly string[];
  /** Changed system values by path ("health.value"), before and after: undo writes `before` back. */
  readonly before: Readonly<Record<string, number>>;
  readonly after: Readonly<Record<string, number>>;
}
