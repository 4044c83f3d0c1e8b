/**
 * The token and combatant of an actor. Every copy of an enemy placed from one world actor shares that
 * actor's id, and each unlinked token has its own actor (`isToken`, `token`, a uuid through the token);
 * so a token's actor is found by its token, and a world actor only through tokens linked to it.
 */
export function combatantOfActor(combat: Combat.Implementation | null | undefined, actor: Actor.Implementation): Combatant.Implementation | null {
  if (!combat) return null;
  const found = combat.getCombatantsByActor(actor) as Combatant.Implementation[];
  return (actor.isToken ? found[0] : found.find((c) => !c.token || c.token.actorLink)) ?? null;
}

export function tokenOfActor(actor: Actor.Implementation, scene: Scene.Implementation | null | undefined): TokenDocument.Implementation | null {
  if (!scene) return null;
  if (actor.isToken) return actor.token?.parent === scene ? (actor.token as TokenDocument.Implementation) : null;
  return (scene.tokens.find((t) => t.actorLink && t.actorId === actor.id) ?? null) as TokenDocument.Implementation | null;
}
