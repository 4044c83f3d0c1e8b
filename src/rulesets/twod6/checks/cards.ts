/**
 * 2D6 chat card payloads and what their templates render (pure). A card holds every number it shows, so a
 * reload draws the same card; names are user text and stay escaped by the templates.
 */
import { percent, signed } from "../../../core/format";
import type { Ref } from "../../../core/refs";
import type { DamageStep } from "../../../core/rules/damage";
import type { CheckResult } from "./rules/check";

export interface ModifierLine { readonly label: string; readonly value: number; readonly i18n: boolean }

export interface CheckCard {
  readonly actor: Ref;
  /** The ability use rolled (an id of rules/abilities.ts), or null for a free check. */
  readonly use: string | null;
  readonly ability: string;
  readonly label: string;
  readonly dice: readonly number[];
  readonly natural: number;
  readonly modifiers: readonly ModifierLine[];
  /** The combined modifier as applied (after the +5 cap unless exempt). */
  readonly modifier: number;
  readonly uncapped: number;
  readonly capExempt: boolean;
  readonly difficulty: number;
  readonly total: number;
  readonly result: CheckResult;
  readonly canCrit: boolean;
  /** Natural totals that fail critically: 2 through this (interpretation I1). */
  readonly critFailThrough: number;
  readonly cursed: number;
  /** The exact chance of success this roll had, as the dialog showed it. */
  readonly chance: number;
}

export function checkCardContext(card: CheckCard) {
  return {
    ...card,
    modifiers: card.modifiers.map((m) => ({ ...m, text: signed(m.value), harder: m.value < 0 })),
    modifierText: card.modifier < 0 ? `− ${Math.abs(card.modifier)}` : `+ ${card.modifier}`,
    cappedKey: !card.capExempt && card.uncapped > card.modifier ? "REALMS.Twod6.Check.capped" : null,
    exemptKey: card.capExempt ? "REALMS.Twod6.Check.capExempt" : null,
    resultKey: `REALMS.Twod6.Result.${card.result}`,
    resultClass: card.result === "success" || card.result === "criticalSuccess" ? "success" : "failure",
    critFailText: card.critFailThrough > 2 ? `2–${card.critFailThrough}` : "2",
    critSuccessKey: card.canCrit ? "REALMS.Twod6.Check.canCrit" : "REALMS.Twod6.Check.noCrit",
    chanceText: percent(card.chance),
  };
}

export interface SpeedCard {
  readonly actor: Ref;
  readonly haste: readonly { readonly dice: readonly number[]; readonly total: number }[];
  readonly slow: readonly { readonly dice: readonly number[]; readonly total: number; readonly difficulty: number; readonly passed: boolean; readonly power: number }[];
  readonly actions: number;
  /** Exact chances of 0, 1 and 2 actions, as ways out of `of`. */
  readonly ways: readonly number[];
  readonly of: number;
}

export function speedCardContext(card: SpeedCard) {
  return {
    ...card,
    haste: card.haste.map((h) => ({ ...h, reached: h.total >= 8 })),
    odds: card.ways.map((w, actions) => ({ actions, key: `REALMS.Twod6.Speed.acts${actions}`, ways: w, of: card.of, chance: percent(w / card.of) })),
    actionsKey: `REALMS.Twod6.Speed.acts${card.actions}`,
  };
}

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
    modifierText: signed(card.modifier),
    lines: card.lines.map((l) => ({
      ...l,
      multipliedText: l.multiplied ? `⌊${card.base} × 1.5⌋ = ${l.amount}` : String(l.amount),
      resultKey: l.heal ? "REALMS.Twod6.Aura.healed" : "REALMS.Twod6.Aura.damaged",
      steps: l.steps.map((s) => ({ text: format(s.label, Object.fromEntries(Object.entries(s.data ?? {}).map(([k, v]) => [k, String(v)]))), value: s.value })),
    })),
  };
}
