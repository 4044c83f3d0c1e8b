import type { ObjectSpec } from "../schema/spec";
import { foldArrayEdits, sanitizeSubmit } from "../schema/submit";
import { rulesetOfType } from "../registry";

/**
 * Shared by every Realms sheet: validate submitted `system.*` fields against the document's spec,
 * report each rejected field with a localized message, and submit only what is valid.
 */
export function cleanSheetSubmit(type: string, flat: Record<string, unknown>, currentSystem: unknown = {}): Record<string, unknown> {
  const ruleset = rulesetOfType(type);
  const spec: ObjectSpec | undefined = ruleset?.actorSpecs[type] ?? ruleset?.itemSpecs[type];
  if (!spec) return flat;
  const { clean, errors } = sanitizeSubmit(spec, flat);
  for (const error of errors) {
    const label = game.i18n.localize(`REALMS.Fields.${error.path}`);
    const field = label.startsWith("REALMS.") ? error.path : label;
    const format = Object.fromEntries(Object.entries({ ...error.data, field }).map(([k, v]) => [k, String(v)]));
    ui.notifications?.error(error.key, { localize: true, format });
  }
  return foldArrayEdits(spec, clean, currentSystem);
}
