/** Eldfall Chronicles: Northern Wind, as the core registers it: everything it declares, and its own hooks in `init`. */
import type { Ruleset } from "../../core/ruleset";
import { SCHEMA_VERSION } from "./data/specs";
import { ELDFALL_MIGRATIONS } from "./data/migrations";
import { ELDFALL_ACTOR_MODELS, ELDFALL_ITEM_MODELS } from "./data/models";
import { ELDFALL_ID } from "./config";
import { ELDFALL_TOKENS } from "./tokens";
import { ACTIVATION_API, ACTIVATION_CHAT_ACTIONS, ACTIVATION_GM_ACTIONS, registerActivationHooks } from "./flows/activation";

export const eldfall = {
  id: ELDFALL_ID,
  label: "REALMS.Eldfall.name",
  models: [...Object.values(ELDFALL_ACTOR_MODELS), ...Object.values(ELDFALL_ITEM_MODELS)],
  schemaVersion: SCHEMA_VERSION,
  migrations: ELDFALL_MIGRATIONS,
  statuses: { list: [] },
  rolls: [],
  sheets: { Actor: {}, Item: {} },
  tokens: ELDFALL_TOKENS,
  settings: { i18n: "REALMS.Eldfall.Settings", descriptors: [], defaults: {} },
  chatActions: { ...ACTIVATION_CHAT_ACTIONS },
  gmActions: [...ACTIVATION_GM_ACTIONS],
  api: { ...ACTIVATION_API },
  reactionsPerRound: null,
  init: () => registerActivationHooks(),
} satisfies Ruleset;
