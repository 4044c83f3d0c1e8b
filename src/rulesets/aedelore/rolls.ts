/** Aedelore Roll subclasses: `Nd10x10` pools (Foundry explodes the 10s), cards rendered from pure payloads. */
import { RealmsRoll } from "../../core/rolls";
import { SYSTEM_PATH } from "../../core/templates";
import { attackCardContext, checkCardContext, tableCardContext, type AttackCard, type CheckCard, type TableCard } from "./chat/cards";
import { chainsOf } from "./rules/pool";

const T = (name: string) => `${SYSTEM_PATH}/templates/aedelore/chat/${name}.hbs`;

/** The chains of a pool roll: each die with its rerolls after a 10. */
export function chainsOfRoll(roll: Roll): number[][] {
  return roll.dice.flatMap((d) => chainsOf(d.results as { result: number; exploded?: boolean }[]));
}

/** All kept faces of an ordinary roll (damage, tables). */
export function facesOf(roll: Roll): number[] {
  return roll.dice.flatMap((d) => d.results.filter((r) => r.active !== false).map((r) => r.result));
}

export class AedCheckRoll extends RealmsRoll<CheckCard> {
  static override CHAT_TEMPLATE = T("check");
  cardContext() {
    return checkCardContext(this.card);
  }
}

export class AedAttackRoll extends RealmsRoll<AttackCard> {
  static override CHAT_TEMPLATE = T("attack");
  cardContext() {
    return attackCardContext(this.card);
  }
}

export class AedTableRoll extends RealmsRoll<TableCard> {
  static override CHAT_TEMPLATE = T("table");
  cardContext() {
    return tableCardContext(this.card);
  }
}

export const AEDELORE_ROLLS = [AedCheckRoll, AedAttackRoll, AedTableRoll];
