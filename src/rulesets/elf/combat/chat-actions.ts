/** Elf System chat card buttons (the card kinds declare the card fields each writes). Each checks that the clicking user may change what it touches. */
import { actorAt } from "../../../core/refs";
import { refuse, userMayModify } from "../../../core/gm";
import { cardOf, updateCard } from "../../../core/chat/cards";
import type { ChatAction } from "../../../core/ruleset";
import type { NpcDamageCard, PcDamageCard, TaskCard } from "../task/cards";
import type { Side, Stance } from "./rules/structures";
import { applyNpcDamage, applyPcDamage, rollNpcDamage, rollPcDamage } from "../damage/damage";
import { chooseStance, rollDuelRound } from "./duel";
import { resolveManually, rollFromRequest } from "../requests/requests";
import { chooseTie, toggleTieOffer } from "../task/ties";


/** The card buttons, by short name; the core registers them as `realms.elf.<name>`. */
export const ELF_CHAT_ACTIONS: Readonly<Record<string, ChatAction>> = {
  tie: async (message, button) => {
    const card = cardOf<TaskCard>(message);
    if (card) await chooseTie(message, card, button.dataset.choice ?? "");
  },
  tieOffer: async (message, button) => {
    const card = cardOf<TaskCard>(message);
    if (card) await toggleTieOffer(message, card, button.dataset.choice ?? "");
  },
  critical: async (message) => {
    const card = cardOf<TaskCard>(message);
    if (!card?.critical || !game.user.isGM) return;
    await updateCard(message, "realms.elf.critical", { criticalConfirmed: !card.criticalConfirmed });
  },
  resolve: async (message, button) => {
    const outcome = button.dataset.outcome;
    if (outcome === "failure" || outcome === "tie" || outcome === "success") await resolveManually(message, outcome);
  },
  rollNpcDamage: async (message, button) => {
    const card = cardOf<TaskCard>(message);
    if (card && !card.damageRolled) await rollNpcDamage(message, card, button.dataset.kind === "stun" ? "stun" : "lethal");
  },
  rollPcDamage: async (message) => {
    const card = cardOf<TaskCard>(message);
    if (card && !card.damageRolled) await rollPcDamage(message, card);
  },
  applyNpc: async (message) => {
    const card = cardOf<NpcDamageCard>(message);
    const striker = actorAt(card?.attacker.uuid);
    if (!card || card.applied) return;
    if (!game.user.isGM && !(striker && userMayModify(game.user, striker))) return refuse(striker);
    await applyNpcDamage(message);
  },
  applyPc: async (message) => {
    const card = cardOf<PcDamageCard>(message);
    if (card) await applyPcDamage(message, card);
  },
  requestRoll: async (message, button) => {
    await rollFromRequest(message, button.dataset.actorUuid ?? "");
  },
  duelChoose: async (message, button) => {
    await chooseStance(message, button.dataset.side as Side, button.dataset.stance as Stance);
  },
  duelRoll: async (message) => {
    await rollDuelRound(message);
  },
};
