/**
 * In-Foundry test batches for the Quench module, registered only when Quench is active. They need a real
 * Foundry world (run them from Quench's window: the batches are named realms.*); nothing here runs in npm test.
 */
import { registerCoreBatches } from "./core";
import { registerElvendorBatches } from "./elvendor";
import { registerElfBatches } from "./elf";
import { registerAedeloreBatches } from "./aedelore";
import { registerEldfallBatches } from "./eldfall";
import { registerTwoD6Batches } from "./twod6";
import { registerDeckBatches } from "./decks";
import { registerConditionIconBatches } from "./condition-icons";
import type { Quench } from "./types";

declare module "fvtt-types/configuration" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting fvtt-types' hook table
  namespace Hooks {
    interface HookConfig {
      /** Quench's hook: register test batches. */
      quenchReady: (quench: Quench) => void;
    }
  }
}

export function registerQuenchBatches(): void {
  Hooks.once("quenchReady", (quench) => {
    if (!game.modules.get("quench")?.active) return;
    registerCoreBatches(quench);
    registerElvendorBatches(quench);
    registerElfBatches(quench);
    registerAedeloreBatches(quench);
    registerEldfallBatches(quench);
    registerTwoD6Batches(quench);
    registerDeckBatches(quench);
    registerConditionIconBatches(quench);
  });
}
