/** An Elvendor actor's defence numbers, whatever its type (heroes, companions and enemies name them differently). */
import { actorSystem, isActorType } from "../../../core/data/subtypes";

export interface Defenses { readonly def: number; readonly sav: number; readonly armor: number; readonly act: number }

/** DEF/Defense, SAV/Saves, ARMOR and the actions a turn gives. */
export function defenses(actor: Actor.Implementation): Defenses {
  if (isActorType(actor, ["elvendorEnemy"])) {
    const s = actor.system;
    return { def: s.defense, sav: s.saves, armor: s.armor, act: s.actions };
  }
  if (isActorType(actor, ["elvendorCompanion"])) {
    const s = actor.system;
    return { def: s.attributes.def, sav: s.attributes.sav, armor: s.attributes.armor, act: s.ap };
  }
  const s = actorSystem(actor, ["elvendorHero"]);
  return { def: s.attributes.def, sav: s.attributes.sav, armor: s.secondary.armor, act: s.attributes.act };
}

/** MOV/Move in tiles (0 for an actor of another ruleset). */
export function movementOf(actor: Actor.Implementation): number {
  if (isActorType(actor, ["elvendorEnemy"])) return actor.system.move;
  if (isActorType(actor, ["elvendorHero", "elvendorCompanion"])) return actor.system.attributes.mov;
  return 0;
}

/** Health left (0 for an actor of another ruleset). */
export function healthOf(actor: Actor.Implementation): number {
  return isActorType(actor, ["elvendorHero", "elvendorEnemy", "elvendorCompanion"]) ? actor.system.health.value : 0;
}

/** Actions a combatant gets at the start of its turn (the ruleset's `actionPoints`; the turn flow uses it). */
export function actionPointsOf(actor: Actor.Implementation): number {
  return defenses(actor).act;
}
