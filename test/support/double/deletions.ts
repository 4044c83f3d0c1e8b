/**
 * Deleting placed and world documents, after Foundry v13: a deleted token leaves its scene, an unlinked token's own
 * actor goes with it (its uuid resolves to nothing), and the token's combatants are deleted from every combat
 * (CombatEncounters#_onDeleteToken, run by the client that deleted it, here the current user). A deleted world actor
 * leaves `game.actors`, `fromUuidSync` and the database; a deleted scene takes its tokens with it.
 */
import { world } from "./base";
import { combats } from "./combat";
import type { FakeActor } from "./documents";
import { scenes, tokensByUuid, type FakeScene, type FakeToken } from "./tokens";

export async function deleteToken(token: FakeToken): Promise<void> {
  const list = token.parent.tokens;
  list.splice(list.indexOf(token), 1);
  tokensByUuid.delete(token.uuid);
  if (!token.actorLink) world.actors.delete(token.actor.uuid);
  for (const combat of combats.values()) {
    const ids = combat.getCombatantsByToken(token.id).map((c) => c.id);
    if (ids.length) await combat.deleteEmbeddedDocuments("Combatant", ids);
  }
}

export function deleteActor(actor: FakeActor): void {
  if (actor.isToken) throw new Error("A token's actor is deleted with its token (deleteToken)");
  world.actors.delete(actor.uuid);
  world.database.delete(actor.uuid);
}

export async function deleteScene(scene: FakeScene): Promise<void> {
  for (const token of [...scene.tokens]) await deleteToken(token);
  scenes.delete(scene.id);
}
