/**
 * Reads pack sources (one JSON document per file) and checks them against the system's schemas, the
 * LevelDB key layout and each other (@UUID links). Used by the build, which fails naming the file,
 * and by the pack tests.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { validateData } from "../src/core/schema/validate";
import { ACTOR_SPECS, CARD_SPECS, ITEM_SPECS } from "./all-specs";
import { tableFormula, type DiceCount } from "../src/core/dice/d66";

/** Every reading of a table of `count` dice (36, 216, 1296 or 7776), in table order: what a d66 table must cover. */
export function allReadings(count: DiceCount): string[] {
  let out = [""];
  for (let i = 0; i < count; i++) out = out.flatMap((prefix) => [1, 2, 3, 4, 5, 6].map((d) => `${prefix}${d}`));
  return out;
}

export interface PackDef { readonly name: string; readonly type: string; readonly path: string; readonly label?: string }
export interface SourceDoc { readonly pack: PackDef; readonly file: string; readonly doc: Record<string, unknown> }

const COLLECTION: Record<string, string> = { Actor: "actors", Item: "items", RollTable: "tables", Cards: "cards", JournalEntry: "journal" };
const EMBEDDED: Record<string, [string, string][]> = {
  actors: [["items", "Item"], ["effects", "ActiveEffect"]], items: [["effects", "ActiveEffect"]],
  tables: [["results", "TableResult"]], cards: [["cards", "Card"]], journal: [["pages", "JournalEntryPage"], ["categories", "JournalEntryCategory"]],
};
const ID = /^[A-Za-z0-9]{16}$/;

export function systemPacks(root = "."): PackDef[] {
  return (JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as { packs: PackDef[] }).packs;
}

/** Loads every source file; unreadable JSON is reported as an error, not thrown. */
export function loadSources(root = "."): { sources: SourceDoc[]; errors: string[] } {
  const sources: SourceDoc[] = [];
  const errors: string[] = [];
  for (const pack of systemPacks(root)) {
    let files: string[] = [];
    try {
      files = readdirSync(join(root, pack.path)).filter((f) => f.endsWith(".json")).sort();
    } catch {
      errors.push(`${pack.path}: pack folder is missing`);
    }
    for (const f of files) {
      const file = join(pack.path, f);
      try {
        sources.push({ pack, file, doc: JSON.parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown> });
      } catch (e) {
        errors.push(`${file}: not valid JSON (${(e as Error).message})`);
      }
    }
  }
  return { sources, errors };
}

/** Foundry's own Card subtype: no system data to check. */
const BASE_CARD = "base";

function checkSystem(file: string, where: string, documentName: "Actor" | "Item" | "Card", doc: Record<string, unknown>, errors: string[]) {
  const specs = documentName === "Actor" ? ACTOR_SPECS : documentName === "Item" ? ITEM_SPECS : CARD_SPECS;
  const type = String(doc.type);
  if (documentName === "Card" && (doc.type === undefined || type === BASE_CARD)) return;
  const spec = specs[type];
  if (!spec) {
    errors.push(`${file}: ${where}type: unknown ${documentName} type "${type}"`);
    return;
  }
  for (const e of validateData(spec, doc.system)) errors.push(`${file}: ${where}system${e.path ? `.${e.path}` : ""}: ${e.key} ${JSON.stringify(e.data)}`);
}

/** Structural and schema checks of one source document. */
export function checkDocument(source: SourceDoc): string[] {
  const { pack, file, doc } = source;
  const errors: string[] = [];
  const collection = COLLECTION[pack.type];
  if (!collection) return [`${file}: pack type ${pack.type} is not supported`];
  if (typeof doc._id !== "string" || !ID.test(doc._id)) errors.push(`${file}: _id must be 16 letters or digits`);
  if (doc._key !== `!${collection}!${String(doc._id)}`) errors.push(`${file}: _key must be "!${collection}!${String(doc._id)}"`);
  if (typeof doc.name !== "string" || doc.name.trim() === "") errors.push(`${file}: name is required`);
  if (pack.type === "Actor" || pack.type === "Item") checkSystem(file, "", pack.type, doc, errors);
  for (const [field, documentName] of EMBEDDED[collection] ?? []) {
    const children = doc[field] ?? [];
    if (!Array.isArray(children)) {
      errors.push(`${file}: ${field} must be a list`);
      continue;
    }
    const seen = new Set<string>();
    children.forEach((child: Record<string, unknown>, i) => {
      const where = `${field}[${i}].`;
      if (typeof child._id !== "string" || !ID.test(child._id)) errors.push(`${file}: ${where}_id must be 16 letters or digits`);
      if (seen.has(String(child._id))) errors.push(`${file}: ${where}_id ${String(child._id)} is used twice`);
      seen.add(String(child._id));
      const key = `!${collection}.${field}!${String(doc._id)}.${String(child._id)}`;
      if (child._key !== key) errors.push(`${file}: ${where}_key must be "${key}"`);
      if (documentName === "Item" || documentName === "Card") checkSystem(file, where, documentName, child, errors);
    });
  }
  if (pack.type === "RollTable") errors.push(...checkTable(file, doc));
  if (pack.type === "Cards") errors.push(...checkStack(file, doc));
  return errors;
}

const STACK_TYPES = ["deck", "hand", "pile"];
/** A Cards document is a deck, hand or pile; a deck's discard link (`flags.realms.deck.discard`) is checked across the pack (checkDeckLinks). */
export function checkStack(file: string, doc: Record<string, unknown>): string[] {
  const errors: string[] = [];
  if (!STACK_TYPES.includes(String(doc.type))) errors.push(`${file}: type must be one of ${STACK_TYPES.join(", ")}, not "${String(doc.type)}"`);
  const link = (doc.flags as { realms?: { deck?: { discard?: unknown } } } | undefined)?.realms?.deck;
  if (link !== undefined && doc.type !== "deck") errors.push(`${file}: only a deck has flags.realms.deck`);
  if (link?.discard !== undefined && link.discard !== null && typeof link.discard !== "string") errors.push(`${file}: flags.realms.deck.discard must be a pile's _id or null`);
  return errors;
}

/** A deck's discard pile must be a pile of the same pack (an import keeping ids keeps the link). */
export function checkDeckLinks(sources: readonly SourceDoc[]): string[] {
  const errors: string[] = [];
  for (const { pack, file, doc } of sources) {
    const discard = (doc.flags as { realms?: { deck?: { discard?: unknown } } } | undefined)?.realms?.deck?.discard;
    if (pack.type !== "Cards" || typeof discard !== "string") continue;
    const pile = sources.find((s) => s.pack.name === pack.name && s.doc._id === discard);
    if (!pile) errors.push(`${file}: discard pile ${discard} is not in the pack`);
    else if (pile.doc.type !== "pile") errors.push(`${file}: discard pile ${discard} is a ${String(pile.doc.type)}, not a pile`);
  }
  return errors;
}

const RESULT_TYPES = ["text", "document"];
/** A table result is text (the default), or a document it names by UUID. */
function checkResults(file: string, doc: Record<string, unknown>): string[] {
  const errors: string[] = [];
  ((doc.results as Record<string, unknown>[] | undefined) ?? []).forEach((r, i) => {
    if (r.type !== undefined && !RESULT_TYPES.includes(String(r.type))) errors.push(`${file}: results[${i}].type must be one of ${RESULT_TYPES.join(", ")}`);
    if (r.type === "document" && (typeof r.documentUuid !== "string" || !r.documentUuid)) errors.push(`${file}: results[${i}].documentUuid is required for a document result`);
  });
  return errors;
}

/** The totals a table formula can produce: NdF, or a d66 / d666 reading. */
export function tableValues(formula: string): number[] | null {
  for (const count of [2, 3] as const) if (formula === tableFormula(count)) return allReadings(count).map(Number);
  const m = /^(\d*)d(\d+)$/.exec(formula);
  if (!m) return null;
  const count = Number(m[1] || 1);
  const faces = Number(m[2]);
  return Array.from({ length: count * faces - count + 1 }, (_, i) => count + i);
}

/**
 * A table's ranges must cover every result of its formula exactly once. A table the rules name without
 * entries may ship empty, typed by its formula, when it is marked `flags.realms.gmFills` and says so.
 */
export function checkTable(file: string, doc: Record<string, unknown>): string[] {
  const formula = String(doc.formula ?? "");
  const values = tableValues(formula);
  if (!values) return [`${file}: formula must look like 1d6, 2d6, "${tableFormula(2)}" (d66) or "${tableFormula(3)}" (d666)`];
  const results = (doc.results as unknown[] | undefined) ?? [];
  const resultErrors = checkResults(file, doc);
  if (resultErrors.length) return resultErrors;
  if ((doc.flags as { realms?: { gmFills?: unknown } } | undefined)?.realms?.gmFills === true) {
    if (results.length) return [`${file}: a table marked for the GM to fill ships without results`];
    return /for the GM to fill/i.test(String(doc.description ?? "")) ? [] : [`${file}: an empty table must say "for the GM to fill" in its description`];
  }
  const possible = new Set(values);
  const covered = new Map<number, number>();
  const errors: string[] = [];
  for (const r of (doc.results as { range: [number, number] }[]) ?? []) {
    for (let v = r.range[0]; v <= r.range[1]; v++) covered.set(v, (covered.get(v) ?? 0) + (possible.has(v) ? 1 : 0));
    if (!possible.has(r.range[0]) || !possible.has(r.range[1])) errors.push(`${file}: range ${r.range.join("-")} cannot be rolled with ${formula}`);
  }
  for (const v of values) {
    const n = covered.get(v) ?? 0;
    if (n !== 1) errors.push(`${file}: result ${v} of ${formula} is covered ${n} times`);
  }
  return errors;
}

/** Every @UUID[Compendium.realms.<pack>.<Type>.<id>(.<Type>.<id>)] must point at a source document. */
export function checkLinks(sources: readonly SourceDoc[]): string[] {
  const known = new Set<string>();
  for (const { pack, doc } of sources) {
    const base = `Compendium.realms.${pack.name}.${pack.type}.${String(doc._id)}`;
    known.add(base);
    for (const [field, documentName] of EMBEDDED[COLLECTION[pack.type] ?? ""] ?? []) {
      for (const child of (doc[field] as { _id: string }[] | undefined) ?? []) known.add(`${base}.${documentName}.${child._id}`);
    }
  }
  const errors: string[] = [];
  for (const { file, doc } of sources) {
    for (const [, uuid] of JSON.stringify(doc).matchAll(/@UUID\[([^\]]+)\]/g)) {
      if (!known.has(uuid!)) errors.push(`${file}: link @UUID[${uuid}] points at nothing`);
    }
  }
  return errors;
}

/** A translation key ("REALMS.Eldfall.Content.Packs.Rules"): dotted words, no spaces. */
const TRANSLATION_KEY = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

/**
 * Pack labels are plain text: Foundry localizes a label given as a translation key in the sidebar only, not in the
 * compendium window's title or the search (core #10664, #14048), so a key would show there as it is.
 */
export function checkPackLabels(packs: readonly PackDef[]): string[] {
  return packs.flatMap((p) => {
    const label = p.label ?? "";
    if (!label.trim()) return [`system.json: pack ${p.name} has no label`];
    return TRANSLATION_KEY.test(label) ? [`system.json: pack ${p.name}'s label "${label}" is a translation key; give the plain text`] : [];
  });
}

export function checkAll(root = "."): { sources: SourceDoc[]; errors: string[] } {
  const { sources, errors } = loadSources(root);
  errors.push(...checkPackLabels(systemPacks(root)));
  const ids = new Map<string, string>();
  for (const s of sources) {
    errors.push(...checkDocument(s));
    const key = `${s.pack.name}/${String(s.doc._id)}`;
    if (ids.has(key)) errors.push(`${s.file}: _id ${String(s.doc._id)} is also used by ${ids.get(key)}`);
    ids.set(key, s.file);
  }
  errors.push(...checkLinks(sources), ...checkDeckLinks(sources));
  return { sources, errors };
}
