/**
 * The dungeon level's turns on Foundry's combat (interpretation I11): "New level" fixes the order; at a creature's
 * turn start its haste and slow checks decide its actions; at its turn end hunger and thirst spend those actions
 * (1 + haste effects each), its aura hits its neighbours and, where the GM turned it on, it rolls regeneration.
 */
import { tickActorTracks } from "../../../core/tracks";
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { isActorType } from "../../../core/data/subtypes";
import { TWOD6_ACTOR_TYPES } from "../config";
import { requireGM } from "../../../core/gm";
import type { Boundary } from "../../../core/rules/timeline";
import { turnsSpent } from "../survival/rules/sustenance";
import { twod6Options } from "../settings";
import { rollSpeed } from "./speed";
import { runAura } from "../aura/aura";
import { rollRegen } from "../survival/regen";

const ACTIONS_FLAG = "twod6Actions";

/** Actions a combatant takes this turn (its speed checks' result; 1 before they are rolled). */
export const actionsOf = (combatant: Combatant.Implementation): number => realmsFlag<number>(combatant, ACTIONS_FLAG) ?? 1;

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

async function turnStart(combatant: Combatant.Implementation): Promise<void> {
  const actor = combatant.actor;
  if (!actor || !isActorType(actor, TWOD6_ACTOR_TYPES)) return;
  const actions = await rollSpeed(actor);
  await combatant.update({ [realmsFlagPath(ACTIONS_FLAG)]: actions });
}

async function turnEnd(combatant: Combatant.Implementation): Promise<void> {
  const actor = combatant.actor;
  if (!actor || !isActorType(actor, TWOD6_ACTOR_TYPES)) return;
  const model = actor.system;
  await tickActorTracks(actor, "manual", { actions: Math.min(10, turnsSpent(actionsOf(combatant), Math.min(4, model.rules.hastes))) });
  // Spent: a later turn whose start was skipped counts its one normal action.
  await combatant.update({ [realmsFlagPath(ACTIONS_FLAG)]: 1 });
  const options = twod6Options();
  if (options.autoAura && combatant.token) await runAura(combatant.token as TokenDocument.Implementation);
  if (options.autoRegen && model.activity !== "other") {
    if (model.activity === "rest") await rollRegen(actor, "health", { quiet: true });
    await rollRegen(actor, "energy", { moving: model.activity === "move", quiet: true });
  }
}

export async function onCombatBoundaries(combat: Combat.Implementation, boundaries: readonly Boundary[]): Promise<void> {
  for (const b of boundaries) {
    if (b.kind !== "turnStart" && b.kind !== "turnEnd") continue;
    const combatant = combat.combatants.get(b.combatantId) as Combatant.Implementation | undefined;
    if (!combatant) continue;
    if (b.kind === "turnStart" && !b.skipped) await turnStart(combatant);
    if (b.kind === "turnEnd") await turnEnd(combatant);
  }
}
