/**
 * Field labels follow Foundry's `LOCALIZATION_PREFIXES` convention, so the data models, Foundry's
 * formGroup and our validation notices read the same lang entries:
 * `REALMS.<Ruleset>.<Type>.FIELDS.<field path>.label`, array entries under `element` as in Foundry's fieldPath.
 */
import type { SchemaError } from "./validate";

/** "elvendorHero" → "REALMS.Elvendor.Hero"; digits may follow the first letter of the id (subtypes are the ruleset id followed by the type name). */
export function localizationPrefix(type: string): string {
  const match = /^([a-z][a-z0-9]*?)([A-Z]\w*)$/.exec(type);
  if (!match) throw new RangeError(`"${type}" is not a Realms document subtype (rulesetType)`);
  const [, ruleset, name] = match;
  return `REALMS.${ruleset!.charAt(0).toUpperCase()}${ruleset!.slice(1)}.${name}`;
}

/** "traits.2.value" of an elfPc → "REALMS.Elf.Pc.FIELDS.traits.element.value.label". */
export function fieldLabelKey(type: string, path: string): string {
  return `${localizationPrefix(type)}.FIELDS.${path.split(".").map((p) => (/^\d+$/.test(p) ? "element" : p)).join(".")}.label`;
}

/** What a notice needs of Foundry's `game.i18n` (passed in, so this stays free of Foundry globals). */
export interface LabelI18n {
  has(key: string): boolean;
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

/**
 * The document's own fields (Foundry's, not the spec's) a notice may name: no system spec has a top-level
 * field of these names (test/unit/core/text-limits.test.ts checks), so a path names one or the other.
 */
const DOCUMENT_FIELD_LABELS: Readonly<Record<string, string>> = { name: "REALMS.Sheet.name" };

/**
 * A field's label as a player reads it, never a raw key: its lang entry; an entry of a list whose entries have
 * no label of their own as "Traits, entry 2"; a path without any label as the path.
 */
export function fieldLabel(type: string, path: string, i18n: LabelI18n): string {
  if (Object.hasOwn(DOCUMENT_FIELD_LABELS, path)) return i18n.localize(DOCUMENT_FIELD_LABELS[path]!);
  const key = fieldLabelKey(type, path);
  if (i18n.has(key)) return i18n.localize(key);
  const parts = path.split(".");
  const last = parts.at(-1)!;
  if (parts.length > 1 && /^\d+$/.test(last)) {
    return i18n.format("REALMS.Errors.ListEntry", { list: fieldLabel(type, parts.slice(0, -1).join("."), i18n), index: String(Number(last) + 1) });
  }
  return path;
}

/** Format data of a notice: the field's label where the field exists, its path for unknown or forbidden keys. */
export function noticeFormat(type: string, error: SchemaError, i18n: LabelI18n): Record<string, string> {
  const named = error.key !== "REALMS.Errors.UnknownField" && error.key !== "REALMS.Errors.ForbiddenKey";
  const field = named ? fieldLabel(type, error.path, i18n) : error.path;
  return Object.fromEntries(Object.entries({ ...error.data, field }).map(([k, v]) => [k, String(v)]));
}
