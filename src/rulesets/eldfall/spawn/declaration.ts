/** Spawning, Encounter/Intrigue triggers and loot as the ruleset declares them (index.ts, api.ts and hooks.ts use these). */
import { LOOT_API, LOOT_CHAT_ACTIONS, LOOT_GM_ACTIONS, registerLoot } from "./loot";
import { SPAWN_API, SPAWN_CHAT_ACTIONS, SPAWN_GM_ACTIONS } from "./spawn";
import { registerTriggers, TRIGGER_API, TRIGGER_CHAT_ACTIONS, TRIGGER_GM_ACTIONS } from "./triggers";
import { SUMMON_GM_ACTIONS, summon } from "./summon";

export const SPAWNING_CHAT_ACTIONS = { ...SPAWN_CHAT_ACTIONS, ...TRIGGER_CHAT_ACTIONS, ...LOOT_CHAT_ACTIONS } as const;
export const SPAWNING_GM_ACTIONS = [...SPAWN_GM_ACTIONS, ...TRIGGER_GM_ACTIONS, ...LOOT_GM_ACTIONS, ...SUMMON_GM_ACTIONS] as const;
/** `summon(caster, spellItemId)`: a Conjuration Spell through the GM (Active Role, Mana Cost, Summoning Limit). */
export const SPAWNING_API = { ...SPAWN_API, ...TRIGGER_API, ...LOOT_API, summon } as const;

/** At `init`: the Encounter/Intrigue zone kinds and hooks, the loot hooks. */
export function registerSpawning(): void {
  registerTriggers();
  registerLoot();
}
