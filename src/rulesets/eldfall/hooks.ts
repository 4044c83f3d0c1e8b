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
import { registerBehaviorDrop } from "./sheets/behavior-sheet";
import { registerAiHooks } from "./ai/runner";
import { connectAiReactions } from "./ai/reactions";
import { registerChaos } from "./chaos/chaos";
import { registerCampaign } from "./campaign/declaration";
import { SPAWN_PART } from "./spawn/declaration";
import { registerImportButtons } from "./import/dialog";

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
  registerBehaviorDrop();
  registerAiHooks();
  connectAiReactions();
  registerChaos();
  registerCampaign();
  SPAWN_PART.init();
  registerImportButtons();
}
