/** Eldfall Roll subclasses: real d20s (one per Strike); their cards are ChatMessage data (card-kinds.ts). */
import { RealmsRoll } from "../../../core/rolls";
import { ELDFALL_CONFRONTATION_CARD, ELDFALL_ROLL_CARD } from "./card-kinds";

/** An attribute roll (one d20) or an unopposed attack (one d20 per Strike). */
export class EldfallRoll extends RealmsRoll {
  static override CARD_KIND = ELDFALL_ROLL_CARD.id;
}

/** Both sides of a Confrontation in one roll: the first term is side A's Strikes, the second side B's. */
export class EldfallConfrontationRoll extends RealmsRoll {
  static override CARD_KIND = ELDFALL_CONFRONTATION_CARD.id;
}

/** The faces of each dice term, in order. */
export const facesOf = (roll: Roll): number[][] => roll.dice.map((d) => d.results.map((r) => r.result));
