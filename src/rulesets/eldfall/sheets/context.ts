/**
 * What the Eldfall sheets render, from plain document data (no Foundry globals): the live sheets, the template
 * tests and the screenshot gallery use the same builders. Every number shown comes from rules/card.ts and
 * rules/profile.ts (PW, RCH, STK, load against X, the equipped Item of each Category).
 */
import { pipList } from "../../../core/pips";
import { COMBAT_RAISE, COMBAT_RAISE_COST, MAX_LEVEL, VITALITY_RAISE, VITALITY_RAISE_COST, levelPoints } from "../campaign/rules/leveling";
import { itemContext, labelled, type DocLike } from "../../../core/sheets/context";
import {
  CLASSES, COMBAT_ARTS, COMBAT_ATTRIBUTES, HERO_PATHS, RARITIES, ROW_TAGS, SIZES, SIZE_SLOTS, SKILLS, SPELL_TYPES, TRAITS, UPGRADE_CATEGORIES, VITALITY,
  type Attribute,
} from "../profile/rules/keys";
import { cardAttacks, cardEquipped, cardLoad, type CardDoc } from "../profile/rules/card";
import { itemLoad } from "../profile/rules/inventory";
import { formatPower, formatReach, formatStrike, parsePower, parseReach, parseStrike } from "../profile/rules/profile";
import type { RowTrait, TableRow } from "../profile/rules/attacks";
import { MANUAL_TRAITS } from "../profile/rules/traits";
import type { Translate } from "../ai/rules/behavior-text";
import { behaviorSlot } from "./behavior-context";
import { ROW_TRAIT_KEYS, type HeroSystem, type HostileSystem, type SpellSystem, type UpgradeSystem } from "../models/specs";
import { NOTES_TAB, type SheetFrame, type SheetTab } from "../../../core/sheets/frame";

const P = "REALMS.Eldfall.Models";
import { roman } from "./roman";
export { roman };
const ABBR: Record<Attribute, string> = { sta: "STA", spd: "SPD", arm: "ARM", hp: "HP", off: "OFF", def: "DEF", acc: "ACC", int: "INT", ag: "AG", t: "T", m: "M" };

/** An active State, as the glue reads it from the actor's status effects (its label already localized). */
export interface SheetState { readonly id: string; readonly label: string; readonly img: string }
export interface EldSheetEnv {
  /** The sheet's tabs and play/edit mode (core/sheets/frame.ts): `frame.editing` makes every field an input, `frame.owner` shows the play controls. */
  readonly frame: SheetFrame;
  readonly states: readonly SheetState[];
  readonly enriched: Readonly<Record<string, string>>;
  /** Localizes the Behavior card rows the Hostile's (or an ally's) sheet shows as text. */
  readonly translate: Translate;
  /** The viewer is a GM: a custom hero's flag and kept points are the GM's to set (the Level Up spends the points). */
  readonly gm?: boolean;
  /** Fields the packs flag as not printed in the rules text (`flags.realms.eldfall.missing`). */
  readonly missing?: readonly string[];
}
export interface EldActorLike<S> { readonly id: string; readonly name: string; readonly img: string; readonly type: string; readonly system: S; readonly items: readonly DocLike[];
  /** Max HP as the campaign plays it (party/state.ts `heroHpMax`: fewer heroes, Easy); the profile's HP without it. */
  readonly hpMax?: number;
  /** Max AP: what the model receives at Upkeep in its role now (data/actor-model.ts `apMax`); its STA without it. */
  readonly apMax?: number }

type RuleSystem = { key: string; level: number; x: string };

const T = `${P}.Sheet.Tabs`;
/** The hero sheet's tabs: what a turn needs first, then the profile, the abilities, the Items and the notes. */
export const HERO_TABS: readonly SheetTab[] = [
  { id: "play", label: "REALMS.Sheet.Tabs.play", icon: "fa-solid fa-dice-d20" },
  { id: "profile", label: `${T}.profile`, icon: "fa-solid fa-id-card" },
  { id: "abilities", label: "REALMS.Sheet.Tabs.abilities", icon: "fa-solid fa-wand-sparkles" },
  { id: "inventory", label: "REALMS.Sheet.Tabs.inventory", icon: "fa-solid fa-sack-xmark" },
  NOTES_TAB,
];
/** A Hostile: its stat block and attacks first, then its Behavior card, Items and notes. */
export const HOSTILE_TABS: readonly SheetTab[] = [
  { id: "play", label: `${T}.statblock`, icon: "fa-solid fa-skull" },
  { id: "behavior", label: "REALMS.Sheet.Tabs.behavior", icon: "fa-solid fa-diagram-project" },
  { id: "inventory", label: "REALMS.Sheet.Tabs.inventory", icon: "fa-solid fa-sack-xmark" },
  NOTES_TAB,
];

/** "Survival (Difficult)", "Stealth II", "Menacing I": a Trait or Skill as a profile prints it. */
const printed = (name: string, key: string, level: number, x: string) => [name, levelText(key, level), x ? `(${x})` : ""].filter(Boolean).join(" ");

const traitKey = (key: string) => `${P}.Key.trait.${key}`;
/** Traits whose cards print their level even at I ("Sweep I", "Menacing I"); others print a numeral from II up. */
const LEVELLED = new Set(["inspiring", "menacing", "poison", "resistance", "sweep", "undead"]);
const levelText = (key: string, level: number) => (level > 1 || LEVELLED.has(key) ? roman(level) : "");
/** A row's Traits as one line of i18n parts: each Trait's label key, its level and X. */
const rowTraits = (traits: readonly RowTrait[]) =>
  traits.map((t) => ({ label: traitKey(t.key), suffix: [levelText(t.key, t.level), t.x ? `(${t.x})` : ""].filter(Boolean).join(" ") }));

function ruleRows(items: readonly DocLike[], type: string) {
  return items.filter((i) => i.type === type).map((i) => {
    const s = i.system as RuleSystem;
    // A Trait the rules engine does not apply (a decision, or content outside the rules text) is marked "by hand".
    const byHand = type === "eldfallTrait" && (MANUAL_TRAITS as readonly string[]).includes(s.key);
    return { id: i.id, name: i.name, img: i.img, printed: printed(i.name, type === "eldfallTrait" ? s.key : "", s.level, s.x), level: roman(s.level), byHand };
  });
}

function artRows(items: readonly DocLike[]) {
  return items.filter((i) => i.type === "eldfallCombatArt").map((i) => {
    const s = i.system as RuleSystem & { levels: { name: string; effect: string }[] };
    return { id: i.id, name: i.name, level: roman(s.level),
      levels: s.levels.map((l, n) => ({ roman: roman(n + 1), name: l.name, effect: l.effect, available: n < s.level })) };
  });
}

function spellRows(items: readonly DocLike[]) {
  return items.filter((i) => i.type === "eldfallSpell").map((i) => {
    const s = i.system as SpellSystem;
    return { id: i.id, name: i.name, img: i.img, type: `${P}.SpellType.${s.spellType}`, element: s.element, chart: s.chart, level: roman(s.level), mana: s.manaCost,
      /** A Conjuration naming its creature can be cast from the sheet (spawn/summon.ts). */
      summons: s.spellType === "conjuration" && !!s.summons };
  });
}

function attackRows(doc: CardDoc) {
  return cardAttacks(doc).map((r) => ({
    attributeValue: doc.system.attributes[r.attribute] ?? "—",
    // A row labelled with its Item's own name (a one-row weapon) shows the name once.
    id: r.id, itemId: r.itemId, name: r.itemName, i18n: r.i18n, label: r.row.label && !r.i18n && r.row.label !== r.itemName ? r.row.label : "",
    traits: rowTraits(r.row.traits), text: r.row.text,
    pw: r.power ? formatPower(r.power) : "—", pwValue: r.powerValue, rch: r.reach ? formatReach(r.reach) : "—",
    reachSpaces: r.reachSpaces, stk: r.strike ? formatStrike(r.strike) : "—", stkValue: r.strikeValue,
    tags: r.row.tags.map((t) => `${P}.Tag.${t}`), attribute: ABBR[r.attribute], ready: r.ready,
  }));
}

function inventory(doc: CardDoc, items: readonly DocLike[]) {
  const load = cardLoad(doc);
  const equipped = cardEquipped(doc);
  const upgrades = items.filter((i) => i.type === "eldfallUpgrade");
  const groups = UPGRADE_CATEGORIES.map((category) => ({
    category, label: `${P}.Category.${category}`,
    items: upgrades.filter((i) => (i.system as UpgradeSystem).category === category).map((i) => {
      const s = i.system as UpgradeSystem;
      return { id: i.id, name: i.name, img: i.img, rarity: `${P}.Rarity.${s.rarity}`, quantity: s.quantity ?? "/", weight: s.weight ?? "/",
        load: itemLoad(s), equipped: equipped[category] === i.id, marked: s.equipped };
    }),
  })).filter((g) => g.items.length);
  // A profile without Inventory (X) printed has no capacity to show (not "Load 0 / null").
  return { total: load.total, capacity: doc.system.inventory, hasCapacity: typeof doc.system.inventory === "number", over: load.overEncumbered, groups };
}

type ProfileSystem = HeroSystem | HostileSystem;

function cardContext<S extends ProfileSystem>(actor: EldActorLike<S>, env: EldSheetEnv) {
  const s = actor.system;
  const doc: CardDoc = { type: actor.type, system: s, items: actor.items };
  const hpMax = actor.hpMax ?? s.attributes.hp ?? 0;
  const apMax = actor.apMax ?? Math.max(s.ap.value, s.attributes.sta ?? 0);
  const stat = (key: Attribute) => ({ key, abbr: ABBR[key], label: `${P}.Attribute.${key}`, value: s.attributes[key], shown: s.attributes[key] ?? "—" });
  const frame = env.frame;
  return {
    document: { id: actor.id, name: actor.name, img: actor.img, type: actor.type }, system: s, editable: frame.editing, frame, enriched: env.enriched,
    sizeLabel: `${P}.Size.${s.size}`,
    /** What the rules text does not print (Anari's and Iuren's Vitality): the sheet says so instead of showing 0 HP and 0 AP. */
    unprinted: unprintedLabels([...new Set([...VITALITY.filter((a) => s.attributes[a] === null), ...(env.missing ?? [])])]),
    classes: actor.items.filter((i) => i.type === "eldfallClass").map((i) => ({ id: i.id, name: i.name })),
    /** A Mage gets the AP → Mana control (§ MAGE). */
    mage: actor.items.some((i) => i.type === "eldfallClass" && (i.system as { key?: string }).key === "mage"),
    sizeChoices: labelled(SIZES, `${P}.Size`), slots: SIZE_SLOTS[s.size],
    vitality: VITALITY.map(stat), combat: COMBAT_ATTRIBUTES.map(stat),
    health: { value: s.health.value, max: hpMax, known: hpMax > 0, pct: hpMax ? Math.round((100 * Math.min(s.health.value, hpMax)) / hpMax) : 0 },
    ap: { value: s.ap.value, max: apMax, known: apMax > 0, pips: pipList(apMax, s.ap.value) },
    states: env.states,
    traits: ruleRows(actor.items, "eldfallTrait"), skills: ruleRows(actor.items, "eldfallSkill"), arts: artRows(actor.items),
    spellcraft: s.spellcraft.map((c, index) => ({ index, chart: c.chart, level: c.level, roman: roman(c.level) })), spells: spellRows(actor.items),
    attacks: attackRows(doc), inventory: inventory(doc, actor.items),
  };
}

export function heroContext(actor: EldActorLike<HeroSystem>, env: EldSheetEnv) {
  const s = actor.system;
  // Select values are strings (a form's option values); the numbers are compared as such.
  return { ...cardContext(actor, env), hero: true, levelRoman: roman(s.level), levelSelected: String(s.level), behavior: behaviorSlot(actor.items, null, env.translate),
    pathLabel: `${P}.Path.${s.path || "none"}`,
    levelChoices: { 1: "I", 2: "II", 3: "III" }, canLevelUp: s.level < MAX_LEVEL, gm: env.gm ?? false, gmEditing: env.frame.editing && (env.gm ?? false), pathChoices: Object.fromEntries(HERO_PATHS.map((p) => [p, `${P}.Path.${p || "none"}`])) };
}

/** The Level Up dialog (sheets/level-up-dialog.ts): the step, the points, one row per attribute the points may raise (an unprinted one cannot). */
export function levelUpContext(s: Pick<HeroSystem, "level" | "custom" | "points"> & { readonly attributes: Readonly<Record<Attribute, number | null>> }) {
  const next = Math.min(s.level + 1, MAX_LEVEL);
  const gained = s.custom ? levelPoints(next) : 0;
  const row = (a: Attribute) => ({ key: a, abbr: a.toUpperCase(), value: s.attributes[a], printed: typeof s.attributes[a] === "number" });
  return {
    from: roman(s.level), to: roman(next), custom: s.custom, gained, kept: s.points, budget: s.points + gained,
    combatCost: COMBAT_RAISE_COST, vitalityCost: VITALITY_RAISE_COST,
    combat: COMBAT_RAISE.map(row), vitality: VITALITY_RAISE.map(row),
  };
}

export function hostileContext(actor: EldActorLike<HostileSystem>, env: EldSheetEnv) {
  return { ...cardContext(actor, env), hero: false, tierRoman: roman(actor.system.tier), behavior: behaviorSlot(actor.items, actor.system.tier, env.translate) };
}

/* ---------- item sheets ---------- */

/** A row's cells as entered, and how the rules read them (or that they cannot be read). */
function rowEditor(rows: readonly TableRow[]) {
  const reading = <T>(text: string, parse: (t: string) => T | null, format: (v: T) => string) => {
    if (!text.trim()) return { text: "—", bad: false };
    const v = parse(text);
    return v === null ? { text: "?", bad: true } : { text: format(v), bad: false };
  };
  return rows.map((r, index) => ({
    index, label: r.label, text: r.text, pw: r.pw, rch: r.rch, stk: r.stk,
    traits: r.traits.map((t, n) => ({ index: n, key: t.key, level: String(t.level), x: t.x })),
    tags: ROW_TAGS.map((t) => ({ id: t, label: `${P}.Tag.${t}`, on: r.tags.includes(t) })),
    read: { pw: reading(r.pw, parsePower, formatPower), rch: reading(r.rch, parseReach, formatReach), stk: reading(r.stk, parseStrike, formatStrike) },
  }));
}

const ITEM_KEYS: Readonly<Record<string, readonly string[]>> = {
  eldfallTrait: TRAITS, eldfallSkill: SKILLS, eldfallClass: CLASSES, eldfallCombatArt: Object.keys(COMBAT_ARTS),
};
const KEY_GROUP: Readonly<Record<string, string>> = { eldfallTrait: "trait", eldfallSkill: "skill", eldfallClass: "class", eldfallCombatArt: "art" };

/** The template of each item type's sheet. */
export const ELDFALL_ITEM_TEMPLATES: Readonly<Record<string, string>> = {
  eldfallUpgrade: "templates/eldfall/sheet-upgrade.hbs", eldfallSpell: "templates/eldfall/sheet-spell.hbs",
  eldfallTrait: "templates/eldfall/sheet-rule.hbs", eldfallSkill: "templates/eldfall/sheet-rule.hbs", eldfallClass: "templates/eldfall/sheet-rule.hbs",
  eldfallCombatArt: "templates/eldfall/sheet-rule.hbs",
};

/** The label of a field the packs flag as not printed (`flags.realms.eldfall.missing`), per document type. */
const FIELD_LABEL: Readonly<Record<string, string>> = {
  ...Object.fromEntries((Object.keys(ABBR) as Attribute[]).map((a) => [a, `${P}.Attribute.${a}`])),
  // Current health flagged with a lost HP needs no line of its own: HP says it.
  level: `${P}.Sheet.level`, tier: `${P}.Sheet.tier`,
  quantity: "REALMS.Eldfall.Upgrade.FIELDS.quantity.label", weight: "REALMS.Eldfall.Upgrade.FIELDS.weight.label", rarity: "REALMS.Eldfall.Upgrade.FIELDS.rarity.label",
};
/** What the rules text does not print, as label keys: the flagged fields a sheet names in its notice. */
const unprintedLabels = (missing: readonly string[] | undefined) => (missing ?? []).map((m) => FIELD_LABEL[m]).filter((l): l is string => !!l);

export function eldItemContext(item: DocLike, env: { readonly editable: boolean; readonly enriched: Readonly<Record<string, string>>; readonly missing?: readonly string[] }) {
  const choices = {
    category: labelled(UPGRADE_CATEGORIES, `${P}.Category`), rarity: labelled(RARITIES, `${P}.Rarity`), spellType: labelled(SPELL_TYPES, `${P}.SpellType`),
    rowTrait: Object.fromEntries(ROW_TRAIT_KEYS.map((k) => [k, traitKey(k)])),
    key: Object.fromEntries((ITEM_KEYS[item.type] ?? []).map((k) => [k, `${P}.Key.${KEY_GROUP[item.type]}.${k}`])),
    level: Object.fromEntries([1, 2, 3, 4, 5].map((n) => [n, roman(n)])),
  };
  const base = itemContext(item, env, choices);
  const system = item.system as { rows?: TableRow[]; levels?: { name: string; effect: string }[]; level?: number };
  return {
    ...base, typeLabel: `TYPES.Item.${item.type}`,
    rows: system.rows ? rowEditor(system.rows) : [],
    artLevels: item.type === "eldfallCombatArt" ? (system.levels ?? []).map((l, index) => ({ index, roman: roman(index + 1), name: l.name, effect: l.effect })) : null,
    isArt: item.type === "eldfallCombatArt", levelRoman: system.level ? roman(system.level) : "", levelSelected: String(system.level ?? ""),
    unprinted: unprintedLabels(env.missing),
    /** The rules text prints no Spell card (they come with the box): a Spell without its numbers says where to find them. */
    unprintedSpell: item.type === "eldfallSpell" && (item.system as SpellSystem).manaCost === null && !(system.rows ?? []).some((r) => r.pw.trim()),
  };
}
