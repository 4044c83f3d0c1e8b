/**
 * Haste and slow on the creature's turn ("Speed Effects", I11): its slow checks roll as its turn starts, and one
 * failure takes its action (its checks are refused: checks/lost-turn.ts; the tracker says so) and every haste with
 * it. After its normal action, End Turn goes through the GM, who rolls its hastes first; one reaching 8 keeps the
 * turn on it for a second action (the tracker shows it), and the next End Turn ends the turn. The record lives in
 * the Combat's flags, which only a GM writes, and every haste roll is the GM's, so a player can neither reroll nor
 * grant it.
 */
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { gmAction, missing, requireMayModify, runAsGM } from "../../../core/gm";
import { advanceTurn, afterWalks } from "../../../core/combat";
import { id, int, object } from "../../../core/payload";
import { isActorType } from "../../../core/data/subtypes";
import { TWOD6_ACTOR_TYPES, TWOD6_ID } from "../config";
import { afterHastes, hastesDue, SPEED_FLAG, speedIn, turnStarted, type TurnSpeed } from "./rules/speed";
import { rollHasteChecks, rollSlowChecks, speedFacts } from "./speed";

/** The speed of `combatantId`'s turn in `round`, as the combat keeps it. */
export const turnSpeed = (combat: Combat.Implementation, round: number, combatantId: string): TurnSpeed =>
  speedIn(round, combatantId, realmsFlag<TurnSpeed>(combat, SPEED_FLAG));

/** The current turn's speed, when its creature is a 2D6 one. */
function currentSpeed(combat: Combat.Implementation | null | undefined): { combatant: Combatant.Implementation; speed: TurnSpeed } | null {
  const combatant = combat?.combatant as Combatant.Implementation | undefined;
  if (!combat || combat.round < 1 || !combatant?.id || !combatant.actor || !isActorType(combatant.actor, TWOD6_ACTOR_TYPES)) return null;
  return { combatant, speed: turnSpeed(combat, combat.round, combatant.id) };
}

/** As a creature's turn starts (the GM's walk): its slow checks decide whether it acts at all. */
export async function startTurnSpeed(combat: Combat.Implementation, combatant: Combatant.Implementation, round: number): Promise<void> {
  const actor = combatant.actor;
  if (!actor || !combatant.id || !isActorType(actor, TWOD6_ACTOR_TYPES) || !speedFacts(actor).slows.length) return;
  const actions = await rollSlowChecks(actor);
  await combat.update({ [realmsFlagPath(SPEED_FLAG)]: turnStarted(round, combatant.id, actions) });
}

/**
 * The GM's: End Turn (or Next Turn) for the turn named, pressed after the creature's action. Its hastes roll now if
 * due, and one reaching 8 keeps the turn for a second action; otherwise the turn ends. A request for a turn that is
 * no longer current (a second click) does nothing. Resolves to true when the turn stays.
 */
export const gmEndTurn = gmAction(TWOD6_ID, "endTurn", object({ combatId: id, combatantId: id, round: int(1, 1_000_000) }), async (data, user) => {
  const combat = game.combats?.get(data.combatId) as Combat.Implementation | undefined;
  if (!combat) throw missing("combat");
  // After the walk that started this turn (its slow checks), and never two haste rolls at once.
  return afterWalks(combat, async () => {
    const combatant = combat.combatant as Combatant.Implementation | undefined;
    if (combat.round !== data.round || combatant?.id !== data.combatantId) return false;
    if (!user.isGM) requireMayModify(user, combatant.actor as Actor.Implementation | null);
    const now = currentSpeed(combat);
    if (now && hastesDue(now.speed, speedFacts(now.combatant.actor as Actor.Implementation).hastes)) {
      const after = afterHastes(now.speed, await rollHasteChecks(now.combatant.actor as Actor.Implementation));
      await combat.update({ [realmsFlagPath(SPEED_FLAG)]: after });
      if (after.actions === 2) return true;
    }
    await advanceTurn(combat);
    return false;
  });
});

/** Next Turn / End Turn (ruleset `handleNextTurn`) in a running turn goes through the GM, who rolls the hastes and advances. */
export async function handleNextTurn(combat: Combat.Implementation): Promise<boolean> {
  const combatant = combat.combatant as Combatant.Implementation | undefined;
  if (combat.round < 1 || !combatant?.id) return false;
  await runAsGM(gmEndTurn, { combatId: combat.id, combatantId: combatant.id, round: combat.round });
  return true;
}

/** The tracker's row of the creature whose turn it is says when it lost its action or has a second one. */
export function renderSpeedMarkers(app: { viewed?: Combat.Implementation | null }, html: HTMLElement): void {
  for (const old of html.querySelectorAll(".realms-twod6-speed")) old.remove();
  const now = currentSpeed(app.viewed ?? (game.combat as Combat.Implementation | null));
  if (!now || now.speed.actions === 1) return;
  const li = html.querySelector<HTMLElement>(`[data-combatant-id="${now.combatant.id}"]`);
  if (!li) return;
  const marker = document.createElement("span");
  marker.className = "realms-twod6-speed realms-badge";
  marker.dataset.actions = String(now.speed.actions);
  marker.textContent = game.i18n.localize(now.speed.actions === 0 ? "REALMS.Twod6.Turns.lostAction" : "REALMS.Twod6.Turns.secondAction");
  marker.dataset.tooltip = game.i18n.localize(now.speed.actions === 0 ? "REALMS.Twod6.Turns.lostActionHint" : "REALMS.Twod6.Turns.secondActionHint");
  (li.querySelector(".token-name") ?? li).append(marker);
}
