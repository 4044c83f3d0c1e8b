import type { StatusDefinition } from "../../core/ruleset";
import type { TurnStructure } from "../../core/rules/turn-structure";
import { rulesetStatuses } from "../../core/status-ids";
import { ALL_STATE_IDS } from "./states/rules/states";

export const ELDFALL_ID = "eldfall";

/** The actor types that are models on the board (heroes and Hostiles): their system carries attributes, health, AP and Mana. */
export const ELDFALL_MODEL_TYPES = ["eldfallHero", "eldfallHostile"] as const;

/**
 * A round is the Hero Turn then the Hostile Turn (sides as CombatantGroups; summons join their summoner's). Each turn
 * runs Strategic → Upkeep → Chaos (the Hostile Turn only) → Tactical, where the active side's models activate in any
 * order and as often as their AP allows → End.
 */
export const ELDFALL_TURNS: TurnStructure = {
  sides: [{ id: "heroes", label: "REALMS.Eldfall.States.Side.heroes" }, { id: "hostiles", label: "REALMS.Eldfall.States.Side.hostiles" }],
  sideOf: (actorType) => (actorType === "eldfallHostile" ? "hostiles" : "heroes"),
  within: "activations",
  phases: [
    { id: "strategic", label: "REALMS.Eldfall.States.Phase.strategic" },
    { id: "upkeep", label: "REALMS.Eldfall.States.Phase.upkeep" },
    { id: "chaos", label: "REALMS.Eldfall.States.Phase.chaos", sides: ["hostiles"] },
    { id: "tactical", label: "REALMS.Eldfall.States.Phase.tactical", activations: true },
    { id: "end", label: "REALMS.Eldfall.States.Phase.end" },
  ],
};

/** Token HUD statuses: the 17 States, Defensive Stance, Over-encumbered and Petrified; the tooltip is the rule in our words. */
export const ELDFALL_STATUS_EFFECTS: readonly StatusDefinition[] = rulesetStatuses(ELDFALL_ID, ALL_STATE_IDS, (id) => ({
  name: `REALMS.Eldfall.States.State.${id}.name`,
  img: `systems/realms/assets/icons/eldfall/states/${id}.svg`,
  description: `REALMS.Eldfall.States.State.${id}.tooltip`,
}));
