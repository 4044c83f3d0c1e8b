/** The 2D6 System's own Foundry hooks, registered only when it is the world's ruleset. */
import { guardItemDelete, guardItemUpdate, guardRuleOfThree } from "./flows/items";

export function initTwoD6(): void {
  Hooks.on("preDeleteItem", guardItemDelete as never);
  Hooks.on("preUpdateItem", guardItemUpdate as never);
  Hooks.on("preUpdateActor", guardRuleOfThree as never);
}
