/**
 * An attack card from the documents, the roller's choices and the dice: the attack flow builds the card it
 * posts with these functions, and the GM's client re-builds a player's card with the same ones to vouch for
 * it (core/card-seals.ts). What the documents give (HIT, DEF, ARMOR, DAM, the dice, range, weather) is read
 * here; what the roller chose is accepted only as far as the roll dialog offers it.
 */
import { tileDistance } from "../../../core/rules/grid";
import { applyModifiers } from "../../../core/rules/attributes";
import { actorAt, ref } from "../../../core/refs";
import { facesOf } from "../../../core/rolls";
import { damagePart } from "../../../core/chat/apply-damage";
import type { DamagePartData } from "../../../core/chat/damage-view";
import type { DerivedCard } from "../../../core/chat/card-kinds";
import { cardMismatch } from "../../../core/card-seals";
import { SITUATIONAL_LIMIT, unoffered } from "../../../core/roll-dialog-model";
import type { AttackCard } from "./cards";
import { itemSystem } from "../../../core/data/subtypes";
import { attackDice, attackOdds, attackTarget, hasSpecialVision, hitDistribution, inRange, resolveAttack, type AttackInput, type AttackTarget, type Modifier } from "./rules/attack";
import { turnPlan } from "../conditions/rules/conditions";
import { windRelation } from "../weather/rules/wind";
import { attackPacket } from "./rules/damage";
import { elvendorOptions } from "../settings";
import { weatherOf } from "../weather/state";
import { conditionsOf } from "../conditions/conditions";
import { tileOf, tokenOf } from "../actors/position";
import { defenses } from "../actors/stats";

/** An ability item's system data (a TypeError for any other item: the callers pass abilities only). */
const abilitySystem = (item: Item.Implementation) => itemSystem(item, ["elvendorAbility"]);

type Actor = Actor.Implementation;

/** Refused for players; the GM may attack anyway (the attack flow asks). */
export const OUT_OF_RANGE = "REALMS.Elvendor.Errors.OutOfRange";

/** The source of the roller's typed shift among an attack's modifiers. */
export const SITUATIONAL = "situational";

/** What an attack reads before any choice: its dice, its aim (base and offered modifiers), or why it may not be made. */
export interface AttackSetup {
  readonly ranged: boolean;
  readonly distance: number;
  readonly dice: number;
  readonly aim: AttackTarget;
  /** An i18n key when the rules refuse the attack (a player's; the GM may attack out of range), with its format data. */
  readonly refused: { readonly key: string; readonly data: Record<string, string> } | null;
}

/** The character's ATT (heroes); companions and enemies have none, so their abilities' ATT alone counts. */
function baseAtt(actor: Actor): number {
  return actor.type === "elvendorHero" ? Number((actor.system as { attributes?: { att?: number } }).attributes?.att ?? 0) : 0;
}

export function attackSetup(attacker: Actor, item: Item.Implementation, target: Actor | null, scene: Scene.Implementation | null): AttackSetup {
  const ability = abilitySystem(item);
  const ranged = ability.range > 1;
  const from = tileOf(tokenOf(attacker, scene), scene);
  const to = target ? tileOf(tokenOf(target, scene), scene) : from;
  const distance = target ? tileDistance(from, to) : ability.range;
  const weather = weatherOf(scene).weather;
  const input: AttackInput = {
    hit: ability.hit, defense: target ? defenses(target).def : 1, ranged, range: ability.range, distance,
    timeOfDay: weather?.timeOfDay ?? "day", precipitation: weather?.precipitation ?? "clear",
    wind: weather ? windRelation(weather.wind, { x: to.x - from.x, y: to.y - from.y }) : "none", windSpeed: weather?.wind.speed ?? 0,
    specialVision: hasSpecialVision(attacker.items.filter((i) => i.type === "elvendorAbility").map(abilitySystem)),
  };
  const setup = { ranged, distance, dice: attackDice(ability.attacks, baseAtt(attacker)), aim: attackTarget(input, elvendorOptions()) };
  const refused = (key: string, data: Record<string, string> = {}): AttackSetup => ({ ...setup, refused: { key, data } });
  if (ranged && !turnPlan(conditionsOf(attacker), defenses(attacker).act).canRangedAttack) return refused("REALMS.Elvendor.Errors.NoRanged");
  if (target && distance > 1 && conditionsOf(target).some((c) => c.id === "invisible")) return refused("REALMS.Elvendor.Errors.NotTargetable", { target: target.name ?? "" });
  // Enemies pick an ability in reach in their script; heroes and companions are held to RG.
  if (target && attacker.type !== "elvendorEnemy" && !inRange(distance, ability.range)) {
    return refused(OUT_OF_RANGE, { target: target.name ?? "", distance: String(distance), range: String(ability.range) });
  }
  return { ...setup, refused: null };
}

/** The card's fields before the dice: who, with what, against which target number. */
export interface AttackFacts {
  readonly attacker: Actor;
  readonly item: Item.Implementation;
  readonly target: Actor | null;
  readonly scene: Scene.Implementation | null;
  readonly setup: AttackSetup;
  /** The offered modifiers the roller kept on, and their typed shift (a `situational` modifier). */
  readonly modifiers: readonly Modifier[];
}

/** The D6 target the kept modifiers give (clamped as the rules clamp it). */
export function targetNumberOf(setup: AttackSetup, modifiers: readonly Modifier[]): number {
  const shift = applyModifiers(0, { adds: modifiers.map((m) => m.value) }).value;
  return Number.parseInt(attackOdds(setup.aim.base, shift, 1, elvendorOptions().naturalRolls).target, 10);
}

/**
 * The card and its apply-damage part from the facts and the dice rolled (one D6 per attack). It is posted with
 * no reaction: the defender's is rolled and written on the GM's client (./attack.ts `gmResolveReaction`).
 */
export function attackCardOf(facts: AttackFacts, faces: readonly number[]): { card: AttackCard; damage: DamagePartData | null } {
  const ability = abilitySystem(facts.item);
  const tn = targetNumberOf(facts.setup, facts.modifiers);
  const dice = facts.setup.dice;
  const result = resolveAttack(faces, tn, ability.damage, facts.target ? defenses(facts.target).armor : 0);
  const card: AttackCard = {
    attacker: ref(facts.attacker), target: facts.target ? ref(facts.target) : null, scene: facts.scene?.id ?? null,
    ability: { name: facts.item.name ?? "", ranged: facts.setup.ranged, damage: ability.damage, attacks: dice, itemId: facts.item.id ?? "" },
    base: facts.setup.aim.base, modifiers: [...facts.modifiers], targetNumber: tn, dice: result.dice, hits: result.hits, damagePerHit: result.damagePerHit, damage: result.damage,
    armor: facts.target ? defenses(facts.target).armor : 0,
    chancePerDie: 1 - hitDistribution(tn, 1).p(0), chanceAnyHit: 1 - hitDistribution(tn, dice).p(0),
    condition: ability.condition.id && ability.condition.when === "onHit" ? { id: ability.condition.id, value: ability.condition.value } : null,
    reaction: null, applied: { damage: false, condition: false },
  };
  // A hit that does damage carries the apply-damage part: the target's math, Apply and Undo (core/chat/apply-damage.ts).
  const damage = facts.target && card.damage > 0 ? damagePart(attackPacket(card), [facts.target]) : null;
  return { card, damage };
}

/** Where the attacker stands: the scene the card names, which must hold the attacker's token if any scene does. */
function sceneOf(message: ChatMessage.Implementation, attacker: Actor, id: string | null | undefined): Scene.Implementation | null {
  const scene = id ? (game.scenes.get(id) as Scene.Implementation | undefined) ?? null : null;
  if (id && !scene) throw cardMismatch(message, "scene");
  if (!tokenOf(attacker, scene) && [...game.scenes].some((s) => tokenOf(attacker, s as Scene.Implementation))) throw cardMismatch(message, "scene");
  return scene;
}

/**
 * The GM's re-derivation of a player's attack card (the kind's `derive`): the documents it names, the D6s in
 * its roll, the dialog's switches and a situational shift within `SITUATIONAL_LIMIT`. A card is posted without a
 * reaction (a sealed field): only the GM's client writes one, from the roll it made (./attack.ts `gmResolveReaction`).
 */
export function deriveAttack(message: ChatMessage.Implementation, card: AttackCard): DerivedCard {
  const attacker = actorAt(card.attacker.uuid);
  const item = card.ability.itemId ? attacker?.items.get(card.ability.itemId) : undefined;
  if (!attacker || !item || item.type !== "elvendorAbility") throw cardMismatch(message, "ability");
  const target = card.target ? actorAt(card.target.uuid) : null;
  if (card.target && !target) throw cardMismatch(message, "target");
  const scene = sceneOf(message, attacker, card.scene);
  const setup = attackSetup(attacker, item, target, scene);
  if (setup.refused) throw cardMismatch(message, game.i18n.format(setup.refused.key, setup.refused.data));
  const offered = setup.aim.modifiers.map((m) => ({ key: m.source, value: m.value }));
  const odd = unoffered(offered, card.modifiers.map((m) => ({ key: m.source, value: m.value })), SITUATIONAL, SITUATIONAL_LIMIT);
  if (odd) throw cardMismatch(message, "modifiers");
  const roll = message.rolls[0];
  if (!roll || message.rolls.length !== 1 || roll.formula !== `${setup.dice}d6`) throw cardMismatch(message, "roll");
  const { card: derived, damage } = attackCardOf({ attacker, item, target, scene, setup, modifiers: card.modifiers }, facesOf(roll));
  return { data: derived, damage };
}
