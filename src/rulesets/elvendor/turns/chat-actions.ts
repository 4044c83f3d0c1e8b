/** Chat card buttons (each feature's card-kinds.ts declares the card fields each writes). Each checks that the clicking user may change the actor it touches. */
import { actorAt } from "../../../core/refs";
import { refuse, runAsGM, userMayModify } from "../../../core/gm";
import { cardOf, updateCard } from "../../../core/chat/cards";
import type { ChatAction } from "../../../core/ruleset";
import { damageApplied } from "../../../core/chat/apply-damage";
import { isCardMessage } from "../../../core/chat/card-type";
import type { AttackCard, ReactionCard } from "../combat/cards";
import type { ForcedMoveCard } from "../actions/cards";
import { attackPacket } from "../combat/rules/damage";
import { actorModel } from "../../../core/data/actor-model";
import { attack, gmResolveReaction, save } from "../combat/attack";
import { elvendorOptions } from "../settings";
import { applyConditionTo } from "../conditions/conditions";
import { isConditionId } from "../conditions/rules/conditions";
import { executePlan, skipPlan } from "../enemies/enemy";
import { tokenOf } from "../actors/position";


/** The card buttons, by short name; the core registers them as `realms.elvendor.<name>`. */
export const ELVENDOR_CHAT_ACTIONS: Readonly<Record<string, ChatAction>> = {
  // Cards posted before the apply-damage part: their own button (new cards apply through the part).
  applyDamage: async (message) => {
    const card = cardOf<AttackCard>(message);
    const target = actorAt(card?.target?.uuid);
    if (!card || !target || card.applied.damage || (isCardMessage(message) && message.system.damage)) return;
    if (!userMayModify(game.user, target)) return refuse(target);
    await actorModel(target).applyDamage(attackPacket(card));
    await updateCard(message, "realms.elvendor.applyDamage", { applied: { ...card.applied, damage: true } });
  },

  applyCondition: async (message) => {
    const card = cardOf<AttackCard>(message);
    const target = actorAt(card?.target?.uuid);
    if (!card?.condition || !target || !isConditionId(card.condition.id)) return;
    if (!userMayModify(game.user, target)) return refuse(target);
    // The target may shake it off with its save first (SAV / Saves x+ on a D6).
    const resisted = elvendorOptions().saveAgainstConditions && (await save(target, card.condition.id));
    if (!resisted) await applyConditionTo(target, card.condition.id, { value: card.condition.value });
    await updateCard(message, "realms.elvendor.applyCondition", { applied: { ...card.applied, condition: true } });
  },

  // The defender's Dodge or Parry, asked and rolled on the GM's client, which writes what it computed.
  react: async (message) => {
    const card = cardOf<AttackCard>(message);
    const target = actorAt(card?.target?.uuid);
    if (!card || !target) return;
    if (!userMayModify(game.user, target)) return refuse(target);
    // Too late to dodge a hit whose damage was applied.
    if (card.applied.damage || damageApplied(message)) return;
    await runAsGM(gmResolveReaction, { messageId: message.id });
  },

  counterAttack: async (message) => {
    const card = cardOf<ReactionCard>(message);
    const actor = actorAt(card?.actor.uuid);
    const target = actorAt(card?.attacker.uuid);
    if (!actor || !target) return;
    if (!userMayModify(game.user, actor)) return refuse(actor);
    const ability = actor.items.find((i) => i.type === "elvendorAbility");
    if (ability) await attack({ attacker: actor, ability, target, intent: { fastForward: false, advantage: false, disadvantage: false }, counter: true });
  },

  confirmMove: async (message) => {
    const card = cardOf<ForcedMoveCard>(message);
    const actor = actorAt(card?.actor.uuid);
    const scene = game.scenes.viewed;
    if (!card || !actor || !scene) return;
    if (!userMayModify(game.user, actor)) return refuse(actor);
    const token = tokenOf(actor, scene);
    const size = scene.grid.size;
    const rect = scene.dimensions.sceneRect;
    const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
    if (token) await token.update({ x: clamp(card.to.x * size, rect.x, rect.x + rect.width - size), y: clamp(card.to.y * size, rect.y, rect.y + rect.height - size) });
    await updateCard(message, "realms.elvendor.confirmMove", { done: true });
  },

  skipMove: async (message) => {
    const card = cardOf<ForcedMoveCard>(message);
    const actor = actorAt(card?.actor.uuid);
    if (!actor) return;
    if (!userMayModify(game.user, actor)) return refuse(actor);
    await updateCard(message, "realms.elvendor.skipMove", { done: true });
  },

  executePlan: executePlan,
  skipPlan: skipPlan,
};
