/**
 * The attack, save and reaction card kinds: each part's template and context, and the card fields each button may write for
 * a player who does not own the message (core/chat/card-kinds.ts).
 */
import { bool, object } from "../../../core/payload";
import { cardRules } from "../../../core/chat/cards";
import { defineCardKind, ownersOnly } from "../../../core/chat/card-kinds";
import { isCardMessage } from "../../../core/chat/card-type";
import { damageApplied } from "../../../core/chat/apply-damage";
import { chatTemplate as T } from "../config";
import { ElvendorAttackRoll, ElvendorReactionRoll, ElvendorSaveRoll } from "../rolls";
import { deriveAttack } from "./attack-card";
import { attackCardContext, attackLands, reactionCardContext, saveCardContext, type AttackCard, type ReactionCard, type SaveCard } from "./cards";

const { all, ownerOf } = cardRules;

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
  id: ElvendorAttackRoll.CARD_KIND,
  legacy: { rollClass: "ElvendorAttackRoll" },
  // A Dodge or Parry the GM rolled after the card was posted can avoid the hit: the damage part closes.
  damageOpen: attackLands,
  // Only the GM's client writes the reaction, sealed with what it computed (./attack.ts `gmResolveReaction`).
  sealed: ["reaction"],
  derive: deriveAttack,
  parts: [{
    template: T("attack"),
    context: (card, message) => attackCardContext(card, { hasDamagePart: isCardMessage(message) && !!message.system.damage, damageApplied: damageApplied(message) }),
    actions: {
      "realms.elvendor.applyDamage": { fields: { applied: appliedMark } },
      "realms.elvendor.applyCondition": { fields: { applied: appliedMark } },
      // The defender's reaction: rolled and written by the GM's client (./attack.ts `gmResolveReaction`), never a player's record.
      "realms.elvendor.react": { fields: ownersOnly("reaction") },
    },
  }],
});

export const SAVE_CARD = defineCardKind<SaveCard>({ id: ElvendorSaveRoll.CARD_KIND, legacy: { rollClass: "ElvendorSaveRoll" }, parts: [{ template: T("save"), context: saveCardContext }] });

export const REACTION_CARD = defineCardKind<ReactionCard>({
  id: ElvendorReactionRoll.CARD_KIND, legacy: { rollClass: "ElvendorReactionRoll" },
  parts: [{ template: T("reaction"), context: reactionCardContext, actions: { "realms.elvendor.counterAttack": { fields: {} } } }],
});
