import type { Ruleset } from "../../core/ruleset";
import { ELF_ACTOR_SPECS, ELF_ITEM_SPECS, SCHEMA_VERSION } from "./data/specs";
import { ELF_MIGRATIONS } from "./data/migrations";
import { ELF_ACTOR_MODELS, ELF_ITEM_MODELS } from "./data/models";
import { ELF_ID, ELF_STATUS_EFFECTS } from "./config";
import { initElf } from "./hooks";
import { compareCombatants, initiativeFormula, onCombatBoundaries } from "./flows/combat";
import { toggleElfStatus } from "./flows/conditions";

export const elf: Ruleset = {
  id: ELF_ID,
  label: "REALMS.Elf.name",
  actorSpecs: ELF_ACTOR_SPECS,
  itemSpecs: ELF_ITEM_SPECS,
  schemaVersion: SCHEMA_VERSION,
  migrations: ELF_MIGRATIONS,
  statusEffects: ELF_STATUS_EFFECTS,
  // The structure of each combat decides the order (see flows/combat.ts), not fixed phases.
  phases: [],
  linkedActorTypes: ["elfPc"],
  reactionsPerRound: null,
  init(active) {
    Object.assign(CONFIG.Actor.dataModels, ELF_ACTOR_MODELS);
    Object.assign(CONFIG.Item.dataModels, ELF_ITEM_MODELS);
    if (active) initElf();
  },
  initiativeFormula,
  compareCombatants,
  onCombatBoundaries,
  toggleStatus: toggleElfStatus,
};
