/** Elvendor, as the core registers it: everything it declares, and its own hooks in `init`. */
import type { Ruleset } from "../../core/ruleset";
import { SCHEMA_VERSION } from "./models/specs";
import { ELVENDOR_MIGRATIONS } from "./models/migrations";
import { ELVENDOR_ACTOR_MODELS, ELVENDOR_ITEM_MODELS } from "./models/models";
import { ELVENDOR_CARD_MODELS } from "./models/card-models";
import { initElvendor } from "./hooks";
import { onCombatBoundaries } from "./turns/turns";
import { ELVENDOR_CHAT_ACTIONS } from "./turns/chat-actions";
import { gmSpendAction } from "./actions/actions";
import { gmAddNoise } from "./weather/noise";
import { gmResolveReaction } from "./combat/attack";
import { ELVENDOR_ID, ELVENDOR_TURNS } from "./config";
import { ELVENDOR_STATUS_EFFECTS } from "./conditions/statuses";
import { ELVENDOR_ROLLS } from "./rolls";
import { ELVENDOR_SETTINGS } from "./settings";
import { ELVENDOR_TOKENS } from "./tokens";
import { CompanionSheet, EnemySheet, HeroSheet } from "./sheets/actor-sheets";
import { ELVENDOR_ITEM_SHEETS } from "./sheets/item-sheets";
import { ELVENDOR_API } from "./api";
import { REACTIONS_PER_ROUND } from "./combat/rules/reactions";
import { WEATHER_STATE } from "./weather/state";
import { actionPointsOf } from "./actors/stats";

export const elvendor = {
  id: ELVENDOR_ID,
  label: "REALMS.Elvendor.name",
  models: [...Object.values(ELVENDOR_ACTOR_MODELS), ...Object.values(ELVENDOR_ITEM_MODELS), ...Object.values(ELVENDOR_CARD_MODELS)],
  schemaVersion: SCHEMA_VERSION,
  migrations: ELVENDOR_MIGRATIONS,
  statuses: { list: ELVENDOR_STATUS_EFFECTS, keep: ["dead"] },
  rolls: ELVENDOR_ROLLS,
  sheets: { Actor: { elvendorHero: HeroSheet, elvendorEnemy: EnemySheet, elvendorCompanion: CompanionSheet }, Item: ELVENDOR_ITEM_SHEETS },
  tokens: ELVENDOR_TOKENS,
  settings: ELVENDOR_SETTINGS,
  chatActions: ELVENDOR_CHAT_ACTIONS,
  gmActions: [gmSpendAction, gmAddNoise, gmResolveReaction],
  api: ELVENDOR_API,
  turnStructure: ELVENDOR_TURNS,
  weatherState: WEATHER_STATE,
  reactionsPerRound: REACTIONS_PER_ROUND,
  actionPoints: actionPointsOf,
  init: initElvendor,
  onCombatBoundaries,
} satisfies Ruleset;
