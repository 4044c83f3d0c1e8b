/** The roll dialog's numbers (pure): which modifiers are on, and the exact odds they give. */
import { percent, signed } from "./format";

export interface DialogModifier { readonly source: string; readonly label: string; readonly value: number; readonly active: boolean }

export interface Odds {
  readonly target: string;
  readonly chance: number;
  /** Optional full distribution (e.g. number of hits), shown as bars. */
  readonly distribution?: readonly { readonly label: string; readonly p: number }[];
}

export interface RollDialogInput {
  readonly title: string;
  readonly subtitle: string;
  readonly base: string | number;
  readonly modifiers: readonly DialogModifier[];
  readonly situational: number;
}

/** Sum of the modifiers that are switched on, plus the situational value. */
export function totalShift(modifiers: readonly DialogModifier[], situational: number): number {
  return modifiers.filter((m) => m.active).reduce((sum, m) => sum + m.value, situational);
}

export function rollDialogContext(input: RollDialogInput, evaluate: (shift: number) => Odds) {
  const odds = evaluate(totalShift(input.modifiers, input.situational));
  const max = Math.max(0, ...(odds.distribution ?? []).map((d) => d.p));
  return {
    ...input,
    modifiers: input.modifiers.map((m) => ({ ...m, rawValue: m.value, value: signed(m.value) })),
    target: odds.target,
    chance: percent(odds.chance),
    distribution: (odds.distribution ?? []).map((d) => ({ label: d.label, chance: percent(d.p), width: max ? Math.round((100 * d.p) / max) : 0 })),
  };
}
