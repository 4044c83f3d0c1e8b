/** The aura card: each target the aura reached, with the damage math, and what its template renders (pure). */
import { term } from "../../../core/format";
import type { Ref } from "../../../core/refs";
import type { DamageStep } from "../../../core/rules/damage";

export interface AuraLineCard {
  readonly target: Ref;
  readonly distance: number;
  readonly heal: boolean;
  readonly multiplied: boolean;
  readonly amount: number;
  /** The damage math (null for healing) and what was written, for undo. */
  readonly steps: readonly DamageStep[];
  readonly total: number;
  readonly secondary: readonly string[];
  readonly before: readonly [string, number][];
}

export interface AuraCard {
  readonly bearer: Ref;
  readonly type: string;
  readonly monster: boolean;
  readonly d3: number;
  readonly modifier: number;
  readonly base: number;
  readonly lines: readonly AuraLineCard[];
  readonly undone: boolean;
}

type Format = (label: string, data: Readonly<Record<string, string>>) => string;

/** `format` localizes the damage pipeline's step labels (the glue passes game.i18n.format, the gallery its fixture). */
export function auraCardContext(card: AuraCard, format: Format) {
  return {
    ...card,
    typeKey: `REALMS.Twod6.DamageType.${card.type}`,
    modifierText: term(card.modifier),
    lines: card.lines.map((l) => ({
      ...l,
      multipliedText: l.multiplied ? `⌊${card.base} × 1.5⌋ = ${l.amount}` : String(l.amount),
      resultKey: l.heal ? "REALMS.Twod6.Aura.healed" : "REALMS.Twod6.Aura.damaged",
      steps: l.steps.map((s) => ({ text: format(s.label, Object.fromEntries(Object.entries(s.data ?? {}).map(([k, v]) => [k, String(v)]))), value: s.value })),
    })),
  };
}
