/**
 * Bring an actor's condition effects in line with the engine's list: create, update and delete. An effect
 * stored the old way (random id, bare status id) is replaced by one with its status's static id. Every
 * ruleset's condition changes pass here, so this is where `realms.preCondition` (a handler returning false
 * leaves the actor as it was) and `realms.condition` fire, with the conditions gained, lost and changed.
 */
import { conditionEffectData, conditionOfEffect, effectMatchesStatus } from "./effects";
import type { ActiveCondition } from "./rules/conditions";
import type { StatusDefinition } from "./ruleset";
import { emit, emitBefore } from "./events";

export async function syncConditionEffects(
  actor: Actor.Implementation, after: readonly ActiveCondition[], statuses: readonly StatusDefinition[],
): Promise<void> {
  const statusOf = (id: string) => statuses.find((s) => s.id === id);
  const found = [...actor.effects].map((e) => ({ effect: e, condition: conditionOfEffect(e as never) }))
    .filter((x): x is { effect: ActiveEffect.Implementation; condition: ActiveCondition } => x.condition !== null);
  const before = found.map((x) => x.condition);
  const change = conditionChange(before, after);
  if (change && !emitBefore("preCondition", { actor, ...change })) return;
  const stale = found.filter((x) => {
    const status = statusOf(x.condition.id);
    return status && !effectMatchesStatus({ id: x.effect.id, statuses: x.effect.statuses }, status);
  });
  const current = found.filter((x) => !stale.includes(x));
  const remove = [...stale, ...current.filter((x) => !after.some((c) => c.id === x.condition.id))].map((x) => x.effect.id ?? "");
  const changed = current.filter((x) => {
    const next = after.find((c) => c.id === x.condition.id);
    return next && JSON.stringify(next) !== JSON.stringify(x.condition);
  });
  const create = after.filter((c) => !current.some((x) => x.condition.id === c.id)).map((c) => {
    const status = statusOf(c.id);
    if (!status) throw new Error(`No status effect for condition ${c.id}`);
    return conditionEffectData(c, status, { name: game.i18n.localize(status.name), description: game.i18n.localize(status.description) });
  });
  if (remove.length) await actor.deleteEmbeddedDocuments("ActiveEffect", remove);
  for (const x of changed) {
    const next = after.find((c) => c.id === x.condition.id)!;
    await x.effect.update({ "flags.realms.condition": next } as never);
  }
  if (create.length) await actor.createEmbeddedDocuments("ActiveEffect", create as never, { keepId: true });
  if (change) emit("condition", { actor, ...change });
}

/** What a sync changes, by condition id (null: nothing; a stored effect rewritten to its static id is no change). */
export function conditionChange(before: readonly ActiveCondition[], after: readonly ActiveCondition[]) {
  const added = after.filter((c) => !before.some((b) => b.id === c.id)).map((c) => c.id);
  const removed = before.filter((b) => !after.some((c) => c.id === b.id)).map((b) => b.id);
  const changed = after.filter((c) => before.some((b) => b.id === c.id && JSON.stringify(b) !== JSON.stringify(c))).map((c) => c.id);
  return added.length || removed.length || changed.length ? { before: [...before], after: [...after], added, removed, changed } : null;
}
