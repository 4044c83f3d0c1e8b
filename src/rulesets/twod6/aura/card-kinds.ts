/** The aura card's family and kind; its Undo is the GM's (it owns every message). */
import { ownersOnly } from "../../../core/chat/card-kinds";
import { boolField, defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { chatTemplate } from "../config";
import { TwoD6AuraRoll } from "../rolls";
import { auraCardContext, type AuraCard } from "./cards";

type Fields = typeof foundry.data.fields;
const format = (label: string, data: Readonly<Record<string, string>>) => game.i18n.format(label, data as Record<string, string>);

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
/** A damage step's label data: text or numbers keyed by the label's placeholders. */
const stepData = (v: unknown) => isPlain(v) && Object.values(v).every((x) => (typeof x === "string" && x.length <= TEXT_LIMITS.name) || (typeof x === "number" && Number.isFinite(x)));
/** A value as it was before the aura: its data path and number (for Undo). */
const isBefore = (v: unknown) => Array.isArray(v) && v.length === 2 && typeof v[0] === "string" && v[0].length <= TEXT_LIMITS.name && typeof v[1] === "number" && Number.isFinite(v[1]);

function lineField(f: Fields) {
  // An element checked only by the pair's own validation (Foundry's DataField, made concrete; its class exists only now).
  class PairElement extends f.DataField {
    protected override _cast(value: unknown) {
      return value;
    }
  }
  return new f.SchemaField({
    target: refField(f), distance: intField(f, { min: 0 }), heal: boolField(f), multiplied: boolField(f), amount: intField(f),
    steps: new f.ArrayField(new f.SchemaField({
      label: textField(f, TEXT_LIMITS.name),
      data: new f.ObjectField({ required: false, validate: stepData }),
      value: intField(f),
    }), { required: true, initial: [] }),
    total: intField(f),
    secondary: new f.ArrayField(textField(f, TEXT_LIMITS.name), { required: true, initial: [] }),
    before: new f.ArrayField(new f.ArrayField(new PairElement(), { required: true, validate: isBefore }), { required: true, initial: [] }),
  });
}

/** The aura family: every field of AuraCard, each target's line with its damage math and the values Undo restores. */
export const AURA_FAMILY = defineCardFamily<AuraCard>({
  type: "twod6Aura", version: 1,
  schema: (f) => ({
    bearer: refField(f), type: textField(f, TEXT_LIMITS.name), monster: boolField(f),
    d3: intField(f, { min: 1, max: 3 }), modifier: intField(f), base: intField(f),
    lines: new f.ArrayField(lineField(f), { required: true, initial: [] }),
    undone: boolField(f),
  }),
});

export const AURA_CARD = AURA_FAMILY.kind({
  id: TwoD6AuraRoll.CARD_KIND,
  parts: [{ template: chatTemplate("aura"), context: (card) => auraCardContext(card, format), actions: { "realms.twod6.undoAura": { fields: ownersOnly("undone") } } }],
});
