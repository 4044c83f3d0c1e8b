/** The table card's family and kind: a table die (bleeding, dying, collapse, supplies, ammunition, healing) and its reading. */
import { defineCardFamily, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { aedeloreTemplate as T, cardChoice, cardInt } from "../checks/kinds";
import { tableCardContext, type TableCard } from "../checks/cards";
import { RealmsRoll } from "../../../core/rolls";

/** The table family: every field of TableCard; its `data` holds the numbers and words the reading's text inserts. */
export const TABLE_FAMILY = defineCardFamily<TableCard>({
  type: "aedeloreTable", version: 1,
  schema: (f) => ({
    table: cardChoice(f, ["bleed", "dying", "weakened", "supply", "ammo", "medicine", "healing", "initiative"]),
    actor: refField(f),
    formula: textField(f, TEXT_LIMITS.name),
    dice: new f.ArrayField(cardInt(f, { min: 0 }), { required: true, initial: [] }),
    total: cardInt(f),
    resultKey: textField(f, TEXT_LIMITS.name),
    data: new f.SchemaField({
      loss: cardInt(f), hp: cardInt(f), percent: cardInt(f), recovered: cardInt(f), amount: cardInt(f), bleed: cardInt(f), toughness: cardInt(f),
      die: textField(f, TEXT_LIMITS.name), kind: textField(f, TEXT_LIMITS.name),
    }, { required: true, nullable: false }),
  }),
});

export const TABLE_CARD = TABLE_FAMILY.kind({ id: "realms.aedelore.table", legacy: { rollClass: "AedTableRoll" }, parts: [{ template: T("table"), context: tableCardContext }] });

/** The Roll this card is posted with (its class names the card kind). */
export class AedTableRoll extends RealmsRoll {
  static override CARD_KIND = TABLE_CARD.id;
}
