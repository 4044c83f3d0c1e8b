/** Elvendor Roll subclasses: real Foundry dice (Dice So Nice sees them); each names the card kind its feature defines (`<feature>/card-kinds.ts`). */
import { RealmsRoll } from "../../core/rolls";
import type { DifficultyMode } from "./options/rules/options";
import { noiseFormula, windSpeedFormula } from "./weather/rules/weather";

/** Its card is built from its dice by combat/attack-card.ts (the flow's and the GM's check alike). */
export class ElvendorAttackRoll extends RealmsRoll {
  static override CARD_KIND = "realms.elvendor.attack";
}

export class ElvendorSaveRoll extends RealmsRoll {
  static override CARD_KIND = "realms.elvendor.save";
}

export class ElvendorReactionRoll extends RealmsRoll {
  static override CARD_KIND = "realms.elvendor.reaction";
}

/** One roll holds the whole scenario weather: status D6, two direction D12s, speed die(s), noise D6. */
export class ElvendorWeatherRoll extends RealmsRoll {
  static override CARD_KIND = "realms.elvendor.weather";
  /** Status D6, the two direction D12s, the wind speed die(s) and the noise die for the difficulty mode. */
  static formula(mode: DifficultyMode) {
    return `1d6 + 1d12 + 1d12 + ${windSpeedFormula(mode)} + ${noiseFormula()}`;
  }
  /** Die results grouped as the weather rules read them. */
  groups() {
    const [status, from, to, speed, noise] = this.dice.map((d) => d.results.map((r) => r.result));
    return { status: status ?? [], direction: [...(from ?? []), ...(to ?? [])], speed: speed ?? [], noise: noise ?? [] };
  }
}

export class ElvendorDirectionRoll extends RealmsRoll {
  static override CARD_KIND = "realms.elvendor.forcedMove";
}

export const ELVENDOR_ROLLS = [ElvendorAttackRoll, ElvendorSaveRoll, ElvendorReactionRoll, ElvendorWeatherRoll, ElvendorDirectionRoll];
