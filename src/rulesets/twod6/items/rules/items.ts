/**
 * Cursed and blessed items ("Cursed Items", "Blessed Items"). A cursed item cannot be willingly given up (dropped,
 * traded, given away); while equipped it adds 1 to the critical failure modifier. A bound cursed item cannot be
 * unequipped until the binding is dispelled. A blessed item carries more: charges for consumables, durability for
 * breakable gear, benefit for worn items — each item says how much (the rules give no numbers).
 *
 * Reading (I2): "unless they are destroyed by dispelling the magic that is binding them" is the binding being
 * destroyed: the GM's dispel frees the item, which stays cursed (and so still cannot be given up).
 */
import { requireInt } from "../../../../core/dice/guard";

export interface CurseFacts {
  readonly cursed: boolean;
  readonly bound: boolean;
  readonly equipped: boolean;
}

export type LoseWay = "drop" | "trade" | "give" | "delete";
export type Refusal = "cursedKeep" | "boundUnequip" | null;

/** Why a creature may not give the item up (null: it may). A GM deleting an item is not the creature's will. */
export function refuseLoss(item: CurseFacts, way: LoseWay, byGM = false): Refusal {
  if (way === "delete" && byGM) return null;
  return item.cursed ? "cursedKeep" : null;
}

export function refuseUnequip(item: CurseFacts): Refusal {
  return item.cursed && item.bound && item.equipped ? "boundUnequip" : null;
}

/** The critical failure modifier from equipped cursed items: +1 each. */
export function critFailModifier(items: readonly CurseFacts[]): number {
  return items.filter((i) => i.cursed && i.equipped).length;
}

/** Blessed value: the item's own number plus its blessing (charges, durability, benefit). */
export function blessedValue(value: number, blessed: boolean, bonus: number): number {
  requireInt("value", value, 0, 1_000_000);
  requireInt("bonus", bonus, 0, 1_000_000);
  return blessed ? value + bonus : value;
}
