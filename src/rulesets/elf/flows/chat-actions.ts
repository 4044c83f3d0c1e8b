/** Elf System chat card buttons (chat/kinds.ts declares the card fields each writes). Each checks that the clicking user may change what it touches. */
import { actorAt } from "../../../core/refs";
import { refuse, registerGmAction, requireMayModify, userMayModify } from "../../../core/gm";
import { id, object, uuid } from "../../../core/payload";
import { cardOf, updateCard } from "../../../core/chat/cards";
import { registerChatAction } from "../../../core/chat/actions";
import type { NpcDamageCard, PcDamageCard, TaskCard } from "../chat/cards";
import type { Side, Stance } from "../rules/structures";
import { applyNpcDamage, applyPcDamage, rollNpcDamage, rollPcDamage } from "./damage";
import { chooseStance, rollDuelRound } from "./duel";
import { recordRolled, resolveManually, rollFromRequest } from "./requests";
import { chooseTie, toggleTieOffer } from "./ties";


export function registerElfChatActions(): void {
  registerChatAction("elfTie", async (message, button) => {
    const card = cardOf<TaskCard>(message);
    if (card) await chooseTie(message, card, button.dataset.choice ?? "");
  });
  registerChatAction("elfTieOffer", async (message, button) => {
    const card = cardOf<TaskCard>(message);
    if (card) await toggleTieOffer(message, card, button.dataset.choice ?? "");
  });
  registerChatAction("elfCritical", async (message) => {
    const card = cardOf<TaskCard>(message);
    if (!card?.critical || !game.user.isGM) return;
    await updateCard(message, "elfCritical", { criticalConfirmed: !card.criticalConfirmed });
  });
  registerChatAction("elfResolve", async (message, button) => {
    const outcome = button.dataset.outcome;
    if (outcome === "failure" || outcome === "tie" || outcome === "success") await resolveManually(message, outcome);
  });
  registerChatAction("rollNpcDamage", async (message, button) => {
    const card = cardOf<TaskCard>(message);
    if (card && !card.damageRolled) await rollNpcDamage(message, card, button.dataset.kind === "stun" ? "stun" : "lethal");
  });
  registerChatAction("rollPcDamage", async (message) => {
    const card = cardOf<TaskCard>(message);
    if (card && !card.damageRolled) await rollPcDamage(message, card);
  });
  registerChatAction("elfApplyNpc", async (message) => {
    const card = cardOf<NpcDamageCard>(message);
    const striker = actorAt(card?.attacker.uuid);
    if (!card || card.applied) return;
    if (!game.user.isGM && !(striker && userMayModify(game.user, striker))) return refuse(striker);
    await applyNpcDamage(message);
  });
  registerChatAction("elfApplyPc", async (message) => {
    const card = cardOf<PcDamageCard>(message);
    if (card) await applyPcDamage(message, card);
  });
  registerChatAction("elfRequestRoll", async (message, button) => {
    await rollFromRequest(message, button.dataset.actorUuid ?? "");
  });
  registerChatAction("elfDuelChoose", async (message, button) => {
    await chooseStance(message, button.dataset.side as Side, button.dataset.stance as Stance);
  });
  registerChatAction("elfDuelRoll", async (message) => {
    await rollDuelRound(message);
  });
  registerGmAction("elfRequestRolled", object({ messageId: id, actorUuid: uuid }), async (data, user) => {
    requireMayModify(user, actorAt(data.actorUuid));
    await recordRolled(data.messageId, data.actorUuid);
  });
}
