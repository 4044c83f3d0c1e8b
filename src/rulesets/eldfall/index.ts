/** Eldfall Chronicles: Northern Wind, as the core registers it: everything it declares, and its own hooks in `init`. */
import type { Ruleset } from "../../core/ruleset";
import { SCHEMA_VERSION } from "./data/specs";
import { ELDFALL_MIGRATIONS } from "./data/migrations";
import { ELDFALL_ACTOR_MODELS, ELDFALL_ITEM_MODELS } from "./data/models";
import { ELDFALL_ID } from "./config";
import { ELDFALL_TOKENS } from "./tokens";
import { RESOLVE_CHAT_ACTIONS, RESOLVE_GM_ACTIONS } from "./flows/resolve";
import { ELDFALL_ROLLS } from "./rolls";
import { ELDFALL_DICE_API } from "./dice-api";
import { gmExploitWeakPoints } from "./flows/dice-exploit";
import { DEFAULT_DICE_OPTIONS, DICE_OPTION_DESCRIPTORS } from "./rules/dice-options";

export const eldfall = {
  id: ELDFALL_ID,
  label: "REALMS.Eldfall.name",
  models: [...Object.values(ELDFALL_ACTOR_MODELS), ...Object.values(ELDFALL_ITEM_MODELS)],
  schemaVersion: SCHEMA_VERSION,
  migrations: ELDFALL_MIGRATIONS,
  statuses: { list: [] },
  rolls: ELDFALL_ROLLS,
  sheets: { Actor: {}, Item: {} },
  tokens: ELDFALL_TOKENS,
  settings: { i18n: "REALMS.Eldfall.Settings", descriptors: [...DICE_OPTION_DESCRIPTORS], defaults: { ...DEFAULT_DICE_OPTIONS } },
  chatActions: { ...RESOLVE_CHAT_ACTIONS },
  gmActions: [...RESOLVE_GM_ACTIONS, gmExploitWeakPoints],
  api: { ...ELDFALL_DICE_API },
  reactionsPerRound: null,
} satisfies Ruleset;
