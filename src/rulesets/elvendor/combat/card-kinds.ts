/**
 * The attack, save and reaction card families and kinds: each card's typed data, each part's template and context,
 * and the card fields each button may write for a player who does not own the message (core/chat/card-family.ts).
 */
import { bool, object } from "../../../core/payload";
import { cardRules } from "../../../core/chat/cards";
import { ownersOnly } from "../../../core/chat/card-kinds";
import { boolField, choiceField, defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { isCardMessage } from "../../../core/chat/card-type";
import { damageApplied } from "../../../core/chat/apply-damage";
import { chatTemplate as T } from "../config";
import { ElvendorAttackRoll, ElvendorReactionRoll, ElvendorSaveRoll } from "../rolls";
import { deriveAttack } from "./attack-card";
import { attackCardContext, attackLands, reactionCardContext, saveCardContext, type AttackCard, type ReactionCard, type SaveCard } from "./cards";

type Fields = typeof foundry.data.fields;
/** A D6's face on an Elvendor card. */
const d6Field = (f: Fields) => intField(f, { min: 1, max: 6 });
/** A chance (0–1) shown on a card. */
const chanceField = (f: Fields) => new f.NumberField({ required: true, nullable: false, min: 0, max: 1, initial: 0 });
/** An attack's condition rider with its value, null when there is none. */
const conditionField = (f: Fields) => new f.SchemaField({ id: textField(f, TEXT_LIMITS.name), value: intField(f, { min: 0 }) }, { required: true, nullable: true, initial: null });

/** The fields of a Dodge or Parry's result (ReactionResult). */
function reactionFields(f: Fields) {
  return {
    kind: choiceField(f, ["dodge", "parry"]), roll: d6Field(f), success: boolField(f), noise: intField(f, { min: 0 }),
    avoidsAttack: boolField(f), counterAttack: boolField(f),
  };
}

/** The attack family: every field of AttackCard, each checked by Foundry when an attack is posted or its buttons write. */
export const ATTACK_FAMILY = defineCardFamily<AttackCard>({
  type: "elvendorAttack", version: 1,
  schema: (f) => ({
    attacker: refField(f), target: refField(f, { nullable: true }),
    scene: textField(f, TEXT_LIMITS.name, { optional: true, nullable: true }),
    ability: new f.SchemaField({
      name: textField(f, TEXT_LIMITS.name), ranged: boolField(f), damage: intField(f, { min: 0 }), attacks: intField(f, { min: 0 }),
      itemId: textField(f, TEXT_LIMITS.name, { optional: true }),
    }, { required: true, nullable: false }),
    base: intField(f),
    modifiers: new f.ArrayField(new f.SchemaField({ source: textField(f, TEXT_LIMITS.name), value: intField(f) }), { required: true, initial: [] }),
    targetNumber: intField(f),
    dice: new f.ArrayField(d6Field(f), { required: true, initial: [] }),
    hits: intField(f, { min: 0 }), damagePerHit: intField(f, { min: 0 }), damage: intField(f, { min: 0 }), armor: intField(f),
    chancePerDie: chanceField(f), chanceAnyHit: chanceField(f),
    condition: conditionField(f),
    reaction: new f.SchemaField(reactionFields(f), { required: true, nullable: true, initial: null }),
    applied: new f.SchemaField({ damage: boolField(f), condition: boolField(f) }, { required: true, nullable: false }),
  }),
});

/** The save family: every field of SaveCard. */
export const SAVE_FAMILY = defineCardFamily<SaveCard>({
  type: "elvendorSave", version: 1,
  schema: (f) => ({
    actor: refField(f), sav: intField(f), roll: d6Field(f), success: boolField(f), chance: chanceField(f),
    against: textField(f, TEXT_LIMITS.name, { nullable: true }),
  }),
});

/** The reaction family: every field of ReactionCard. */
export const REACTION_FAMILY = defineCardFamily<ReactionCard>({
  type: "elvendorReaction", version: 1,
  schema: (f) => ({ actor: refField(f), attacker: refField(f), result: new f.SchemaField(reactionFields(f), { required: true, nullable: false }), chance: chanceField(f) }),
});

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

export const ATTACK_CARD = ATTACK_FAMILY.kind({
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

export const SAVE_CARD = SAVE_FAMILY.kind({ id: ElvendorSaveRoll.CARD_KIND, legacy: { rollClass: "ElvendorSaveRoll" }, parts: [{ template: T("save"), context: saveCardContext }] });

export const REACTION_CARD = REACTION_FAMILY.kind({
  id: ElvendorReactionRoll.CARD_KIND, legacy: { rollClass: "ElvendorReactionRoll" },
  parts: [{ template: T("reaction"), context: reactionCardContext, actions: { "realms.elvendor.counterAttack": { fields: {} } } }],
});
