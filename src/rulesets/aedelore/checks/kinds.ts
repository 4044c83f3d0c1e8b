/**
 * Aedelore card kinds: each part's template and context, and the card fields each button may write for a
 * player who does not own the message (core/chat/card-kinds.ts).
 */
import { defineCardKind, ownersOnly } from "../../../core/chat/card-kinds";
import { isCardMessage } from "../../../core/chat/card-type";
import { SYSTEM_PATH } from "../../../core/templates";
import { attackCardContext, checkCardContext, tableCardContext, type AttackCard, type CheckCard, type TableCard } from "./cards";

const T = (name: string) => `${SYSTEM_PATH}/templates/aedelore/chat/${name}.hbs`;

export const CHECK_CARD = defineCardKind<CheckCard>({
  id: "realms.aedelore.check", legacy: { rollClass: "AedCheckRoll" },
  // The DM's call on a fumbled or critical spell: a GM button, no player field.
  parts: [{ template: T("check"), context: checkCardContext, actions: { "realms.aedelore.spellChoice": { fields: ownersOnly("spell") } } }],
});

// What Apply acts on: who hit whom, how hard, and what the defender did about it.
export const ATTACK_CARD = defineCardKind<AttackCard>({
  id: "realms.aedelore.attack", legacy: { rollClass: "AedAttackRoll" }, sealed: ["attacker", "target", "result", "damage", "reaction", "finalDamage"],
  parts: [{ template: T("attack"), context: (card, message) => attackCardContext(card, { hasDamagePart: isCardMessage(message) && !!message.system.damage }), actions: { "realms.aedelore.apply": { fields: ownersOnly("damageDice", "damageRolled", "damage", "reaction", "finalDamage", "applied") } } }],
});

export const TABLE_CARD = defineCardKind<TableCard>({ id: "realms.aedelore.table", legacy: { rollClass: "AedTableRoll" }, parts: [{ template: T("table"), context: tableCardContext }] });
