/** Aedelore chat card buttons; each checks who may use it. */
import { cardOf, updateCard } from "../../../core/chat/cards";
import type { ChatAction } from "../../../core/ruleset";
import type { AttackCard, CheckCard } from "../checks/cards";
import { FUMBLE_CHOICES, CRITICAL_CHOICES } from "../magic/rules/magic";
import { applyAttack, canApply, refuseApply } from "./attack";


/** The card buttons, by short name; the core registers them as `realms.aedelore.<name>`. */
export const AEDELORE_CHAT_ACTIONS: Readonly<Record<string, ChatAction>> = {
  apply: async (message) => {
    const card = cardOf<AttackCard>(message);
    if (!card || card.applied) return;
    if (!canApply(game.user, card)) return refuseApply(card);
    await applyAttack(message);
  },
  // The DM's call on a fumbled or critical spell, recorded on the card.
  spellChoice: async (message, button) => {
    const card = cardOf<CheckCard>(message);
    const choice = button.dataset.choice ?? "";
    if (!card?.spell || !game.user.isGM || card.spell.choice) return;
    const allowed: readonly string[] = card.spell.outcome === "fumble" ? FUMBLE_CHOICES : card.spell.outcome === "critical" ? CRITICAL_CHOICES : [];
    if (allowed.includes(choice)) await updateCard(message, "realms.aedelore.spellChoice", { spell: { ...card.spell, choice } });
  },
};
