import type { ObjectSpec } from "./spec";
import { coerceField, specAt, type SchemaError } from "./validate";

/**
 * Check a sheet's flattened form data ("system.attributes.mov" → "abc") against the document's spec.
 * Valid fields go through; an invalid one is dropped and reported, so a typo in one box never
 * loses the other edits and never reaches the document.
 */
export function sanitizeSubmit(spec: ObjectSpec, flat: Readonly<Record<string, unknown>>): { clean: Record<string, unknown>; errors: SchemaError[] } {
  const clean: Record<string, unknown> = {};
  const errors: SchemaError[] = [];
  for (const [key, raw] of Object.entries(flat)) {
    if (!key.startsWith("system.")) {
      clean[key] = raw;
      continue;
    }
    const path = key.slice("system.".length);
    const fieldSpec = specAt(spec, path);
    if (!fieldSpec) {
      errors.push({ path, key: "REALMS.Errors.UnknownField", data: { field: path } });
      continue;
    }
    const result = coerceField(fieldSpec, raw, path);
    if (result.ok) clean[key] = result.value;
    else errors.push(result.error);
  }
  return { clean, errors };
}
