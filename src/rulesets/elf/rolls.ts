/** Elf System Roll subclasses: real Foundry dice (kh/kl for advantage); their cards are ChatMessage data (chat/kinds.ts). */
import { RealmsRoll } from "../../core/rolls";
import { NPC_DAMAGE_CARD, PC_DAMAGE_CARD, TABLE_CARD, TASK_CARD } from "./task/kinds";

export { diceOf } from "./task/task-facts";

export class ElfTaskRoll extends RealmsRoll {
  static override CARD_KIND = TASK_CARD.id;
}

export class ElfNpcDamageRoll extends RealmsRoll {
  static override CARD_KIND = NPC_DAMAGE_CARD.id;
}

export class ElfPcDamageRoll extends RealmsRoll {
  static override CARD_KIND = PC_DAMAGE_CARD.id;
}

export class ElfTableRoll extends RealmsRoll {
  static override CARD_KIND = TABLE_CARD.id;
}

export const ELF_ROLLS = [ElfTaskRoll, ElfNpcDamageRoll, ElfPcDamageRoll, ElfTableRoll];
