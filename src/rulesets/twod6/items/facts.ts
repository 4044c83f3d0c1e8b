/** What an item document tells the creature rules about itself (the plain-data twin is sheets/sheet-context.ts `plainItemFacts`). */
import type { EquippedFacts } from "../models/rules/derived";
import type { Slot } from "../creatures/rules/damage";

/** An item's facts as the creature's rules read them (fields a type lacks count as absent). */
export function equippedFacts(item: Item.Implementation): EquippedFacts {
  const s = item.system as unknown as Partial<{
    equipped: boolean; cursed: boolean; bound: boolean; forcesEating: boolean; enchant: Record<string, number>; slot: Slot;
    resistances: Record<string, number>; haste: number;
  }>;
  return {
    equipped: !!s.equipped, cursed: !!s.cursed, bound: !!s.bound, forcesEating: !!s.forcesEating,
    enchant: s.enchant ?? {}, slot: item.type === "twod6Armor" ? s.slot ?? null : null, resistances: s.resistances ?? {}, haste: s.haste ?? 0,
  };
}
