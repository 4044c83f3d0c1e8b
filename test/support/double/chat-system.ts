/**
 * ChatMessage subtypes with system data, as v13 runs them (types: common/documents/chat-message.d.mts
 * `type`/`system` (TypeDataField), common/abstract/type-data.d.mts; system.json `documentTypes.ChatMessage`):
 * - A message created with a `type` that has a model in `CONFIG.ChatMessage.dataModels` keeps its system data
 *   in `_source.system`, migrated (`migrateData`), cleaned (keys the schema lacks dropped, missing fields given
 *   their initial value) and validated against the model's fields; `message.system` is an instance of the model.
 * - Updates to `system` merge into the source like any document update (dotted keys expand, nested objects
 *   merge) and are validated again; an invalid change is refused whole. Without a model, `system` is kept as given.
 * Where the declarations are silent and we chose: validation checks the field options the system's card models
 * use (required, nullable; NumberField integer/min/max; StringField blank/choices; BooleanField; ObjectField is an
 * object; ArrayField and SchemaField each element and field, SchemaField dropping unknown keys; a custom `validate`),
 * and a failure throws a `foundry.data.validation.DataModelValidationError` (./data-model.ts) naming the field.
 */
import { plainClone, type Obj } from "./base";
import { applyChanges, expand, isPlain } from "./source-data";

type Field = { constructor: { name: string }; options?: Obj; element?: unknown };
type Model = (new () => Obj) & { defineSchema(): Record<string, Field>; migrateDataSafe?(s: Obj): Obj; migrateData(s: Obj): Obj };
const g = globalThis as unknown as {
  CONFIG: { ChatMessage?: { dataModels?: Record<string, Model> } };
  foundry: { data: { validation: { DataModelValidationError: new (message: string) => Error } } };
};

export const chatModelOf = (type: unknown): Model | undefined => (typeof type === "string" ? g.CONFIG.ChatMessage?.dataModels?.[type] : undefined);

const kindOf = (field: Field) => field.constructor.name;
/** A SchemaField's fields (its first constructor argument). */
const schemaOf = (field: Field) => (field.element ?? {}) as Record<string, Field>;

function initialOf(field: Field): unknown {
  const o = field.options ?? {};
  if ("initial" in o) return plainClone(typeof o.initial === "function" ? (o.initial as () => unknown)() : o.initial);
  switch (kindOf(field)) {
    case "ObjectField": return {};
    case "ArrayField": return [];
    case "SchemaField": return cleanSchema(schemaOf(field), {}, false);
    case "StringField": return "";
    default: return null;
  }
}

/**
 * DataField#clean: a SchemaField drops the keys its fields lack and (whole data) gives missing fields their initial
 * value, an ArrayField cleans each element, a NumberField casts numeric text; everything else is kept as given.
 */
function cleanField(field: Field, value: unknown, partial: boolean): unknown {
  switch (kindOf(field)) {
    case "SchemaField": return isPlain(value) ? cleanSchema(schemaOf(field), value, partial) : value;
    case "ArrayField": return Array.isArray(value) ? value.map((v) => cleanField(field.element as Field, v, false)) : value;
    case "NumberField": return typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : value;
    default: return value;
  }
}

function cleanSchema(schema: Record<string, Field>, value: Obj, partial: boolean): Obj {
  const out: Obj = {};
  for (const [key, field] of Object.entries(schema)) {
    if (Object.hasOwn(value, key)) out[key] = cleanField(field, value[key], partial);
    else if (!partial) out[key] = initialOf(field);
  }
  return out;
}

/** The field's own options: a custom `validate` returning false or throwing fails like Foundry's. */
function customInvalid(path: string, o: Obj, value: unknown): string | null {
  if (typeof o.validate !== "function") return null;
  try {
    return (o.validate as (v: unknown) => unknown)(value) === false ? `${path}: failed custom validation` : null;
  } catch (error) {
    return `${path}: ${(error as Error).message}`;
  }
}

/** DataField#validate for one field (recursing into SchemaField and ArrayField): the first failure, or null. */
function invalid(path: string, field: Field, value: unknown): string | null {
  const o = field.options ?? {};
  if (value === undefined && o.required === false) return null;
  if (value === null || value === undefined) return o.nullable ? null : `${path}: may not be ${value === null ? "null" : "undefined"}`;
  switch (kindOf(field)) {
    case "NumberField":
      if (typeof value !== "number" || !Number.isFinite(value)) return `${path}: must be a finite number`;
      if (o.integer && !Number.isInteger(value)) return `${path}: must be an integer`;
      if (typeof o.min === "number" && value < o.min) return `${path}: below ${o.min}`;
      if (typeof o.max === "number" && value > o.max) return `${path}: above ${o.max}`;
      break;
    case "StringField":
    case "HTMLField":
      if (typeof value !== "string") return `${path}: must be a string`;
      if (o.blank === false && !value.trim()) return `${path}: may not be blank`;
      if (Array.isArray(o.choices) && !o.choices.includes(value)) return `${path}: ${value} is not a valid choice`;
      break;
    case "BooleanField":
      if (typeof value !== "boolean") return `${path}: must be a boolean`;
      break;
    case "ObjectField":
      if (!isPlain(value)) return `${path}: must be an object`;
      break;
    case "ArrayField":
      if (!Array.isArray(value)) return `${path}: must be an array`;
      for (const [i, v] of value.entries()) {
        const error = invalid(`${path}.${i}`, field.element as Field, v);
        if (error) return error;
      }
      break;
    case "SchemaField":
      if (!isPlain(value)) return `${path}: must be an object`;
      for (const [key, child] of Object.entries(schemaOf(field))) {
        const error = invalid(`${path}.${key}`, child, value[key]);
        if (error) return error;
      }
      break;
  }
  return customInvalid(path, o, value);
}

/** DataModel#validate + clean for a message's system data; throws a DataModelValidationError on the first invalid field. */
function prepare(model: Model, system: Obj, partial: boolean): Obj {
  const migrated = model.migrateDataSafe ? model.migrateDataSafe(system) : model.migrateData(system);
  const schema = model.defineSchema();
  const out = cleanSchema(schema, migrated, partial);
  for (const [key, value] of Object.entries(out)) {
    const error = invalid(`system.${key}`, schema[key]!, value);
    if (error) throw new g.foundry.data.validation.DataModelValidationError(`ChatMessage validation errors: ${error}`);
  }
  return out;
}

/** The system source of a new message of `type`. */
export function createSystem(type: unknown, system: unknown): unknown {
  const model = chatModelOf(type);
  return model && isPlain(system) ? prepare(model, plainClone(system) as Obj, false) : system;
}

/** Apply `system` changes of an update (already expanded) to a copy of the source; validated when a model exists. */
export function updateSystem(type: unknown, source: unknown, changes: unknown): unknown {
  const next = plainClone(source ?? {}) as Obj;
  applyChanges(next, expand(isPlain(changes) ? changes : {}), true);
  const model = chatModelOf(type);
  return model ? prepare(model, next, false) : next;
}

/** `message.system`: the model instance built from the source (a copy: writing it changes nothing stored). */
export function systemView(type: unknown, source: unknown): unknown {
  const model = chatModelOf(type);
  if (!model || !isPlain(source)) return source;
  return Object.assign(new model(), plainClone(source));
}

/** Split an update's keys into its `system` changes (nested or dotted) and the rest. */
export function splitSystemChanges(changes: Obj): { system: Obj | null; rest: Obj } {
  let system: Obj | null = null;
  const rest: Obj = {};
  for (const [k, v] of Object.entries(changes)) {
    if (k === "system" && isPlain(v)) system = { ...(system ?? {}), ...v };
    else if (k.startsWith("system.")) system = { ...(system ?? {}), [k.slice(7)]: v };
    else rest[k] = v;
  }
  return { system, rest };
}
