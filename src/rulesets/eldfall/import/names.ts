/**
 * Printed names → the rules' keys (rules/keys.ts). A key is the camelCase of the English name, so "Acute Senses",
 * "acute senses" and "acuteSenses" all read as `acuteSenses`; the profile name "Snipe" is the Shots Skill. An entry
 * as printed on a profile ("Stealth II", "Survival (Difficult)", "Poison I") also gives its level and its X.
 * Close misspellings (OCR damage) are matched only where the caller allows it and always reported.
 */
import { CLASSES, COMBAT_ARTS, SKILLS, TRAITS } from "../profile/rules/keys";
import { ROW_TRAIT_KEYS } from "../models/specs";
import { classId } from "../profile/rules/classes";

export type RuleKind = "trait" | "skill" | "class" | "combatArt" | "rowTrait";

const KEYS: Record<RuleKind, readonly string[]> = {
  trait: TRAITS, skill: SKILLS, class: CLASSES, combatArt: Object.keys(COMBAT_ARTS), rowTrait: ROW_TRAIT_KEYS,
};
/** Names a profile prints for a rule whose key says otherwise (a Class's, such as Anari's "Magician", in rules/classes.ts: A48). */
const ALIASES: Readonly<Record<string, string>> = { snipe: "shots" };

const ROMAN: Readonly<Record<string, number>> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9 };

/** "Acute Senses" / "hit-and-retreat" → "acutesenses" / "hitandretreat": the comparison form of a name or key. */
const fold = (s: string) => s.normalize("NFKD").replace(/[^\p{L}\p{N}]/gu, "").toLowerCase();

export function romanToNumber(s: string): number | null {
  const t = s.trim().toLowerCase();
  if (/^\d+$/.test(t)) return Number(t);
  return ROMAN[t] ?? null;
}

export interface NamedEntry {
  readonly key: string;
  readonly level: number;
  readonly x: string;
  /** The name as a sheet shows it ("Stealth", "Survival"). */
  readonly label: string;
  /** Set when the name was only close to a key (damaged text): what was read. */
  readonly guessedFrom?: string;
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/** The key a name stands for: exact (folded) or an alias; with `fuzzy`, the one key within a small edit distance. */
export function keyOf(kind: RuleKind, name: string, fuzzy = false): { key: string; guessed: boolean } | null {
  const f = fold(name);
  if (!f) return null;
  const alias = ALIASES[f] ?? (kind === "class" ? classId(f) : null);
  if (alias && KEYS[kind].includes(alias)) return { key: alias, guessed: false };
  const exact = KEYS[kind].find((k) => fold(k) === f);
  if (exact) return { key: exact, guessed: false };
  if (!fuzzy || f.length < 4) return null;
  const allowed = f.length >= 8 ? 2 : 1;
  const near = KEYS[kind].filter((k) => levenshtein(fold(k), f) <= allowed);
  return near.length === 1 ? { key: near[0]!, guessed: true } : null;
}

const label = (key: string) => key.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase());

/**
 * One printed entry: "Stealth II", "Survival (Difficult)", "Knockback (1)", "Poison I", "Sweep 2". The level is a
 * trailing Roman numeral or number; "(…)" is X. Null when the name is no key of that kind.
 */
export function readEntry(kind: RuleKind, text: string, fuzzy = false): NamedEntry | null {
  let rest = text.trim().replace(/^[•·*-]\s*/, "");
  let x = "";
  const paren = /\(([^)]*)\)\s*$/.exec(rest);
  if (paren) {
    x = paren[1]!.trim();
    rest = rest.slice(0, paren.index).trim();
  }
  let level = 1;
  const lv = /\s+([IVX]+|\d+)$/i.exec(rest);
  if (lv && romanToNumber(lv[1]!) !== null && keyOf(kind, rest, false) === null) {
    level = romanToNumber(lv[1]!)!;
    rest = rest.slice(0, lv.index).trim();
  }
  const found = keyOf(kind, rest, fuzzy);
  if (!found) return null;
  // A printed alias keeps its printed name ("Snipe", "Magician"); a key or a guess is named by the key.
  const aliased = !found.guessed && fold(found.key) !== fold(rest);
  return { key: found.key, level, x, label: label(aliased ? fold(rest) : found.key), ...(found.guessed ? { guessedFrom: rest } : {}) };
}
