/** The table card's kind: a table die (bleeding, dying, collapse, supplies, ammunition, healing) and its reading. */
import { defineCardKind } from "../../../core/chat/card-kinds";
import { aedeloreTemplate as T } from "../checks/kinds";
import { tableCardContext, type TableCard } from "../checks/cards";

export const TABLE_CARD = defineCardKind<TableCard>({ id: "realms.aedelore.table", legacy: { rollClass: "AedTableRoll" }, parts: [{ template: T("table"), context: tableCardContext }] });
