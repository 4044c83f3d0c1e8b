/**
 * One file through an import format: read (CSV or JSON), check every record against the format's spec and its
 * own cross-field checks, find duplicate names (in the file and among existing documents), and build the create
 * data. Pure: the preview (dry run) and the real import run the same function, so what the preview shows clean
 * is exactly what gets created.
 */
import type { ObjectSpec } from "../schema/spec";
import { csvTableSteps } from "./csv";
import { runSteps, type Steps } from "./steps";
import { csvRecords, duplicateNames, jsonRecords, validateRecord, type CellReader, type RecordSource } from "./records";
import { hasErrors, issue, type ImportIssue } from "./issues";
import type { CreateGroup } from "./batch";

type Data = Record<string, unknown>;

export interface ImportFormat {
  readonly id: string;
  readonly documentName: CreateGroup["documentName"];
  readonly type: string;
  /** The record's shape: the JSON object, and the CSV columns as its field paths. */
  readonly record: ObjectSpec;
  readonly required: readonly string[];
  readonly readers: Readonly<Record<string, CellReader>>;
  /** The template's columns, in order. */
  readonly columns: readonly string[];
  /** Checks across fields, on a record the spec accepted. */
  readonly check: (source: RecordSource) => ImportIssue[];
  readonly build: (record: Data) => Data;
  /** A numeric field that must be unique within the file (a card number in a deck). */
  readonly uniqueField?: string;
}

export interface ImportFile { readonly name: string; readonly text: string }

export interface PreparedImport {
  readonly format: string;
  readonly rows: number;
  readonly issues: readonly ImportIssue[];
  /** The create data of every record; empty when any row has an error. */
  readonly groups: readonly CreateGroup[];
  /** Per row, its name, for the preview list. */
  readonly names: readonly { row: number; name: string }[];
}

export const isJson = (file: ImportFile) => /\.json$/i.test(file.name) || (!/\.csv$/i.test(file.name) && /^\s*[[{]/.test(file.text.replace(/^\uFEFF/, "")));

/** The largest file the importer reads (UTF-8 bytes); a larger one is refused before any parsing. */
export const MAX_IMPORT_BYTES = 4 * 1024 * 1024;
/** Records checked between two progress reports. */
const RECORD_SLICE = 100;

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

export function prepareImport(format: ImportFormat, file: ImportFile, options: { taken?: ReadonlySet<string> } = {}): PreparedImport {
  return runSteps(prepareImportSteps(format, file, options));
}

/** The same work, yielding progress (reading the file is the first half, checking the records the second). */
export function* prepareImportSteps(format: ImportFormat, file: ImportFile, options: { taken?: ReadonlySet<string> } = {}): Steps<PreparedImport> {
  const bytes = new TextEncoder().encode(file.text).length;
  if (bytes > MAX_IMPORT_BYTES) {
    return { format: format.id, rows: 0, issues: [issue(file.name, 0, "", "REALMS.Import.TooLarge", { size: mb(bytes), limit: mb(MAX_IMPORT_BYTES) })], groups: [], names: [] };
  }
  let read;
  if (isJson(file)) read = jsonRecords(file.name, file.text);
  else {
    const reading = csvTableSteps(file.text);
    let step = reading.next();
    while (!step.done) {
      yield step.value / 2;
      step = reading.next();
    }
    read = csvRecords(file.name, step.value, format.record, format.readers);
  }
  yield 0.5;
  const issues: ImportIssue[] = [...read.issues];
  const nameOf = (s: RecordSource) => (typeof s.record.name === "string" ? s.record.name : "");
  for (const [index, source] of read.sources.entries()) {
    if (index % RECORD_SLICE === RECORD_SLICE - 1) yield 0.5 + index / read.sources.length / 2;
    const own = validateRecord(format.record, source, format.required);
    issues.push(...own);
    if (own.length === 0) issues.push(...format.check(source));
    const taken = nameOf(source).trim().toLowerCase();
    if (taken && options.taken?.has(taken)) issues.push(issue(source.file, source.row, source.fieldName("name"), "REALMS.Import.NameTaken", { name: nameOf(source) }));
  }
  issues.push(...duplicateNames(read.sources, nameOf));
  if (format.uniqueField) {
    const first = new Map<unknown, number>();
    for (const s of read.sources) {
      const v = s.record[format.uniqueField];
      if (typeof v !== "number") continue;
      const seen = first.get(v);
      if (seen === undefined) first.set(v, s.row);
      else issues.push(issue(s.file, s.row, s.fieldName(format.uniqueField), "REALMS.Import.DuplicateValue", { value: v, first: seen }));
    }
  }
  if (read.sources.length === 0 && !hasErrors(issues)) issues.push(issue(file.name, 0, "", "REALMS.Import.Empty", {}));
  issues.sort((a, b) => a.row - b.row);
  const names = read.sources.map((s) => ({ row: s.row, name: nameOf(s) }));
  const groups = hasErrors(issues) ? [] : [{ documentName: format.documentName, data: read.sources.map((s) => format.build(structuredClone(s.record))) }];
  return { format: format.id, rows: read.sources.length, issues, groups, names };
}
