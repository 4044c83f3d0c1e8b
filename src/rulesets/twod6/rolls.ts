/** 2D6 Roll subclasses: real Foundry dice; each names the card kind its feature defines (`<feature>/card-kinds.ts`). */
import { RealmsRoll } from "../../core/rolls";

export class TwoD6CheckRoll extends RealmsRoll {
  static override CARD_KIND = "realms.twod6.check";
}

export class TwoD6SpeedRoll extends RealmsRoll {
  static override CARD_KIND = "realms.twod6.speed";
}

export class TwoD6AuraRoll extends RealmsRoll {
  static override CARD_KIND = "realms.twod6.aura";
}

export class TwoD6AttackRoll extends RealmsRoll {
  static override CARD_KIND = "realms.twod6.attack";
}

export const TWOD6_ROLLS = [TwoD6CheckRoll, TwoD6SpeedRoll, TwoD6AuraRoll, TwoD6AttackRoll];
