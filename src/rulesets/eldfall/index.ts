/** Eldfall Chronicles: Northern Wind, as the core registers it: everything it declares, and its own hooks in `init`. */
import type { Ruleset } from "../../core/ruleset";
import { SCHEMA_VERSION } from "./models/specs";
import { ELDFALL_MIGRATIONS } from "./models/migrations";
import { ELDFALL_ACTOR_MODELS, ELDFALL_ITEM_MODELS } from "./models/models";
import { ELDFALL_CARD_MODELS } from "./models/deck-card-models";
import { ELDFALL_ID, ELDFALL_STATUS_EFFECTS, ELDFALL_TURNS } from "./config";
import { apAllotmentNow, onCombatBoundaries, registerTurnHooks } from "./turns/phases";
import { apLeftOf } from "./states/facts";
import { ELDFALL_STATES_CHAT_ACTIONS, toggleEldfallStatus } from "./states/actor-states";
import { ELDFALL_TOKENS } from "./tokens";
import { ELDFALL_SETTINGS } from "./settings";
import { RESOLVE_CHAT_ACTIONS, RESOLVE_GM_ACTIONS } from "./resolution/resolve";
import { ELDFALL_ROLLS } from "./rolls";
import { ELDFALL_DICE_API } from "./dice/api";
import { gmExploitWeakPoints } from "./dice/exploit";
import { ACTIVATION_API, ACTIVATION_CHAT_ACTIONS, ACTIVATION_GM_ACTIONS, registerActivationHooks } from "./activation/activation";
import { registerRerollQuery } from "./dice/reroll";
import { registerEldfallSpace } from "./space/movement";
import { ELDFALL_SPACE_API } from "./space/api";
import { ELDFALL_SHEET_PARTIALS, EldfallHeroSheet, EldfallHostileSheet } from "./sheets/actor-sheets";
import { ELDFALL_ITEM_SHEETS } from "./sheets/item-sheets";
import { EldfallBehaviorSheet, registerBehaviorDrop } from "./sheets/behavior-sheet";
import { connectEldfall } from "./activation/wiring";
import { connectRules } from "./dice/space-context";
import { AI_API, AI_CHAT_ACTIONS, registerAiHooks } from "./ai/runner";
import { connectAiReactions } from "./ai/reactions";
import { CHAOS_API, registerChaos } from "./chaos/chaos";
import { EVENT_API, EVENT_CHAT_ACTIONS, EVENT_GM_ACTIONS } from "./campaign/events";
import { CAMPAIGN_API, CAMPAIGN_GM_ACTIONS, EldfallPartySheet, ELDFALL_TRACKS, registerCampaign } from "./campaign/declaration";
import { SPAWN_PART } from "./spawn/declaration";
import { ELDFALL_IMPORT_API } from "./import/api";
import { ELDFALL_WEATHER_STATE } from "./chaos/weather";
import { registerImportButtons } from "./import/dialog";

export const eldfall = {
  id: ELDFALL_ID,
  label: "REALMS.Eldfall.name",
  models: [...Object.values(ELDFALL_ACTOR_MODELS), ...Object.values(ELDFALL_ITEM_MODELS), ...Object.values(ELDFALL_CARD_MODELS)],
  schemaVersion: SCHEMA_VERSION,
  migrations: ELDFALL_MIGRATIONS,
  statuses: { list: ELDFALL_STATUS_EFFECTS, defeated: "dead" },
  rolls: ELDFALL_ROLLS,
  sheets: { Actor: { eldfallHero: EldfallHeroSheet, eldfallHostile: EldfallHostileSheet, eldfallParty: EldfallPartySheet }, Item: { ...ELDFALL_ITEM_SHEETS, eldfallBehavior: EldfallBehaviorSheet } },
  partials: ELDFALL_SHEET_PARTIALS,
  tokens: ELDFALL_TOKENS,
  settings: ELDFALL_SETTINGS,
  chatActions: { ...RESOLVE_CHAT_ACTIONS, ...ELDFALL_STATES_CHAT_ACTIONS, ...ACTIVATION_CHAT_ACTIONS, ...AI_CHAT_ACTIONS, ...EVENT_CHAT_ACTIONS, ...SPAWN_PART.chatActions },
  gmActions: [...RESOLVE_GM_ACTIONS, gmExploitWeakPoints, ...ACTIVATION_GM_ACTIONS, ...EVENT_GM_ACTIONS, ...CAMPAIGN_GM_ACTIONS, ...SPAWN_PART.gmActions],
  api: { ...ELDFALL_DICE_API, ...ACTIVATION_API, ...ELDFALL_SPACE_API, ...AI_API, ...CHAOS_API, ...EVENT_API, ...CAMPAIGN_API, ...SPAWN_PART.api, ...ELDFALL_IMPORT_API },
  tracks: ELDFALL_TRACKS,
  reactionsPerRound: null,
  turnStructure: ELDFALL_TURNS,
  weatherState: ELDFALL_WEATHER_STATE,
  actionPoints: apAllotmentNow,
  actionPointsLeft: apLeftOf,
  onCombatBoundaries,
  toggleStatus: toggleEldfallStatus,
  init: () => {
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
  },
} satisfies Ruleset;
