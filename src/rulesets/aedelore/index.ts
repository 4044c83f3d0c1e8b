import type { Ruleset } from "../../core/ruleset";
import { AEDELORE_ACTOR_SPECS, AEDELORE_ITEM_SPECS, SCHEMA_VERSION } from "./data/specs";
import { AEDELORE_MIGRATIONS } from "./data/migrations";
import { AEDELORE_ACTOR_MODELS, AEDELORE_ITEM_MODELS } from "./data/models";
import { AEDELORE_ID, AEDELORE_STATUS_EFFECTS } from "./config";
import { initAedelore, toggleAedeloreStatus } from "./hooks";
import { initiativeFormula, onCombatBoundaries } from "./flows/turns";

export const aedelore: Ruleset = {
  id: AEDELORE_ID,
  label: "REALMS.Aedelore.name",
  actorSpecs: AEDELORE_ACTOR_SPECS,
  itemSpecs: AEDELORE_ITEM_SPECS,
  schemaVersion: SCHEMA_VERSION,
  migrations: AEDELORE_MIGRATIONS,
  statusEffects: AEDELORE_STATUS_EFFECTS,
  // Initiative is rolled (1D6, or 1D10 with more than six in the fight), not phased.
  phases: [],
  linkedActorTypes: ["aedeloreCharacter"],
  reactionsPerRound: null,
  init(active) {
    Object.assign(CONFIG.Actor.dataModels, AEDELORE_ACTOR_MODELS);
    Object.assign(CONFIG.Item.dataModels, AEDELORE_ITEM_MODELS);
    if (active) initAedelore();
  },
  initiativeFormula,
  onCombatBoundaries,
  toggleStatus: toggleAedeloreStatus,
};
