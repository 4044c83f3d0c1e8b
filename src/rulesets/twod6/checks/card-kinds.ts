/** The check card's family and kind: its typed data, template and context (core/chat/card-family.ts). */
import { boolField, choiceField, defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { chatTemplate } from "../config";
import { TwoD6CheckRoll } from "../rolls";
import { checkCardContext, type CheckCard } from "./cards";

type Fields = typeof foundry.data.fields;
/** Dice rolled on a 2D6 card (d6 faces). */
export const d6sField = (f: Fields) => new f.ArrayField(intField(f, { min: 1, max: 6 }), { required: true, initial: [] });

const RESULTS = ["criticalFailure", "failure", "success", "criticalSuccess"] as const;

/** The check family: every field of CheckCard, each checked by Foundry when a check is posted or changed. */
export const CHECK_FAMILY = defineCardFamily<CheckCard>({
  type: "twod6Check", version: 1,
  schema: (f) => ({
    actor: refField(f),
    use: textField(f, TEXT_LIMITS.name, { nullable: true }),
    ability: textField(f, TEXT_LIMITS.name),
    label: textField(f, TEXT_LIMITS.name),
    dice: d6sField(f),
    natural: intField(f),
    modifiers: new f.ArrayField(new f.SchemaField({ label: textField(f, TEXT_LIMITS.name), value: intField(f), i18n: boolField(f) }), { required: true, initial: [] }),
    modifier: intField(f), uncapped: intField(f), capExempt: boolField(f),
    difficulty: intField(f), total: intField(f),
    result: choiceField(f, RESULTS),
    canCrit: boolField(f), critFailThrough: intField(f, { min: 2 }), cursed: intField(f, { min: 0 }),
    chance: new f.NumberField({ required: true, nullable: false, min: 0, max: 1, initial: 0 }),
  }),
});

export const CHECK_CARD = CHECK_FAMILY.kind({ id: TwoD6CheckRoll.CARD_KIND, parts: [{ template: chatTemplate("check"), context: checkCardContext }] });
