/** The Elf System's own Foundry hooks when it is the active ruleset (the core registered its declaration first). */
import { ElfTaskRoll } from "./task/kinds";
import { registerCombatStructureHooks } from "./combat/combat";
import { syncInjury } from "./conditions/conditions";
import { requestCheck, resolveSecret } from "./requests/requests";
import { d66Count, rollButtonKey, rollD66 } from "./d66/tables";
import { isPc } from "./actors/state";
import { madeHere } from "../../core/reacting-client";

export function initElf(): void {
  registerCombatStructureHooks();

  // Secret difficulties: the browser of the GM who set one fills in outcomes of rolls made against it (once: see resolveSecret).
  Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => {
    if (game.user.isGM && message.rolls[0] instanceof ElfTaskRoll) void resolveSecret(message);
  });
  // Injury Points edited on the sheet keep the Injured status in step.
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: Record<string, unknown>, _options: unknown, userId: string) => {
    if (madeHere(userId) && isPc(actor) && foundry.utils.hasProperty(changes, "system.injuryPoints")) void syncInjury(actor);
  });
  // Knock-outs, recovery and Dying checks follow world time: the core's world-time walk (active GM only) calls them.
  // A d66 … d66666 table rolled from its sheet shows its coloured dice.
  Hooks.on("renderRollTableSheet", (app: { document: RollTable.Implementation }, html: HTMLElement) => {
    const count = d66Count(app.document.formula ?? "");
    if (!count || html.querySelector(".realms-d66")) return;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "realms-d66";
    button.textContent = game.i18n.localize(rollButtonKey(count));
    button.addEventListener("click", () => void rollD66(count, app.document));
    (html.querySelector(".sheet-footer, footer") ?? html).prepend(button);
  });

  // v13 hands the controls as a record of tool records (the typings still list the v12 shape).
  (Hooks.on as (hook: string, fn: (controls: Record<string, foundry.applications.ui.SceneControls.Control>) => void) => number)("getSceneControlButtons", (controls) => {
    const tokens = controls.tokens;
    if (!tokens?.tools || !game.user.isGM) return;
    tokens.tools.realmsElfCheck = {
      name: "realmsElfCheck", title: "REALMS.Elf.Request.title", icon: "fa-solid fa-dice", order: 50, button: true,
      onChange: () => void requestCheck(),
    } as foundry.applications.ui.SceneControls.Tool;
  });
}
