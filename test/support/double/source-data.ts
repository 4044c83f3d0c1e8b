/**
 * Foundry's operations on source data, as the documents of the double use them (T/common/utils/helpers.d.mts
 * expandObject, mergeObject, diffObject; T/common/data/fields.d.mts SchemaField#clean): dotted keys, `-=`
 * deletions, recursive merges, diffs against the source, and cleaning against the system's specs.
 */
import { initialValue, type FieldSpec } from "../../../src/core/schema/spec";
import { plainClone, type Obj } from "./base";

export const isPlain = (v: unknown): v is Obj => !!v && typeof v === "object" && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** foundry.utils.expandObject: dotted keys become nested objects. */
export function expand(data: Obj): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(data)) {
    const parts = key.split(".");
    let node = out;
    for (const p of parts.slice(0, -1)) node = (isPlain(node[p]) ? node[p] : (node[p] = {})) as Obj;
    const last = parts.at(-1)!;
    node[last] = isPlain(value) ? combine(isPlain(node[last]) ? (node[last] as Obj) : {}, expand(value)) : plainClone(value);
  }
  return out;
}

/** foundry.utils.flattenObject: nested plain objects become dotted keys (an empty one stays a value); anything else is a leaf. */
export function flattenObject(data: Obj, prefix = ""): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(data)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlain(value) && Object.keys(value).length) Object.assign(out, flattenObject(value, path));
    else out[path] = value;
  }
  return out;
}

/** Nested keys of two expanded objects together, literally (a `-=` key stays a key until it is applied). */
function combine(target: Obj, other: Obj): Obj {
  for (const [k, v] of Object.entries(other)) target[k] = isPlain(v) && isPlain(target[k]) ? combine(target[k] as Obj, v) : v;
  return target;
}

function mergeInto(target: Obj, changes: Obj): Obj {
  for (const [k, v] of Object.entries(changes)) {
    if (k.startsWith("-=")) delete target[k.slice(2)];
    else if (isPlain(v) && isPlain(target[k])) mergeInto(target[k] as Obj, v);
    else target[k] = plainClone(v);
  }
  return target;
}

/** Apply expanded changes to a source: merged, or with `recursive: false` each given key replaced whole. */
export function applyChanges(target: Obj, changes: Obj, recursive: boolean): void {
  if (recursive) mergeInto(target, changes);
  else for (const [k, v] of Object.entries(changes)) target[k] = plainClone(v);
}

/** foundry.utils.diffObject: only what differs from the source (arrays and replaced objects compare whole). */
export function diff(source: Obj, changes: Obj, recursive: boolean): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(changes)) {
    if (k.startsWith("-=")) {
      if (k.slice(2) in source) out[k] = v;
    } else if (recursive && isPlain(v) && isPlain(source[k])) {
      const inner = diff(source[k] as Obj, v, true);
      if (Object.keys(inner).length) out[k] = inner;
    } else if (JSON.stringify(v) !== JSON.stringify(source[k])) out[k] = v;
  }
  return out;
}

/**
 * The model's `clean` (fields.d.mts SchemaField#clean): keys the schema does not have are dropped, numeric
 * strings become numbers; `partial: false` (creation, full replacement) fills missing fields with their initial value.
 */
export function clean(spec: FieldSpec, value: unknown, partial: boolean): unknown {
  if (spec.type === "object") {
    if (!isPlain(value)) return value;
    const out: Obj = {};
    for (const [k, child] of Object.entries(spec.fields)) {
      if (Object.hasOwn(value, k)) out[k] = clean(child, value[k], partial);
      else if (!partial) out[k] = initialValue(child);
    }
    return out;
  }
  if (spec.type === "array") return Array.isArray(value) ? value.map((v) => clean(spec.element, v, false)) : value;
  if (spec.type === "number" && typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return value;
}
