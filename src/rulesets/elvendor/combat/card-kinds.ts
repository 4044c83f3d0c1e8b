/**
 * Elvendor's card kinds: each part's template and context, and the card fields each button may write for
 * a player who does not own the message (core/chat/card-kinds.ts).
 */
import { bool, object } from "../../../core/payload";
import { cardRules } from "../../../core/chat/cards";
import { defineCardKind, ownersOnly } from "../../../core/chat/card-kinds";
import { isCardMessage } from "../../../core/chat/card-type";
import { damageApplied } from "../../../core/chat/apply-damage";
import { SYSTEM_PATH } from "../../../core/templates";
import { deriveAttack } from "./attack-card";
import {
  attackCardContext, attackLands, conditionNoticeContext, enemyPlanCardContext, forcedMoveCardContext, reactionCardContext, saveCardContext, turnStartCardContext,
  weatherCardContext, type AttackCard, type ConditionNoticeCard, type EnemyPlanCard, type ForcedMoveCard, type ReactionCard, type SaveCard,
  type TurnStartCard, type WeatherCard,
} from "./cards";

const T = (name: string) => `${SYSTEM_PATH}/templates/elvendor/chat/${name}.hbs`;
const { all, ownerOf, setOnce } = cardRules;

/** The target's owner records what they applied; a mark never goes back to false. */
const appliedMark = {
  check: object({ damage: bool, condition: bool }),
  may: all(ownerOf("target"), (_u, card, value) => {
    const was = card.applied as { damage: boolean; condition: boolean };
    const next = value as { damage: boolean; condition: boolean };
    return (next.damage || !was.damage) && (next.condition || !was.condition);
  }),
};

export const ATTACK_CARD = defineCardKind<AttackCard>({
  id: "realms.elvendor.attack",
  legacy: { rollClass: "ElvendorAttackRoll" },
  // A Dodge or Parry the GM rolled after the card was posted can avoid the hit: the damage part closes.
  damageOpen: attackLands,
  // Only the GM's client writes the reaction, sealed with what it computed (../flows/attack.ts `gmResolveReaction`).
  sealed: ["reaction"],
  derive: deriveAttack,
  parts: [{
    template: T("attack"),
    context: (card, message) => attackCardContext(card, { hasDamagePart: isCardMessage(message) && !!message.system.damage, damageApplied: damageApplied(message) }),
    actions: {
      "realms.elvendor.applyDamage": { fields: { applied: appliedMark } },
      "realms.elvendor.applyCondition": { fields: { applied: appliedMark } },
      // The defender's reaction: rolled and written by the GM's client (../flows/attack.ts `gmResolveReaction`), never a player's record.
      "realms.elvendor.react": { fields: ownersOnly("reaction") },
    },
  }],
});

export const SAVE_CARD = defineCardKind<SaveCard>({ id: "realms.elvendor.save", legacy: { rollClass: "ElvendorSaveRoll" }, parts: [{ template: T("save"), context: saveCardContext }] });

export const REACTION_CARD = defineCardKind<ReactionCard>({
  id: "realms.elvendor.reaction", legacy: { rollClass: "ElvendorReactionRoll" },
  parts: [{ template: T("reaction"), context: reactionCardContext, actions: { "realms.elvendor.counterAttack": { fields: {} } } }],
});

export const WEATHER_CARD = defineCardKind<WeatherCard>({ id: "realms.elvendor.weather", legacy: { rollClass: "ElvendorWeatherRoll" }, parts: [{ template: T("weather"), context: weatherCardContext }] });

const done = { check: bool, may: all(ownerOf("actor"), setOnce) };
export const FORCED_MOVE_CARD = defineCardKind<ForcedMoveCard>({
  id: "realms.elvendor.forcedMove", legacy: { rollClass: "ElvendorDirectionRoll" },
  parts: [{ template: T("forced-move"), context: forcedMoveCardContext, actions: { "realms.elvendor.confirmMove": { fields: { done } }, "realms.elvendor.skipMove": { fields: { done } } } }],
});

/** The GM's proposal for an enemy's activation, and where to carry it out. */
export interface PlanData { readonly card: EnemyPlanCard; readonly sceneId: string; readonly tokenId: string; readonly heroActors: Readonly<Record<string, string>> }
export const ENEMY_PLAN_CARD = defineCardKind<PlanData>({
  id: "realms.elvendor.enemyPlan", legacy: { flag: "plan" },
  // GM-only buttons on a GM-only card: no field is a player's to write.
  parts: [{ template: T("enemy-plan"), context: (data) => enemyPlanCardContext(data.card), actions: { "realms.elvendor.executePlan": { fields: ownersOnly("card") }, "realms.elvendor.skipPlan": { fields: ownersOnly("card") } } }],
});

export const CONDITION_NOTICE_CARD = defineCardKind<ConditionNoticeCard>({ id: "realms.elvendor.conditionNotice", parts: [{ template: T("condition-notice"), context: conditionNoticeContext }] });
export const TURN_START_CARD = defineCardKind<TurnStartCard>({ id: "realms.elvendor.turnStart", parts: [{ template: T("turn-start"), context: turnStartCardContext }] });

/** An action card played from a sheet. */
export interface ActionPlayedCard { readonly actor: string; readonly card: string; readonly cost: number; readonly noise: number }
export const ACTION_PLAYED_CARD = defineCardKind<ActionPlayedCard>({
  id: "realms.elvendor.actionPlayed",
  parts: [{ template: T("action-played"), context: (data) => ({ ...data, cost: String(data.cost), noise: String(data.noise) }) }],
});
