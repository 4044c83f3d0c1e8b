/**
 * The Mage's AP → Mana control (the hero sheet's button): checked by rules/mana.ts against the actor as it is now and
 * the role its side has in the running combat, then written in one update by its owner (or the GM).
 */
import { Refusal, requireMayModify } from "../../../core/gm";
import { combatantOfActor } from "../../../core/token-lookup";
import { actorSystem } from "../../../core/data/subtypes";
import { actorFacts, apLeftOf } from "../states/facts";
import { stateIdsOf } from "../states/actor-states";
import { roleNow } from "./phases";
import { convertApToMana } from "./rules/mana";
import { ELDFALL_MODEL_TYPES } from "../config";

/** Turn `amount` of the model's AP into Mana Counters; a refusal (localized) changes nothing. */
export async function apToMana(actor: Actor.Implementation, amount = 1): Promise<void> {
  requireMayModify(game.user, actor);
  const combat = game.combat as Combat.Implementation | null;
  const combatant = combat?.started ? combatantOfActor(combat, actor) : null;
  const outcome = convertApToMana({
    classes: actorFacts(actor).classes, role: combat && combatant ? roleNow(combat, combatant) : null,
    ap: apLeftOf(actor), mana: actorSystem(actor, ELDFALL_MODEL_TYPES).mana, states: stateIdsOf(actor),
  }, amount);
  if (!outcome.ok) throw new Refusal(`REALMS.Eldfall.Models.Errors.mana.${outcome.reason}`, { name: actor.name ?? "?" });
  await actor.update({ system: { ap: { value: outcome.ap }, mana: outcome.mana } });
}
