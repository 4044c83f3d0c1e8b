/**
 * The check card's payload and what its template renders (pure). A card holds every number it shows, so a
 * reload draws the same card; names are user text and stay escaped by the templates.
 */
import { percent, signed, term } from "../../../core/format";
import type { Ref } from "../../../core/refs";
import type { CheckResult } from "./rules/check";

export interface ModifierLine { readonly label: string; readonly value: number; readonly i18n: boolean }

/** A 2D6 check as a card records it: the dice, each modifier line, the total against the difficulty and its result. */
export interface CheckRoll {
  readonly dice: readonly number[];
  readonly natural: number;
  readonly modifiers: readonly ModifierLine[];
  /** The combined modifier as applied (after the +5 cap unless exempt). */
  readonly modifier: number;
  readonly difficulty: number;
  readonly total: number;
  readonly result: CheckResult;
  /** Natural totals that fail critically: 2 through this (interpretation I1). */
  readonly critFailThrough: number;
}

export interface CheckCard extends CheckRoll {
  readonly actor: Ref;
  /** The ability use rolled (an id of creatures/rules/abilities.ts), or null for a free check. */
  readonly use: string | null;
  readonly ability: string;
  readonly label: string;
  readonly uncapped: number;
  readonly capExempt: boolean;
  readonly canCrit: boolean;
  readonly cursed: number;
  /** The exact chance of success this roll had, as the dialog showed it. */
  readonly chance: number;
}

export function checkCardContext(card: CheckCard) {
  return {
    ...card,
    modifiers: card.modifiers.map((m) => ({ ...m, text: signed(m.value), harder: m.value < 0 })),
    modifierText: term(card.modifier),
    cappedKey: !card.capExempt && card.uncapped > card.modifier ? "REALMS.Twod6.Check.capped" : null,
    exemptKey: card.capExempt ? "REALMS.Twod6.Check.capExempt" : null,
    resultKey: `REALMS.Twod6.Result.${card.result}`,
    resultClass: card.result === "success" || card.result === "criticalSuccess" ? "success" : "failure",
    critFailText: card.critFailThrough > 2 ? `2–${card.critFailThrough}` : "2",
    critSuccessKey: card.canCrit ? "REALMS.Twod6.Check.canCrit" : "REALMS.Twod6.Check.noCrit",
    chanceText: percent(card.chance),
  };
}
