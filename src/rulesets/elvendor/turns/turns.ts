/** Everything that happens at turn boundaries: expiry, poison, action points, turn cards, the Enemy Phase. */
import { ref } from "../../../core/refs";
import { syncConditionEffects } from "../../../core/condition-effects";
import { realmsFlagPath } from "../../../core/flags";
import type { Boundary } from "../../../core/rules/timeline";
import { ELVENDOR_STATUS_EFFECTS } from "../conditions/statuses";
import { applyBoundaries, type CombatantState } from "./rules/combat-flow";
import { conditionsOf } from "../conditions/conditions";
import { turnStateOf } from "../actors/turn-state";
import { actionPointsOf, healthOf } from "../actors/stats";
import { isActorType } from "../../../core/data/subtypes";
import { forcedMoves } from "../actions/actions";
import { applyConditionTo } from "../conditions/conditions";
import { postConditionNotice } from "../conditions/card-kinds";
import { postTurnStart } from "./card-kinds";
import { proposeActivation } from "../enemies/enemy";

const kindOf = (type: string): CombatantState["kind"] => (type === "elvendorEnemy" ? "enemy" : type === "elvendorCompanion" ? "companion" : "hero");

/** The combat's designated GM: walk the boundaries through the pure flow and apply what it returns. */
export async function onCombatBoundaries(combat: Combat.Implementation, boundaries: readonly Boundary[]): Promise<void> {
  const combatants = [...combat.combatants].filter((c) => c.actor);
  const states: CombatantState[] = combatants.map((c) => {
    const actor = c.actor!;
    const flag = turnStateOf(c as Combatant.Implementation);
    return {
      id: c.id ?? "", kind: kindOf(actor.type), actions: actionPointsOf(actor),
      health: healthOf(actor),
      conditions: conditionsOf(actor), actionsLost: isActorType(actor, ["elvendorHero", "elvendorCompanion"]) ? actor.system.actionsLost : 0,
      apLeft: flag?.apLeft ?? 0, reactionsUsed: flag?.reactionsUsed ?? 0,
    };
  });
  const { states: next, events } = applyBoundaries(states, boundaries);
  for (const s of next) {
    const combatant = combat.combatants.get(s.id);
    const actor = combatant?.actor;
    const before = states.find((b) => b.id === s.id)!;
    if (!combatant || !actor) continue;
    if (JSON.stringify(before.conditions) !== JSON.stringify(s.conditions)) await syncConditionEffects(actor, s.conditions, ELVENDOR_STATUS_EFFECTS);
    const system: { health?: { value: number }; actionsLost?: number } = {};
    if (s.health !== before.health) system.health = { value: s.health };
    if (s.actionsLost !== before.actionsLost && actor.type !== "elvendorEnemy") system.actionsLost = s.actionsLost;
    if (Object.keys(system).length) await actor.update({ system });
    // An Attack card played and never rolled lapses when the turn moves on.
    await combatant.update({ [realmsFlagPath("turn")]: { apLeft: s.apLeft, apMax: before.actions, reactionsUsed: s.reactionsUsed, attacksPlayed: 0 } });
  }
  for (const e of events) {
    const actor = combat.combatants.get(e.combatantId)?.actor;
    if (!actor) continue;
    if (e.kind === "expired") {
      await postConditionNotice({ actor: ref(actor), conditionId: e.conditionId, outcome: "expired" }, { actor });
    } else if (e.kind === "poison" && e.health === 0 && actor.type === "elvendorHero") {
      await applyConditionTo(actor, "unconscious");
    } else if (e.kind === "turnStart" && !e.skipped) {
      if (actor.type === "elvendorEnemy") {
        await proposeActivation(combat, e.combatantId);
      } else {
        await postTurnStart({ actor: ref(actor), actions: e.plan.actions, losses: e.plan.losses,
          poison: e.poison, forced: e.plan.forcedMovement }, { actor });
      }
    } else if (e.kind === "forcedMoves") {
      await forcedMoves(actor, "fear", e.count);
    }
  }
}
