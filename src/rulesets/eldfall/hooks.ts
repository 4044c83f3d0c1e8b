/**
 * Eldfall's hooks: the table of the ruleset's own hooks (a lower feature calls one, a higher one listens; see
 * src/core/ruleset-hooks.ts) and, at `init`, every listener and Foundry hook the features register.
 */
import { registerTurnHooks } from "./turns/phases";
import { registerActivationHooks } from "./activation/activation";
import { registerRerollQuery } from "./dice/reroll";
import { registerEldfallSpace } from "./space/movement";
import { connectEldfall } from "./activation/wiring";
import { connectRules } from "./dice/space-context";
// Chaos, AI, spawning, campaign, import and sheets:
import { registerBehaviorDrop } from "./sheets/behavior-sheet";
import { registerAiHooks } from "./ai/runner";
import { proposeHostileReaction } from "./ai/reactions";
import { chaosPhase } from "./chaos/chaos";
import { registerChaos } from "./chaos/register";
import { chaosFieldEnvironmentsOf } from "./chaos/weather";
import { registerCampaign } from "./campaign/declaration";
import { registerSpawning } from "./spawn/declaration";
import { lootOnActionDeclared } from "./spawn/loot";
import { triggersOnActionDeclared } from "./spawn/triggers";
import { registerImportButtons } from "./import/dialog";
// Setters the Activation Sequence, turns and zones still take; each call below becomes a listener of this file's hooks.
import { setReactionProposer } from "./activation/reactions";
import { setChaosHandler } from "./turns/phases";
import { setFieldSource } from "./space/zones";
import { onActionDeclared } from "./activation/action-hooks";

/** Hook name → payload of the hooks one Eldfall feature calls for a higher one. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- entries come as features declare their hooks
export interface EldfallHooks {
  /* Each entry: "realms.eldfall.<name>": payload (documented where it is called). */
}

/** At `init`, when Eldfall is the world's ruleset. */
export function registerEldfallHooks(): void {
  registerTurnHooks();
  registerActivationHooks();
  registerRerollQuery();
  registerEldfallSpace();
  connectEldfall();
  connectRules();
  registerChaosToSheetsHooks();
}

/** Chaos, AI, spawning, campaign, import and sheets: their Foundry hooks, and what they answer for the features below. */
function registerChaosToSheetsHooks(): void {
  registerBehaviorDrop();
  registerAiHooks();
  registerChaos();
  registerCampaign();
  registerSpawning();
  registerImportButtons();
  setReactionProposer(proposeHostileReaction);
  setChaosHandler(chaosPhase);
  setFieldSource("realms.eldfall.chaos", chaosFieldEnvironmentsOf);
  onActionDeclared(triggersOnActionDeclared);
  onActionDeclared(lootOnActionDeclared);
}
