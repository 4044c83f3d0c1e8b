/** Aedelore Roll subclasses: `Nd10x10` pools (Foundry explodes the 10s); their cards are ChatMessage data (the features' kinds.ts). */
import { RealmsRoll } from "../../core/rolls";
import { CHECK_CARD } from "./checks/kinds";
import { ATTACK_CARD } from "./combat/kinds";
import { TABLE_CARD } from "./conditions/kinds";
import { chainsOf } from "./checks/rules/pool";

/** The chains of a pool roll: each die with its rerolls after a 10. */
export function chainsOfRoll(roll: Roll): number[][] {
  return roll.dice.flatMap((d) => chainsOf(d.results as { result: number; exploded?: boolean }[]));
}


export class AedCheckRoll extends RealmsRoll {
  static override CARD_KIND = CHECK_CARD.id;
}

export class AedAttackRoll extends RealmsRoll {
  static override CARD_KIND = ATTACK_CARD.id;
}

export class AedTableRoll extends RealmsRoll {
  static override CARD_KIND = TABLE_CARD.id;
}

export const AEDELORE_ROLLS = [AedCheckRoll, AedAttackRoll, AedTableRoll];
