/**
 * Bring an actor's condition effects in line with the engine's list: create, update and delete. An effect
 * stored the old way (random id, bare status id) is replaced by one with its status's static id.
 */
import { conditionEffectData, conditionOfEffect, effectMatchesStatus } from "./effects";
import type { ActiveCondition } from "./rules/conditions";
import type { StatusDefinition } from "./ruleset";

export async function syncConditionEffects(
  actor: Actor.Implementation, after: readonly ActiveCondition[], statuses: readonly StatusDefinition[],
): Promise<void> {
  const statusOf = (id: string) => statuses.find((s) => s.id === id);
  const found = [...actor.effects].map((e) => ({ effect: e, condition: conditionOfEffect(e as never) }))
    .filter((x): x is { effect: ActiveEffect.Implementation; condition: ActiveCondition } => x.condition !== null);
  const stale = found.filter((x) => {
    const status = statusOf(x.condition.id);
    return status && !effectMatchesStatus({ id: x.effect.id, statuses: x.effect.statuses }, status);
  });
  const current = found.filter((x) => !stale.includes(x));
  const remove = [...stale, ...current.filter((x) => !after.some((c) => c.id === x.condition.id))].map((x) => x.effect.id ?? "");
  const change = current.filter((x) => {
    const next = after.find((c) => c.id === x.condition.id);
    return next && JSON.stringify(next) !== JSON.stringify(x.condition);
  });
  const create = after.filter((c) => !current.some((x) => x.condition.id === c.id)).map((c) => {
    const status = statusOf(c.id);
    if (!status) throw new Error(`No status effect for condition ${c.id}`);
    return conditionEffectData(c, status, { name: game.i18n.localize(status.name), description: game.i18n.localize(status.description) });
  });
  if (remove.length) await actor.deleteEmbeddedDocuments("ActiveEffect", remove);
  for (const x of change) {
    const next = after.find((c) => c.id === x.condition.id)!;
    await x.effect.update({ "flags.realms.condition": next } as never);
  }
  if (create.length) await actor.createEmbeddedDocuments("ActiveEffect", create as never, { keepId: true });
}
