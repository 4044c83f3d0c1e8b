/** The Elf System, as the core registers it: everything it declares, and its own hooks in `init`. */
import { ELF_TRACKS } from "./conditions/conditions";
import type { DeclaredModel, Ruleset } from "../../core/ruleset";
import { SCHEMA_VERSION } from "./models/specs";
import { ELF_MIGRATIONS } from "./models/migrations";
import { ELF_ACTOR_MODELS, ELF_ITEM_MODELS } from "./models/models";
import { ELF_CARD_MODELS } from "./models/card-models";
import { TASK_FAMILY } from "./task/kinds";
import { NPC_DAMAGE_FAMILY, PC_DAMAGE_FAMILY } from "./damage/kinds";
import { TABLE_FAMILY } from "./d66/kinds";
import { DUEL_FAMILY, ROUND_FAMILY } from "./combat/kinds";
import { REQUEST_FAMILY } from "./requests/kinds";
import { ELF_ID, ELF_STATUS_EFFECTS } from "./config";
import { initElf } from "./hooks";
import { compareCombatants, gmSetBand, initiativeFormula, onCombatBoundaries, onCombatEnd } from "./combat/combat";
import { ELF_CHAT_ACTIONS } from "./combat/chat-actions";
import { gmActed } from "./task/acting";
import { gmApplyNpcDamage } from "./damage/damage";
import { gmDuelChoose, gmDuelRolled } from "./combat/duel";
import { gmRequestRolled } from "./requests/requests";
import { ELF_ROLLS } from "./rolls";
import { ELF_SETTINGS } from "./settings";
import { ELF_TOKENS } from "./tokens";
import { ElfNpcSheet, ElfPcSheet } from "./sheets/actor-sheets";
import { ELF_ITEM_SHEETS } from "./sheets/item-sheets";
import { ELF_API } from "./api";

// The actors', items' and duel cards' models, and a ChatMessage model per chat card family.
const models: readonly DeclaredModel[] = [
  ...Object.values(ELF_ACTOR_MODELS), ...Object.values(ELF_ITEM_MODELS), ...Object.values(ELF_CARD_MODELS),
  TASK_FAMILY.model, NPC_DAMAGE_FAMILY.model, PC_DAMAGE_FAMILY.model, TABLE_FAMILY.model, DUEL_FAMILY.model, ROUND_FAMILY.model, REQUEST_FAMILY.model,
];

export const elf = {
  id: ELF_ID,
  label: "REALMS.Elf.name",
  models,
  schemaVersion: SCHEMA_VERSION,
  migrations: ELF_MIGRATIONS,
  statuses: { list: ELF_STATUS_EFFECTS, defeated: "dead" },
  rolls: ELF_ROLLS,
  sheets: { Actor: { elfPc: ElfPcSheet, elfNpc: ElfNpcSheet }, Item: ELF_ITEM_SHEETS },
  tokens: ELF_TOKENS,
  settings: ELF_SETTINGS,
  chatActions: ELF_CHAT_ACTIONS,
  gmActions: [gmActed, gmSetBand, gmApplyNpcDamage, gmDuelChoose, gmDuelRolled, gmRequestRolled],
  partials: ["ladder", "range", "item-controls"],
  api: ELF_API,
  tracks: ELF_TRACKS,
  // The structure of each combat decides the order (see combat/combat.ts), not fixed phases.
  reactionsPerRound: null,
  init: initElf,
  initiativeFormula,
  compareCombatants,
  onCombatBoundaries,
  onCombatEnd,
} satisfies Ruleset;
