import type { Ruleset } from "../../core/ruleset";
import { ELVENDOR_ACTOR_SPECS, ELVENDOR_ITEM_SPECS, SCHEMA_VERSION } from "./data/specs";
import { ELVENDOR_MIGRATIONS } from "./data/migrations";
import { ELVENDOR_ACTOR_MODELS, ELVENDOR_ITEM_MODELS } from "./data/models";
import { initElvendor } from "./hooks";
import { toggleElvendorStatus } from "./flows/conditions";
import { onCombatBoundaries } from "./flows/turns";
import { ELVENDOR_ID, ELVENDOR_PHASES, ELVENDOR_STATUS_EFFECTS, ELVENDOR_TURNS } from "./config";

export const elvendor: Ruleset = {
  id: ELVENDOR_ID,
  label: "REALMS.Elvendor.name",
  actorSpecs: ELVENDOR_ACTOR_SPECS,
  itemSpecs: ELVENDOR_ITEM_SPECS,
  schemaVersion: SCHEMA_VERSION,
  migrations: ELVENDOR_MIGRATIONS,
  statusEffects: ELVENDOR_STATUS_EFFECTS,
  phases: ELVENDOR_PHASES,
  turnStructure: ELVENDOR_TURNS,
  reactionsPerRound: 1,
  actionPoints(actor) {
    if (actor.type === "elvendorHero") return (actor.system as { attributes: { act: number } }).attributes.act;
    if (actor.type === "elvendorCompanion") return (actor.system as { ap: number }).ap;
    return null;
  },
  init(active) {
    // Models are registered even when another ruleset is active, so this ruleset's documents still load.
    Object.assign(CONFIG.Actor.dataModels, ELVENDOR_ACTOR_MODELS);
    Object.assign(CONFIG.Item.dataModels, ELVENDOR_ITEM_MODELS);
    if (!active) return;
    initElvendor();
  },
  onCombatBoundaries,
  toggleStatus: toggleElvendorStatus,
};
