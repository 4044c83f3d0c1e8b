/**
 * Marking a fighter defeated, as the combat tracker's Toggle Defeated does (CombatTracker#_onToggleDefeatedStatus):
 * its combatant's `defeated`, then its actor's DEFEATED status as an overlay. For rules that defeat at 0 Health.
 */
import { combatantOfActor } from "./token-lookup";

export async function markDefeated(actor: Actor.Implementation, defeated: boolean): Promise<void> {
  const combatant = combatantOfActor(game.combat, actor);
  if (combatant && combatant.defeated !== defeated) await combatant.update({ defeated });
  const status = CONFIG.specialStatusEffects.DEFEATED;
  if (status && actor.statuses.has(status) !== defeated) await actor.toggleStatusEffect(status, { overlay: true, active: defeated });
}
