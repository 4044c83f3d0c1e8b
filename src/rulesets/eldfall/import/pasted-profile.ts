/**
 * A profile pasted in the printed card's layout (MODEL PROFILES): the name; the classes in brackets with "Size:";
 * the Vitality row (four bare numbers, STA SPD ARM HP, or labelled); the Combat attributes "OFF 13" …; "TRAITS:",
 * "SKILLS:", "COMBAT ARTS:" lists of "•"-separated entries; "INVENTORY (X)"; optional "Level n" / "Tier II".
 * The rulebook's callout numbers ("**3.**", "8./9.") and Markdown emphasis are ignored; reading stops at
 * "BACK OF THE CARD". Damaged words are matched only when one key is close, and every guess, unknown name and
 * unread line is a warning (A48): the actor is still built, the GM corrects it on the sheet. A name longer than
 * any name may be is an error: nothing is created.
 */
import { fromSchemaError, issue, type ImportIssue } from "../../../core/import/issues";
import { textLimitErrors } from "../../../core/schema/submit";
import { ATTRIBUTES, SIZES, VITALITY, type Attribute } from "../profile/rules/keys";
import { SCHEMA_VERSION } from "../models/specs";
import { readEntry, romanToNumber, type RuleKind } from "./names";

type Data = Record<string, unknown>;

export interface PastedProfile {
  readonly data: Data;
  readonly issues: readonly ImportIssue[];
}

const SECTIONS: Readonly<Record<string, { kind: RuleKind; type: string }>> = {
  traits: { kind: "trait", type: "eldfallTrait" },
  skills: { kind: "skill", type: "eldfallSkill" },
  "combat arts": { kind: "combatArt", type: "eldfallCombatArt" },
};
const SIZE_LETTERS: Readonly<Record<string, (typeof SIZES)[number]>> = { s: "small", m: "medium", l: "large", h: "huge", g: "gigantic", c: "colossal", e: "epic" };

const clean = (line: string) => line.replace(/\*\*|__/g, "").replace(/^\s*(?:\d{1,2}\.\s*(?:\/\s*\d{1,2}\.\s*)*)+/, "").trim();

type Warn = (row: number, field: string, key: ImportIssue["key"], data?: Record<string, string | number>) => void;

/** The Class items a "(Class) (Class) … Size: X" line names. */
function classesOf(line: string, row: number, warn: Warn): Data[] {
  const out: Data[] = [];
  for (const m of line.matchAll(/\(([^)]+)\)/g)) {
    const e = readEntry("class", m[1]!, true);
    if (!e) warn(row, "classes", "REALMS.Eldfall.Import.PasteUnknownName", { kind: "class", name: m[1]! });
    else {
      if (e.guessedFrom) warn(row, "classes", "REALMS.Eldfall.Import.PasteGuessed", { read: e.guessedFrom, as: e.label });
      out.push({ name: e.label, type: "eldfallClass", system: { schemaVersion: SCHEMA_VERSION, key: e.key, level: 1, x: "" } });
    }
  }
  return out;
}

/** The Size such a line gives (a letter or a word's start), or null when it gives none that reads as one. */
function sizeOf(line: string, row: number, warn: Warn): (typeof SIZES)[number] | null {
  const sz = /\bsize\s*:\s*([A-Za-z]+)/i.exec(line);
  if (!sz) return null;
  const word = sz[1]!.toLowerCase();
  const hits = word.length === 1 ? [SIZE_LETTERS[word]].filter(Boolean) : SIZES.filter((s) => s.startsWith(word));
  if (hits.length !== 1) {
    warn(row, "size", "REALMS.Eldfall.Import.PasteUnreadable", { text: sz[1]! });
    return null;
  }
  const size = hits[0]!;
  if (word.length > 1 && word !== size) warn(row, "size", "REALMS.Eldfall.Import.PasteGuessed", { read: sz[1]!, as: size });
  return size;
}

export function parsePastedProfile(text: string, options: { kind: "hero" | "hostile"; file?: string } = { kind: "hostile" }): PastedProfile {
  const file = options.file ?? "paste";
  const issues: ImportIssue[] = [];
  const warn: Warn = (row, field, key, data = {}) => issues.push(issue(file, row, field, key, data, "warning"));
  const attributes: Partial<Record<Attribute, number>> = {};
  const items: Data[] = [];
  let name = "";
  let size: (typeof SIZES)[number] | null = null;
  let inventory: number | null = null;
  let level: number | null = null;
  let tier: number | null = null;
  let section: string | null = null;
  let nameRow = 0;

  const addEntries = (row: number, sectionKey: string, body: string) => {
    const { kind, type } = SECTIONS[sectionKey]!;
    for (const part of body.split(/[•·]/).map((s) => s.trim()).filter(Boolean)) {
      const e = readEntry(kind, part, true);
      if (!e) {
        warn(row, sectionKey, "REALMS.Eldfall.Import.PasteUnknownName", { kind: sectionKey, name: part });
        continue;
      }
      if (e.guessedFrom) warn(row, sectionKey, "REALMS.Eldfall.Import.PasteGuessed", { read: e.guessedFrom, as: e.label });
      items.push({ name: e.label, type, system: { schemaVersion: SCHEMA_VERSION, key: e.key, level: e.level, x: e.x } });
    }
  };

  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const row = i + 1;
    const line = clean(lines[i]!);
    if (line === "" || /^front of the card$/i.test(line)) continue;
    if (/^back of the card$/i.test(line)) break;

    const head = /^(traits|skills|combat arts)\s*:\s*(.*)$/i.exec(line);
    if (head) {
      section = head[1]!.toLowerCase();
      addEntries(row, section, head[2]!);
      continue;
    }
    const inv = /^inventory\s*\((\d+)\)/i.exec(line);
    if (inv) {
      inventory = Number(inv[1]);
      section = null;
      continue;
    }
    const lv = /^(level|tier)\s*:?\s*([IVX]+|\d+)$/i.exec(line);
    if (lv) {
      const n = romanToNumber(lv[2]!);
      if (lv[1]!.toLowerCase() === "level") level = n;
      else tier = n;
      continue;
    }
    if (/^\(/.test(line) || /\bsize\s*:/i.test(line)) {
      section = null;
      items.push(...classesOf(line, row, warn));
      size = sizeOf(line, row, warn) ?? size;
      continue;
    }
    const pairs = [...line.matchAll(/\b(STA|SPD|ARM|HP|OFF|DEF|ACC|INT|AG|T|M)\s*:?\s*(\d{1,2})\b/gi)];
    if (pairs.length && line.replace(/\b(STA|SPD|ARM|HP|OFF|DEF|ACC|INT|AG|T|M)\s*:?\s*\d{1,2}\b/gi, "").trim() === "") {
      for (const [, attr, value] of pairs) attributes[attr!.toLowerCase() as Attribute] = Number(value);
      section = null;
      continue;
    }
    if (/^\d{1,2}(\s+\d{1,2}){3}$/.test(line)) {
      line.split(/\s+/).forEach((v, k) => { attributes[VITALITY[k]!] = Number(v); });
      continue;
    }
    if (section && /^[•·]/.test(line)) {
      addEntries(row, section, line);
      continue;
    }
    if (!name) {
      name = line;
      nameRow = row;
      continue;
    }
    warn(row, "", "REALMS.Eldfall.Import.PasteUnread", { text: line });
  }

  const missing: string[] = [];
  const overLong = textLimitErrors(undefined, { name });
  if (!name) {
    warn(0, "name", "REALMS.Eldfall.Import.PasteMissing", { field: "name" });
    name = "?";
  } else if (overLong.length) {
    issues.push(...overLong.map((e) => fromSchemaError(file, nameRow, e, (p) => p)));
  } else if (/^\p{Ll}/u.test(name)) warn(nameRow, "name", "REALMS.Eldfall.Import.PasteNameCase", { name });
  for (const a of ATTRIBUTES) if (attributes[a] === undefined) missing.push(a);
  if (!size) missing.push("size");
  if (options.kind === "hero" && level === null) missing.push("level");
  if (options.kind === "hostile" && tier === null) missing.push("tier");
  for (const m of missing) warn(0, m, "REALMS.Eldfall.Import.PasteMissing", { field: m.toUpperCase() });

  const system: Data = {
    schemaVersion: SCHEMA_VERSION,
    attributes: Object.fromEntries(ATTRIBUTES.map((a) => [a, attributes[a] ?? null])),
    health: { value: attributes.hp ?? 0 },
    size: size ?? "medium",
    inventory,
    ...(options.kind === "hero" ? { level: level ?? 1 } : { tier: tier ?? 1 }),
  };
  const data: Data = {
    name, type: options.kind === "hero" ? "eldfallHero" : "eldfallHostile", system, items,
    flags: missing.length ? { realms: { eldfall: { missing } } } : {},
  };
  // In the order of the pasted lines; what the whole card lacks (row 0) comes last.
  issues.sort((a, b) => Number(a.row === 0) - Number(b.row === 0) || a.row - b.row);
  return { data, issues };
}

