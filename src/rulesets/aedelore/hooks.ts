/** Aedelore's own Foundry hooks when it is the active ruleset (the core registered its declaration first). */
import { creationProblems, originAdded } from "./character/origins";
import { elixirOverLimit, recoverAmmo, snapshotAmmo } from "./supplies/resources";
import { syncBleeding } from "./conditions/conditions";
import { registerVitalsHooks } from "./conditions/vitals";
import { isAedelore, isCharacter } from "./character/state";
import { isItemType } from "../../core/data/subtypes";
import { isActiveGmClient, madeHere } from "../../core/reacting-client";

export function initAedelore(): void {
  registerVitalsHooks();

  // The creation limits hold for every change, from the sheet or from a macro: refused whole, with the reason.
  Hooks.on("preUpdateActor", (actor: Actor.Implementation, changes: Record<string, unknown>) => {
    const problems = creationProblems(actor, changes);
    for (const p of problems) ui.notifications?.error(p.key, { localize: true, format: Object.fromEntries(Object.entries(p.data).map(([k, v]) => [k, String(v)])) });
    return problems.length ? false : undefined;
  });
  Hooks.on("createItem", (item: Item.Implementation, _options: unknown, userId: string) => {
    const actor = item.parent as Actor.Implementation | null;
    if (madeHere(userId) && actor && isCharacter(actor)) void originAdded(actor, item);
  });
  // Arcane Elixirs: at most four carried.
  const elixirGuard = (item: Item.Implementation, data: object) => {
    if (!isItemType(item, ["aedelorePotion"])) return undefined;
    const kind = (foundry.utils.getProperty(data, "system.kind") as string | undefined) ?? item.system.kind;
    const quantity = (foundry.utils.getProperty(data, "system.quantity") as number | undefined) ?? item.system.quantity;
    if (elixirOverLimit(kind, quantity)) {
      ui.notifications?.error("REALMS.Aedelore.Errors.ElixirMax", { localize: true });
      return false;
    }
    return undefined;
  };
  Hooks.on("preCreateItem", (item: Item.Implementation, data: object) => elixirGuard(item, data));
  Hooks.on("preUpdateItem", (item: Item.Implementation, data: object) => elixirGuard(item, data));
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: Record<string, unknown>, _o: unknown, userId: string) => {
    if (madeHere(userId) && isAedelore(actor) && foundry.utils.hasProperty(changes, "system.bleed")) void syncBleeding(actor);
  });
  // Foundry calls combatStart only on the client that starts the combat (a GM's), so that client snapshots.
  Hooks.on("combatStart", (combat: Combat.Implementation) => {
    if (game.user.isGM) void snapshotAmmo(combat);
  });
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => {
    if (isActiveGmClient()) void recoverAmmo(combat);
  });
}
