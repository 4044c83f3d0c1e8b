/**
 * The numbers an Item or Spell table row prints, read against a model's profile: PW (a number or a formula
 * such as `T`, `T+4`, `T or AG−3`, or ☆), RCH (❖, spaces, two ACC bands, an attribute, Casting Aura, an AoE
 * shape) and STK (a number or `STA`). Rows are stored as the text the card prints, so a GM copies a card
 * as it reads; these parsers are the one reading of that text (the model specs validate with the same
 * patterns, the sheets and rolls evaluate with the functions below).
 */
import type { Attribute } from "./keys";

/** A model's (modified) attribute values by id, as the rolls use them. */
export type Profile = Readonly<Record<Attribute, number>>;

/** What a card prints → the attribute id (formulas such as `T or AG−3` use these). */
export const ATTRIBUTE_BY_ABBREVIATION: Readonly<Record<string, Attribute>> = {
  STA: "sta", SPD: "spd", ARM: "arm", HP: "hp", OFF: "off", DEF: "def", ACC: "acc", INT: "int", AG: "ag", T: "t", M: "m",
};

const ABBREVIATIONS = Object.keys(ATTRIBUTE_BY_ABBREVIATION).sort((a, b) => b.length - a.length);
const ATTR = `(?:${ABBREVIATIONS.join("|")})`;
const TERM = `(?:${ATTR}\\s*(?:[+\\-−–]\\s*\\d{1,2})?|\\d{1,2})`;

/** Card text uses the typographic minus; keyboards type a hyphen. Both mean the same. */
const normalize = (text: string) => text.trim().replace(/[−–]/g, "-").replace(/\s+/g, " ");

/* ---------- PW ---------- */

export interface PowerTerm { readonly attribute: Attribute | null; readonly add: number }
/** ☆: an Enchantment whose target's Attacks gain the Spell Type; it has no number of its own. */
export type Power = { readonly kind: "star" } | { readonly kind: "formula"; readonly options: readonly PowerTerm[] };

/** What a PW cell may hold (the spec's pattern): a number, an attribute ± n, alternatives joined by "or", or ☆. */
export const POWER_PATTERN = `^\\s*(?:[☆★*]|${TERM}(?:\\s+or\\s+${TERM})*)\\s*$`;

function parseTerm(text: string): PowerTerm | null {
  const number = /^(\d{1,2})$/.exec(text);
  if (number) return { attribute: null, add: Number(number[1]) };
  const term = new RegExp(`^(${ATTR})\\s*(?:([+-])\\s*(\\d{1,2}))?$`, "i").exec(text);
  if (!term) return null;
  const attribute = ATTRIBUTE_BY_ABBREVIATION[term[1]!.toUpperCase()];
  if (!attribute) return null;
  return { attribute, add: term[2] ? (term[2] === "-" ? -1 : 1) * Number(term[3]) : 0 };
}

/** The PW a cell prints, or null when the text is no PW ("" included: a row without PW, such as a Shield's). */
export function parsePower(text: string): Power | null {
  const t = normalize(text);
  if (/^[☆★*]$/.test(t)) return { kind: "star" };
  if (!t) return null;
  const options = t.split(/ or /i).map(parseTerm);
  return options.every((o) => o) ? { kind: "formula", options: options as PowerTerm[] } : null;
}

export interface PowerValue {
  /** The PW the DMG roll uses; null for ☆ (no number). */
  readonly value: number | null;
  /** Which alternative gave it (the better one: A19), for the roll card. */
  readonly option: number;
}

/** PW against a profile: each alternative's value (never below 0), the higher one taken (A19: the attacker picks, so the better). */
export function powerValue(power: Power, profile: Profile): PowerValue {
  if (power.kind === "star") return { value: null, option: 0 };
  const values = power.options.map((o) => Math.max(0, (o.attribute ? profile[o.attribute] : 0) + o.add));
  const best = values.reduce((b, v, i) => (v > values[b]! ? i : b), 0);
  return { value: values[best]!, option: best };
}

const ABBREVIATION_OF = Object.fromEntries(Object.entries(ATTRIBUTE_BY_ABBREVIATION).map(([abbr, id]) => [id, abbr])) as Record<Attribute, string>;
const termText = (t: PowerTerm) =>
  t.attribute ? `${ABBREVIATION_OF[t.attribute]}${t.add ? `${t.add > 0 ? "+" : "−"}${Math.abs(t.add)}` : ""}` : String(t.add);

/** The printed form: `T or AG−3`, `T+4`, `12`, `☆`. */
export function formatPower(power: Power): string {
  return power.kind === "star" ? "☆" : power.options.map(termText).join(" or ");
}

/* ---------- RCH ---------- */

export const AOE_SHAPES = ["blastS", "blastL", "sprayS", "sprayL"] as const;
export type AoeShape = (typeof AOE_SHAPES)[number];
const AOE_TEXT: Record<AoeShape, string> = { blastS: "Blast S", blastL: "Blast L", sprayS: "Spray S", sprayL: "Spray L" };
/** Spray S/L reach 3/5 spaces straight ahead (A29: the attacker's space and the next 3 or 5). */
export const SPRAY_LENGTH: Readonly<Record<"sprayS" | "sprayL", number>> = { sprayS: 3, sprayL: 5 };
/** Ranged bands: the first modifier applies within this many spaces, the second beyond (A61: ≤ 10, ≥ 11). */

export type Reach =
  | { readonly kind: "same" }
  | { readonly kind: "spaces"; readonly spaces: number }
  /** `nearRange`: the spaces the first band covers when something extends it (Archery I); 10 otherwise. */
  | { readonly kind: "bands"; readonly near: number; readonly far: number; readonly nearRange?: number }
  | { readonly kind: "attribute"; readonly attribute: Attribute }
  | { readonly kind: "aura" }
  | { readonly kind: "aoe"; readonly shape: AoeShape };

/** A RCH cell, optionally followed by an AoE shape after a comma (`T, Blast L`: Firecracker's reach and area). */
export interface ReachCell { readonly reach: Reach; readonly aoe: AoeShape | null }

const AOE = "(?:blast|spray) [sl]";
const REACH_BASE = `(?:❖|\\d{1,2}\\s*❖?|[+\\-−–]?\\d{1,2}\\s*[|/]\\s*[+\\-−–]?\\d{1,2}|${ATTR}|casting aura)`;
/** What a RCH cell may hold (the spec's pattern): a reach, optionally with an AoE shape after a comma, or a shape alone. */
export const REACH_PATTERN = `^\\s*(?:${REACH_BASE}(?:\\s*,\\s*${AOE})?|${AOE})?\\s*$`;

function aoeOf(text: string): AoeShape | null {
  const m = /^(blast|spray) ([sl])$/i.exec(text);
  return m ? (`${m[1]!.toLowerCase()}${m[2]!.toUpperCase()}` as AoeShape) : null;
}

function parseReachOne(t: string): Reach | null {
  if (t === "❖") return { kind: "same" };
  const spaces = /^(\d{1,2}) ?❖?$/.exec(t);
  if (spaces) return Number(spaces[1]) === 0 ? { kind: "same" } : { kind: "spaces", spaces: Number(spaces[1]) };
  const bands = /^([+-]?\d{1,2}) ?[|/] ?([+-]?\d{1,2})$/.exec(t);
  if (bands) return { kind: "bands", near: Number(bands[1]), far: Number(bands[2]) };
  if (/^casting aura$/i.test(t)) return { kind: "aura" };
  const shape = aoeOf(t);
  if (shape) return { kind: "aoe", shape };
  const attribute = ATTRIBUTE_BY_ABBREVIATION[t.toUpperCase()];
  return attribute ? { kind: "attribute", attribute } : null;
}

/** The RCH a cell prints, or null when the text is no RCH ("" included). */
export function parseReach(text: string): ReachCell | null {
  const t = normalize(text);
  if (!t) return null;
  const [first, second, ...rest] = t.split(/ ?, ?/);
  if (rest.length) return null;
  const reach = parseReachOne(first!);
  if (!reach) return null;
  if (second === undefined) return { reach, aoe: reach.kind === "aoe" ? reach.shape : null };
  const aoe = aoeOf(second);
  return aoe && reach.kind !== "aoe" ? { reach, aoe } : null;
}

export function formatReach(cell: ReachCell): string {
  const r = cell.reach;
  const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");
  const main = r.kind === "same" ? "❖" : r.kind === "spaces" ? String(r.spaces) : r.kind === "bands" ? `${sign(r.near)}|${sign(r.far)}`
    : r.kind === "attribute" ? ABBREVIATION_OF[r.attribute] : r.kind === "aura" ? "Casting Aura" : AOE_TEXT[r.shape];
  return cell.aoe && r.kind !== "aoe" ? `${main}, ${AOE_TEXT[cell.aoe]}` : main;
}

/** What a reach needs from the model beyond its profile: its Awareness (Casting Aura equals it, A36). Measuring is rules/space.ts. */
export interface ReachContext {
  readonly awareness: number;
}

/* ---------- STK ---------- */

export type Strike = { readonly kind: "number"; readonly value: number } | { readonly kind: "sta" };
export const STRIKE_PATTERN = "^\\s*(?:\\d{1,2}|STA)?\\s*$";

/** The STK a cell prints, or null when the text is no STK ("" included). */
export function parseStrike(text: string): Strike | null {
  const t = normalize(text);
  if (/^sta$/i.test(t)) return { kind: "sta" };
  return /^\d{1,2}$/.test(t) ? { kind: "number", value: Number(t) } : null;
}

export const formatStrike = (s: Strike) => (s.kind === "sta" ? "STA" : String(s.value));

/** Dice rolled: the number, or the model's STA; never below 1 (M15). */
export function strikeValue(strike: Strike, profile: Profile): number {
  return Math.max(1, strike.kind === "sta" ? profile.sta : strike.value);
}
