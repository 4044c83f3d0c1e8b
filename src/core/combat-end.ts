/**
 * The end of a fight. Conditions counted in a combat's rounds, turns, side turns, phases or activations belong to
 * that combat: when it is deleted they end for every actor that took part, also those removed (or whose token was
 * deleted) mid-fight, whose counted turn may never have come. Removal alone ends nothing: a combatant removed and
 * added again keeps counting. So the combat keeps its participants (actor uuids; an unlinked token's actor has its
 * own) in a flag only the active GM writes, and the end reads it once.
 */
import { endedWithCombat } from "./rules/conditions";
import { effectIdsFor, readConditions } from "./effects";
import { realmsFlag } from "./flags";
import { activeRuleset } from "./settings";

export const PARTICIPANTS_FLAG = "participants";

/** The actor a combatant stands for, by uuid: its token's own actor for an unlinked token, else the world actor. */
export const participantUuid = (combatant: Combatant.Implementation): string | null => (combatant.actor as Actor.Implementation | null)?.uuid ?? null;

/** Everyone recorded, seen on this client and in the roster now, once each (a flag is GM-written; anything else in it is ignored). */
export function participantsOf(combat: Combat.Implementation, seen: Iterable<string> = []): string[] {
  const stored = realmsFlag<unknown>(combat, PARTICIPANTS_FLAG);
  const recorded = Array.isArray(stored) ? stored.filter((u): u is string => typeof u === "string" && u.length > 0) : [];
  const now = [...combat.combatants].map((c) => participantUuid(c as Combatant.Implementation)).filter((u): u is string => u !== null);
  return [...new Set([...recorded, ...seen, ...now])];
}

/** The participants' actors that still exist (a deleted actor, or the actor of a deleted unlinked token, is gone). */
function participantActors(uuids: readonly string[]): Actor.Implementation[] {
  return uuids.map((uuid) => fromUuidSync<Actor.Implementation>(uuid) as { documentName?: string } | null)
    .filter((doc): doc is Actor.Implementation => doc?.documentName === "Actor");
}

/**
 * The combat was deleted (active GM): every participant loses the conditions the fight counted, once, then the
 * ruleset ends what it keeps its own way (the Elf System's Stunned starts its rest).
 */
export async function endCombat(combat: Combat.Implementation, seen: Iterable<string> = []): Promise<void> {
  const actors = participantActors(participantsOf(combat, seen));
  for (const actor of actors) {
    const ids = effectIdsFor(actor.effects as Iterable<never>, endedWithCombat(readConditions(actor.effects as Iterable<never>)));
    if (ids.length) await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
  }
  await activeRuleset()?.onCombatEnd?.(combat, actors);
}
