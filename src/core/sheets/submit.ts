import { foldArrayEdits, sanitizeSubmit } from "../schema/submit";
import { specOfType } from "../registry";
import { noticeFormat } from "../schema/labels";

/**
 * Shared by every Realms sheet: validate submitted `system.*` fields against the document's spec,
 * report each rejected field with a localized message, and submit only what is valid.
 */
export function cleanSheetSubmit(type: string, flat: Record<string, unknown>, currentSystem: unknown = {}): Record<string, unknown> {
  const spec = specOfType(type);
  if (!spec) return flat;
  const { clean, errors } = sanitizeSubmit(spec, flat);
  for (const error of errors) {
    ui.notifications?.error(error.key, { localize: true, format: noticeFormat(type, error, (key) => game.i18n.localize(key)) });
  }
  return foldArrayEdits(spec, clean, currentSystem);
}
