/** Elf System Roll subclasses: real Foundry dice (kh/kl for advantage); their cards are ChatMessage data (the features' kinds.ts). */
import { RealmsRoll } from "../../core/rolls";
import { TASK_CARD } from "./task/kinds";
import { NPC_DAMAGE_CARD, PC_DAMAGE_CARD } from "./damage/kinds";
import { TABLE_CARD } from "./d66/kinds";

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
