/** The table card's kind: a table die (bleeding, dying, collapse, supplies, ammunition, healing) and its reading. */
import { defineCardKind } from "../../../core/chat/card-kinds";
import { aedeloreTemplate as T } from "../checks/kinds";
import { tableCardContext, type TableCard } from "../checks/cards";
import { RealmsRoll } from "../../../core/rolls";

export const TABLE_CARD = defineCardKind<TableCard>({ id: "realms.aedelore.table", legacy: { rollClass: "AedTableRoll" }, parts: [{ template: T("table"), context: tableCardContext }] });

/** The Roll this card is posted with (its class names the card kind). */
export class AedTableRoll extends RealmsRoll {
  static override CARD_KIND = TABLE_CARD.id;
}
