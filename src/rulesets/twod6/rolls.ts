/** 2D6 Roll subclasses: real Foundry dice; their cards are ChatMessage data (chat/kinds.ts). */
import { RealmsRoll } from "../../core/rolls";
import { CHECK_CARD, SPEED_CARD, AURA_CARD } from "./checks/card-kinds";


export class TwoD6CheckRoll extends RealmsRoll {
  static override CARD_KIND = CHECK_CARD.id;
}

export class TwoD6SpeedRoll extends RealmsRoll {
  static override CARD_KIND = SPEED_CARD.id;
}

export class TwoD6AuraRoll extends RealmsRoll {
  static override CARD_KIND = AURA_CARD.id;
}

export const TWOD6_ROLLS = [TwoD6CheckRoll, TwoD6SpeedRoll, TwoD6AuraRoll];
