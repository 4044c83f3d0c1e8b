/** The 2D6 System's own Foundry hooks, registered only when it is the world's ruleset. */
import { guardItemDelete, guardItemDrop, guardItemUpdate } from "./items/items";
import { guardRuleOfThree } from "./creatures/rule-of-three";
import { renderNewLevelControl } from "./turns/turns";
import { renderSpeedMarkers } from "./turns/turn-speed";

export function initTwoD6(): void {
  Hooks.on("preDeleteItem", guardItemDelete);
  Hooks.on("preUpdateItem", guardItemUpdate);
  Hooks.on("preUpdateActor", guardRuleOfThree);
  Hooks.on("dropActorSheetData", guardItemDrop);
  Hooks.on("renderCombatTracker", renderNewLevelControl);
  Hooks.on("renderCombatTracker", renderSpeedMarkers);
}
