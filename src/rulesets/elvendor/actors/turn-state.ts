/** An actor's turn in the combat: its combatant and the actions and reactions it has left (a combatant flag). */
import { realmsFlag } from "../../../core/flags";
import { combatantOfActor } from "../../../core/token-lookup";

/** `attacksPlayed`: Attack cards played this turn whose ability roll has not followed yet (absent: none). */
export interface CombatTurnState { apLeft: number; apMax: number; reactionsUsed: number; attacksPlayed?: number }

export function combatantOf(actor: Actor.Implementation): Combatant.Implementation | null {
  return combatantOfActor(game.combat, actor);
}

export function turnStateOf(combatant: Combatant.Implementation | null): CombatTurnState | null {
  return combatant ? realmsFlag<CombatTurnState>(combatant, "turn") ?? null : null;
}
