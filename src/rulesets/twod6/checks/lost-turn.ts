/**
 * A creature whose slow check took its action (turns/turn-speed.ts keeps the turn's speed on the Combat) may not
 * act in its own turn in the active combat: its checks are refused with a notice saying why, before any dialog.
 */
import { realmsFlag } from "../../../core/flags";
import { Refusal, warnRefusal } from "../../../core/gm";
import { mayAct, SPEED_FLAG, speedIn, type TurnSpeed } from "../turns/rules/speed";

/** True (and the user told why) when `actor` is the creature whose turn it is and a slow check took its action. */
export function refuseLostTurn(actor: Actor.Implementation): boolean {
  const combat = game.combat as Combat.Implementation | null;
  const combatant = combat?.combatant as Combatant.Implementation | undefined;
  if (!combat || combat.round < 1 || !combatant?.id || combatant.actor?.uuid !== actor.uuid) return false;
  if (mayAct(speedIn(combat.round, combatant.id, realmsFlag<TurnSpeed>(combat, SPEED_FLAG)))) return false;
  warnRefusal(new Refusal("REALMS.Twod6.Turns.noAction", { actor: actor.name ?? "?" }));
  return true;
}
