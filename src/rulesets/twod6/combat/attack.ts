/**
 * A weapon attack from the creature sheet: the attacker's client opens the roll dialog (aim, the cap exemption,
 * a situational value, the exact odds), rolls the to-hit dice and posts the attack card; the GM's client then
 * re-derives the to-hit from those dice and the documents, rolls the damage on a hit, and writes and seals the
 * outcome with the core apply-damage part (core/chat/apply-damage.ts): the GM or the target's owner applies it,
 * with Undo, through the target's model (resistance of the struck slot, immunity, vulnerability).
 */
import { rollDialog, type ClickIntent } from "../../../core/roll-dialog";
import { SITUATIONAL_LIMIT, type Odds } from "../../../core/roll-dialog-model";
import { cardOfKind, postRollCard } from "../../../core/chat/cards";
import { damagePart } from "../../../core/chat/apply-damage";
import { cardMismatch, claimStep, sealComputed } from "../../../core/card-seals";
import { gmAction, missing, Refusal, requireMayModify, runAsGM, warnRefusal } from "../../../core/gm";
import { id, object } from "../../../core/payload";
import { actorAt, ref } from "../../../core/refs";
import { facesOf } from "../../../core/rolls";
import { signed } from "../../../core/format";
import { actorSystem, isActorType, isItemType, itemSystem } from "../../../core/data/subtypes";
import { TWOD6_ACTOR_TYPES, TWOD6_ID } from "../config";
import { TwoD6AttackRoll } from "../rolls";
import { checkOdds, DEFAULT_DIFFICULTY } from "../checks/rules/check";
import { CAP_EXEMPT, capExemptOption } from "../checks/checks";
import { refuseLostTurn } from "../checks/lost-turn";
import type { ModifierLine } from "../checks/cards";
import { SLOTS, type Slot } from "../creatures/rules/damage";
import type { WeaponSystem } from "../models/specs";
import { attackPacket, diceFormula, hitDamage, parseDamageFormula, resolveToHit, weaponUses } from "./rules/attack";
import { ATTACK_CARD } from "./card-kinds";
import type { AttackCard } from "./cards";

type Actor = Actor.Implementation;
type Item = Item.Implementation;

const isTwoD6 = (actor: Actor | null | undefined): actor is Actor => !!actor && isActorType(actor, TWOD6_ACTOR_TYPES);
const rulesOf = (actor: Actor) => actorSystem(actor, TWOD6_ACTOR_TYPES).rules;
const weaponSystem = (item: Item): WeaponSystem => itemSystem(item, ["twod6Weapon"]);

/** Why this attack cannot be made now (null: it can). */
function attackRefusal(attacker: Actor, weapon: Item, target: Actor | null): Refusal | null {
  const name = weapon.name ?? "?";
  if (!isTwoD6(target) || target.uuid === attacker.uuid) return new Refusal("REALMS.Twod6.Attack.noTarget", { name });
  if (!isItemType(weapon, ["twod6Weapon"]) || !weapon.system.equipped) return new Refusal("REALMS.Twod6.Attack.notEquipped", { name });
  if (!parseDamageFormula(weapon.system.damage)) return new Refusal("REALMS.Twod6.Attack.badFormula", { name, formula: weapon.system.damage });
  return null;
}

/** The to-hit lines and spec as the attacker's documents give them now, with the roller's situational value. */
function toHitInputs(attacker: Actor, w: WeaponSystem, situational: number) {
  const rules = rulesOf(attacker);
  const use = weaponUses(w).toHit;
  const lines: ModifierLine[] = [
    { label: `REALMS.Twod6.Ability.${use.ability}.name`, value: rules.modifiers[use.ability], i18n: true },
    ...(rules.penalty ? [{ label: "REALMS.Twod6.Check.sustenance", value: rules.penalty, i18n: true }] : []),
    ...(situational ? [{ label: "REALMS.Twod6.Check.situational", value: situational, i18n: true }] : []),
  ];
  return { use, lines, spec: { ability: rules.modifiers[use.ability], penalty: rules.penalty, situational, critFailModifier: rules.critFailModifier } };
}

/** The to-hit part of the card from two dice (the attacker's client shows it; the GM's writes it again). */
function toHitCard(attacker: Actor, w: WeaponSystem, situational: number, dice: readonly number[]) {
  const { lines, spec } = toHitInputs(attacker, w, situational);
  const r = resolveToHit(spec, dice);
  return { card: { dice: [...dice], natural: r.natural, modifiers: lines, modifier: r.modifier, difficulty: r.difficulty, total: r.total, result: r.result, critFailThrough: r.critFailThrough }, hit: r.hit };
}

/** Attack `target` with an equipped weapon: the dialog (skipped on fast-forward), the to-hit dice, the card; the GM does the rest. */
export async function attackWith(attacker: Actor, weapon: Item, target: Actor | null, intent: ClickIntent): Promise<ChatMessage.Implementation | null> {
  requireMayModify(game.user, attacker);
  // A slow check took this creature's action: no Attack in its turn either.
  if (refuseLostTurn(attacker)) return null;
  const refusal = attackRefusal(attacker, weapon, target);
  if (refusal) {
    warnRefusal(refusal);
    return null;
  }
  const w = weaponSystem(weapon);
  const rules = rulesOf(attacker);
  const { use, spec } = toHitInputs(attacker, w, 0);
  const evaluate = (shift: number): Odds => {
    const o = checkOdds({ base: spec.ability, adds: [spec.penalty, shift], difficulty: DEFAULT_DIFFICULTY, canCrit: true, critFailModifier: spec.critFailModifier });
    return { target: `${game.i18n.localize("REALMS.Twod6.Check.difficulty")} ${DEFAULT_DIFFICULTY}`, chance: o.success };
  };
  const penalty = rules.penalty ? ` · ${game.i18n.localize("REALMS.Twod6.Check.sustenance")} ${signed(rules.penalty)}` : "";
  const choice = await rollDialog({
    title: game.i18n.format("REALMS.Twod6.Attack.title", { actor: attacker.name ?? "", weapon: weapon.name ?? "", target: target!.name ?? "" }),
    subtitle: `${game.i18n.localize(`REALMS.Twod6.Use.${use.id}`)}${penalty}`,
    baseLabel: "REALMS.Roll.rolls", base: game.i18n.localize("REALMS.Twod6.Check.rolls"), situational: 0, situationalLimit: SITUATIONAL_LIMIT, modifiers: [capExemptOption(w.exceedsCap)],
    modesLabel: "REALMS.Twod6.Attack.aimAt", modes: SLOTS.map((s) => ({ id: s, label: `REALMS.Twod6.Slot.${s}` })), mode: "body",
    entry: { label: "REALMS.Twod6.Check.difficulty", value: String(DEFAULT_DIFFICULTY), editable: false },
  }, evaluate, intent);
  if (!choice) return null;
  const roll = new TwoD6AttackRoll("2d6");
  await roll.evaluate();
  const situational = choice.situational;
  const slot: Slot = SLOTS.includes(choice.mode as Slot) ? (choice.mode as Slot) : "body";
  const card: AttackCard = {
    attacker: ref(attacker), target: ref(target), weapon: weapon.name ?? "", weaponId: weapon.id ?? "",
    use: use.id, damageUse: weaponUses(w).damage.id, damageType: w.damageType, formula: w.damage, slot, situational,
    capExempt: w.exceedsCap || choice.active.includes(CAP_EXEMPT),
    ...toHitCard(attacker, w, situational, facesOf(roll).slice(0, 2)).card,
    resolved: false, damageDice: [], damageFlat: 0, damageModifier: 0, damageUncapped: 0, amount: null, secondary: [], prevented: [],
  };
  const message = (await postRollCard(roll, ATTACK_CARD.id, card, { actor: attacker })) as ChatMessage.Implementation | undefined;
  if (!message) return null;
  await runAsGM(gmResolveAttack, { messageId: message.id });
  return message;
}

/** The card's weapon and to-hit dice, or a Refusal naming what does not match the documents. */
function checkedInputs(message: ChatMessage.Implementation, card: AttackCard, attacker: Actor) {
  const weapon = attacker.items.get(card.weaponId) as Item | undefined;
  if (!weapon || !isItemType(weapon, ["twod6Weapon"]) || !weapon.system.equipped) throw cardMismatch(message, "weapon");
  const formula = parseDamageFormula(weapon.system.damage);
  if (!formula) throw cardMismatch(message, "weapon");
  const roll = message.rolls[0];
  const dice = roll ? facesOf(roll) : [];
  if (message.rolls.length !== 1 || !(roll instanceof TwoD6AttackRoll) || roll.formula !== "2d6" || dice.length !== 2) throw cardMismatch(message, "roll");
  if (!Number.isInteger(card.situational) || Math.abs(card.situational) > SITUATIONAL_LIMIT) throw cardMismatch(message, "situational");
  if (!SLOTS.includes(card.slot as Slot)) throw cardMismatch(message, "slot");
  return { weapon, w: weaponSystem(weapon), formula, dice };
}

/**
 * On the GM's client: the to-hit again from the card's dice and the documents (the player's arithmetic is not
 * trusted), the damage on a hit, then everything written and sealed with the apply-damage part. Once per card.
 */
export const gmResolveAttack = gmAction(TWOD6_ID, "resolveAttack", object({ messageId: id }), async ({ messageId }, user) => {
  const message = game.messages.get(messageId) as ChatMessage.Implementation | undefined;
  const card = cardOfKind(message, ATTACK_CARD);
  if (!message || !card) throw missing("card");
  if (!user.isGM && message.author?.id !== user.id) throw new Refusal("REALMS.GmRequest.notAllowed");
  const attacker = actorAt(card.attacker.uuid);
  requireMayModify(user, attacker);
  const target = actorAt(card.target.uuid);
  if (!isTwoD6(target)) throw missing("actor");
  const { w, formula, dice } = checkedInputs(message, card, attacker);
  if (!(await claimStep(message, "resolve"))) throw new Refusal("REALMS.GmRequest.gone");
  const toHit = toHitCard(attacker, w, card.situational, dice);
  const capExempt = w.exceedsCap || card.capExempt;
  const miss = { damageDice: [], damageFlat: 0, damageModifier: 0, damageUncapped: 0, amount: null, secondary: [], prevented: [] };
  if (!toHit.hit) return sealComputed(message, { ...toHit.card, capExempt, resolved: true, ...miss }, null);
  const roll = await new Roll(diceFormula(formula)).evaluate();
  const rules = rulesOf(attacker);
  const damageUse = weaponUses(w).damage;
  const dmg = hitDamage(formula, facesOf(roll), { ability: rules.modifiers[damageUse.ability], penalty: rules.penalty, capExempt });
  const packet = attackPacket(dmg.amount, w.damageType, card.slot as Slot);
  const preview = actorSystem(target, TWOD6_ACTOR_TYPES).previewDamage(packet);
  // No `source`: the GM or the target's owner applies the hit, not the attacker's player.
  await sealComputed(message, {
    ...toHit.card, capExempt, resolved: true, damageDice: facesOf(roll), damageFlat: dmg.flat, damageModifier: dmg.modifier, damageUncapped: dmg.uncapped,
    amount: dmg.amount, secondary: [...preview.secondary], prevented: [...(preview.prevented ?? [])],
  }, damagePart(packet, [target]));
});
