/**
 * A profile card read from plain document data (the model's getters and the sheets' pure contexts use the same
 * reading): printed attributes, the inventory's Upgrades and Spells in inventory order, the rule items it has.
 */
import { ATTRIBUTES, UPGRADE_CATEGORIES, type Attribute } from "./keys";
import { attacksOf, type AttackRow, type SpellInput, type TableRow, type UpgradeInput } from "./attacks";
import { equippedByCategory, inventoryLoad, type Category, type Load } from "./inventory";
import type { Profile } from "./profile";
import { awarenessRadius } from "./reach";

export interface CardItem { readonly id: string; readonly name: string; readonly type: string; readonly system: unknown }
/** An actor's type, system data and Items, the Items in inventory order. */
export interface CardDoc {
  readonly type: string;
  readonly system: { readonly attributes: Readonly<Record<Attribute, number | null>>; readonly inventory: number | null; readonly lastWeapon: string };
  readonly items: readonly CardItem[];
}

export type RuleItemType = "eldfallTrait" | "eldfallSkill" | "eldfallClass" | "eldfallCombatArt";

/** Printed attributes, an unprinted one as 0 (the rolls apply their modifiers on top). */
export function profileOf(attributes: Readonly<Record<Attribute, number | null>>): Profile {
  return Object.fromEntries(ATTRIBUTES.map((k) => [k, attributes[k] ?? 0])) as Record<Attribute, number>;
}

/** An Item's system data; missing or not an object (a failed import, a broken migration) it reads as empty. */
const systemOf = (i: CardItem): Readonly<Record<string, unknown>> =>
  (i.system !== null && typeof i.system === "object" && !Array.isArray(i.system) ? i.system as Record<string, unknown> : {});
const numberOrNull = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
const rowsOf = (s: Readonly<Record<string, unknown>>): TableRow[] =>
  (Array.isArray(s.rows) ? s.rows.filter((r): r is TableRow => r !== null && typeof r === "object") : []);
const isCategory = (v: unknown): v is Category => (UPGRADE_CATEGORIES as readonly unknown[]).includes(v);

/** The Upgrades in inventory order; one whose Category cannot be read is left out (it can be neither weighed nor equipped). */
export function upgradesOf(items: readonly CardItem[]): UpgradeInput[] {
  return items.filter((i) => i.type === "eldfallUpgrade").flatMap((i) => {
    const s = systemOf(i);
    if (!isCategory(s.category)) return [];
    return [{ kind: "upgrade", id: i.id, name: i.name, category: s.category, quantity: numberOrNull(s.quantity), weight: numberOrNull(s.weight), equipped: s.equipped === true, rows: rowsOf(s) }];
  });
}

export function spellsOf(items: readonly CardItem[]): SpellInput[] {
  return items.filter((i) => i.type === "eldfallSpell").map((i) => ({ kind: "spell", id: i.id, name: i.name, rows: rowsOf(systemOf(i)) }));
}

/** Whether a rule item (Trait, Skill, Class, Combat Art) with this key is on the card. */
export const hasRule = (items: readonly CardItem[], type: RuleItemType, key: string) =>
  items.some((i) => i.type === type && systemOf(i).key === key);

const equipContext = (doc: CardDoc) => ({ lastUsedWeapon: doc.system.lastWeapon || null, predetermined: doc.type === "eldfallHostile" });

/** The inventory's load against Inventory (X); a profile without X is never over-encumbered. */
export const cardLoad = (doc: CardDoc): Load => inventoryLoad(upgradesOf(doc.items), doc.system.inventory ?? Number.POSITIVE_INFINITY);

export const cardEquipped = (doc: CardDoc): Record<Category, string | null> => equippedByCategory(upgradesOf(doc.items), equipContext(doc));

/** Every attack row of the card: Awareness from Acute Senses, a Mystic casts with M (M57). */
export function cardAttacks(doc: CardDoc): AttackRow[] {
  return attacksOf({
    profile: profileOf(doc.system.attributes), reach: { awareness: awarenessRadius({ acuteSenses: hasRule(doc.items, "eldfallTrait", "acuteSenses") }) },
    items: [...upgradesOf(doc.items), ...spellsOf(doc.items)], castsWith: hasRule(doc.items, "eldfallClass", "mystic") ? "m" : "int",
    ...equipContext(doc),
  });
}
