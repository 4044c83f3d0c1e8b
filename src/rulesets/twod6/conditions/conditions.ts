/**
 * 2D6 conditions on creatures, through the core condition engine: the model's `applyCondition` /
 * `removeCondition`, which the token HUD's default toggle calls. Each lasts until removed (the rules give none a
 * duration); the speed flow counts haste and slow effects in force.
 */
import { appliedNow, setCondition } from "../../../core/condition-effects";
import { TWOD6_STATUS_EFFECTS } from "./statuses";

/** Give or take away a 2D6 condition; false for an id that is not one. */
export async function setTwoD6Condition(actor: Actor.Implementation, conditionId: string, active: boolean): Promise<boolean> {
  if (!TWOD6_STATUS_EFFECTS.some((s) => s.id === conditionId)) return false;
  await setCondition(actor, TWOD6_STATUS_EFFECTS, conditionId, active, () => ({
    id: conditionId, appliedAt: appliedNow(), duration: { unit: "permanent" }, turnsEnded: 0,
  }));
  return true;
}
