/** Applying and removing Elvendor conditions on actors, through the pure engine, with chat notices. */
import { ref } from "../../../core/refs";
import { readConditions } from "../../../core/effects";
import type { ActiveCondition } from "../../../core/rules/conditions";
import { syncConditionEffects } from "../../../core/condition-effects";
import { realmsFlagPath } from "../../../core/flags";
import { ELVENDOR_STATUS_EFFECTS } from "./statuses";
import type { ConditionSystem } from "../models/specs";
import type { ConditionId } from "./rules/conditions";
import { applyElvendorCondition, type Tier } from "./rules/conditions";
import { elvendorOptions } from "../settings";

import { combatantOf, turnStateOf } from "../actors/turn-state";
import { postConditionNotice } from "./card-kinds";
import type { ElvendorActorModel } from "../models/actor-model";
import { actorModel } from "../../../core/data/actor-model";

/** The conditions in force on an actor (its effects), as the pure rules read them. */
export const conditionsOf = (actor: Actor.Implementation): ActiveCondition[] => readConditions(actor.effects as Iterable<never>);

export async function applyConditionTo(actor: Actor.Implementation, id: ConditionId, request: { tier?: Tier; value?: number; rounds?: number } = {}) {
  const combat = game.combat;
  const at = { round: combat?.round ?? 0, turn: combat?.turn ?? null, worldTime: game.time.worldTime };
  const result = applyElvendorCondition(conditionsOf(actor), id, { ...request, at }, elvendorOptions());
  const { outcome } = result;
  if (outcome.kind === "applied" || outcome.kind === "refreshed" || outcome.kind === "stacked") {
    await syncConditionEffects(actor, result.active, ELVENDOR_STATUS_EFFECTS);
  }
  if (result.immediateActionLoss) await loseActions(actor, result.immediateActionLoss);
  await postConditionNotice({
    actor: ref(actor), conditionId: id, outcome: outcome.kind,
    reason: outcome.kind === "ignored" ? outcome.reason : undefined,
    blockedBy: outcome.kind === "ignored" ? outcome.blockedBy : undefined,
  }, { actor });
  return outcome;
}

/** A condition card as played by the GM: an edited duration wins, otherwise the tier adjusts the standard one. */
export async function applyConditionCard(actor: Actor.Implementation, card: ConditionSystem) {
  const rounds = card.tier === "standard" ? card.durationRounds : undefined;
  return applyConditionTo(actor, card.conditionId, { tier: card.tier, value: card.value, rounds });
}

export async function removeConditionFrom(actor: Actor.Implementation, id: string, why: "expired" | "ended" = "ended") {
  const remaining = conditionsOf(actor).filter((c) => c.id !== id);
  await syncConditionEffects(actor, remaining, ELVENDOR_STATUS_EFFECTS);
  await postConditionNotice({ actor: ref(actor), conditionId: id, outcome: why }, { actor });
}

/** Blinded's immediate action: from this turn if the bearer is acting, else from its next turn. */
async function loseActions(actor: Actor.Implementation, count: number) {
  const combatant = combatantOf(actor);
  const state = turnStateOf(combatant);
  if (combatant && game.combat?.combatant?.id === combatant.id && state) {
    await combatant.update({ [realmsFlagPath("turn")]: { ...state, apLeft: Math.max(0, state.apLeft - count) } });
    return;
  }
  await actorModel<ElvendorActorModel>(actor).loseActions(count);
}

