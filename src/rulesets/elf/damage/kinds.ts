/** The damage cards' families and kinds: the NPC's harm and the PC's resistance, each with its apply-damage part. */
import { bool } from "../../../core/payload";
import { cardRules } from "../../../core/chat/cards";
import { isCardMessage } from "../../../core/chat/card-type";
import { ownersOnly } from "../../../core/chat/card-kinds";
import { boolField, choiceField, defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { d6Field, elfTemplate } from "../task/kinds";
import { npcDamageCardContext, pcDamageCardContext, type NpcDamageCard, type PcDamageCard } from "../task/cards";
import { deriveNpcDamage, derivePcDamage } from "./damage-cards";
import { HARMS } from "./rules/damage";
import { RealmsRoll } from "../../../core/rolls";

const { all, ownerOf, setOnce } = cardRules;

type Fields = typeof foundry.data.fields;
// A damage roll harms at most to Dying (death comes later, from the ladder).
const HARM_IDS = HARMS.filter((h) => h !== "dead");
/** What both damage cards hold: who is harmed, by which weapon, the dice, and the task card whose Hit it is. */
const strikeFields = (f: Fields) => ({
  target: refField(f), weapon: textField(f, TEXT_LIMITS.name),
  dice: new f.ArrayField(d6Field(f), { required: true, initial: [] }),
  // Absent on older cards; the GM's re-derivation reads it as the card was posted.
  task: textField(f, TEXT_LIMITS.name, { optional: true }),
  damageBonus: intField(f), kind: choiceField(f, ["lethal", "stun"]), applied: boolField(f),
});

/** The NPC damage family: every field of NpcDamageCard. */
export const NPC_DAMAGE_FAMILY = defineCardFamily<NpcDamageCard>({
  type: "elfNpcDamage", version: 1,
  schema: (f) => ({
    ...strikeFields(f), attacker: refField(f),
    threshold: intField(f), natural: intField(f), total: intField(f),
    harm: choiceField(f, HARM_IDS), deferred: boolField(f),
  }),
});

/** The PC damage family: every field of PcDamageCard, its result as the damage rules gave it. */
export const PC_DAMAGE_FAMILY = defineCardFamily<PcDamageCard>({
  type: "elfPcDamage", version: 1,
  schema: (f) => ({
    ...strikeFields(f), attacker: refField(f, { nullable: true }),
    armor: new f.ArrayField(new f.SchemaField({ name: textField(f, TEXT_LIMITS.name), value: intField(f) }), { required: true, initial: [] }),
    armorBonus: intField(f), injuryBefore: intField(f),
    result: new f.SchemaField({
      natural: intField(f), total: intField(f), difficulty: intField(f), harm: choiceField(f, HARM_IDS), injuryPoints: intField(f),
      rule: choiceField(f, ["natural17", "atLeastDl", "belowDl", "natural4", "natural3"]),
    }, { required: true, nullable: false }),
    longActionFailed: boolField(f),
  }),
});

// What Apply acts on: who struck whom, and the harm the roll decided.
export const NPC_DAMAGE_CARD = NPC_DAMAGE_FAMILY.kind({
  id: "realms.elf.npcDamage", legacy: { rollClass: "ElfNpcDamageRoll" }, sealed: ["attacker", "target", "task", "harm", "kind", "deferred"], derive: deriveNpcDamage,
  parts: [{ template: elfTemplate("npc-damage"), context: (card, message) => npcDamageCardContext(card, { hasDamagePart: isCardMessage(message) && !!message.system.damage }), actions: { "realms.elf.applyNpc": { fields: ownersOnly("applied") } } }],
});

export const PC_DAMAGE_CARD = PC_DAMAGE_FAMILY.kind({
  id: "realms.elf.pcDamage", legacy: { rollClass: "ElfPcDamageRoll" }, derive: derivePcDamage,
  parts: [{ template: elfTemplate("pc-damage"), context: (card, message) => pcDamageCardContext(card, { hasDamagePart: isCardMessage(message) && !!message.system.damage }), actions: { "realms.elf.applyPc": { fields: { applied: { check: bool, may: all(ownerOf("target"), setOnce) } } } } }],
});

/** The Rolls these cards are posted with (each class names its card kind). */
export class ElfNpcDamageRoll extends RealmsRoll {
  static override CARD_KIND = NPC_DAMAGE_CARD.id;
}

export class ElfPcDamageRoll extends RealmsRoll {
  static override CARD_KIND = PC_DAMAGE_CARD.id;
}
