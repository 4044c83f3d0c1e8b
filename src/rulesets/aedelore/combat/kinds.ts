/** The attack card's family and kind: its typed data, template, and the fields its Apply button may write. */
import { ownersOnly } from "../../../core/chat/card-kinds";
import { boolField, choiceField, defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { isCardMessage } from "../../../core/chat/card-type";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { aedeloreTemplate as T, poolFields } from "../checks/kinds";
import { attackCardContext, type AttackCard } from "../checks/cards";
import { REACTIONS } from "./rules/combat";
import { RealmsRoll } from "../../../core/rolls";

/** The attack family: every field of AttackCard, each checked by Foundry when an attack is posted or changed. */
export const ATTACK_FAMILY = defineCardFamily<AttackCard>({
  type: "aedeloreAttack", version: 1,
  schema: (f) => ({
    ...poolFields(f),
    attacker: refField(f),
    target: refField(f, { nullable: true }),
    weapon: textField(f, TEXT_LIMITS.name),
    // Absent on older cards: "" (no item to read the damage from).
    weaponId: textField(f, TEXT_LIMITS.name),
    result: choiceField(f, ["miss", "glancing", "full"]),
    damageFormula: textField(f, TEXT_LIMITS.name),
    damageDice: new f.ArrayField(intField(f, { min: 0 }), { required: true, initial: [] }),
    damageRolled: intField(f, { nullable: true }),
    damage: intField(f, { nullable: true }),
    reaction: new f.SchemaField({
      reaction: choiceField(f, REACTIONS),
      grade: choiceField(f, ["success", "barely", "failure"]),
      damageTaken: intField(f), blocked: intField(f), successes: intField(f, { min: 0 }), barely: intField(f, { min: 0 }),
      blockWith: new f.SchemaField({ kind: choiceField(f, ["shield", "armor"]), name: textField(f, TEXT_LIMITS.name) }, { required: true, nullable: true, initial: null }),
    }, { required: true, nullable: true, initial: null }),
    finalDamage: intField(f, { nullable: true }),
    applied: boolField(f),
  }),
});

// What Apply acts on: who hit whom, how hard, and what the defender did about it.
export const ATTACK_CARD = ATTACK_FAMILY.kind({
  id: "realms.aedelore.attack", legacy: { rollClass: "AedAttackRoll" }, sealed: ["attacker", "target", "result", "damage", "reaction", "finalDamage"],
  parts: [{ template: T("attack"), context: (card, message) => attackCardContext(card, { hasDamagePart: isCardMessage(message) && !!message.system.damage }), actions: { "realms.aedelore.apply": { fields: ownersOnly("damageDice", "damageRolled", "damage", "reaction", "finalDamage", "applied") } } }],
});

/** The Roll this card is posted with (its class names the card kind). */
export class AedAttackRoll extends RealmsRoll {
  static override CARD_KIND = ATTACK_CARD.id;
}
