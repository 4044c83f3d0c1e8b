/**
 * ChatMessage subtypes with system data, as v13 runs them (types: common/documents/chat-message.d.mts
 * `type`/`system` (TypeDataField), common/abstract/type-data.d.mts; system.json `documentTypes.ChatMessage`):
 * - A message created with a `type` that has a model in `CONFIG.ChatMessage.dataModels` keeps its system data
 *   in `_source.system`, migrated (`migrateData`), cleaned (keys the schema lacks dropped, missing fields given
 *   their initial value) and validated against the model's fields; `message.system` is an instance of the model.
 * - Updates to `system` merge into the source like any document update (dotted keys expand, nested objects
 *   merge) and are validated again; an invalid change is refused whole. Without a model, `system` is kept as given.
 * Where the declarations are silent and we chose: validation checks the field options the system's card model
 * uses (NumberField integer/min/nullable, StringField blank, ObjectField is an object or an allowed null); a
 * failure throws like a DataModelValidationError from the server.
 */
import { plainClone, type Obj } from "./base";
import { applyChanges, expand, isPlain } from "./source-data";

type Field = { constructor: { name: string }; options?: Obj };
type Model = (new () => Obj) & { defineSchema(): Record<string, Field>; migrateDataSafe?(s: Obj): Obj; migrateData(s: Obj): Obj };
const g = globalThis as unknown as { CONFIG: { ChatMessage?: { dataModels?: Record<string, Model> } } };

export const chatModelOf = (type: unknown): Model | undefined => (typeof type === "string" ? g.CONFIG.ChatMessage?.dataModels?.[type] : undefined);

function initialOf(field: Field): unknown {
  const o = field.options ?? {};
  if ("initial" in o) return plainClone(typeof o.initial === "function" ? (o.initial as () => unknown)() : o.initial);
  return field.constructor.name === "ObjectField" ? {} : field.constructor.name === "StringField" ? "" : null;
}

function invalid(path: string, field: Field, value: unknown): string | null {
  const o = field.options ?? {};
  if (value === null || value === undefined) return o.nullable ? null : `${path}: may not be null`;
  switch (field.constructor.name) {
    case "NumberField":
      if (typeof value !== "number" || !Number.isFinite(value)) return `${path}: must be a number`;
      if (o.integer && !Number.isInteger(value)) return `${path}: must be an integer`;
      if (typeof o.min === "number" && value < o.min) return `${path}: below ${o.min}`;
      return null;
    case "StringField":
      if (typeof value !== "string") return `${path}: must be a string`;
      return o.blank === false && !value.trim() ? `${path}: may not be blank` : null;
    case "ObjectField":
      return isPlain(value) ? null : `${path}: must be an object`;
    default:
      return null;
  }
}

/** DataModel#validate + clean for a message's system data; throws on the first invalid field. */
function prepare(model: Model, system: Obj, partial: boolean): Obj {
  const migrated = model.migrateDataSafe ? model.migrateDataSafe(system) : model.migrateData(system);
  const schema = model.defineSchema();
  const out: Obj = {};
  for (const [key, field] of Object.entries(schema)) {
    if (Object.hasOwn(migrated, key)) out[key] = migrated[key];
    else if (!partial) out[key] = initialOf(field);
  }
  for (const [key, value] of Object.entries(out)) {
    const error = invalid(`system.${key}`, schema[key]!, value);
    if (error) throw new Error(`ChatMessage validation errors: ${error}`);
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
