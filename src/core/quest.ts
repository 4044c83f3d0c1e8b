/**
 * The end of a quest: a world event the GM fires (not a combat boundary). Conditions that last "until the end
 * of the quest" end on every actor in the world, world actors and unlinked tokens' own actors alike.
 */
import { endedAtQuestEnd } from "./rules/conditions";
import { effectIdsFor, readConditions } from "./effects";
import { emit } from "./events";

type ActorLike = Actor.Implementation;

function everyActor(): ActorLike[] {
  const out = new Map<string, ActorLike>();
  for (const actor of game.actors ?? []) out.set(actor.uuid, actor as ActorLike);
  for (const scene of (game.scenes ?? []) as Iterable<Scene.Implementation>) {
    for (const token of scene.tokens ?? []) {
      const actor = token.actor as ActorLike | null;
      if (actor?.uuid && !token.actorLink) out.set(actor.uuid, actor);
    }
  }
  return [...out.values()];
}

/** End the quest (the GM's client); returns how many conditions ended. */
async function endQuestNow(): Promise<number> {
  let ended = 0;
  for (const actor of everyActor()) {
    const conditions = endedAtQuestEnd(readConditions(actor.effects as Iterable<never>));
    const ids = effectIdsFor(actor.effects as Iterable<never>, conditions);
    if (!ids.length) continue;
    await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
    ended += ids.length;
  }
  emit("questEnd", { ended });
  return ended;
}

/** The GM ends the quest (a macro or the API); anyone else gets a localized refusal. */
export async function endQuest(): Promise<number | null> {
  if (!game.user.isGM) {
    ui.notifications?.error("REALMS.Turns.Errors.questGmOnly", { localize: true });
    return null;
  }
  return endQuestNow();
}
