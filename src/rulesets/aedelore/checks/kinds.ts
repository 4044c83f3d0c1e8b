/**
 * The check card's kind (checks, contests, reactions, spells, abilities): its template and context, and the card
 * fields each button may write for a player who does not own the message (core/chat/card-kinds.ts).
 */
import { defineCardKind, ownersOnly } from "../../../core/chat/card-kinds";
import { SYSTEM_PATH } from "../../../core/templates";
import { checkCardContext, type CheckCard } from "./cards";
import { RealmsRoll } from "../../../core/rolls";

/** An Aedelore chat template's path. */
export const aedeloreTemplate = (name: string) => `${SYSTEM_PATH}/templates/aedelore/chat/${name}.hbs`;
const T = aedeloreTemplate;

export const CHECK_CARD = defineCardKind<CheckCard>({
  id: "realms.aedelore.check", legacy: { rollClass: "AedCheckRoll" },
  // The DM's call on a fumbled or critical spell: a GM button, no player field.
  parts: [{ template: T("check"), context: checkCardContext, actions: { "realms.aedelore.spellChoice": { fields: ownersOnly("spell") } } }],
});

/** The Roll this card is posted with (its class names the card kind). */
export class AedCheckRoll extends RealmsRoll {
  static override CARD_KIND = CHECK_CARD.id;
}
