import { isStoredActor } from "./refs";

/**
 * The token and combatant of an actor. Every copy of an enemy placed from one world actor shares that
 * actor's id, and each unlinked token has its own actor (`isToken`, `token`, a uuid through the token);
 * so a token's actor is found by its token. A world actor is found through a token linked to it, or
 * through its only token when there is just one (a character placed unlinked in an older world).
 */
function only<T>(list: readonly T[]): T | null {
  return list.length === 1 ? list[0]! : null;
}

export function combatantOfActor(combat: Combat.Implementation | null | undefined, actor: Actor.Implementation): Combatant.Implementation | null {
  if (!combat || !isStoredActor(actor)) return null;
  const found = combat.getCombatantsByActor(actor) as Combatant.Implementation[];
  if (actor.isToken) return found[0] ?? null;
  return found.find((c) => !c.token || c.token.actorLink) ?? only(found);
}

export function tokenOfActor(actor: Actor.Implementation, scene: Scene.Implementation | null | undefined): TokenDocument.Implementation | null {
  if (!scene) return null;
  if (actor.isToken) return actor.token?.parent === scene ? (actor.token as TokenDocument.Implementation) : null;
  const found = scene.tokens.filter((t) => t.actorId === actor.id) as TokenDocument.Implementation[];
  return found.find((t) => t.actorLink) ?? only(found);
}
