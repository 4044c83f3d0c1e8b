/** What `game.realms.twod6` offers macros and modules. */
import { rollCheck } from "./checks/checks";
import { rollRegen } from "./survival/regen";
import { rollSpeed } from "./turns/speed";
import { runAura } from "./aura/aura";
import { newLevel } from "./turns/turns";
import { consumeProvision, giveItem, setEquipped } from "./items/items";
import { checkOdds } from "./checks/rules/check";
import { speedOdds } from "./turns/rules/speed";

export const TWOD6_API = {
  /** Roll a check (`{ use, difficulty?, canCrit?, capExempt? }`) through the dialog; Shift-click intent skips it. */
  rollCheck,
  /** Roll a health or energy regeneration check (refused with the reason when the tracks do not allow it). */
  rollRegen,
  /** Roll a creature's haste and slow checks and post the card; resolves to its actions this turn. */
  rollSpeed,
  /** Apply a token's damage aura to everyone it reaches now. */
  runAura,
  /** Fix the combat's order for a new dungeon level (GM). */
  newLevel,
  /** Eat or drink one of a food or drink item. */
  consumeProvision,
  /** Give an item to another creature (refused for cursed items). */
  giveItem,
  /** Equip or unequip an item (refused for bound cursed items). */
  setEquipped,
  /** Exact odds of a check: `{ base, adds?, difficulty?, canCrit?, capExempt?, critFailModifier? }`. */
  checkOdds,
  /** Exact chances of acting 0, 1 or 2 times with `{ hastes, slows: [{power}], staMod }`. */
  speedOdds,
};
