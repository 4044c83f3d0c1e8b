import { field, type FieldSpec, type ObjectSpec } from "./spec";
import { coerceField, specAt, validateData, type SchemaError } from "./validate";

/** Keys that would reach an object's prototype when Foundry expands the update ("system.__proto__.x"). */
const FORBIDDEN_PARTS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Foundry's own document fields that a Realms sheet, macro or import sets and the specs do not define, with the
 * bounds the system puts on them (Foundry only refuses a blank name).
 */
export const DOCUMENT_FIELDS: Readonly<Record<string, FieldSpec>> = { name: field.name("") };

/**
 * Check a sheet's flattened form data ("system.attributes.mov" → "abc") against the document's spec.
 * Valid fields go through; an invalid one is dropped and reported, so a typo in one box never
 * loses the other edits and never reaches the document.
 */
export function sanitizeSubmit(spec: ObjectSpec, flat: Readonly<Record<string, unknown>>): { clean: Record<string, unknown>; errors: SchemaError[] } {
  const clean: Record<string, unknown> = {};
  const errors: SchemaError[] = [];
  for (const [key, raw] of Object.entries(flat)) {
    if (key.split(".").some((part) => FORBIDDEN_PARTS.has(part))) {
      errors.push({ path: key, key: "REALMS.Errors.ForbiddenKey", data: { field: key } });
      continue;
    }
    if (!key.startsWith("system.")) {
      const own = Object.hasOwn(DOCUMENT_FIELDS, key) ? coerceField(DOCUMENT_FIELDS[key]!, raw, key) : { ok: true as const, value: raw };
      if (own.ok) clean[key] = own.value;
      else errors.push(own.error);
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

/**
 * The text limits a document change breaks: its name, and the texts of the system data it gives (create data,
 * or an update's expanded changes). Only lengths: Foundry's validation answers every other problem of the data.
 */
export function textLimitErrors(spec: ObjectSpec | undefined, change: Readonly<Record<string, unknown>>): SchemaError[] {
  const own = Object.entries(DOCUMENT_FIELDS).flatMap(([key, fieldSpec]) => (Object.hasOwn(change, key) ? validateData(fieldSpec, change[key], key) : []));
  const system = spec && Object.hasOwn(change, "system") ? validateData(spec, change.system) : [];
  return [...own, ...system].filter((e) => e.key === "REALMS.Errors.TooLong");
}

/**
 * Foundry replaces array fields whole, so edits to "system.traits.1.value" are folded into the full
 * array (the document's current entries with the edited cells changed).
 */
export function foldArrayEdits(spec: ObjectSpec, clean: Readonly<Record<string, unknown>>, current: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const arrays = new Map<string, unknown[]>();
  for (const [key, value] of Object.entries(clean)) {
    const m = key.startsWith("system.") ? arrayCell(spec, key.slice(7)) : null;
    if (!m) {
      out[key] = value;
      continue;
    }
    let list = arrays.get(m.arrayPath);
    if (!list) {
      list = structuredClone((getPath(current, m.arrayPath) as unknown[] | undefined) ?? []);
      arrays.set(m.arrayPath, list);
    }
    if (m.index >= list.length) continue; // a stale row of a list that just shrank
    if (m.rest === "") list[m.index] = value;
    else setPath(list[m.index] as Record<string, unknown>, m.rest, value);
  }
  for (const [path, list] of arrays) out[`system.${path}`] = list;
  return out;
}

function arrayCell(spec: ObjectSpec, path: string): { arrayPath: string; index: number; rest: string } | null {
  const parts = path.split(".");
  for (let i = 1; i < parts.length; i++) {
    if (/^\d+$/.test(parts[i]!) && specAt(spec, parts.slice(0, i).join("."))?.type === "array") {
      return { arrayPath: parts.slice(0, i).join("."), index: Number(parts[i]), rest: parts.slice(i + 1).join(".") };
    }
  }
  return null;
}

const getPath = (obj: unknown, path: string) => path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);

function setPath(obj: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split(".");
  let node = obj;
  for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}
