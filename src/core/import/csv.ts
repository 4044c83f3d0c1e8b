/**
 * RFC 4180 CSV, read the way spreadsheets write it: quoted fields may hold commas, quotes ("") and line breaks; a
 * UTF-8 BOM is dropped; CRLF, LF and CR end records. Pure, so importers and tests share one reader. Each record
 * keeps the line it starts on, so an error can name the row a GM sees in the spreadsheet.
 */
import type { Steps } from "./steps";

export interface CsvRecord {
  /** The line (1-based) the record starts on, the header being line 1. */
  readonly line: number;
  readonly cells: readonly string[];
}

export interface CsvProblem {
  readonly line: number;
  readonly key: "REALMS.Import.CsvUnclosedQuote" | "REALMS.Import.CsvStrayQuote" | "REALMS.Import.CsvNoHeader" | "REALMS.Import.CsvWidth" | "REALMS.Import.CsvDuplicateColumn";
  readonly data: Readonly<Record<string, string | number>>;
}

export interface CsvTable {
  readonly header: readonly string[];
  readonly records: readonly CsvRecord[];
  readonly problems: readonly CsvProblem[];
}

/** Line breaks in a run of quoted text (CRLF, LF and lone CR each count once). */
const lineBreaks = (run: string) => run.match(/\r\n|\n|\r/g)?.length ?? 0;

/** Characters read between two progress reports. */
const SLICE = 1 << 16;

/**
 * Split text into records of cells, yielding progress through the text (./steps.ts; `runSteps` reads it at once).
 * Blank lines between records are skipped (spreadsheets leave them at the end).
 */
export function* csvRecordSteps(text: string): Steps<{ records: CsvRecord[]; problems: CsvProblem[] }> {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let start = 1;
  let quoted = false;
  let quoteLine = 0;
  let cellWasQuoted = false;
  // Characters that mean nothing to CSV outside quotes, read as one run (sticky: matched where the reader is).
  const plainRun = /[^",\r\n]+/y;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === "" && !cellWasQuoted)) records.push({ line: start, cells });
    cells = [];
    cell = "";
    cellWasQuoted = false;
  };
  let reported = 0;
  for (let i = 0; i < src.length; i++) {
    if (i - reported >= SLICE) {
      reported = i;
      yield i / src.length;
    }
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        // The run up to the next quote at once: a long cell is read in one step, not a character at a time.
        const end = src.indexOf('"', i);
        const run = src.slice(i, end < 0 ? src.length : end);
        line += lineBreaks(run);
        cell += run;
        i += run.length - 1;
      }
      continue;
    }
    if (ch === '"') {
      if (cell.trim() === "" && !cellWasQuoted) {
        quoted = true;
        cellWasQuoted = true;
        quoteLine = line;
        cell = "";
      } else {
        problems.push({ line, key: "REALMS.Import.CsvStrayQuote", data: { column: cells.length + 1 } });
        cell += ch;
      }
    } else if (ch === ",") {
      cells.push(cell);
      cell = "";
      cellWasQuoted = false;
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else if (cellWasQuoted) {
      // Text after a closing quote ("a"b): keep it, but say so — the cell is probably mis-quoted.
      if (ch !== " " && ch !== "\t") problems.push({ line, key: "REALMS.Import.CsvStrayQuote", data: { column: cells.length + 1 } });
      else continue;
      cell += ch;
    } else {
      plainRun.lastIndex = i;
      const run = plainRun.exec(src)![0];
      cell += run;
      i += run.length - 1;
    }
  }
  if (quoted) problems.push({ line: quoteLine, key: "REALMS.Import.CsvUnclosedQuote", data: { column: cells.length + 1 } });
  else if (cell !== "" || cells.length > 0 || cellWasQuoted) endRecord();
  return { records, problems };
}

/** A table with a header row: every record must be as wide as the header (trailing empty cells may be left out). */
export function* csvTableSteps(text: string): Steps<CsvTable> {
  const { records, problems } = yield* csvRecordSteps(text);
  const [head, ...rest] = records;
  if (!head) return { header: [], records: [], problems: [...problems, { line: 1, key: "REALMS.Import.CsvNoHeader", data: {} }] };
  const header = head.cells.map((c) => c.trim());
  const all = [...problems];
  const seen = new Set<string>();
  for (const name of header) {
    if (name !== "" && seen.has(name)) all.push({ line: head.line, key: "REALMS.Import.CsvDuplicateColumn", data: { column: name } });
    seen.add(name);
  }
  const body: CsvRecord[] = [];
  for (const record of rest) {
    if (record.cells.length > header.length && record.cells.slice(header.length).some((c) => c.trim() !== "")) {
      all.push({ line: record.line, key: "REALMS.Import.CsvWidth", data: { count: record.cells.length, width: header.length } });
    }
    body.push(record);
  }
  return { header, records: body, problems: all };
}

/** Write cells as one CSV record (quoted where needed), for templates and round trips. */
export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return cells.map((c) => {
    const s = c === null || c === undefined ? "" : String(c);
    return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  }).join(",");
}
