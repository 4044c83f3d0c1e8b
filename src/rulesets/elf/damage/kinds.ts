/** The damage cards' kinds: the NPC's harm and the PC's resistance, each with its apply-damage part. */
import { bool } from "../../../core/payload";
import { cardRules } from "../../../core/chat/cards";
import { isCardMessage } from "../../../core/chat/card-type";
import { defineCardKind, ownersOnly } from "../../../core/chat/card-kinds";
import { elfTemplate } from "../task/kinds";
import { npcDamageCardContext, pcDamageCardContext, type NpcDamageCard, type PcDamageCard } from "../task/cards";
import { deriveNpcDamage, derivePcDamage } from "./damage-cards";
import { RealmsRoll } from "../../../core/rolls";

const { all, ownerOf, setOnce } = cardRules;

// What Apply acts on: who struck whom, and the harm the roll decided.
export const NPC_DAMAGE_CARD = defineCardKind<NpcDamageCard>({
  id: "realms.elf.npcDamage", legacy: { rollClass: "ElfNpcDamageRoll" }, sealed: ["attacker", "target", "task", "harm", "kind", "deferred"], derive: deriveNpcDamage,
  parts: [{ template: elfTemplate("npc-damage"), context: (card, message) => npcDamageCardContext(card, { hasDamagePart: isCardMessage(message) && !!message.system.damage }), actions: { "realms.elf.applyNpc": { fields: ownersOnly("applied") } } }],
});

export const PC_DAMAGE_CARD = defineCardKind<PcDamageCard>({
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
