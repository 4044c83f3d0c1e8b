/** The d66 table card's kind. */
import { defineCardKind } from "../../../core/chat/card-kinds";
import { elfTemplate } from "../task/kinds";
import { tableCardContext, type TableCard } from "../task/cards";
import { RealmsRoll } from "../../../core/rolls";

export const TABLE_CARD = defineCardKind<TableCard>({ id: "realms.elf.table", legacy: { rollClass: "ElfTableRoll" }, parts: [{ template: elfTemplate("table"), context: tableCardContext }] });

/** The Roll this card is posted with (its class names the card kind). */
export class ElfTableRoll extends RealmsRoll {
  static override CARD_KIND = TABLE_CARD.id;
}
