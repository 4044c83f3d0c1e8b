import type { FieldSpec, ObjectSpec, TextPattern } from "./spec";

/** A validation problem, with an i18n key so sheets and the build show the same message. */
export interface SchemaError {
  readonly path: string;
  readonly key: `REALMS.Errors.${string}`;
  readonly data: Readonly<Record<string, string | number>>;
}

const err = (path: string, key: SchemaError["key"], data: Record<string, string | number> = {}): SchemaError =>
  ({ path, key, data: { field: path, ...data } });

/** Validate a full document system object (missing fields take their initial value, unknown fields are errors). */
export function validateData(spec: FieldSpec, value: unknown, path = ""): SchemaError[] {
  switch (spec.type) {
    case "number": {
      if (value === null) return spec.nullable ? [] : [err(path, "REALMS.Errors.Required")];
      if (typeof value !== "number" || !Number.isFinite(value)) return [err(path, "REALMS.Errors.NotANumber", { value: String(value) })];
      if (spec.integer && !Number.isInteger(value)) return [err(path, "REALMS.Errors.NotAnInteger", { value })];
      if (spec.min !== undefined && value < spec.min) return [err(path, "REALMS.Errors.BelowMin", { value, min: spec.min })];
      if (spec.max !== undefined && value > spec.max) return [err(path, "REALMS.Errors.AboveMax", { value, max: spec.max })];
      return [];
    }
    case "string":
    case "html": {
      if (typeof value !== "string") return [err(path, "REALMS.Errors.NotAString")];
      // Before any pattern runs on it: an over-long text is refused by its length alone.
      if (value.length > spec.maxLength) return [err(path, "REALMS.Errors.TooLong", { length: value.length, max: spec.maxLength })];
      if (spec.type === "string") {
        if (spec.blank === false && value === "") return [err(path, "REALMS.Errors.Required")];
        if (spec.choices && !spec.choices.includes(value)) {
          return [err(path, "REALMS.Errors.NotAChoice", { value, choices: spec.choices.join(", ") })];
        }
        if (spec.pattern && !matches(spec.pattern, value)) return [err(path, "REALMS.Errors.BadFormat", { value, example: spec.pattern.example })];
      }
      return [];
    }
    case "boolean":
      return typeof value === "boolean" ? [] : [err(path, "REALMS.Errors.NotABoolean")];
    case "array":
      if (!Array.isArray(value)) return [err(path, "REALMS.Errors.NotAList")];
      if (spec.max !== undefined && value.length > spec.max) return [err(path, "REALMS.Errors.TooManyItems", { count: value.length, max: spec.max })];
      return value.flatMap((v, i) => validateData(spec.element, v, `${path}.${i}`));
    case "object":
      return validateObject(spec, value, path);
  }
}

const compiled = new Map<string, RegExp>();
/** Whether text is in a pattern's notation (each pattern compiled once). */
export function matches(pattern: TextPattern, value: string): boolean {
  const key = `${pattern.flags}/${pattern.source}`;
  let re = compiled.get(key);
  if (!re) compiled.set(key, (re = new RegExp(pattern.source, pattern.flags)));
  return re.test(value);
}

function validateObject(spec: ObjectSpec, value: unknown, path: string): SchemaError[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [err(path, "REALMS.Errors.NotAnObject")];
  const record = value as Record<string, unknown>;
  const errors: SchemaError[] = [];
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(spec.fields, key)) errors.push(err(join(path, key), "REALMS.Errors.UnknownField"));
  }
  for (const [key, child] of Object.entries(spec.fields)) {
    if (Object.hasOwn(record, key)) errors.push(...validateData(child, record[key], join(path, key)));
  }
  return errors;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Find the spec of a dotted path ("attributes.mov"), for validating one submitted form field. Own fields only: "constructor" is no field. */
export function specAt(spec: FieldSpec, path: string): FieldSpec | undefined {
  let current: FieldSpec | undefined = spec;
  for (const part of path.split(".")) {
    if (!current) return undefined;
    if (current.type === "object") current = Object.hasOwn(current.fields, part) ? current.fields[part] : undefined;
    else if (current.type === "array" && /^\d+$/.test(part)) current = current.element;
    else return undefined;
  }
  return current;
}

/**
 * Coerce one submitted form value (strings from inputs) and validate it.
 * Returns the clean value or the error; never guesses ("12abc" is an error, not 12).
 */
export function coerceField(spec: FieldSpec, raw: unknown, path: string): { ok: true; value: unknown } | { ok: false; error: SchemaError } {
  let value = raw;
  if (spec.type === "number" && typeof raw === "string") {
    const trimmed = raw.trim();
    if (trimmed === "" && spec.nullable) value = null;
    else value = /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  }
  if (spec.type === "number" && typeof value === "number" && Number.isNaN(value)) {
    return { ok: false, error: err(path, "REALMS.Errors.NotANumber", { value: String(raw) }) };
  }
  const [error] = validateData(spec, value, path);
  return error ? { ok: false, error } : { ok: true, value };
}
