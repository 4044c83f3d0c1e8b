/** Eldfall Chronicles: Northern Wind, as the core registers it: everything it declares, and its own hooks in `init`. */
import type { Ruleset } from "../../core/ruleset";
import { SCHEMA_VERSION } from "./data/specs";
import { ELDFALL_MIGRATIONS } from "./data/migrations";
import { ELDFALL_ACTOR_MODELS, ELDFALL_ITEM_MODELS } from "./data/models";
import { ELDFALL_ID, ELDFALL_STATUS_EFFECTS, ELDFALL_TURNS } from "./config";
import { apAllotmentNow, onCombatBoundaries, registerTurnHooks } from "./flows/turns";
import { apLeftOf } from "./flows/facts";
import { ELDFALL_STATES_CHAT_ACTIONS, toggleEldfallStatus } from "./flows/status";
import { ELDFALL_TOKENS } from "./tokens";
import { DEFAULT_STATES_OPTIONS, STATES_OPTION_DESCRIPTORS } from "./rules/states-options";

export const eldfall = {
  id: ELDFALL_ID,
  label: "REALMS.Eldfall.name",
  models: [...Object.values(ELDFALL_ACTOR_MODELS), ...Object.values(ELDFALL_ITEM_MODELS)],
  schemaVersion: SCHEMA_VERSION,
  migrations: ELDFALL_MIGRATIONS,
  statuses: { list: ELDFALL_STATUS_EFFECTS, defeated: "dead" },
  rolls: [],
  sheets: { Actor: {}, Item: {} },
  tokens: ELDFALL_TOKENS,
  settings: { i18n: "REALMS.Eldfall.Settings", descriptors: [...STATES_OPTION_DESCRIPTORS], defaults: { ...DEFAULT_STATES_OPTIONS } },
  chatActions: { ...ELDFALL_STATES_CHAT_ACTIONS },
  gmActions: [],
  api: {},
  reactionsPerRound: null,
  turnStructure: ELDFALL_TURNS,
  actionPoints: apAllotmentNow,
  actionPointsLeft: apLeftOf,
  onCombatBoundaries,
  toggleStatus: toggleEldfallStatus,
  init: registerTurnHooks,
} satisfies Ruleset;
