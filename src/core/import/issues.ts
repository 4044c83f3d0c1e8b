/**
 * What an import found wrong, row by row. Every problem of every row is collected (a GM fixes a file in one pass),
 * each with the file, the row a spreadsheet or editor shows, the column or field path, and an i18n key.
 */
import type { SchemaError } from "../schema/validate";

export interface ImportIssue {
  readonly file: string;
  /** CSV: the line the record starts on (the header is line 1); JSON: the entry's position in the array, from 1; 0: the file itself. */
  readonly row: number;
  /** The CSV column or the JSON field path ("rows.1.pw", "behavior.tier"); "" for a whole row or file. */
  readonly field: string;
  readonly key: `REALMS.${string}`;
  readonly data: Readonly<Record<string, string | number>>;
  /** Warnings never block an import (a pasted profile's unreadable words); errors do. */
  readonly severity: "error" | "warning";
}

export const issue = (file: string, row: number, field: string, key: ImportIssue["key"], data: Record<string, string | number> = {}, severity: ImportIssue["severity"] = "error"): ImportIssue =>
  ({ file, row, field, key, data, severity });

/** Schema errors are worded for sheets ("… the old value was kept"); an import has its own wording of each under REALMS.Import.Errors. */
export function fromSchemaError(file: string, row: number, error: SchemaError, fieldName: (path: string) => string): ImportIssue {
  const name = error.key.slice("REALMS.Errors.".length);
  const field = fieldName(error.path);
  return issue(file, row, field, `REALMS.Import.Errors.${name}`, { ...error.data, field });
}

export const hasErrors = (issues: readonly ImportIssue[]) => issues.some((i) => i.severity === "error");

/** One line a GM reads: "upgrades.csv, row 7, rows.1.pw: …". */
export function issueText(i: ImportIssue, localize: (key: string, data: Record<string, string>) => string): string {
  const data = Object.fromEntries(Object.entries({ field: i.field, ...i.data }).map(([k, v]) => [k, String(v)]));
  const where = localize(i.row > 0 ? "REALMS.Import.Where" : "REALMS.Import.WhereFile", { file: i.file, row: String(i.row), field: i.field });
  return `${where}${localize(i.key, data)}`;
}
