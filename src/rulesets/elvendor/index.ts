/** Elvendor, as the core registers it: everything it declares, and its own hooks in `init`. */
import type { DeclaredModel, Ruleset } from "../../core/ruleset";
import { SCHEMA_VERSION } from "./models/specs";
import { ELVENDOR_MIGRATIONS } from "./models/migrations";
import { ELVENDOR_ACTOR_MODELS, ELVENDOR_ITEM_MODELS } from "./models/models";
import { ELVENDOR_CARD_MODELS } from "./models/card-models";
import { initElvendor } from "./hooks";
import { ACTION_PLAYED_FAMILY, FORCED_MOVE_FAMILY } from "./actions/card-kinds";
import { ATTACK_FAMILY, REACTION_FAMILY, SAVE_FAMILY } from "./combat/card-kinds";
import { CONDITION_NOTICE_FAMILY } from "./conditions/card-kinds";
import { ENEMY_PLAN_FAMILY } from "./enemies/card-kinds";
import { TURN_START_FAMILY } from "./turns/card-kinds";
import { WEATHER_FAMILY } from "./weather/card-kinds";
import { onCombatBoundaries } from "./turns/turns";
import { ELVENDOR_CHAT_ACTIONS } from "./turns/chat-actions";
import { gmSpendAction, gmUsePlayedAttack } from "./actions/actions";
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

// The actors', items' and map cords' models, and a ChatMessage model per chat card family.
const models: readonly DeclaredModel[] = [
  ...Object.values(ELVENDOR_ACTOR_MODELS), ...Object.values(ELVENDOR_ITEM_MODELS), ...Object.values(ELVENDOR_CARD_MODELS),
  ATTACK_FAMILY.model, SAVE_FAMILY.model, REACTION_FAMILY.model, FORCED_MOVE_FAMILY.model, ACTION_PLAYED_FAMILY.model,
  CONDITION_NOTICE_FAMILY.model, TURN_START_FAMILY.model, ENEMY_PLAN_FAMILY.model, WEATHER_FAMILY.model,
];

export const elvendor = {
  id: ELVENDOR_ID,
  label: "REALMS.Elvendor.name",
  models,
  schemaVersion: SCHEMA_VERSION,
  migrations: ELVENDOR_MIGRATIONS,
  statuses: { list: ELVENDOR_STATUS_EFFECTS, keep: ["dead"] },
  rolls: ELVENDOR_ROLLS,
  partials: ["abilities", "health", "stat", "stat-row"],
  sheets: { Actor: { elvendorHero: HeroSheet, elvendorEnemy: EnemySheet, elvendorCompanion: CompanionSheet }, Item: ELVENDOR_ITEM_SHEETS },
  tokens: ELVENDOR_TOKENS,
  settings: ELVENDOR_SETTINGS,
  chatActions: ELVENDOR_CHAT_ACTIONS,
  gmActions: [gmSpendAction, gmUsePlayedAttack, gmAddNoise, gmResolveReaction],
  api: ELVENDOR_API,
  turnStructure: ELVENDOR_TURNS,
  weatherState: WEATHER_STATE,
  reactionsPerRound: REACTIONS_PER_ROUND,
  actionPoints: actionPointsOf,
  init: initElvendor,
  onCombatBoundaries,
} satisfies Ruleset;
