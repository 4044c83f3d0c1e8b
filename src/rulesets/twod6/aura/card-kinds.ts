/** The aura card's kind; its Undo is the GM's (it owns every message). */
import { defineCardKind, ownersOnly } from "../../../core/chat/card-kinds";
import { chatTemplate } from "../config";
import { TwoD6AuraRoll } from "../rolls";
import { auraCardContext, type AuraCard } from "./cards";

const format = (label: string, data: Readonly<Record<string, string>>) => game.i18n.format(label, data as Record<string, string>);

export const AURA_CARD = defineCardKind<AuraCard>({
  id: TwoD6AuraRoll.CARD_KIND,
  parts: [{ template: chatTemplate("aura"), context: (card) => auraCardContext(card, format), actions: { "realms.twod6.undoAura": { fields: ownersOnly("undone") } } }],
});
