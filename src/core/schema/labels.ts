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

/** Format data of a notice: the field's label where the field exists, its path for unknown or forbidden keys. */
export function noticeFormat(type: string, error: SchemaError, localize: (key: string) => string): Record<string, string> {
  const named = error.key !== "REALMS.Errors.UnknownField" && error.key !== "REALMS.Errors.ForbiddenKey";
  const field = named ? localize(fieldLabelKey(type, error.path)) : error.path;
  return Object.fromEntries(Object.entries({ ...error.data, field }).map(([k, v]) => [k, String(v)]));
}
