/**
 * Condition effects written before status ids were namespaced carry a bare status id (`invisible`, which is
 * Foundry's own) and a random id, so the token HUD neither shows nor removes them. Each such actor gets its
 * effects rewritten once from the conditions they record. Idempotent; the GM's client runs it on `ready`.
 */
import { conditionOfEffect, effectMatchesStatus, isInForce, readConditions, type EffectLike } from "../effects";
import { syncConditionEffects } from "../condition-effects";
import { rulesetOfType } from "../registry";
import { isActiveGmClient } from "../reacting-client";

type EffectActor = Pick<Actor.Implementation, "type"> & { effects: Iterable<EffectLike> };

/** Whether an actor holds a condition effect in force stored the old way (a switched-off one is left as it is). */
export function hasStaleConditionEffects(actor: EffectActor): boolean {
  const statuses = rulesetOfType(actor.type)?.statuses.list ?? [];
  return [...actor.effects].filter(isInForce).some((e) => {
    const status = statuses.find((s) => s.id === conditionOfEffect(e)?.id);
    return !!status && !effectMatchesStatus(e, status);
  });
}

/** Rewrite the stale condition effects of these actors; returns how many actors changed. */
export async function migrateConditionEffects(actors: Iterable<EffectActor>): Promise<number> {
  let migrated = 0;
  for (const actor of actors) {
    const ruleset = rulesetOfType(actor.type);
    if (!ruleset || !hasStaleConditionEffects(actor)) continue;
    await syncConditionEffects(actor as Actor.Implementation, readConditions(actor.effects), ruleset.statuses.list);
    migrated += 1;
  }
  return migrated;
}

/** World actors and the actors of unlinked tokens (their effects live on the token), GM only. */
export function worldEffectActors(): EffectActor[] {
  if (!isActiveGmClient()) return [];
  const tokenActors = [...game.scenes].flatMap((scene) => [...scene.tokens].filter((t) => !t.actorLink && t.actor).map((t) => t.actor!));
  return [...game.actors, ...tokenActors];
}
