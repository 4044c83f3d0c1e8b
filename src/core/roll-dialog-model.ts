/** The roll dialog's numbers (pure): which modifiers are on, and the exact odds they give. */
import { chanceView, signed } from "./format";
import { applyModifiers, type ModifierStages } from "./rules/attributes";

export interface DialogModifier {
  readonly source: string; readonly label: string; readonly value: number; readonly active: boolean;
  /** False when the label is user text (a trait's name) rather than an i18n key. */
  readonly i18n?: boolean;
  /** A per-roll option with no number of its own (2D6's cap exemption): the dialog shows no value beside it. */
  readonly option?: boolean;
}

export interface Odds {
  readonly target: string;
  /** The target as it would be without a cap, when the rules capped it (an Elvendor 8+ rolls as 6+). */
  readonly cappedFrom?: string;
  /** Chance of success; null when it cannot be shown (a secret difficulty). */
  readonly chance: number | null;
  /** Optional full distribution (e.g. number of hits, or fail/tie/success), shown as bars. */
  readonly distribution?: readonly { readonly label: string; readonly p: number }[];
  /** Optional joint table of two counts (a Confrontation: rows the roller's Hits, columns the opponent's). */
  readonly grid?: OddsGrid;
}

export interface OddsGrid {
  /** The corner label (what the rows and columns count). */
  readonly corner: string;
  readonly rows: readonly string[];
  readonly cols: readonly string[];
  /** cells[row][col], chances summing to 1. */
  readonly cells: readonly (readonly number[])[];
}

/** What the roller has chosen: the modifiers switched on, the situational value, a mode, a typed target. */
export interface DialogChoices { readonly mode?: string; readonly target?: string; readonly active?: readonly string[]; readonly situational?: number }

export interface RollDialogInput {
  readonly title: string;
  readonly subtitle: string;
  /** What `base` is (an i18n key; default "Base target"): the dice a ruleset rolls, e.g. "Dice pool" for 4D10. */
  readonly baseLabel?: string;
  /** What the odds' target is (an i18n key; default "Target number"). */
  readonly targetLabel?: string;
  readonly base: string | number;
  readonly modifiers: readonly DialogModifier[];
  readonly situational: number;
  /** Roll modes to pick from (labels are i18n keys), and the one preselected. */
  readonly modes?: readonly { readonly id: string; readonly label: string }[];
  readonly mode?: string;
  /** Legend of the modes (default "Roll"); Aedelore uses them for the difficulty. */
  readonly modesLabel?: string;
  /** Label of the typed situational value (default "Situational"). */
  readonly situationalLabel?: string;
  /** A target the roller may type (an open difficulty); read-only when fixed by the GM. */
  readonly entry?: { readonly label: string; readonly value: string; readonly editable: boolean };
  /**
   * How far the typed situational value may go either way (unbounded when absent). Where a GM re-derives a
   * player's roll (core/card-seals.ts), the dialog offers no more than the GM accepts: `SITUATIONAL_LIMIT`.
   */
  readonly situationalLimit?: number;
}

/**
 * The situational value a roll the GM re-derives may carry, either way: the largest single modifier the rulesets'
 * own tables give (Elvendor's environmental D6 +1 to +3, the Elf System's training); beyond it is the GM's call.
 */
export const SITUATIONAL_LIMIT = 3;

/** A typed situational value within the input's limit. */
export function boundSituational(value: number, limit: number | undefined): number {
  const whole = Math.trunc(value) || 0;
  return limit === undefined ? whole : Math.max(-limit, Math.min(limit, whole));
}

/** A modifier as a card records it: what it is (a source or a label) and its value. */
export interface RecordedModifier { readonly key: string; readonly value: number }

/**
 * Whether a card's recorded modifiers could have come from the dialog: each one it offered at most once (same
 * key and value), plus at most one situational value (`situationalKey`) within `limit`. The first that could
 * not, else null.
 */
export function unoffered(offered: readonly RecordedModifier[], recorded: readonly RecordedModifier[], situationalKey: string, limit: number): RecordedModifier | null {
  const left = [...offered];
  let situational = 0;
  for (const m of recorded) {
    if (m.key === situationalKey && situational++ === 0 && Number.isInteger(m.value) && m.value !== 0 && Math.abs(m.value) <= limit) continue;
    const i = left.findIndex((o) => o.key === m.key && o.value === m.value);
    if (i < 0) return m;
    left.splice(i, 1);
  }
  return null;
}

export type Evaluate = (shift: number, choices: DialogChoices) => Odds;

/**
 * The modifiers that are switched on and the situational value, through the attribute pipeline (a sum
 * unless the ruleset's stages cap or halve it, e.g. the 2D6 +5 cap).
 */
export function totalShift(modifiers: readonly DialogModifier[], situational: number, stages: Omit<ModifierStages, "adds"> = {}): number {
  return applyModifiers(situational, { ...stages, adds: modifiers.filter((m) => m.active).map((m) => m.value) }).value;
}

/** A chance as shown (two decimals) with its tooltip: "Exactly 5/8", or "About 38.879928%" for a fraction too large. */
function chanceOf(p: number) {
  const c = chanceView(p);
  return { chance: c.text, tip: { key: c.isFraction ? "REALMS.Roll.exact" : "REALMS.Roll.about", value: c.exact } };
}

/**
 * The odds part: the headline chance and every bar from the same `Odds` (the evaluator computes both from one
 * distribution), each shown with two decimals and its exact value.
 */
export function oddsView(odds: Odds) {
  const max = Math.max(0, ...(odds.distribution ?? []).map((d) => d.p));
  const headline = odds.chance === null ? { chance: "—", tip: null } : chanceOf(odds.chance);
  return {
    target: odds.target,
    cappedFrom: odds.cappedFrom ?? null,
    ...headline,
    distribution: (odds.distribution ?? []).map((d) => ({ label: d.label, ...chanceOf(d.p), width: max ? Math.round((100 * d.p) / max) : 0 })),
    grid: odds.grid ? gridView(odds.grid) : null,
  };
}

/** The joint table as rows of cells, each shaded by its share of the largest cell. */
function gridView(grid: OddsGrid) {
  const max = Math.max(0, ...grid.cells.flat());
  return {
    corner: grid.corner, cols: grid.cols,
    rows: grid.rows.map((label, i) => ({ label, cells: (grid.cells[i] ?? []).map((p) => ({ ...chanceOf(p), shade: max ? Math.round((100 * p) / max) : 0 })) })),
  };
}

export function rollDialogContext(input: RollDialogInput, evaluate: Evaluate) {
  const active = input.modifiers.filter((m) => m.active).map((m) => m.source);
  const odds = evaluate(totalShift(input.modifiers, input.situational), { mode: input.mode, target: input.entry?.value, active, situational: input.situational });
  return {
    ...input,
    // A subtitle the title already says is left out ("Anari: Dodge" over "Dodge").
    subtitle: input.subtitle && !input.title.includes(input.subtitle) ? input.subtitle : "",
    baseLabel: input.baseLabel ?? "REALMS.Roll.base",
    targetLabel: input.targetLabel ?? "REALMS.Roll.target",
    entry: input.entry ?? null,
    modesLabel: input.modesLabel ?? "REALMS.Roll.mode",
    situationalLabel: input.situationalLabel ?? "REALMS.Roll.situational",
    situationalMin: input.situationalLimit === undefined ? null : -input.situationalLimit,
    situationalMax: input.situationalLimit ?? null,
    modes: (input.modes ?? []).map((m) => ({ ...m, selected: m.id === input.mode })),
    modifiers: input.modifiers.map((m) => ({ ...m, i18n: m.i18n ?? true, rawValue: m.value, value: m.option ? "" : signed(m.value) })),
    ...oddsView(odds),
  };
}

/**
 * The dialog's input as the roller has set it so far: switches, situational value, mode and typed target
 * (what the odds part is re-rendered from on every change). Unknown sources and modes are ignored.
 */
export function applyChoices(input: RollDialogInput, choices: DialogChoices): RollDialogInput {
  const active = choices.active;
  const modeKnown = choices.mode !== undefined && (input.modes ?? []).some((m) => m.id === choices.mode);
  return {
    ...input,
    modifiers: active ? input.modifiers.map((m) => ({ ...m, active: active.includes(m.source) })) : input.modifiers,
    situational: choices.situational ?? input.situational,
    mode: modeKnown ? choices.mode : input.mode,
    entry: input.entry && input.entry.editable && choices.target !== undefined ? { ...input.entry, value: choices.target } : input.entry,
  };
}
