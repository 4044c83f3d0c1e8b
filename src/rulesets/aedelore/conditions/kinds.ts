/** The table card's family and kind: a table die (bleeding, dying, collapse, supplies, ammunition, healing) and its reading. */
import { choiceField, defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { aedeloreTemplate as T } from "../checks/kinds";
import { tableCardContext, type TableCard } from "../checks/cards";
import { RealmsRoll } from "../../../core/rolls";

/** The table family: every field of TableCard; its `data` holds the numbers and words the reading's text inserts. */
export const TABLE_FAMILY = defineCardFamily<TableCard>({
  type: "aedeloreTable", version: 1,
  schema: (f) => ({
    table: choiceField(f, ["bleed", "dying", "weakened", "supply", "ammo", "medicine", "healing", "initiative"]),
    actor: refField(f),
    formula: textField(f, TEXT_LIMITS.name),
    dice: new f.ArrayField(intField(f, { min: 0 }), { required: true, initial: [] }),
    total: intField(f),
    resultKey: textField(f, TEXT_LIMITS.name),
    data: new f.SchemaField({
      loss: intField(f), hp: intField(f), percent: intField(f), recovered: intField(f), amount: intField(f), bleed: intField(f), toughness: intField(f),
      die: textField(f, TEXT_LIMITS.name), kind: textField(f, TEXT_LIMITS.name),
    }, { required: true, nullable: false }),
  }),
});

export const TABLE_CARD = TABLE_FAMILY.kind({ id: "realms.aedelore.table", legacy: { rollClass: "AedTableRoll" }, parts: [{ template: T("table"), context: tableCardContext }] });

/** The Roll this card is posted with (its class names the card kind). */
export class AedTableRoll extends RealmsRoll {
  static override CARD_KIND = TABLE_CARD.id;
}
