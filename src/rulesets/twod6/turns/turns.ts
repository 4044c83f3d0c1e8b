/**
 * The dungeon level's turns on Foundry's combat (interpretation I11): "New level" fixes the order; as a creature's
 * turn starts its slow checks decide whether it acts (turn-speed.ts; its hastes roll at End Turn); at its turn end
 * hunger and thirst spend the actions it took (1 + haste effects each), its aura hits its neighbours and, where the
 * GM turned it on, it rolls regeneration (turn-end.ts).
 */
import { isActorType } from "../../../core/data/subtypes";
import { TWOD6_ACTOR_TYPES } from "../config";
import { requireGM } from "../../../core/gm";
import type { Boundary } from "../../../core/rules/timeline";
import { startTurnSpeed, turnSpeed } from "./turn-speed";
import { endTurn } from "./turn-end";

/** Fix the order as the tracker shows it now: initiative from the top down, round 1, the first creature's turn. */
export async function newLevel(combat: Combat.Implementation): Promise<void> {
  requireGM(game.user);
  const order = combat.turns.map((c) => c.id!);
  await combat.updateEmbeddedDocuments("Combatant", order.map((id, i) => ({ _id: id, initiative: order.length - i })));
  await combat.update({ round: 1, turn: 0 });
}

/**
 * The GM's "New level" button in the combat tracker's header, for the combat the tracker shows (not necessarily
 * the active one): the party enters a dungeon level there.
 */
export function renderNewLevelControl(app: { viewed?: Combat.Implementation | null }, html: HTMLElement): void {
  html.querySelector(".realms-twod6-new-level")?.remove();
  const combat = app.viewed ?? (game.combat as Combat.Implementation | null);
  if (!combat || !game.user.isGM) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "realms-twod6-new-level";
  button.textContent = game.i18n.localize("REALMS.Twod6.Turns.newLevel");
  button.dataset.tooltip = game.i18n.localize("REALMS.Twod6.Turns.newLevelHint");
  button.setAttribute("aria-label", button.dataset.tooltip);
  button.addEventListener("click", () => void newLevel(combat));
  (html.querySelector(".combat-tracker-header, header") ?? html).append(button);
}

export async function onCombatBoundaries(combat: Combat.Implementation, boundaries: readonly Boundary[]): Promise<void> {
  for (const b of boundaries) {
    if (b.kind !== "turnStart" && b.kind !== "turnEnd") continue;
    const combatant = combat.combatants.get(b.combatantId) as Combatant.Implementation | undefined;
    if (!combatant?.id) continue;
    if (b.kind === "turnStart" && !b.skipped) await startTurnSpeed(combat, combatant, b.round);
    const actor = combatant.actor;
    // A turn passed over (its start skipped) counts its one normal action.
    if (b.kind === "turnEnd" && actor && isActorType(actor, TWOD6_ACTOR_TYPES)) {
      await endTurn(actor, combatant.token as TokenDocument.Implementation | null, turnSpeed(combat, b.round, combatant.id).actions);
    }
  }
}
