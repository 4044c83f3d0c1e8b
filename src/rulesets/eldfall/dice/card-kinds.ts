/** Eldfall dice card kinds: an attribute roll or unopposed attack, and a Confrontation (no buttons: the dice decide). */
import { defineCardKind } from "../../../core/chat/card-kinds";
import { SYSTEM_PATH } from "../../../core/templates";
import { confrontationCardContext, rollCardContext, type ConfrontationCard, type RollCard } from "./cards";

const template = (name: string) => `${SYSTEM_PATH}/templates/eldfall/${name}.hbs`;

// Nothing applies these cards (the activation's resolution card does, posted on the GM), so none is sealed.
export const ELDFALL_ROLL_CARD = defineCardKind<RollCard>({
  id: "realms.eldfall.roll",
  parts: [{ template: template("dice-roll"), context: rollCardContext }],
});

export const ELDFALL_CONFRONTATION_CARD = defineCardKind<ConfrontationCard>({
  id: "realms.eldfall.confrontation",
  parts: [{ template: template("dice-confrontation"), context: confrontationCardContext }],
});
