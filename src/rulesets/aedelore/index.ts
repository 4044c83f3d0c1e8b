/** Aedelore, as the core registers it: everything it declares, and its own hooks in `init`. */
import { AEDELORE_TRACKS } from "./supplies/resources";
import type { DeclaredModel, Ruleset } from "../../core/ruleset";
import { SCHEMA_VERSION } from "./models/specs";
import { AEDELORE_MIGRATIONS } from "./models/migrations";
import { AEDELORE_ACTOR_MODELS, AEDELORE_ITEM_MODELS } from "./models/models";
import { AEDELORE_ID, AEDELORE_STATUS_EFFECTS } from "./config";
import { initAedelore } from "./hooks";
import { initiativeFormula, onCombatBoundaries } from "./combat/turns";
import { AEDELORE_CHAT_ACTIONS } from "./combat/chat-actions";
import { gmApplyAttack, gmResolveHit } from "./combat/attack";
import { gmAssisted } from "./checks/pool";
import { AEDELORE_ROLLS } from "./rolls";
import { AEDELORE_SETTINGS } from "./settings";
import { AEDELORE_TOKENS } from "./tokens";
import { AedCharacterSheet, AedCreatureSheet } from "./sheets/actor-sheets";
import { AEDELORE_ITEM_SHEETS } from "./sheets/item-sheets";
import { AEDELORE_API } from "./api";
import { CHECK_FAMILY } from "./checks/kinds";
import { ATTACK_FAMILY } from "./combat/kinds";
import { TABLE_FAMILY } from "./conditions/kinds";

// The actors' and items' models, and a ChatMessage model per card family.
const models: readonly DeclaredModel[] = [...Object.values(AEDELORE_ACTOR_MODELS), ...Object.values(AEDELORE_ITEM_MODELS), CHECK_FAMILY.model, ATTACK_FAMILY.model, TABLE_FAMILY.model];

export const aedelore = {
  id: AEDELORE_ID,
  label: "REALMS.Aedelore.name",
  models,
  schemaVersion: SCHEMA_VERSION,
  migrations: AEDELORE_MIGRATIONS,
  statuses: { list: AEDELORE_STATUS_EFFECTS, defeated: "dead" },
  rolls: AEDELORE_ROLLS,
  sheets: { Actor: { aedeloreCharacter: AedCharacterSheet, aedeloreCreature: AedCreatureSheet }, Item: AEDELORE_ITEM_SHEETS },
  tokens: AEDELORE_TOKENS,
  settings: AEDELORE_SETTINGS,
  chatActions: AEDELORE_CHAT_ACTIONS,
  gmActions: [gmApplyAttack, gmResolveHit, gmAssisted],
  partials: ["combat", "durability", "pool", "protection", "statuses", "talents"],
  api: AEDELORE_API,
  tracks: AEDELORE_TRACKS,
  // Initiative is rolled (1D6, or 1D10 with more than six in the fight), not phased.
  reactionsPerRound: null,
  init: initAedelore,
  initiativeFormula,
  onCombatBoundaries,
} satisfies Ruleset;
