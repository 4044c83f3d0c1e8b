/**
 * Bring an actor's condition effects in line with the engine's list: create, update and delete. An effect
 * stored the old way (random id, bare status id) is replaced by one with its status's static id. An effect that is
 * switched off (disabled, or kept expired by v14) holds no condition in force: it is left alone unless its condition
 * is applied again, then it is replaced (its static id is free again). Every ruleset's condition changes pass here,
 * so this is where `realms.preCondition` (a handler returning false leaves the actor as it was) and
 * `realms.condition` fire, with the conditions gained, lost and changed.
 */
import { conditionEffectData, conditionOfEffect, effectMatchesStatus, isInForce, readConditions } from "./effects";
import type { ActiveCondition, AppliedAt } from "./rules/conditions";
import type { StatusDefinition } from "./ruleset";
import { emit, emitBefore } from "./events";
import { realmsFlagPath } from "./flags";
import { alwaysShownIcon } from "./compat";

interface Found { readonly effect: ActiveEffect.Implementation; readonly condition: ActiveCondition }

/** The actor's condition effects, with the condition each records (in force or not). */
function conditionEffects(actor: Actor.Implementation): { live: Found[]; off: Found[] } {
  const live: Found[] = [];
  const off: Found[] = [];
  for (const effect of actor.effects) {
    const condition = conditionOfEffect(effect);
    if (condition) (isInForce(effect) ? live : off).push({ effect, condition });
  }
  return { live, off };
}

export async function syncConditionEffects(
  actor: Actor.Implementation, after: readonly ActiveCondition[], statuses: readonly StatusDefinition[],
): Promise<void> {
  const statusOf = (id: string) => statuses.find((s) => s.id === id);
  const { live, off } = conditionEffects(actor);
  const before = live.map((x) => x.condition);
  const change = conditionChange(before, after);
  if (change && !emitBefore("preCondition", { actor, ...change })) return;
  const stale = live.filter((x) => {
    const status = statusOf(x.condition.id);
    return status && !effectMatchesStatus({ id: x.effect.id, statuses: x.effect.statuses }, status);
  });
  const current = live.filter((x) => !stale.includes(x));
  const reapplied = off.filter((x) => after.some((c) => c.id === x.condition.id));
  const remove = [...stale, ...reapplied, ...current.filter((x) => !after.some((c) => c.id === x.condition.id))].map((x) => x.effect.id ?? "");
  const changed = current.filter((x) => {
    const next = after.find((c) => c.id === x.condition.id);
    return next && JSON.stringify(next) !== JSON.stringify(x.condition);
  });
  const shown = alwaysShownIcon();
  const create = after.filter((c) => !current.some((x) => x.condition.id === c.id)).map((c) => {
    const status = statusOf(c.id);
    if (!status) throw new Error(`No status effect for condition ${c.id}`);
    return conditionEffectData(c, status, { name: game.i18n.localize(status.name), description: game.i18n.localize(status.description) }, shown);
  });
  if (remove.length) await actor.deleteEmbeddedDocuments("ActiveEffect", remove);
  for (const x of changed) {
    const next = after.find((c) => c.id === x.condition.id)!;
    await x.effect.update({ [realmsFlagPath("condition")]: next });
  }
  if (create.length) await actor.createEmbeddedDocuments("ActiveEffect", create, { keepId: true });
  if (change) emit("condition", { actor, ...change });
}

/** The point in time a condition applied now records: the combat's round and turn (round 0 outside combat), world time. */
export const appliedNow = (): AppliedAt => ({ round: game.combat?.round ?? 0, turn: game.combat?.turn ?? null, worldTime: game.time.worldTime });

/**
 * Give (`started` makes its record) or take away one condition that needs no rules of its own beyond being there
 * or not (2D6's statuses); nothing happens when the actor already is as asked.
 */
export async function setCondition(
  actor: Actor.Implementation, statuses: readonly StatusDefinition[], id: string, active: boolean, started: () => ActiveCondition,
): Promise<void> {
  const current = readConditions(actor.effects);
  if (current.some((c) => c.id === id) === active) return;
  await syncConditionEffects(actor, active ? [...current, started()] : current.filter((c) => c.id !== id), statuses);
}

/** What a sync changes, by condition id (null: nothing; a stored effect rewritten to its static id is no change). */
export function conditionChange(before: readonly ActiveCondition[], after: readonly ActiveCondition[]) {
  const added = after.filter((c) => !before.some((b) => b.id === c.id)).map((c) => c.id);
  const removed = before.filter((b) => !after.some((c) => c.id === b.id)).map((b) => b.id);
  const changed = after.filter((c) => before.some((b) => b.id === c.id && JSON.stringify(b) !== JSON.stringify(c))).map((c) => c.id);
  return added.length || removed.length || changed.length ? { before: [...before], after: [...after], added, removed, changed } : null;
}
