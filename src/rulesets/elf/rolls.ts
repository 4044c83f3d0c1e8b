/** Elf System Roll subclasses: real Foundry dice (kh/kl for advantage), cards rendered from pure payloads. */
import { RealmsRoll } from "../../core/rolls";
import { SYSTEM_PATH } from "../../core/templates";
import {
  npcDamageCardContext, pcDamageCardContext, tableCardContext, taskCardContext, type NpcDamageCard, type PcDamageCard, type TableCard, type TaskCard,
} from "./chat/cards";
import { secretDifficulty } from "./settings";

const T = (name: string) => `${SYSTEM_PATH}/templates/elf/chat/${name}.hbs`;

/** Every die rolled and the ones kept (Foundry marks dropped dice inactive). */
export function diceOf(roll: Roll): { dice: number[]; kept: number[] } {
  const results = roll.dice.flatMap((d) => d.results);
  return { dice: results.map((r) => r.result), kept: results.filter((r) => r.active !== false && !r.discarded).map((r) => r.result) };
}

export class ElfTaskRoll extends RealmsRoll<TaskCard> {
  static override CHAT_TEMPLATE = T("task");
  cardContext() {
    const card = this.card;
    const isGM = !!game.user?.isGM;
    // The GM's own browser remembers secret difficulties; players never receive the number.
    const difficulty = card.secret && isGM && card.requestId ? secretDifficulty(card.requestId) : card.difficulty;
    return taskCardContext({ ...card, difficulty }, { isGM });
  }
}

export class ElfNpcDamageRoll extends RealmsRoll<NpcDamageCard> {
  static override CHAT_TEMPLATE = T("npc-damage");
  cardContext() {
    return npcDamageCardContext(this.card);
  }
}

export class ElfPcDamageRoll extends RealmsRoll<PcDamageCard> {
  static override CHAT_TEMPLATE = T("pc-damage");
  cardContext() {
    return pcDamageCardContext(this.card);
  }
}

export class ElfTableRoll extends RealmsRoll<TableCard> {
  static override CHAT_TEMPLATE = T("table");
  cardContext() {
    return tableCardContext(this.card);
  }
}

export const ELF_ROLLS = [ElfTaskRoll, ElfNpcDamageRoll, ElfPcDamageRoll, ElfTableRoll];
