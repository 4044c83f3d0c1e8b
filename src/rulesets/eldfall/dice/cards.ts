/**
 * Eldfall roll and Confrontation cards (pure): what the message stores and what the templates draw. Names and
 * attack labels are user text and stay escaped ({{ }} in the templates). The Hits a card records are the hand-off
 * to the resolution: `hitsOf(card)` lists, per attacker and target, each Hit with its critical flag.
 */
import { signed } from "../../../core/format";
import type { Ref } from "../../../core/refs";
import type { DieView, SideResult, StrikeHit } from "./rules/confrontation";
import type { RolledDie, RollAttribute, RollCheck, RollPurpose } from "./rules/roll";

export interface ModifierLine { readonly label: string; readonly value: number; readonly i18n: boolean }

/** One side as rolled: who, with what, against which value, each die and the Hits it dealt. */
export interface SideCard {
  readonly actor: Ref;
  /** The Item, Spell or Skill row used (user text), or "" for a plain attribute roll. */
  readonly label: string;
  readonly attribute: RollAttribute;
  readonly base: number;
  readonly modifiers: readonly ModifierLine[];
  /** Times halved (Dodge without LoS, Hazy…), applied after the additions. */
  readonly halve: number;
  readonly value: number;
  readonly autoFail: boolean;
  readonly critFaces: readonly number[];
  readonly dice: readonly DieView[];
  readonly hits: readonly StrikeHit[];
  readonly weakPointsLeft: number | null;
  /** Dice rerolled before resolving: the die's index and the face it replaced. */
  readonly rerolls: readonly { readonly index: number; readonly from: number }[];
}

/** A side's card from what was planned, the check it rolled against and the resolved dice. */
export function sideCardOf(
  who: { actor: Ref; label: string; attribute: RollAttribute; base: number; halve: number }, modifiers: readonly ModifierLine[], check: RollCheck, result: SideResult,
  rolled: readonly RolledDie[] = [],
): SideCard {
  return {
    ...who, modifiers, value: check.value, autoFail: check.autoFail, critFaces: check.critFaces,
    dice: result.dice, hits: result.hits, weakPointsLeft: result.weakPointsLeft,
    rerolls: rolled.flatMap((d, index) => (d.rerolledFrom === null ? [] : [{ index, from: d.rerolledFrom }])),
  };
}

/** An attribute roll or an unopposed attack. */
export interface RollCard {
  readonly purpose: Exclude<RollPurpose, "damage">;
  readonly side: SideCard;
  /** The attack's target (null: an attribute roll, or no target chosen). */
  readonly target: Ref | null;
  /** The chance the dialog showed (attribute roll: success; attack: at least one Hit). */
  readonly chance: number;
}

export interface ConfrontationCard {
  readonly a: SideCard;
  readonly b: SideCard;
  readonly confronted: boolean;
  readonly winner: "a" | "b" | "both" | "none";
  readonly nullified: "a" | "b" | "both" | null;
  /** Chance each side had of landing at least one Hit, as the dialog showed it. */
  readonly chance: { readonly a: number; readonly b: number };
}

const DIE_KEYS = { crit: "REALMS.Eldfall.Dice.die.crit", valid: "REALMS.Eldfall.Dice.die.valid", miss: "REALMS.Eldfall.Dice.die.miss" } as const;

/** One die for the template: its class for the colour, and why it ended as it did. */
function dieView(d: DieView, enemy: readonly DieView[] | null, rerolledFrom: number | null) {
  const state = d.backstab ? "backstab" : d.landed ? "landed" : d.cls === "miss" ? "miss" : "negated";
  const by = d.negatedBy === null || !enemy ? null : enemy[d.negatedBy] ?? null;
  return {
    face: d.face, cls: d.cls, state, exploited: d.exploited, backstab: d.backstab,
    classKey: DIE_KEYS[d.cls],
    stateKey: `REALMS.Eldfall.Dice.state.${state}`,
    negatedByFace: by ? by.face : null,
    negatedByCrit: by ? by.cls === "crit" : false,
    rerolledFrom,
  };
}

function sideView(side: SideCard, enemy: SideCard | null, outcome: "won" | "lost" | "both" | "none" | null) {
  const crits = side.hits.filter((h) => h.critical).length;
  return {
    name: side.actor.name, label: side.label, attributeKey: `REALMS.Eldfall.Dice.attribute.${side.attribute}`,
    base: side.base, value: side.value, autoFail: side.autoFail, halve: side.halve,
    critText: side.critFaces.join(", "),
    modifiers: side.modifiers.map((m) => ({ ...m, value: signed(m.value), harder: m.value < 0 })),
    dice: side.dice.map((d) => dieView(d, enemy ? enemy.dice : null, side.rerolls.find((r) => r.index === d.index)?.from ?? null)),
    hits: side.hits.length, crits, plain: side.hits.length - crits,
    outcome, outcomeKey: outcome ? `REALMS.Eldfall.Dice.outcome.${outcome}` : null,
    weakPointsLeft: side.weakPointsLeft,
  };
}

const chanceText = (p: number) => `${(Math.round(p * 10000) / 100).toFixed(2)}%`;

export function rollCardContext(card: RollCard) {
  const success = card.purpose === "attribute" ? card.side.dice.some((d) => d.cls !== "miss") : card.side.hits.length > 0;
  return {
    ...sideView(card.side, null, null),
    purpose: card.purpose, attack: card.purpose === "attack",
    titleKey: card.purpose === "attack" ? "REALMS.Eldfall.Dice.attackTitle" : "REALMS.Eldfall.Dice.checkTitle",
    target: card.target?.name ?? null,
    success, resultKey: card.purpose === "attack" ? (success ? "REALMS.Eldfall.Dice.hits" : "REALMS.Eldfall.Dice.noHit") : (success ? "REALMS.Eldfall.Dice.success" : "REALMS.Eldfall.Dice.failure"),
    countsHits: card.purpose === "attack" && success,
    chance: chanceText(card.chance),
  };
}

export function confrontationCardContext(card: ConfrontationCard) {
  const outcomeOf = (me: "a" | "b") => (card.winner === "both" ? "both" : card.winner === "none" ? "none" : card.winner === me ? "won" : "lost");
  const a = sideView(card.a, card.confronted ? card.b : null, outcomeOf("a"));
  const b = sideView(card.b, card.confronted ? card.a : null, outcomeOf("b"));
  const winnerName = card.winner === "a" ? card.a.actor.name : card.winner === "b" ? card.b.actor.name : "";
  const sides = [{ ...a, chance: chanceText(card.chance.a) }, { ...b, chance: chanceText(card.chance.b) }];
  return {
    a: sides[0]!, b: sides[1]!, sides,
    confronted: card.confronted, winner: card.winner, winnerName,
    resultKey: !card.confronted ? "REALMS.Eldfall.Dice.unstoppable" : `REALMS.Eldfall.Dice.winner.${card.winner}`,
    nullifiedName: card.nullified === "a" ? card.a.actor.name : card.nullified === "b" ? card.b.actor.name : null,
    bothNullified: card.nullified === "both",
  };
}
