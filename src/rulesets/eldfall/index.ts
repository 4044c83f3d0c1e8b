/** Eldfall Chronicles: Northern Wind, as the core registers it: everything it declares, and its own hooks in `init`. */
import type { DeclaredModel, Ruleset } from "../../core/ruleset";
import { SCHEMA_VERSION } from "./models/specs";
import { ELDFALL_MIGRATIONS } from "./models/migrations";
import { ELDFALL_ACTOR_MODELS, ELDFALL_ITEM_MODELS } from "./models/models";
import { ELDFALL_CARD_MODELS } from "./models/deck-card-models";
import { ACTIVATION_FAMILY } from "./activation/card";
import { ELDFALL_CONFRONTATION_FAMILY, ELDFALL_ROLL_FAMILY } from "./dice/card-kinds";
import { PHASE_PROMPT_FAMILY } from "./states/prompt-card";
import { CHAOS_FAMILY } from "./chaos/card";
import { EVENT_FAMILY } from "./campaign/event-card";
import { LOOT_FAMILY, SPAWN_FAMILY, TRIGGER_FAMILY } from "./spawn/cards";
import { ELDFALL_ID, ELDFALL_STATUS_EFFECTS, ELDFALL_TURNS } from "./config";
import { apAllotmentNow, onCombatBoundaries } from "./turns/phases";
import { apLeftOf } from "./states/facts";
import { ELDFALL_STATES_CHAT_ACTIONS } from "./states/actor-states";
import { ELDFALL_TOKENS } from "./tokens";
import { ELDFALL_SETTINGS } from "./settings";
import { RESOLVE_CHAT_ACTIONS, RESOLVE_GM_ACTIONS } from "./resolution/resolve";
import { ELDFALL_ROLLS } from "./rolls";
import { gmExploitWeakPoints } from "./dice/exploit";
import { ACTIVATION_CHAT_ACTIONS, ACTIVATION_GM_ACTIONS } from "./activation/activation";
import { CHAIN_ATTACK_CHAT_ACTIONS, gmChainAttack } from "./resolution/chain-attack";
import { ELDFALL_SHEET_PARTIALS, EldfallHeroSheet, EldfallHostileSheet } from "./sheets/actor-sheets";
import { ELDFALL_ITEM_SHEETS } from "./sheets/item-sheets";
import { EldfallBehaviorSheet } from "./sheets/behavior-sheet";
import { AI_CHAT_ACTIONS } from "./ai/runner";
import { EVENT_CHAT_ACTIONS, EVENT_GM_ACTIONS } from "./campaign/events";
import { CAMPAIGN_GM_ACTIONS, ELDFALL_TRACKS } from "./campaign/declaration";
import { EldfallPartySheet } from "./sheets/party-sheet";
import { ELDFALL_API } from "./api";
import { registerEldfallHooks } from "./hooks";
import { SPAWNING_CHAT_ACTIONS, SPAWNING_GM_ACTIONS } from "./spawn/declaration";
import { ELDFALL_WEATHER_STATE } from "./chaos/weather";

// The actors', items' and deck cards' models, and a ChatMessage model per card family.
const models: readonly DeclaredModel[] = [
  ...Object.values(ELDFALL_ACTOR_MODELS), ...Object.values(ELDFALL_ITEM_MODELS), ...Object.values(ELDFALL_CARD_MODELS), ACTIVATION_FAMILY.model,
  ELDFALL_ROLL_FAMILY.model, ELDFALL_CONFRONTATION_FAMILY.model,
  PHASE_PROMPT_FAMILY.model, CHAOS_FAMILY.model, EVENT_FAMILY.model, LOOT_FAMILY.model, SPAWN_FAMILY.model, TRIGGER_FAMILY.model,
];

export const eldfall = {
  id: ELDFALL_ID,
  label: "REALMS.Eldfall.name",
  models,
  schemaVersion: SCHEMA_VERSION,
  migrations: ELDFALL_MIGRATIONS,
  statuses: { list: ELDFALL_STATUS_EFFECTS, defeated: "dead" },
  rolls: ELDFALL_ROLLS,
  sheets: { Actor: { eldfallHero: EldfallHeroSheet, eldfallHostile: EldfallHostileSheet, eldfallParty: EldfallPartySheet }, Item: { ...ELDFALL_ITEM_SHEETS, eldfallBehavior: EldfallBehaviorSheet } },
  partials: ELDFALL_SHEET_PARTIALS,
  tokens: ELDFALL_TOKENS,
  settings: ELDFALL_SETTINGS,
  chatActions: { ...RESOLVE_CHAT_ACTIONS, ...CHAIN_ATTACK_CHAT_ACTIONS, ...ELDFALL_STATES_CHAT_ACTIONS, ...ACTIVATION_CHAT_ACTIONS, ...AI_CHAT_ACTIONS, ...EVENT_CHAT_ACTIONS, ...SPAWNING_CHAT_ACTIONS },
  gmActions: [...RESOLVE_GM_ACTIONS, gmChainAttack, gmExploitWeakPoints, ...ACTIVATION_GM_ACTIONS, ...EVENT_GM_ACTIONS, ...CAMPAIGN_GM_ACTIONS, ...SPAWNING_GM_ACTIONS],
  api: ELDFALL_API,
  tracks: ELDFALL_TRACKS,
  reactionsPerRound: null,
  turnStructure: ELDFALL_TURNS,
  weatherState: ELDFALL_WEATHER_STATE,
  actionPoints: apAllotmentNow,
  actionPointsLeft: apLeftOf,
  onCombatBoundaries,
  init: registerEldfallHooks,
} satisfies Ruleset;
