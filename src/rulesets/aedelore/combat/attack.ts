/**
 * Attacks: the attack pool on the attacker's client, then (on a hit) the GM's client asks the defender for
 * Dodge, Parry, Block or Take Hit through the core reaction prompt, rolls the damage and the reaction, and
 * seals what the card applies: a player's client rolls its own pool, the rest is computed where a player
 * cannot rewrite it. The card carries the result and an apply-damage part.
 */
import { CHECK_CARD } from "../checks/kinds";
import { ATTACK_CARD } from "./kinds";
import { cardOfKind, postRollCard } from "../../../core/chat/cards";
import { damagePart } from "../../../core/chat/apply-damage";
import { isDiceFormula, poolFormula, readPool } from "../checks/rules/pool";
import { actorAt, uuidOf } from "../../../core/refs";
import type { ClickIntent } from "../../../core/roll-dialog";
import { askReaction } from "../../../core/reactions";
import { acknowledged, gmAction, missing, Refusal, refuse, requireMayModify, runAsGM, userMayModify } from "../../../core/gm";
import { isCardMessage } from "../../../core/chat/card-type";
import { cardMismatch, claimApplied, claimStep, sealComputed, verifySealed } from "../../../core/card-seals";
import { id, object } from "../../../core/payload";
import { cardOf, updateCard } from "../../../core/chat/cards";
import { attackResult, damageFor, isRangedWeapon, reactionOdds, reactionPoolParts, resolveReaction, type AttackResult, type Reaction } from "./rules/combat";
import { cannotAct, cannotFight } from "../conditions/rules/conditions";

import type { AttackCard, CheckCard } from "../checks/cards";
import type { WeaponSystem } from "../models/specs";
import { isActorType, isItemType, itemSystem } from "../../../core/data/subtypes";
import { AedAttackRoll } from "./kinds";
import { chainsOfRoll } from "../checks/pool";
import { facesOf } from "../../../core/rolls";
import { aedeloreOptions } from "../settings";
import { derivedOf, ref, refuseIfUnable, statusesOf } from "../character/state";
import { capOf, quickPool, quickPoolSize } from "../checks/pool";
import { percent } from "../../../core/format";
import { rollPool } from "../checks/pool";
import { attackPacket } from "./rules/damage";
import { itemModel } from "../../../core/data/item-model";
import type { AedActorModel } from "../models/actor-model";
import { actorModel } from "../../../core/data/actor-model";

/** A weapon item's system data, typed. */
const weaponSystem = (item: Item.Implementation): WeaponSystem => itemSystem(item, ["aedeloreWeapon"]);

function weaponAbility(actor: Actor.Implementation, w: WeaponSystem): "strength" | "dexterity" {
  if (w.ability !== "either") return w.ability;
  const t = derivedOf(actor).totals;
  return t.dexterity > t.strength ? "dexterity" : "strength";
}

/** An attack's result from its pool roll: the successes of its chains (the card shows the same chains). */
const resultOfRoll = (roll: Roll): AttackResult => attackResult(readPool(chainsOfRoll(roll)).successes);

export async function attack(attacker: Actor.Implementation, weapon: Item.Implementation, target: Actor.Implementation | null, intent: ClickIntent): Promise<void> {
  if (refuseIfUnable(attacker, true)) return;
  const w = weaponSystem(weapon);
  if (!isDiceFormula(w.damage)) return void ui.notifications?.error("REALMS.Aedelore.Errors.NoDamage", { localize: true, format: { weapon: weapon.name ?? "" } });
  const ammo = w.ammunition ? attacker.items.find((i) => isItemType(i, ["aedeloreAmmunition"]) && i.system.kind === w.ammunition && i.system.quantity > 0) : null;
  if (w.ammunition && !ammo) return void ui.notifications?.error("REALMS.Aedelore.Errors.NoAmmunition", { localize: true, format: { weapon: weapon.name ?? "" } });
  const ability = weaponAbility(attacker, w);
  const totals = derivedOf(attacker).totals;
  const rolled = await rollPool({
    actor: attacker, title: game.i18n.format("REALMS.Aedelore.Roll.attackTitle", { actor: attacker.name ?? "", weapon: weapon.name ?? "" }),
    parts: [{ label: `REALMS.Aedelore.Ability.${ability}`, i18n: true, points: totals[ability] }, { label: `${weapon.name ?? ""} +${w.attackBonus ?? 0}`, i18n: false, points: w.attackBonus ?? 0 }],
    kind: { attack: true, melee: !isRangedWeapon(w) }, purpose: "attack", target, intent, rollClass: AedAttackRoll,
  });
  if (!rolled) return;
  if (ammo) await itemModel(ammo).consume();
  const result = resultOfRoll(rolled.roll);
  const card: AttackCard = {
    attacker: ref(attacker), target: target ? ref(target) : null, weapon: weapon.name ?? "", weaponId: weapon.id ?? "", ...rolled.summary, result, damageFormula: w.damage,
    damageDice: [], damageRolled: null, damage: null, reaction: null, finalDamage: null, applied: false,
  };
  const message = await postRollCard(rolled.roll, ATTACK_CARD.id, card, { actor: attacker });
  if (!message || result === "miss") return;
  // The defender decides, and the damage lands, on the GM's client (see the header).
  await runAsGM(gmResolveHit, { messageId: message.id });
}

/**
 * The result the pool roll of a card gives, or a Refusal naming what does not match: the roll is one pool of
 * the attack's kind, no bigger than the attacker's cap (the dialog's extra dice reach the cap, no further),
 * from an attacker who may fight, with a weapon they carry.
 */
function checkedResult(message: ChatMessage.Implementation, card: AttackCard, attacker: Actor.Implementation): { weapon: Item.Implementation; result: AttackResult } {
  const mismatch = (field: string) => cardMismatch(message, field);
  const weapon = card.weaponId ? attacker.items.get(card.weaponId) : undefined;
  if (!weapon || weapon.type !== "aedeloreWeapon") throw mismatch("weapon");
  if (cannotFight(statusesOf(attacker)) || cannotAct(statusesOf(attacker))) throw mismatch("attacker");
  const roll = message.rolls[0];
  const dice = roll ? chainsOfRoll(roll).length : 0;
  if (!(roll instanceof AedAttackRoll) || message.rolls.length !== 1 || dice > capOf(attacker) || roll.formula !== (dice ? poolFormula(dice) : "0")) throw mismatch("roll");
  const result = resultOfRoll(roll);
  if (result !== card.result) throw mismatch("result");
  return { weapon, result };
}

/** Ask the GM's client to finish a hit: the defender's reaction, the damage, the seal. */
export const gmResolveHit = gmAction("aedelore", "resolveHit", object({ messageId: id }), async ({ messageId }, user) => {
  const message = game.messages.get(messageId);
  const card = cardOfKind(message, ATTACK_CARD);
  if (!message || !card) throw missing("card");
  if (!user.isGM && message.author?.id !== user.id) throw new Refusal("REALMS.GmRequest.notAllowed");
  const attacker = actorAt(card.attacker.uuid);
  requireMayModify(user, attacker);
  const target = card.target ? actorAt(card.target.uuid) : null;
  if (card.target && !target) throw missing("actor");
  const { weapon, result } = checkedResult(message, card, attacker);
  if (result === "miss") throw new Refusal("REALMS.GmRequest.gone");
  // Once per card: a replayed request (or one for a card whose damage field was blanked again) rolls nothing.
  if (!(await claimStep(message, "hit"))) throw new Refusal("REALMS.GmRequest.gone");
  // The defender may take a while to answer: the requester is answered now, the card shows the outcome.
  return acknowledged(user, "realms.aedelore.resolveHit", finishHit(message, weapon, result, attacker, target));
});

/** On the GM's client, for a checked and claimed hit: the defender's reaction, the damage, the seal. */
async function finishHit(message: ChatMessage.Implementation, weapon: Item.Implementation, result: AttackResult, attacker: Actor.Implementation, target: Actor.Implementation | null): Promise<void> {
  const w = weaponSystem(weapon);
  const reaction = target ? await askDefender(target, attacker, weapon.name ?? "") : null;
  const damageRoll = await new Roll(w.damage).evaluate();
  const damageRolled = damageRoll.total ?? 0;
  const damage = damageFor(result, damageRolled);
  const reactionCard = target && reaction ? await rollReaction(target, reaction, damage) : null;
  const finalDamage = reactionCard ? reactionCard.damageTaken : damage;
  // The apply-damage part (core/chat/apply-damage.ts): the math, Apply and Undo. The attacker's player may
  // apply their hit to the target, as the card's own button let them; with no target it lists the selection.
  const part = finalDamage > 0 ? damagePart(attackPacket({ damage, finalDamage, reaction: reactionCard }), target ? [target] : [], attacker) : null;
  await sealComputed(message, { damageFormula: w.damage, damageDice: facesOf(damageRoll), damageRolled, damage, reaction: reactionCard, finalDamage }, part);
}

/** The reactions this defender can use now. */
export function availableReactions(defender: Actor.Implementation): Reaction[] {
  // A stunned, unconscious or dying defender just takes the hit.
  if (cannotAct(statusesOf(defender))) return [];
  const hasWeapon = defender.items.some((i) => isItemType(i, ["aedeloreWeapon"]) && i.system.equipped);
  const canBlock = !!derivedOf(defender).block;
  return ["dodge", ...(hasWeapon ? ["parry" as const] : []), ...(canBlock ? ["block" as const] : []), "takeHit"];
}

/** An option's exact odds in words, from the pool it would roll now (./rules/combat.ts `reactionOdds`). */
function oddsText(defender: Actor.Implementation, reaction: Reaction): string {
  const dice = quickPoolSize(defender, reactionParts(defender, reaction).parts, { attack: false });
  const odds = reactionOdds(reaction, dice);
  const data = { dice: String(dice), success: percent(odds.success), barely: percent(odds.barely ?? 0), failure: percent(odds.failure) };
  return game.i18n.format(odds.barely === null ? "REALMS.Aedelore.Reaction.oddsNoBarely" : "REALMS.Aedelore.Reaction.odds", data);
}

async function askDefender(defender: Actor.Implementation, attacker: Actor.Implementation, weapon: string): Promise<Reaction | null> {
  const choices = availableReactions(defender).map((id) => ({ id, label: game.i18n.localize(`REALMS.Aedelore.Reaction.${id}`), hint: game.i18n.localize(`REALMS.Aedelore.Reaction.${id}Hint`),
    odds: oddsText(defender, id) }));
  const choice = await askReaction(defender, {
    actorUuid: uuidOf(defender), title: game.i18n.format("REALMS.Reaction.title", { actor: defender.name ?? "" }),
    prompt: game.i18n.format("REALMS.Reaction.prompt", { attacker: attacker.name ?? "", actor: defender.name ?? "", ability: weapon }), choices,
  }, aedeloreOptions().reactionTimeout);
  return choices.some((c) => c.id === choice) ? (choice as Reaction) : null;
}

/** What a reaction rolls: its pool's parts, and the equipped weapon's attack bonus (Parry's Barely takes it off). */
function reactionParts(defender: Actor.Implementation, reaction: Reaction) {
  const t = derivedOf(defender);
  const weapon = defender.items.find((i) => isItemType(i, ["aedeloreWeapon"]) && i.system.equipped);
  const weaponBonus = (weapon ? weaponSystem(weapon) : undefined)?.attackBonus ?? 0;
  const armorBonus = isActorType(defender, ["aedeloreCreature"]) && !t.armorBonus ? defender.system.armorBonus : t.armorBonus;
  const parts = reactionPoolParts(reaction, { totals: t.totals, weapon: weapon ? { name: weapon.name ?? "", bonus: weaponBonus } : null, armorBonus });
  return { parts, weaponBonus };
}

/** Roll the chosen reaction's pool (no dialog: it is the defender's answer) and post it. */
export async function rollReaction(defender: Actor.Implementation, reaction: Reaction, damage: number) {
  const { parts, weaponBonus } = reactionParts(defender, reaction);
  const pool = await quickPool(defender, parts, { attack: false });
  const block = derivedOf(defender).block;
  const outcome = resolveReaction(reaction, pool.result, damage, { weaponBonus, blockValue: block?.value ?? 0 });
  const card: CheckCard = {
    kind: "reaction", label: game.i18n.localize(`REALMS.Aedelore.Reaction.${reaction}`), actor: ref(defender), ...pool.summary, difficulty: null,
    outcome: outcome.grade, spell: null, ability: null, contest: null,
  };
  await postRollCard(pool.roll, CHECK_CARD.id, card, { actor: defender });
  return { ...outcome, successes: pool.result.successes, barely: pool.result.barely, blockWith: reaction === "block" && block ? { kind: block.kind, name: block.name } : null };
}

/** The target's owner (or the GM, or the attacker's player through the GM) applies the damage once. */
export async function applyAttack(message: ChatMessage.Implementation): Promise<void> {
  await runAsGM(gmApplyAttack, { messageId: message.id });
}

export const gmApplyAttack = gmAction("aedelore", "applyAttack", object({ messageId: id }), async (data, user) => {
  const message = game.messages.get(data.messageId);
  const card = cardOf<AttackCard>(message);
  if (!message || !card || card.finalDamage === null) throw missing("card");
  const target = actorAt(card.target?.uuid);
  if (!target) throw missing("actor");
  if (!canApply(user, card)) throw new Refusal("REALMS.Errors.NotOwner", { name: target.name ?? "?" });
  // A card with the apply-damage part is applied through it, never through both.
  if (card.applied || (isCardMessage(message) && message.system.damage)) throw new Refusal("REALMS.GmRequest.gone");
  await verifySealed(message);
  if (!(await claimApplied(message))) throw new Refusal("REALMS.GmRequest.gone");
  await updateCard(message, "realms.aedelore.apply", { applied: true });
  // The model does the rest: a Block's gear takes what it stopped; HP already at 0 takes nothing more (no
  // crossing, so the dying roll is not rolled twice).
  await actorModel<AedActorModel>(target).applyDamage(attackPacket(card));
});

export function canApply(user: User.Implementation, card: AttackCard): boolean {
  const target = actorAt(card.target?.uuid);
  const attacker = actorAt(card.attacker.uuid);
  return user.isGM || (!!target && userMayModify(user, target)) || (!!attacker && userMayModify(user, attacker));
}

export function refuseApply(card: AttackCard): void {
  refuse({ name: card.target?.name ?? "" });
}

