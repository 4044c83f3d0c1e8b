/**
 * JSON Schema (draft 2020-12) of an import record, generated from the same spec the validator uses, so an editor
 * (VS Code, a schema-aware spreadsheet add-on) flags what the importer would reject. The importer stays the
 * authority: a pattern compiled with flags JSON Schema lacks (case-insensitive "i") is only described.
 */
import type { FieldSpec, ObjectSpec } from "../schema/spec";

type Json = Record<string, unknown>;

export function jsonSchemaOf(spec: FieldSpec, describe: (path: string) => string | undefined = () => undefined, path = ""): Json {
  const description = describe(path);
  const withDesc = (s: Json): Json => (description ? { description, ...s } : s);
  switch (spec.type) {
    case "number": {
      const type = spec.integer ? "integer" : "number";
      return withDesc({
        type: spec.nullable ? [type, "null"] : type,
        ...(spec.min !== undefined ? { minimum: spec.min } : {}),
        ...(spec.max !== undefined ? { maximum: spec.max } : {}),
        default: spec.initial,
      });
    }
    case "string":
      return withDesc({
        type: "string",
        ...(spec.choices ? { enum: [...spec.choices] } : { maxLength: spec.maxLength }),
        ...(spec.blank === false ? { minLength: 1 } : {}),
        ...(spec.pattern ? { examples: spec.pattern.example.split(/,\s*/), $comment: `matches /${spec.pattern.source}/${spec.pattern.flags}` } : {}),
        default: spec.initial,
      });
    case "html":
      return withDesc({ type: "string", maxLength: spec.maxLength, default: spec.initial });
    case "boolean":
      return withDesc({ type: "boolean", default: spec.initial });
    case "array":
      return withDesc({ type: "array", items: jsonSchemaOf(spec.element, describe, `${path}.*`), ...(spec.max !== undefined ? { maxItems: spec.max } : {}) });
    case "object":
      return withDesc(objectSchema(spec, describe, path));
  }
}

function objectSchema(spec: ObjectSpec, describe: (path: string) => string | undefined, path: string): Json {
  return {
    type: "object",
    additionalProperties: false,
    properties: Object.fromEntries(Object.entries(spec.fields).map(([k, s]) => [k, jsonSchemaOf(s, describe, path ? `${path}.${k}` : k)])),
  };
}

/** The file's schema: an array of records, with a title and the fields every record must have. */
export function importFileSchema(id: string, title: string, record: ObjectSpec, required: readonly string[], describe?: (path: string) => string | undefined): Json {
  const items = jsonSchemaOf(record, describe);
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: id,
    title,
    type: "array",
    items: { ...items, required: [...required] },
  };
}
