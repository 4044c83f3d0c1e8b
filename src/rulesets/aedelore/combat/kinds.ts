/** The attack card's kind: its template, and the fields its Apply button may write. */
import { defineCardKind, ownersOnly } from "../../../core/chat/card-kinds";
import { isCardMessage } from "../../../core/chat/card-type";
import { aedeloreTemplate as T } from "../checks/kinds";
import { attackCardContext, type AttackCard } from "../checks/cards";
import { RealmsRoll } from "../../../core/rolls";

// What Apply acts on: who hit whom, how hard, and what the defender did about it.
export const ATTACK_CARD = defineCardKind<AttackCard>({
  id: "realms.aedelore.attack", legacy: { rollClass: "AedAttackRoll" }, sealed: ["attacker", "target", "result", "damage", "reaction", "finalDamage"],
  parts: [{ template: T("attack"), context: (card, message) => attackCardContext(card, { hasDamagePart: isCardMessage(message) && !!message.system.damage }), actions: { "realms.aedelore.apply": { fields: ownersOnly("damageDice", "damageRolled", "damage", "reaction", "finalDamage", "applied") } } }],
});

/** The Roll this card is posted with (its class names the card kind). */
export class AedAttackRoll extends RealmsRoll {
  static override CARD_KIND = ATTACK_CARD.id;
}
