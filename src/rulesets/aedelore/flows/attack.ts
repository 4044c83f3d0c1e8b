/**
 * Attacks: the attack pool, then (on a hit) the defender picks Dodge, Parry, Block or Take Hit through the
 * core reaction prompt before the damage lands; the card carries the result and an Apply button.
 */
import { ATTACK_CARD, CHECK_CARD } from "../chat/kinds";
import { postRollCard } from "../../../core/chat/cards";
import { damagePart } from "../../../core/chat/apply-damage";
import { isDiceFormula } from "../rules/pool";
import { actorAt } from "../../../core/refs";
import type { ClickIntent } from "../../../core/roll-dialog";
import { askReaction } from "../../../core/reactions";
import { gmAction, missing, Refusal, refuse, runAsGM, userMayModify } from "../../../core/gm";
import { isCardMessage } from "../../../core/chat/card-type";
import { claimApplied, sealCard, verifySealed } from "../../../core/card-seals";
import { id, object } from "../../../core/payload";
import { cardOf, updateCard } from "../../../core/chat/cards";
import { attackResult, damageFor, isRangedWeapon, resolveReaction, type Reaction } from "../rules/combat";
import { cannotAct } from "../rules/status";

import type { AttackCard, CheckCard } from "../chat/cards";
import type { AmmunitionSystem, WeaponSystem } from "../data/specs";
import { AedAttackRoll } from "../rolls";
import { facesOf } from "../../../core/rolls";
import { aedeloreOptions } from "../settings";
import { anySystem, derivedOf, ref, refuseIfUnable, statusesOf } from "../state";
import { quickPool } from "./pool";
import { rollPool } from "./pool";
import { attackPacket } from "../rules/damage";
import { itemModel } from "../../../core/data/item-model";
import type { AedActorModel } from "../data/actor-model";
import { actorModel } from "../../../core/data/actor-model";

function weaponAbility(actor: Actor.Implementation, w: WeaponSystem): "strength" | "dexterity" {
  if (w.ability !== "either") return w.ability;
  const t = derivedOf(actor).totals;
  return t.dexterity > t.strength ? "dexterity" : "strength";
}

export async function attack(attacker: Actor.Implementation, weapon: Item.Implementation, target: Actor.Implementation | null, intent: ClickIntent): Promise<void> {
  if (refuseIfUnable(attacker, true)) return;
  const w = weapon.system as unknown as WeaponSystem;
  if (!isDiceFormula(w.damage)) return void ui.notifications?.error("REALMS.Aedelore.Errors.NoDamage", { localize: true, format: { weapon: weapon.name ?? "" } });
  const ammo = w.ammunition ? attacker.items.find((i) => i.type === "aedeloreAmmunition" && (i.system as unknown as AmmunitionSystem).kind === w.ammunition && (i.system as unknown as AmmunitionSystem).quantity > 0) : null;
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
  const result = attackResult(rolled.result.successes);
  const card: AttackCard = {
    attacker: ref(attacker), target: target ? ref(target) : null, weapon: weapon.name ?? "", ...rolled.summary, result, damageFormula: w.damage,
    damageDice: [], damageRolled: null, damage: null, reaction: null, finalDamage: null, applied: false,
  };
  const message = (await postRollCard(rolled.roll, ATTACK_CARD.id, card, { actor: attacker }))!;
  if (result === "miss") return;

  // The defender decides before the damage lands.
  const reaction = target ? await askDefender(target, attacker, weapon.name ?? "") : null;
  const damageRoll = await new Roll(w.damage).evaluate();
  const damageRolled = damageRoll.total ?? 0;
  const damage = damageFor(result, damageRolled);
  let final = damage;
  let reactionCard: AttackCard["reaction"] = null;
  if (target && reaction) {
    const outcome = await rollReaction(target, reaction, damage);
    final = outcome.damageTaken;
    reactionCard = outcome;
  }
  const finalDamage = target ? final : damage;
  await updateCard(message, "realms.aedelore.apply", { damageDice: facesOf(damageRoll), damageRolled, damage, reaction: reactionCard, finalDamage });
  // The apply-damage part (core/chat/apply-damage.ts): the math, Apply and Undo. The attacker's player may
  // apply their hit to the target, as the card's own button let them; with no target it lists the selection.
  if (finalDamage > 0) {
    const part = damagePart(attackPacket({ damage, finalDamage, reaction: reactionCard }), target ? [target] : [], attacker);
    await message.update({ "system.damage": part } as never);
  }
  await sealCard(message);
}

/** The reactions this defender can use now. */
export function availableReactions(defender: Actor.Implementation): Reaction[] {
  // A stunned, unconscious or dying defender just takes the hit.
  if (cannotAct(statusesOf(defender))) return [];
  const hasWeapon = defender.items.some((i) => i.type === "aedeloreWeapon" && (i.system as unknown as WeaponSystem).equipped);
  const canBlock = !!derivedOf(defender).block;
  return ["dodge", ...(hasWeapon ? ["parry" as const] : []), ...(canBlock ? ["block" as const] : []), "takeHit"];
}

async function askDefender(defender: Actor.Implementation, attacker: Actor.Implementation, weapon: string): Promise<Reaction | null> {
  const choices = availableReactions(defender).map((id) => ({ id, label: game.i18n.localize(`REALMS.Aedelore.Reaction.${id}`), hint: game.i18n.localize(`REALMS.Aedelore.Reaction.${id}Hint`) }));
  const choice = await askReaction(defender, {
    actorUuid: defender.uuid, title: game.i18n.format("REALMS.Reaction.title", { actor: defender.name ?? "" }),
    prompt: game.i18n.format("REALMS.Reaction.prompt", { attacker: attacker.name ?? "", actor: defender.name ?? "", ability: weapon }), choices,
  }, aedeloreOptions().reactionTimeout);
  return choices.some((c) => c.id === choice) ? (choice as Reaction) : null;
}

/** Roll the chosen reaction's pool (no dialog: it is the defender's answer) and post it. */
export async function rollReaction(defender: Actor.Implementation, reaction: Reaction, damage: number) {
  const t = derivedOf(defender);
  const weapon = defender.items.find((i) => i.type === "aedeloreWeapon" && (i.system as unknown as WeaponSystem).equipped);
  const weaponBonus = (weapon?.system as unknown as WeaponSystem | undefined)?.attackBonus ?? 0;
  const armorBonus = defender.type === "aedeloreCreature" && !t.armorBonus ? Number(anySystem(defender).armorBonus ?? 0) : t.armorBonus;
  const part = (label: string, points: number, i18n = true) => ({ label, i18n, points });
  const parts = {
    dodge: [part("REALMS.Aedelore.Ability.dexterity", t.totals.dexterity), part("REALMS.Aedelore.Skill.acrobatics", t.totals.acrobatics)],
    parry: [part("REALMS.Aedelore.Ability.strength", t.totals.strength), part(`${weapon?.name ?? ""} +${weaponBonus}`, weaponBonus, false)],
    block: [part("REALMS.Aedelore.Ability.strength", t.totals.strength)],
    takeHit: [part("REALMS.Aedelore.Ability.toughness", t.totals.toughness), part("REALMS.Aedelore.Pool.armorBonus", armorBonus)],
  }[reaction];
  const pool = await quickPool(defender, parts, { attack: false });
  const block = t.block;
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

