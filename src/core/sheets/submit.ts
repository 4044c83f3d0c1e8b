import { foldArrayEdits, sanitizeSubmit } from "../schema/submit";
import { specOfType } from "../registry";
import { noticeFormat } from "../schema/labels";
import type { SchemaError } from "../schema/validate";

/** Each refused field as a localized error notice naming its label (never a raw key) and what was wrong. */
export function reportSchemaErrors(type: string, errors: readonly SchemaError[]): void {
  for (const error of errors) ui.notifications?.error(error.key, { localize: true, format: noticeFormat(type, error, game.i18n) });
}

/**
 * Shared by every Realms sheet: validate submitted `system.*` fields (and the document's name) against the
 * document's spec, report each rejected field with a localized message, and submit only what is valid.
 */
export function cleanSheetSubmit(type: string, flat: Record<string, unknown>, currentSystem: unknown = {}): Record<string, unknown> {
  const spec = specOfType(type);
  if (!spec) return flat;
  const { clean, errors } = sanitizeSubmit(spec, flat);
  reportSchemaErrors(type, errors);
  return foldArrayEdits(spec, clean, currentSystem);
}
