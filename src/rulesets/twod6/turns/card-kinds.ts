/** The speed card's family and kind: its typed data, template and context (core/chat/card-family.ts). */
import { boolField, defineCardFamily, intField, refField } from "../../../core/chat/card-family";
import { chatTemplate } from "../config";
import { TwoD6SpeedRoll } from "../rolls";
import { d6sField } from "../checks/card-kinds";
import { speedCardContext, type SpeedCard } from "./cards";

/** The speed family: every field of SpeedCard (haste and slow checks, the actions they leave and their odds). */
export const SPEED_FAMILY = defineCardFamily<SpeedCard>({
  type: "twod6Speed", version: 1,
  schema: (f) => ({
    actor: refField(f),
    haste: new f.ArrayField(new f.SchemaField({ dice: d6sField(f), total: intField(f) }), { required: true, initial: [] }),
    slow: new f.ArrayField(new f.SchemaField({ dice: d6sField(f), total: intField(f), difficulty: intField(f), passed: boolField(f), power: intField(f) }), { required: true, initial: [] }),
    actions: intField(f, { min: 0, max: 2 }),
    ways: new f.ArrayField(intField(f, { min: 0 }), { required: true, initial: [] }),
    of: intField(f, { min: 1 }),
  }),
});

export const SPEED_CARD = SPEED_FAMILY.kind({ id: TwoD6SpeedRoll.CARD_KIND, parts: [{ template: chatTemplate("speed"), context: speedCardContext }] });
