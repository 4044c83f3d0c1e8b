import type { CombatPhase } from "../../core/ruleset";
import type { TurnStructure } from "../../core/rules/turn-structure";
import { SYSTEM_PATH } from "../../core/templates";

export const ELVENDOR_ID = "elvendor";

/**
 * Round structure. The rules name a Player, a Companion and an Enemy Phase but not their order:
 * heroes → companions → enemies is our reading (see the rules journal's interpretations).
 */
export const ELVENDOR_PHASES: readonly CombatPhase[] = [
  { id: "player", label: "REALMS.Elvendor.Phase.player" },
  { id: "companion", label: "REALMS.Elvendor.Phase.companion" },
  { id: "enemy", label: "REALMS.Elvendor.Phase.enemy" },
];

export function elvendorPhaseOf(actorType: string): string {
  if (actorType === "elvendorEnemy") return "enemy";
  if (actorType === "elvendorCompanion") return "companion";
  return "player";
}

/** The phases are side turns: each hero, companion and enemy has its own turn inside its side's, in the tracker's order. */
export const ELVENDOR_TURNS: TurnStructure = { sides: ELVENDOR_PHASES, sideOf: elvendorPhaseOf, within: "turns" };

/** A chat card template of Elvendor's. */
export const chatTemplate = (name: string) => `${SYSTEM_PATH}/templates/elvendor/chat/${name}.hbs`;
