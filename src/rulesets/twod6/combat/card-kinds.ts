/** The attack card's family and kind: its typed data, template, context, and the apply-damage part it carries. */
import { boolField, choiceField, defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { chatTemplate } from "../config";
import { TwoD6AttackRoll } from "../rolls";
import { d6sField } from "../checks/card-kinds";
import { DAMAGE_TYPES, SLOTS } from "../creatures/rules/damage";
import { attackCardContext, type AttackCard } from "./cards";

const RESULTS = ["criticalFailure", "failure", "success", "criticalSuccess"] as const;
type Fields = typeof foundry.data.fields;
const names = (f: Fields) => new f.ArrayField(textField(f, TEXT_LIMITS.name), { required: true, initial: [] });

/** The attack family: every field of AttackCard, each checked by Foundry when the card is posted or changed. */
export const ATTACK_FAMILY = defineCardFamily<AttackCard>({
  type: "twod6Attack", version: 1,
  schema: (f) => ({
    attacker: refField(f), target: refField(f),
    weapon: textField(f, TEXT_LIMITS.name), weaponId: textField(f, TEXT_LIMITS.name),
    use: textField(f, TEXT_LIMITS.name), damageUse: textField(f, TEXT_LIMITS.name),
    damageType: choiceField(f, DAMAGE_TYPES), formula: textField(f, TEXT_LIMITS.name), slot: choiceField(f, SLOTS),
    situational: intField(f, { min: -100, max: 100 }), capExempt: boolField(f),
    dice: d6sField(f), natural: intField(f),
    modifiers: new f.ArrayField(new f.SchemaField({ label: textField(f, TEXT_LIMITS.name), value: intField(f), i18n: boolField(f) }), { required: true, initial: [] }),
    modifier: intField(f), difficulty: intField(f), total: intField(f), result: choiceField(f, RESULTS), critFailThrough: intField(f, { min: 2 }),
    resolved: boolField(f),
    damageDice: new f.ArrayField(intField(f, { min: 1, max: 100 }), { required: true, initial: [] }),
    damageFlat: intField(f), damageModifier: intField(f), damageUncapped: intField(f),
    amount: intField(f, { min: 0, nullable: true }),
    secondary: names(f), prevented: names(f),
  }),
});

/** Only the GM's client writes the outcome (./attack.ts `gmResolveAttack`), and seals it with the damage part. */
export const ATTACK_CARD = ATTACK_FAMILY.kind({
  id: TwoD6AttackRoll.CARD_KIND,
  sealed: ["result", "amount", "resolved"],
  parts: [{ template: chatTemplate("attack"), context: attackCardContext }],
});
