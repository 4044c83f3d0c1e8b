/** The d66 table card's family and kind. */
import { choiceField, defineCardFamily, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { d6Field, elfTemplate } from "../task/kinds";
import { tableCardContext, type TableCard } from "../task/cards";
import { RealmsRoll } from "../../../core/rolls";

/** The table family: every field of TableCard; the result's text is the roll table's, as long as a description may be. */
export const TABLE_FAMILY = defineCardFamily<TableCard>({
  type: "elfTable", version: 1,
  schema: (f) => ({
    table: textField(f, TEXT_LIMITS.name),
    dice: new f.ArrayField(new f.SchemaField({ role: choiceField(f, ["high", "middle", "middle2", "middle3", "low"]), value: d6Field(f) }), { required: true, initial: [] }),
    reading: textField(f, TEXT_LIMITS.name),
    text: textField(f, TEXT_LIMITS.html),
  }),
});

export const TABLE_CARD = TABLE_FAMILY.kind({ id: "realms.elf.table", legacy: { rollClass: "ElfTableRoll" }, parts: [{ template: elfTemplate("table"), context: tableCardContext }] });

/** The Roll this card is posted with (its class names the card kind). */
export class ElfTableRoll extends RealmsRoll {
  static override CARD_KIND = TABLE_CARD.id;
}
