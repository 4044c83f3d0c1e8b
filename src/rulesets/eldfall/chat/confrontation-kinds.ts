/** Eldfall dice card kinds: an attribute roll or unopposed attack, and a Confrontation (no buttons: the dice decide). */
import { defineCardKind } from "../../../core/chat/card-kinds";
import { SYSTEM_PATH } from "../../../core/templates";
import { confrontationCardContext, rollCardContext, type ConfrontationCard, type RollCard } from "./confrontation-cards";

const template = (name: string) => `${SYSTEM_PATH}/templates/eldfall/${name}.hbs`;

// The dice and who won are sealed as soon as the card is posted: nothing a player writes may change them.
export const ELDFALL_ROLL_CARD = defineCardKind<RollCard>({
  id: "realms.eldfall.roll", sealed: ["side", "target"],
  parts: [{ template: template("dice-roll"), context: rollCardContext }],
});

export const ELDFALL_CONFRONTATION_CARD = defineCardKind<ConfrontationCard>({
  id: "realms.eldfall.confrontation", sealed: ["a", "b", "winner", "nullified"],
  parts: [{ template: template("dice-confrontation"), context: confrontationCardContext }],
});
