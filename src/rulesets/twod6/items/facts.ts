/** What an item document tells the creature rules about itself (the plain-data twin is sheets/sheet-context.ts `plainItemFacts`). */
import type { EquippedFacts } from "../models/rules/derived";
import { isItemType } from "../../../core/data/subtypes";
import { TWOD6_ITEM_TYPES } from "../config";

/** What an item of another ruleset tells them: nothing. */
const NO_FACTS: EquippedFacts = { equipped: false, cursed: false, bound: false, forcesEating: false, enchant: {}, slot: null, resistances: {}, haste: 0 };

/** An item's facts as the creature's rules read them (fields a type lacks count as absent). */
export function equippedFacts(item: Item.Implementation): EquippedFacts {
  if (!isItemType(item, TWOD6_ITEM_TYPES)) return NO_FACTS;
  const s = item.system;
  return {
    equipped: s.equipped, cursed: s.cursed, bound: s.bound, forcesEating: s.forcesEating,
    enchant: "enchant" in s ? s.enchant : {}, slot: "slot" in s ? s.slot : null,
    resistances: "resistances" in s ? s.resistances : {}, haste: "haste" in s ? s.haste : 0,
  };
}
