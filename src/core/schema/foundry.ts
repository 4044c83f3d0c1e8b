import type { FieldSpec, ObjectSpec } from "./spec";
import { matches } from "./validate";

/** Build Foundry DataFields from a spec; the only place the spec meets `foundry.data.fields`. */
export function toFoundryField(spec: FieldSpec, label?: string): foundry.data.fields.DataField.Any {
  const f = foundry.data.fields;
  switch (spec.type) {
    case "number":
      return new f.NumberField({
        required: true, nullable: spec.nullable ?? false, initial: spec.initial ?? undefined,
        integer: spec.integer ?? false, min: spec.min, max: spec.max, label,
      });
    case "string":
      return new f.StringField({
        required: true, nullable: false, blank: spec.blank ?? true, initial: spec.initial,
        choices: spec.choices ? [...spec.choices] : undefined, label,
        validate: (value: unknown) => withinLength(spec.maxLength, value) && (!spec.pattern || (typeof value === "string" && matches(spec.pattern, value))),
      });
    case "boolean":
      return new f.BooleanField({ initial: spec.initial, label });
    case "html":
      return new f.HTMLField({ required: true, blank: true, initial: spec.initial, label, validate: (value: unknown) => withinLength(spec.maxLength, value) });
    case "array":
      return new f.ArrayField(toFoundryField(spec.element), { label, max: spec.max, initial: () => structuredClone([...(spec.initial ?? [])]) });
    case "object":
      return new f.SchemaField(toFoundrySchema(spec), { label });
  }
}

/**
 * Foundry's own check of a text's length (what ./validate.ts checks for sheets, imports and the API): thrown, so
 * Foundry shows this localized message after the field's path rather than one that quotes the over-long value back.
 */
function withinLength(max: number, value: unknown): true {
  if (typeof value === "string" && value.length > max) {
    throw new Error(game.i18n.format("REALMS.Errors.LengthOver", { length: String(value.length), max: String(max) }));
  }
  return true;
}

export function toFoundrySchema(spec: ObjectSpec): foundry.data.fields.DataSchema {
  return Object.fromEntries(Object.entries(spec.fields).map(([key, child]) => [key, toFoundryField(child)]));
}
