/** Elf System Roll subclasses: real Foundry dice (kh/kl for advantage); their cards are ChatMessage data (chat/kinds.ts). */
import { RealmsRoll } from "../../core/rolls";
import { NPC_DAMAGE_CARD, PC_DAMAGE_CARD, TABLE_CARD, TASK_CARD } from "./chat/kinds";

/** Every die rolled and the ones kept (Foundry marks dropped dice inactive). */
export function diceOf(roll: Roll): { dice: number[]; kept: number[] } {
  const results = roll.dice.flatMap((d) => d.results);
  return { dice: results.map((r) => r.result), kept: results.filter((r) => r.active !== false && !r.discarded).map((r) => r.result) };
}

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
