/**
 * What the Eldfall roll dialogs show (pure): for the roller's modifiers so far, the exact chance of an attribute
 * roll, the Hits (and Wounds) of an attack, or both sides' Hits in a Confrontation. Numbers from rules/odds.ts;
 * labels through the caller's translator so this file stays testable.
 */
import type { DialogModifier, Odds, RollDialogInput } from "../../../core/roll-dialog-model";
import { attackOdds, attributeChance, confrontationOdds, type DamagePlan } from "./rules/odds";
import type { CritReading } from "./rules/dice-options";
import { checkOf, type RollAttribute, type RollCheck, type RollPurpose } from "./rules/roll";

export type Translate = (key: string, data?: Record<string, string>) => string;
/** A count in the world's language: the plural form of `key` for `n` ("1 Hit", "2 Hits"). */
export type Count = (key: string, n: number) => string;

/** Who rolls what, as the dialog heads it: the roller, the row (an attack, a roll kind), the target. */
export interface DialogHead {
  readonly actor: string;
  readonly label: string;
  readonly target?: string | null;
  readonly plan: SidePlan;
  /** The other side of a Confrontation: its name, row and plan. */
  readonly versus?: { readonly actor: string; readonly label: string; readonly plan: SidePlan } | null;
  readonly modifiers: readonly DialogModifier[];
}

/**
 * The dialog input of an Eldfall roll (pure: the glue and the gallery both build it here): the title names the
 * roller and the row, the subtitle only what the title does not say (the target), the base the d20s it rolls.
 */
export function eldfallDialogInput(head: DialogHead, t: Translate): RollDialogInput {
  const attribute = `${t(`REALMS.Eldfall.Dice.attribute.${head.plan.attribute}`)} ${head.plan.base}`;
  const dice = head.plan.purpose === "attribute" ? "1d20" : `${head.plan.strikes}d20`;
  const versus = head.versus;
  return {
    title: versus ? t("REALMS.Eldfall.Dice.confrontationTitle") : `${head.actor}: ${head.label}`,
    subtitle: versus ? `${head.actor} · ${head.label} ⚔ ${versus.actor} · ${versus.label}` : head.target ? t("REALMS.Eldfall.Dice.Dialog.against", { target: head.target }) : "",
    baseLabel: "REALMS.Roll.rolls",
    base: versus ? `${attribute} · ${dice} ⚔ ${versus.plan.strikes}d20` : `${attribute} · ${dice}`,
    modifiers: head.modifiers, situational: 0, situationalLabel: "REALMS.Eldfall.Dice.Dialog.situational",
  };
}

/** One side as the dialog knows it before the dice: its attribute, the fixed modifiers, its Strikes. */
export interface SidePlan {
  readonly name: string;
  readonly attribute: RollAttribute;
  readonly base: number;
  /** Modifiers that always apply to this side (the opponent's Fencing I, Poisoned −6…). */
  readonly adds: readonly number[];
  readonly halve: number;
  /** Times doubled (after the halvings); A20's option makes a halving and a doubling cancel. */
  readonly double?: number;
  readonly cancelHalveDouble?: boolean;
  readonly purpose: Exclude<RollPurpose, "damage">;
  readonly assassin: boolean;
  readonly strikes: number;
  readonly backstab: boolean;
}

/** The side's check with the dialog's switched-on modifiers (`shift`) added before any halving. */
export const planCheck = (plan: SidePlan, shift = 0): RollCheck =>
  checkOf(plan.base, { adds: [...plan.adds, shift], halve: plan.halve, double: plan.double ?? 0, cancelHalveDouble: plan.cancelHalveDouble ?? false }, plan.purpose, { assassin: plan.assassin });

const targetText = (plan: SidePlan, check: RollCheck, t: Translate) =>
  t("REALMS.Eldfall.Dice.Dialog.target", { attribute: t(`REALMS.Eldfall.Dice.attribute.${plan.attribute}`), value: String(check.value) });

export function attributeDialogOdds(plan: SidePlan, shift: number, t: Translate): Odds {
  const check = planCheck(plan, shift);
  return { target: targetText(plan, check, t), chance: attributeChance(check) };
}

export function attackDialogOdds(plan: SidePlan, shift: number, damage: DamagePlan | null, t: Translate, count: Count): Odds {
  const check = planCheck(plan, shift);
  const { hits, wounds } = attackOdds({ strikes: plan.strikes, check, backstab: plan.backstab }, damage);
  const rows = (d: typeof hits, key: string) => d.entries().map(([k, p]) => ({ label: count(key, k), p }));
  return {
    target: targetText(plan, check, t), chance: 1 - hits.p(0),
    distribution: [...rows(hits, "REALMS.Eldfall.Dice.Dialog.hitsRow"), ...(wounds ? rows(wounds, "REALMS.Eldfall.Dice.Dialog.wounds") : [])],
  };
}

/** A Confrontation seen from side A (the roller): P(A lands a Hit), who wins, and the joint table of Hits. */
export function confrontationDialogOdds(a: SidePlan, b: SidePlan, shift: number, unstoppable: boolean, t: Translate, critReading: CritReading = "strict"): Odds {
  const ca = planCheck(a, shift);
  const cb = planCheck(b);
  const odds = confrontationOdds({ strikes: a.strikes, check: ca, backstab: a.backstab }, { strikes: b.strikes, check: cb, backstab: b.backstab }, { unstoppable, critReading });
  const count = (n: number) => Array.from({ length: n + 1 }, (_, k) => String(k));
  return {
    target: t("REALMS.Eldfall.Dice.Dialog.versus", { a: `${a.name} ${targetText(a, ca, t)}`, b: `${b.name} ${targetText(b, cb, t)}` }),
    chance: odds.winners.a + odds.winners.both,
    distribution: [
      { label: t("REALMS.Eldfall.Dice.Dialog.winA", { name: a.name }), p: odds.winners.a },
      { label: t("REALMS.Eldfall.Dice.Dialog.winB", { name: b.name }), p: odds.winners.b },
      { label: t("REALMS.Eldfall.Dice.Dialog.both"), p: odds.winners.both },
      { label: t("REALMS.Eldfall.Dice.Dialog.none"), p: odds.winners.none },
    ],
    grid: { corner: t("REALMS.Eldfall.Dice.Dialog.corner", { a: a.name, b: b.name }), rows: count(a.strikes), cols: count(b.strikes), cells: odds.hits },
  };
}
