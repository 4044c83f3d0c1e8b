import type { TurnPlan } from "../../conditions/rules/conditions";
import { MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";

export interface ActionCardData {
  readonly id: string;
  readonly category: "movement" | "interaction" | "combat" | "special";
  readonly cost: number;
  readonly noise: number;
  readonly reaction: boolean;
  /** False where the rules name the card but print no cost or noise: our default, editable in the pack. */
  readonly fromRules: boolean;
}

/**
 * Every action card the rules name. Move, Companion Command, Dodge and Parry carry the printed values;
 * Attack's cost of 1 is printed in the rules' combat example, its noise is not (so fromRules stays false).
 */
export const ACTION_CARDS: readonly ActionCardData[] = [
  { id: "move", category: "movement", cost: 1, noise: 0, reaction: false, fromRules: true },
  { id: "dash", category: "movement", cost: 1, noise: 1, reaction: false, fromRules: false },
  { id: "run", category: "movement", cost: 2, noise: 2, reaction: false, fromRules: false },
  { id: "crawl", category: "movement", cost: 1, noise: 0, reaction: false, fromRules: false },
  { id: "charge", category: "movement", cost: 2, noise: 2, reaction: false, fromRules: false },
  { id: "climb", category: "movement", cost: 1, noise: 1, reaction: false, fromRules: false },
  { id: "fall", category: "movement", cost: 0, noise: 1, reaction: false, fromRules: false },
  { id: "open", category: "interaction", cost: 1, noise: 1, reaction: false, fromRules: false },
  { id: "pickUp", category: "interaction", cost: 1, noise: 0, reaction: false, fromRules: false },
  { id: "pass", category: "interaction", cost: 1, noise: 0, reaction: false, fromRules: false },
  { id: "attack", category: "combat", cost: 1, noise: 1, reaction: false, fromRules: false },
  { id: "dodge", category: "combat", cost: 0, noise: 0, reaction: true, fromRules: true },
  { id: "parry", category: "combat", cost: 0, noise: 1, reaction: true, fromRules: true },
  { id: "companionCommand", category: "special", cost: 2, noise: 0, reaction: false, fromRules: true },
];

export type SpendError =
  | "REALMS.Elvendor.Errors.NotEnoughAP"
  | "REALMS.Elvendor.Errors.ReactionCard"
  | "REALMS.Elvendor.Errors.ConditionForbids"
  | "REALMS.Elvendor.Errors.CompanionLowAP";

export type SpendResult =
  | { readonly ok: true; readonly apLeft: number; readonly noise: number; readonly endsInvisible: boolean; readonly companionActionsLost: number }
  | { readonly ok: false; readonly error: SpendError };

export interface SpendContext {
  readonly apLeft: number;
  readonly plan: Pick<TurnPlan, "skipTurn" | "forcedMovement" | "canMoveVoluntarily" | "noiseBonus">;
  /** The commanded companion's AP (Companion Command only). */
  readonly companionAp?: number;
}

/** Playing a card in the Player Phase: checks AP and conditions, returns AP left and noise added. */
export function spendAction(card: Pick<ActionCardData, "id" | "category" | "cost" | "noise" | "reaction">, ctx: SpendContext): SpendResult {
  if (card.reaction) return { ok: false, error: "REALMS.Elvendor.Errors.ReactionCard" };
  if (ctx.plan.skipTurn || ctx.plan.forcedMovement === "replacesActions") return { ok: false, error: "REALMS.Elvendor.Errors.ConditionForbids" };
  if (card.category === "movement" && !ctx.plan.canMoveVoluntarily) return { ok: false, error: "REALMS.Elvendor.Errors.ConditionForbids" };
  if (card.cost > ctx.apLeft) return { ok: false, error: "REALMS.Elvendor.Errors.NotEnoughAP" };
  const command = card.id === "companionCommand";
  if (command && (ctx.companionAp ?? 0) <= 1) return { ok: false, error: "REALMS.Elvendor.Errors.CompanionLowAP" };
  return {
    ok: true,
    apLeft: ctx.apLeft - card.cost,
    noise: actionNoise(card.noise, ctx.plan),
    endsInvisible: card.id === "attack" || card.id === "charge",
    companionActionsLost: command ? 1 : 0,
  };
}

/** Noise an action makes: the card's own, plus Deafened's +1 on every action the bearer takes (reactions too). */
export function actionNoise(noise: number, plan: Pick<TurnPlan, "noiseBonus">): number {
  return requireInt("noise", noise, -MAX_GAME_NUMBER, MAX_GAME_NUMBER) + requireInt("noiseBonus", plan.noiseBonus, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
}

/**
 * The Attack card and the ability roll that carries it out are one action: a roll that follows a played Attack
 * card in the same turn uses that card (no second AP or noise); a roll with no card played first pays for it.
 * `attacksPlayed` counts the Attack cards played this turn and not yet rolled.
 */
export function attackRollPayment(attacksPlayed: number): { readonly pays: boolean; readonly attacksPlayed: number } {
  requireInt("attacksPlayed", attacksPlayed, 0, MAX_GAME_NUMBER);
  return attacksPlayed > 0 ? { pays: false, attacksPlayed: attacksPlayed - 1 } : { pays: true, attacksPlayed: 0 };
}
