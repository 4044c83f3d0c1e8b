/**
 * Aedelore chat card payloads and what their templates render (pure). Each card lists where its dice came
 * from (and which statuses took dice away), every die with its grade, and the outcome.
 */
import { gradeFace, readPool, type Grade } from "./rules/pool";
import type { CheckOutcome, ContestWinner } from "./rules/checks";
import type { AttackResult, ReactionOutcome } from "../combat/rules/combat";
import type { SpellOutcome } from "../magic/rules/magic";
import { DIFFICULTIES } from "./rules/checks";

export type { Ref } from "../../../core/refs";
import type { Ref } from "../../../core/refs";
export interface PartLine { readonly label: string; readonly i18n: boolean; readonly dice: number }

export interface PoolSummary {
  readonly parts: readonly PartLine[];
  readonly capped: boolean;
  readonly cap: number;
  readonly chains: readonly (readonly number[])[];
}

export interface CheckCard extends PoolSummary {
  readonly kind: "check" | "reaction" | "spell" | "ability" | "contest";
  readonly label: string;
  readonly actor: Ref;
  readonly difficulty: number | null;
  readonly outcome: CheckOutcome | null;
  readonly spell: { readonly cost: number; readonly arcanaLeft: number; readonly outcome: SpellOutcome; readonly damage: string; readonly damageDice: readonly number[]; readonly damageTotal: number | null; readonly choice: string | null } | null;
  readonly ability: { readonly minimum: number; readonly cost: number; readonly gain: number; readonly ok: boolean; readonly weakenedLeft: number } | null;
  readonly contest: { readonly opponent: Ref; readonly opponentLabel: string; readonly pool: PoolSummary; readonly winner: ContestWinner; readonly tieToDefender: boolean } | null;
}

/** Dice as the template shows them: each chain's faces with their grade. */
export function diceView(chains: readonly (readonly number[])[]) {
  return chains.map((faces) => ({ faces: faces.map((f) => ({ value: f, grade: gradeFace(f) as Grade })), exploded: faces.length > 1 }));
}

export function summaryView(p: PoolSummary) {
  const r = readPool(p.chains);
  return {
    parts: p.parts.map((x) => ({ ...x, diceText: `${x.dice > 0 ? "+" : x.dice < 0 ? "−" : ""}${Math.abs(x.dice)}D10`, harder: x.dice < 0 })),
    dice: diceView(p.chains), diceCount: p.chains.length, capped: p.capped, cap: p.cap,
    successes: r.successes, barely: r.barely, criticals: r.criticals,
  };
}

const difficultyKey = (n: number | null) => (n === null ? null : `REALMS.Aedelore.Difficulty.${DIFFICULTIES[Math.min(6, Math.max(1, n)) - 1]!.id}`);

export function checkCardContext(card: CheckCard) {
  const spellOutcomeKey = card.spell ? `REALMS.Aedelore.Spell.${card.spell.outcome}` : null;
  return {
    ...card,
    ...summaryView(card),
    kindKey: `REALMS.Aedelore.Kind.${card.kind}`,
    difficultyKey: difficultyKey(card.difficulty),
    outcomeKey: card.outcome ? `REALMS.Aedelore.Outcome.${card.outcome}` : null,
    spellOutcomeKey,
    fumbleChoices: card.spell?.outcome === "fumble" && !card.spell.choice ? ["fizzle", "backlash"].map((id) => ({ id, label: `REALMS.Aedelore.Spell.choice.${id}` })) : [],
    criticalChoices: card.spell?.outcome === "critical" && !card.spell.choice ? ["damage", "duration", "secondary"].map((id) => ({ id, label: `REALMS.Aedelore.Spell.choice.${id}` })) : [],
    spellChoiceKey: card.spell?.choice ? `REALMS.Aedelore.Spell.choice.${card.spell.choice}` : null,
    opponent: card.contest ? { ...summaryView(card.contest.pool), name: card.contest.opponent.name, label: card.contest.opponentLabel } : null,
    winnerKey: card.contest ? `REALMS.Aedelore.Contest.${card.contest.winner === "tie" ? (card.contest.tieToDefender ? "tieDefender" : "tie") : card.contest.winner}` : null,
  };
}

export interface AttackCard extends PoolSummary {
  readonly attacker: Ref;
  readonly target: Ref | null;
  readonly weapon: string;
  /** The weapon's item id on the attacker (absent on older cards): the GM reads its damage from it. */
  readonly weaponId?: string;
  readonly result: AttackResult;
  readonly damageFormula: string;
  readonly damageDice: readonly number[];
  readonly damageRolled: number | null;
  /** After a glancing blow's halving, before the reaction. */
  readonly damage: number | null;
  readonly reaction: (ReactionOutcome & { readonly successes: number; readonly barely: number; readonly blockWith: { readonly kind: "shield" | "armor"; readonly name: string } | null }) | null;
  readonly finalDamage: number | null;
  readonly applied: boolean;
}

/** The card's own Apply is for cards posted before the apply-damage part (`hasDamagePart` false); new cards apply through the part. */
export function attackCardContext(card: AttackCard, parts: { readonly hasDamagePart?: boolean } = {}) {
  return {
    ...card,
    ...summaryView(card),
    resultKey: `REALMS.Aedelore.Attack.${card.result}`,
    critical: readPool(card.chains).criticals > 0,
    reactionKey: card.reaction ? `REALMS.Aedelore.Reaction.${card.reaction.reaction}` : null,
    reactionGradeKey: card.reaction ? `REALMS.Aedelore.Outcome.${card.reaction.grade}` : null,
    canApply: card.finalDamage !== null && card.finalDamage > 0 && !card.applied && !parts.hasDamagePart,
    appliedKey: card.applied ? "REALMS.Aedelore.Attack.applied" : null,
  };
}

export interface TableCard {
  readonly table: "bleed" | "dying" | "weakened" | "supply" | "ammo" | "medicine" | "healing" | "initiative";
  readonly actor: Ref;
  readonly formula: string;
  readonly dice: readonly number[];
  readonly total: number;
  readonly resultKey: string;
  readonly data: Readonly<Record<string, string | number>>;
}

const TABLE_FIELDS = { loss: 0, hp: 0, percent: 0, recovered: 0, die: "", amount: 0, bleed: 0, toughness: 0, kind: "" };

export function tableCardContext(card: TableCard) {
  return { ...card, data: { ...TABLE_FIELDS, ...card.data }, titleKey: `REALMS.Aedelore.Table.${card.table}` };
}

