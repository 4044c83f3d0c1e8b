/** The d66 table card's kind. */
import { defineCardKind } from "../../../core/chat/card-kinds";
import { elfTemplate } from "../task/kinds";
import { tableCardContext, type TableCard } from "../task/cards";

export const TABLE_CARD = defineCardKind<TableCard>({ id: "realms.elf.table", legacy: { rollClass: "ElfTableRoll" }, parts: [{ template: elfTemplate("table"), context: tableCardContext }] });
