/**
 * Who may act: Knocked Out, Dying and Dead characters take no actions, and a character that acted this
 * round has not done "nothing but move" (the record lives on the combat, written by the GM's client).
 */
import { gmAction, missing, requireMayModify, runAsGM } from "../../../core/gm";
import { id, object } from "../../../core/payload";
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import type { Purpose } from "./cards";
import { actionBlocker } from "../conditions/rules/ladder";
import { countsAsAction } from "../combat/rules/structures";
import { combatOf, combatantOf, ladderOf } from "../actors/state";

/** Refuses (with a localized notice) an action by a character the ladder leaves helpless; true if refused. */
export function refuseHelpless(actor: Actor.Implementation): boolean {
  const blocker = actionBlocker(ladderOf(actor));
  if (!blocker) return false;
  ui.notifications?.error(`REALMS.Elf.Errors.CannotAct.${blocker}`, { localize: true, format: { name: actor.name ?? "" } });
  return true;
}

/** The round in which a combatant last acted, if any. */
export function actedRound(combat: Combat.Implementation, combatantId: string): number | null {
  return realmsFlag<Record<string, number>>(combat, "acted")?.[combatantId] ?? null;
}

/** Note that the actor acted in its combat's current round. */
export async function recordAction(actor: Actor.Implementation, purpose: Purpose): Promise<void> {
  const combat = combatOf(actor);
  const combatant = combatantOf(combat, actor);
  if (!countsAsAction(purpose) || !combat || !combatant?.id || actedRound(combat, combatant.id) === combat.round) return;
  await runAsGM(gmActed, { combatId: combat.id, combatantId: combatant.id });
}

export const gmActed = gmAction("elf", "acted", object({ combatId: id, combatantId: id }), async (data, user) => {
  const combat = game.combats.get(data.combatId) as Combat.Implementation | undefined;
  const combatant = combat?.combatants.get(data.combatantId);
  if (!combat || !combatant) throw missing("combatant");
  requireMayModify(user, combatant.actor as Actor.Implementation | null);
  await combat.update({ [realmsFlagPath(`acted.${combatant.id}`)]: combat.round });
});
