/** Part 2's spawning, Encounter/Intrigue triggers and loot, as the ruleset declares them (index.ts spreads these). */
import { LOOT_API, LOOT_CHAT_ACTIONS, LOOT_GM_ACTIONS, registerLoot } from "./loot";
import { SPAWN_API, SPAWN_CHAT_ACTIONS, SPAWN_GM_ACTIONS } from "./spawn";
import { registerTriggers, TRIGGER_API, TRIGGER_CHAT_ACTIONS, TRIGGER_GM_ACTIONS } from "./triggers";

export const SPAWN_PART = {
  chatActions: { ...SPAWN_CHAT_ACTIONS, ...TRIGGER_CHAT_ACTIONS, ...LOOT_CHAT_ACTIONS },
  gmActions: [...SPAWN_GM_ACTIONS, ...TRIGGER_GM_ACTIONS, ...LOOT_GM_ACTIONS],
  api: { ...SPAWN_API, ...TRIGGER_API, ...LOOT_API },
  /** At `init`: the Encounter/Intrigue zone kinds and hooks, the loot hooks. */
  init: (): void => {
    registerTriggers();
    registerLoot();
  },
} as const;
