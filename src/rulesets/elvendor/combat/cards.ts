/**
 * Attack, save and reaction card payloads (kept on the message) and what their templates render. Pure: the Roll
 * subclasses build the payloads, the tests and the gallery render them directly.
 */
import { percent, signed } from "../../../core/format";
import type { Ref } from "../../../core/refs";
import type { Modifier } from "./rules/attack";
import type { ReactionResult } from "./rules/reactions";

export type { Ref };

export interface AttackCard {
  readonly attacker: Ref;
  readonly target: Ref | null;
  /** The scene the attacker rolled in (absent on older cards): range and weather are read there. */
  readonly scene?: string | null;
  /** `itemId`: the ability's item on the attacker (absent on older cards). */
  readonly ability: { readonly name: string; readonly ranged: boolean; readonly damage: number; readonly attacks: number; readonly itemId?: string };
  readonly base: number;
  readonly modifiers: readonly Modifier[];
  readonly targetNumber: number;
  readonly dice: readonly number[];
  readonly hits: number;
  readonly damagePerHit: number;
  readonly damage: number;
  readonly armor: number;
  readonly chancePerDie: number;
  readonly chanceAnyHit: number;
  readonly condition: { readonly id: string; readonly value: number } | null;
  readonly reaction: ReactionResult | null;
  readonly applied: { readonly damage: boolean; readonly condition: boolean };
}

const modifierRows = (mods: readonly Modifier[]) =>
  mods.map((m) => ({ label: `REALMS.Elvendor.Modifier.${m.source}`, value: signed(m.value), harder: m.value > 0 }));

/** Whether the hit still lands: a reaction chosen after the card was posted may avoid it. */
export const attackLands = (card: AttackCard): boolean => !(card.reaction?.avoidsAttack ?? false) && card.hits > 0;

/**
 * The card's own Apply-damage button is for cards posted before the apply-damage part (`hasDamagePart`
 * false): new cards apply through the part, which shows the math. `damageApplied` is either way of applying.
 */
export function attackCardContext(card: AttackCard, parts: { readonly hasDamagePart?: boolean; readonly damageApplied?: boolean } = {}) {
  const avoided = card.reaction?.avoidsAttack ?? false;
  const landed = attackLands(card);
  return {
    ...card,
    modifiers: modifierRows(card.modifiers),
    dice: card.dice.map((value) => ({ value, hit: value >= card.targetNumber })),
    chancePerDie: percent(card.chancePerDie),
    chanceAnyHit: percent(card.chanceAnyHit),
    avoided,
    landed,
    outcome: avoided ? "REALMS.Elvendor.Chat.avoided" : card.hits > 0 ? "REALMS.Elvendor.Chat.hit" : "REALMS.Elvendor.Chat.miss",
    conditionLabel: card.condition ? `REALMS.Elvendor.Condition.${card.condition.id}.name` : null,
    reactionLabel: card.reaction ? `REALMS.Elvendor.Action.${card.reaction.kind}` : null,
    canApplyDamage: landed && card.damage > 0 && !card.applied.damage && card.target !== null && !parts.hasDamagePart,
    canApplyCondition: landed && card.condition !== null && !card.applied.condition && card.target !== null,
    canReact: card.target !== null && card.reaction === null && !card.applied.damage && !parts.damageApplied,
  };
}

export interface SaveCard { readonly actor: Ref; readonly sav: number; readonly roll: number; readonly success: boolean; readonly chance: number; readonly against: string | null }

export function saveCardContext(card: SaveCard) {
  return { ...card, chance: percent(card.chance), againstLabel: card.against ? `REALMS.Elvendor.Condition.${card.against}.name` : null };
}

export interface ReactionCard { readonly actor: Ref; readonly attacker: Ref; readonly result: ReactionResult; readonly chance: number }

export function reactionCardContext(card: ReactionCard) {
  return { ...card, kindLabel: `REALMS.Elvendor.Action.${card.result.kind}`, chance: percent(card.chance), noise: signed(card.result.noise) };
}
