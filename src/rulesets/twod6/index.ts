/** The 2D6 System, as the core registers it: everything it declares, and its own hooks in `init`. */
import type { DeclaredModel, Ruleset } from "../../core/ruleset";
import { SCHEMA_VERSION } from "./models/specs";
import { TWOD6_MIGRATIONS } from "./models/migrations";
import { TWOD6_ACTOR_MODELS, TWOD6_ITEM_MODELS } from "./models/models";
import { TWOD6_ID } from "./config";
import { CHECK_FAMILY } from "./checks/card-kinds";
import { SPEED_FAMILY } from "./turns/card-kinds";
import { AURA_FAMILY } from "./aura/card-kinds";
import { ATTACK_FAMILY } from "./combat/card-kinds";
import { gmResolveAttack } from "./combat/attack";
import { TWOD6_STATUS_EFFECTS } from "./conditions/statuses";
import { TWOD6_TOKENS } from "./tokens";
import { TWOD6_TRACKS } from "./survival/tracks";
import { gmDispelBinding, gmGiveItem } from "./items/items";
import { TWOD6_ROLLS } from "./rolls";
import { TWOD6_SETTINGS } from "./settings";
import { TWOD6_CHAT_ACTIONS } from "./aura/chat-actions";
import { TWOD6_API } from "./api";
import { onCombatBoundaries } from "./turns/turns";
import { gmEndTurn, handleNextTurn } from "./turns/turn-speed";
import { initTwoD6 } from "./hooks";
import { TWOD6_ACTOR_SHEETS } from "./sheets/character-sheets";
import { TWOD6_ITEM_SHEETS } from "./sheets/item-sheets";

// The actors' and items' models, and a ChatMessage model per card family.
const models: readonly DeclaredModel[] = [...Object.values(TWOD6_ACTOR_MODELS), ...Object.values(TWOD6_ITEM_MODELS), CHECK_FAMILY.model, SPEED_FAMILY.model, AURA_FAMILY.model, ATTACK_FAMILY.model];

export const twod6 = {
  id: TWOD6_ID,
  label: "REALMS.Twod6.name",
  models,
  schemaVersion: SCHEMA_VERSION,
  migrations: TWOD6_MIGRATIONS,
  // Foundry's own "dead" stays the defeated status (the tracker's skull).
  statuses: { list: TWOD6_STATUS_EFFECTS, keep: ["dead"] },
  rolls: TWOD6_ROLLS,
  sheets: { Actor: TWOD6_ACTOR_SHEETS, Item: TWOD6_ITEM_SHEETS },
  partials: ["abilities", "attacks", "checks", "defences", "identity", "items", "notes", "status", "sustenance", "vitals"],
  tokens: TWOD6_TOKENS,
  settings: TWOD6_SETTINGS,
  chatActions: TWOD6_CHAT_ACTIONS,
  gmActions: [gmDispelBinding, gmGiveItem, gmEndTurn, gmResolveAttack],
  api: TWOD6_API,
  tracks: TWOD6_TRACKS,
  reactionsPerRound: null,
  handleNextTurn,
  onCombatBoundaries,
  init: initTwoD6,
} satisfies Ruleset;
