/** Wires Aedelore into Foundry when it is the active ruleset. */
import { setUpRuleset } from "../../core/ruleset-setup";
import { AEDELORE_TOKENS } from "./tokens";
import { realmsFlagPath } from "../../core/flags";
import { AEDELORE_STATUS_EFFECTS } from "./config";
import { AEDELORE_ROLLS } from "./rolls";
import { registerAedeloreSettings } from "./settings";
import { AedCharacterSheet, AedCreatureSheet } from "./sheets/actor-sheets";
import { AEDELORE_ITEM_SHEETS } from "./sheets/item-sheets";
import { registerAedeloreChatActions } from "./flows/chat-actions";
import { creationProblems, originAdded } from "./flows/origins";
import { AEDELORE_TRACKS, elixirOverLimit, healingMagic, newDay, recoverAmmo, snapshotAmmo } from "./flows/resources";
import { registerTracks } from "../../core/tracks";
import { rollCheck, rollContest } from "./flows/checks";
import { setStatus, syncBleeding } from "./flows/status";
import { registerVitalsHooks } from "./flows/vitals";
import { isAedelore, isCharacter, isSafeArea } from "./state";
import type { PotionSystem } from "./data/specs";

export function initAedelore(): void {
  registerAedeloreSettings();
  setUpRuleset({
    label: "REALMS.Aedelore.name", statuses: AEDELORE_STATUS_EFFECTS, defeated: "dead", rolls: AEDELORE_ROLLS,
    actorSheets: { aedeloreCharacter: AedCharacterSheet, aedeloreCreature: AedCreatureSheet }, itemSheets: AEDELORE_ITEM_SHEETS, tokens: AEDELORE_TOKENS,
  });
  registerAedeloreChatActions();
  registerVitalsHooks();
  registerTracks(AEDELORE_TRACKS);

  // The creation limits hold for every change, from the sheet or from a macro: refused whole, with the reason.
  Hooks.on("preUpdateActor", (actor: Actor.Implementation, changes: Record<string, unknown>) => {
    const problems = creationProblems(actor, changes);
    for (const p of problems) ui.notifications?.error(p.key, { localize: true, format: Object.fromEntries(Object.entries(p.data).map(([k, v]) => [k, String(v)])) });
    return problems.length ? false : undefined;
  });
  Hooks.on("createItem", (item: Item.Implementation, _options: unknown, userId: string) => {
    const actor = item.parent as Actor.Implementation | null;
    if (userId === game.user.id && actor && isCharacter(actor)) void originAdded(actor, item);
  });
  // Arcane Elixirs: at most four carried.
  const elixirGuard = (item: Item.Implementation, data: Record<string, unknown>) => {
    const kind = (foundry.utils.getProperty(data, "system.kind") as string | undefined) ?? (item.system as unknown as PotionSystem).kind;
    const quantity = (foundry.utils.getProperty(data, "system.quantity") as number | undefined) ?? (item.system as unknown as PotionSystem).quantity;
    if (item.type === "aedelorePotion" && elixirOverLimit(kind, quantity)) {
      ui.notifications?.error("REALMS.Aedelore.Errors.ElixirMax", { localize: true });
      return false;
    }
    return undefined;
  };
  Hooks.on("preCreateItem", (item: Item.Implementation, data: Record<string, unknown>) => elixirGuard(item, data));
  Hooks.on("preUpdateItem", (item: Item.Implementation, data: Record<string, unknown>) => elixirGuard(item, data));
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: Record<string, unknown>, _o: unknown, userId: string) => {
    if (userId === game.user.id && isAedelore(actor) && foundry.utils.hasProperty(changes, "system.bleed")) void syncBleeding(actor);
  });
  Hooks.on("combatStart", (combat: Combat.Implementation) => {
    if (game.user.isGM) void snapshotAmmo(combat);
  });
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => {
    if (game.users.activeGM?.isSelf) void recoverAmmo(combat);
  });

  (game as unknown as { realms: Record<string, unknown> }).realms = {
    ...((game as unknown as { realms?: Record<string, unknown> }).realms ?? {}),
    aedelore: {
      rollCheck, rollContest, newDay, setStatus, healingMagic,
      /** Mark the viewed scene as a safe area (town, village), where spells can be swapped. */
      setSafeArea: (safe: boolean) => game.scenes.viewed?.update({ [realmsFlagPath("safeArea")]: safe } as never),
      isSafeArea,
    },
  };
}
