/**
 * Import records: plain objects checked against an ObjectSpec (the same specs the data models are built from).
 * CSV rows become records through their header: a column is a field path ("limits.hero"); a numbered segment is an
 * entry of a list of groups, counted from 1 ("rows.2.pw"); a list of plain values is one cell split on ";"; a
 * format may give its own reader for a column (a cell in a small notation), keyed by the path with `*` for numbers.
 */
import type { FieldSpec, ObjectSpec } from "../schema/spec";
import { validateData } from "../schema/validate";
import type { CsvTable } from "./csv";
import { fromSchemaError, issue, type ImportIssue } from "./issues";

export type CellReader = (cell: string) => { value: unknown } | { error: ImportIssue["key"]; data?: Record<string, string | number> };

export interface RecordSource {
  readonly file: string;
  readonly row: number;
  readonly record: Record<string, unknown>;
  /** How to name a field path in messages (CSV: its column; JSON: the path). */
  readonly fieldName: (path: string) => string;
}

/** A list cell: ";"-separated, trimmed, empties dropped. A ";" inside a value is written "\;". */
export function splitList(cell: string): string[] {
  return cell.split(/(?<!\\);/).map((s) => s.replace(/\\;/g, ";").trim()).filter((s) => s !== "");
}

const TRUE = new Set(["true", "yes", "y", "1", "x", "on"]);
const FALSE = new Set(["false", "no", "n", "0", "off"]);

/** A cell as the spec's type, or the raw text when it cannot be read (the validator then names the problem). */
function readCell(spec: FieldSpec, cell: string): unknown {
  const text = cell.trim();
  switch (spec.type) {
    case "number": {
      if (text === "" || text === "/" || text === "-") return spec.nullable ? null : text;
      const n = Number(text.replace(/^\+/, "").replace(/\u2212/g, "-"));
      return Number.isFinite(n) ? n : text;
    }
    case "boolean":
      return TRUE.has(text.toLowerCase()) ? true : FALSE.has(text.toLowerCase()) ? false : text;
    case "array":
      return spec.element.type === "object" || spec.element.type === "array" ? text : splitList(cell).map((v) => readCell(spec.element, v));
    default:
      return cell;
  }
}

/** Where a column goes: its spec and the steps to set (numbers already turned to 0-based indices). */
function resolveColumn(spec: ObjectSpec, column: string): { spec: FieldSpec; steps: (string | number)[]; pattern: string } | null {
  let current: FieldSpec = spec;
  const steps: (string | number)[] = [];
  const pattern: string[] = [];
  for (const part of column.split(".")) {
    if (current.type === "object" && Object.hasOwn(current.fields, part)) {
      current = current.fields[part]!;
      steps.push(part);
      pattern.push(part);
    } else if (current.type === "array" && /^[1-9]\d*$/.test(part)) {
      current = current.element;
      steps.push(Number(part) - 1);
      pattern.push("*");
    } else return null;
  }
  return { spec: current, steps, pattern: pattern.join(".") };
}

/** "rows.0.pw" → "rows.1.pw": the CSV column a record path came from. */
export const columnOf = (path: string) => path.split(".").map((p) => (/^\d+$/.test(p) ? String(Number(p) + 1) : p)).join(".");

/** Turn a CSV table into records; unknown columns and unreadable cells become issues (nothing is guessed). */
export function csvRecords(file: string, table: CsvTable, spec: ObjectSpec, readers: Readonly<Record<string, CellReader>> = {}): { sources: RecordSource[]; issues: ImportIssue[] } {
  const issues: ImportIssue[] = table.problems.map((p) => issue(file, p.line, "", p.key, p.data));
  const columns = table.header.map((name) => (name === "" ? null : resolveColumn(spec, name)));
  table.header.forEach((name, i) => {
    if (name !== "" && !columns[i]) issues.push(issue(file, 1, name, "REALMS.Import.UnknownColumn", { column: name }));
  });
  const sources: RecordSource[] = [];
  for (const rec of table.records) {
    const record: Record<string, unknown> = {};
    columns.forEach((col, i) => {
      const cell = rec.cells[i] ?? "";
      if (!col || cell.trim() === "") return;
      const reader = readers[col.pattern];
      let value: unknown;
      if (reader) {
        const read = reader(cell);
        if ("error" in read) {
          issues.push(issue(file, rec.line, table.header[i]!, read.error, { value: cell, ...read.data }));
          return;
        }
        value = read.value;
      } else value = readCell(col.spec, cell);
      setSteps(record, col.steps, value);
    });
    compactLists(record);
    sources.push({ file, row: rec.line, record, fieldName: columnOf });
  }
  return { sources, issues };
}

function setSteps(root: Record<string, unknown>, steps: readonly (string | number)[], value: unknown) {
  let node: Record<string | number, unknown> = root;
  steps.forEach((step, i) => {
    if (i === steps.length - 1) {
      node[step] = value;
      return;
    }
    node[step] ??= typeof steps[i + 1] === "number" ? [] : {};
    node = node[step] as Record<string | number, unknown>;
  });
}

/** Numbered columns may skip numbers ("rows.1", "rows.3"): the list keeps the filled entries, in order. */
function compactLists(value: unknown) {
  if (Array.isArray(value)) {
    const filled = value.filter((v) => v !== undefined);
    value.length = 0;
    value.push(...filled);
    value.forEach(compactLists);
  } else if (value && typeof value === "object") Object.values(value).forEach(compactLists);
}

/** JSON: an array of objects, each a record. */
export function jsonRecords(file: string, text: string): { sources: RecordSource[]; issues: ImportIssue[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    return { sources: [], issues: [issue(file, 0, "", "REALMS.Import.JsonSyntax", { message: e instanceof Error ? e.message : String(e) })] };
  }
  if (!Array.isArray(parsed)) return { sources: [], issues: [issue(file, 0, "", "REALMS.Import.JsonNotArray")] };
  const sources: RecordSource[] = [];
  const issues: ImportIssue[] = [];
  parsed.forEach((entry, i) => {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) issues.push(issue(file, i + 1, "", "REALMS.Import.JsonNotObject"));
    else sources.push({ file, row: i + 1, record: entry as Record<string, unknown>, fieldName: (p) => p });
  });
  return { sources, issues };
}

/** Every schema problem of one record (unknown fields, types, ranges, choices, notations), in its file's terms. */
export function validateRecord(spec: ObjectSpec, source: RecordSource, required: readonly string[] = []): ImportIssue[] {
  const out = validateData(spec, source.record).map((e) => fromSchemaError(source.file, source.row, e, source.fieldName));
  for (const path of required) {
    const value = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], source.record);
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
      const field = source.fieldName(path);
      out.push(issue(source.file, source.row, field, "REALMS.Import.Errors.Required", { field }));
    }
  }
  return out;
}

/** The same name twice in one file (or already taken): every row after the first says where the first was. */
export function duplicateNames(sources: readonly RecordSource[], nameOf: (s: RecordSource) => string): ImportIssue[] {
  const first = new Map<string, number>();
  const out: ImportIssue[] = [];
  for (const s of sources) {
    const name = nameOf(s).trim().toLowerCase();
    if (!name) continue;
    const seen = first.get(name);
    if (seen === undefined) first.set(name, s.row);
    else out.push(issue(s.file, s.row, s.fieldName("name"), "REALMS.Import.DuplicateName", { name: nameOf(s), first: seen }));
  }
  return out;
}

export type CellWriter = (value: unknown) => string;

/** The other way: records as CSV text with the given columns (templates, fixtures, an export for a round trip). */
export function recordsToCsv(columns: readonly string[], records: readonly Record<string, unknown>[], writers: Readonly<Record<string, CellWriter>> = {}, line: (cells: readonly string[]) => string): string {
  const rows = records.map((record) => columns.map((column) => {
    const value = column.split(".").reduce<unknown>((node, part) => {
      if (node === undefined || node === null) return undefined;
      return Array.isArray(node) && /^\d+$/.test(part) ? node[Number(part) - 1] : (node as Record<string, unknown>)[part];
    }, record);
    if (value === undefined) return "";
    // Null is a nullable number left blank on the card ("/"); an empty cell would mean "the default".
    if (value === null) return "/";
    const writer = writers[column.replace(/\.\d+(?=\.|$)/g, ".*")];
    if (writer) return writer(value);
    return Array.isArray(value) ? value.map((v) => String(v).replace(/;/g, "\\;")).join("; ") : String(value);
  }));
  return [line(columns), ...rows.map(line)].join("\r\n") + "\r\n";
}
