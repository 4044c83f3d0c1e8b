/**
 * Inventory (X) and equipment: the load an inventory carries against X (M69), one equipped Item per
 * Category (M67) and which one that is when the player named none (the Primary Weapon rule, M70).
 */
import { UPGRADE_CATEGORIES as CATEGORIES } from "./keys";

export type Category = (typeof CATEGORIES)[number];

export interface InventoryEntry {
  readonly id: string;
  readonly category: Category;
  /** null: the card prints "/" (the Item takes no room). */
  readonly quantity: number | null;
  readonly weight: number | null;
  /** The player's choice: this Item is the one equipped in its Category. */
  readonly equipped: boolean;
}

/**
 * What one Item weighs in the inventory: WGT × QTY; WGT 0 → only QTY counts; "/" counts nothing (a "/" in
 * either cell: the card prints both together, and half of it is read the same way).
 */
export function itemLoad(entry: Pick<InventoryEntry, "quantity" | "weight">): number {
  const { quantity, weight } = entry;
  if (quantity === null || weight === null) return 0;
  return weight === 0 ? quantity : weight * quantity;
}

export interface Load {
  readonly total: number;
  readonly capacity: number;
  /** Above X: no Movement and no Special Action (M69). */
  readonly overEncumbered: boolean;
}

/** The load against Inventory (X); `capacity` may be Infinity (a profile without X is never over-encumbered). */
export function inventoryLoad(entries: readonly Pick<InventoryEntry, "quantity" | "weight">[], capacity: number): Load {
  if (typeof capacity !== "number" || !(capacity >= 0)) throw new RangeError(`capacity must be a number from 0 to Infinity, got ${String(capacity)}`);
  const total = entries.reduce((sum, e) => sum + itemLoad(e), 0);
  return { total, capacity, overEncumbered: total > capacity };
}

export interface EquipContext {
  /** The Weapon the model last attacked with (M70: an Upgrade-only inventory's Primary Weapon). */
  readonly lastUsedWeapon?: string | null;
  /** A pre-determined inventory (Hostiles, non-character models): the highest-listed Item is the default. */
  readonly predetermined?: boolean;
}

/**
 * The equipped Item of each Category, entries in inventory order: the one the player marked; otherwise, for
 * Weapons of an Upgrade inventory, the Weapon last used; otherwise the one listed highest (M70). A Category
 * with no Item has none.
 */
export function equippedByCategory(entries: readonly InventoryEntry[], ctx: EquipContext = {}): Record<Category, string | null> {
  const out = {} as Record<Category, string | null>;
  for (const category of CATEGORIES) {
    const own = entries.filter((e) => e.category === category);
    const marked = own.find((e) => e.equipped);
    const last = category === "weapon" && !ctx.predetermined ? own.find((e) => e.id === ctx.lastUsedWeapon) : undefined;
    out[category] = (marked ?? last ?? own[0])?.id ?? null;
  }
  return out;
}

/** The equipped flags to write when `id` is equipped: it on, every other Item of its Category off. */
export function equipChanges(entries: readonly InventoryEntry[], id: string): { id: string; equipped: boolean }[] {
  const target = entries.find((e) => e.id === id);
  if (!target) throw new RangeError(`No inventory entry ${id}`);
  return entries.filter((e) => e.category === target.category && e.equipped !== (e.id === id)).map((e) => ({ id: e.id, equipped: e.id === id }));
}
