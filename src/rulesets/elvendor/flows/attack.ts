/** Attack, save and reaction workflows: read state, ask the pure rules, roll real dice, post cards. */
import { applyModifiers } from "../../../core/rules/attributes";
import { askReaction } from "../../../core/reactions";
import { CONFIRM_TEMPLATE, FormDialog } from "../../../core/apps/form-dialog";
import { rollDialog, type ClickIntent } from "../../../core/roll-dialog";
import { realmsFlagPath } from "../../../core/flags";
import { tileDistance } from "../../../core/rules/grid";
import { endedByTrigger } from "../../../core/rules/conditions";
import type { AttackCard } from "../chat/cards";
import type { AbilitySystem } from "../data/specs";
import { attackDice, attackOdds, attackTarget, hasSpecialVision, hitDistribution, inRange, saveChance, type AttackInput } from "../rules/attack";
import { ELVENDOR_CONDITION_DEFS, turnPlan } from "../rules/conditions";
import { allowedReactions, reactionChance, resolveReaction, type ReactionKind, type ReactionResult } from "../rules/reactions";
import { windRelation } from "../rules/wind";
import { ElvendorAttackRoll, ElvendorReactionRoll, ElvendorSaveRoll } from "../rolls";
import { ATTACK_CARD, REACTION_CARD, SAVE_CARD } from "../chat/kinds";
import { postRollCard } from "../../../core/chat/cards";
import { damagePart } from "../../../core/chat/apply-damage";
import { attackPacket } from "../rules/damage";
import { elvendorOptions, reactionTimeout } from "../settings";
import { combatantOf, conditionsOf, defenses, tileOf, tokenOf, turnStateOf, weatherOf } from "../state";
import { removeConditionFrom } from "./conditions";
import { addNoise } from "./noise";
import { payForAction } from "./actions";

const ref = (actor: Actor.Implementation | null) => (actor ? { name: actor.name ?? "", uuid: actor.uuid } : null);

export interface AttackRequest {
  readonly attacker: Actor.Implementation;
  readonly ability: Item.Implementation;
  readonly target: Actor.Implementation | null;
  readonly intent: ClickIntent;
  /** A counterattack from a reaction: no prompt for the target, no AP. */
  readonly counter?: boolean;
}

export async function attack(req: AttackRequest): Promise<void> {
  const options = elvendorOptions();
  const scene = game.scenes.viewed ?? null;
  const ability = req.ability.system as unknown as AbilitySystem;
  const ranged = ability.range > 1;
  const plan = turnPlan(conditionsOf(req.attacker), defenses(req.attacker).act);
  if (ranged && !plan.canRangedAttack) return void ui.notifications?.error("REALMS.Elvendor.Errors.NoRanged", { localize: true });

  const from = tileOf(tokenOf(req.attacker, scene), scene);
  const to = req.target ? tileOf(tokenOf(req.target, scene), scene) : from;
  const distance = req.target ? tileDistance(from, to) : ability.range;
  if (req.target && distance > 1 && conditionsOf(req.target).some((c) => c.id === "invisible")) {
    return void ui.notifications?.error("REALMS.Elvendor.Errors.NotTargetable", { localize: true, format: { target: req.target.name ?? "" } });
  }
  // Enemies pick an ability in reach in their script; heroes and companions are held to RG here.
  if (req.target && req.attacker.type !== "elvendorEnemy" && !inRange(distance, ability.range) && !(await gmOverridesRange(req.target, distance, ability.range))) return;
  const weather = weatherOf(scene).weather;
  const input: AttackInput = {
    hit: ability.hit, defense: req.target ? defenses(req.target).def : 1, ranged, range: ability.range, distance,
    timeOfDay: weather?.timeOfDay ?? "day", precipitation: weather?.precipitation ?? "clear",
    wind: weather ? windRelation(weather.wind, { x: to.x - from.x, y: to.y - from.y }) : "none", windSpeed: weather?.wind.speed ?? 0,
    specialVision: hasSpecialVision(req.attacker.items.filter((i) => i.type === "elvendorAbility").map((i) => i.system as unknown as AbilitySystem)),
  };
  const dice = attackDice(ability.attacks, baseAtt(req.attacker));
  const aim = attackTarget(input, options);
  const choice = await rollDialog({
    title: game.i18n.format("REALMS.Elvendor.Roll.dialogTitle", { actor: req.attacker.name ?? "", ability: req.ability.name ?? "" }),
    subtitle: req.target?.name ?? "", base: `${aim.base}+`, situational: 0,
    modifiers: aim.modifiers.map((m) => ({ source: m.source, label: `REALMS.Elvendor.Modifier.${m.source}`, value: m.value, active: true })),
  }, (shift) => attackOdds(aim.base, shift, dice, options.naturalRolls), req.intent);
  if (!choice) return;
  const modifiers = [...aim.modifiers.filter((m) => choice.active.includes(m.source)), ...(choice.situational ? [{ source: "situational", value: choice.situational }] : [])];
  const targetNumber = attackOdds(aim.base, applyModifiers(0, { adds: modifiers.map((m) => m.value) }).value, 1, options.naturalRolls).target;
  const tn = Number.parseInt(targetNumber, 10);

  // During its own turn a hero or companion pays for the Attack card (AP, noise, Blinded's stumble first).
  const attackerCombatant = combatantOf(req.attacker);
  if (!req.counter && req.attacker.type !== "elvendorEnemy" && !!attackerCombatant && game.combat?.combatant?.id === attackerCombatant.id) {
    if (!(await payForAction(req.attacker, "attack"))) return;
  }

  // Invisible ends the moment its bearer attacks.
  for (const c of endedByTrigger(conditionsOf(req.attacker), ELVENDOR_CONDITION_DEFS, "attack")) await removeConditionFrom(req.attacker, c.id);

  let reaction: ReactionResult | null = null;
  if (req.target && !req.counter) reaction = await offerReaction(req.target, req.attacker, req.ability.name ?? "", !ranged);

  const card: AttackCard = {
    attacker: ref(req.attacker)!, target: ref(req.target),
    ability: { name: req.ability.name ?? "", ranged, damage: ability.damage, attacks: dice },
    base: aim.base, modifiers, targetNumber: tn, dice: [], hits: 0, damagePerHit: 0, damage: 0,
    armor: req.target ? defenses(req.target).armor : 0,
    chancePerDie: 1 - hitDistribution(tn, 1).p(0), chanceAnyHit: 1 - hitDistribution(tn, dice).p(0),
    condition: ability.condition.id && ability.condition.when === "onHit" ? { id: ability.condition.id, value: ability.condition.value } : null,
    reaction, applied: { damage: false, condition: false },
  };
  const roll = new ElvendorAttackRoll(`${dice}d6`);
  await roll.evaluate();
  const settled = roll.settle(card);
  // A hit that does damage carries the apply-damage part: the target's math, Apply and Undo (core/chat/apply-damage.ts).
  const damage = settled.target && settled.damage > 0 && !settled.reaction?.avoidsAttack ? damagePart(attackPacket(settled), [settled.target]) : null;
  await postRollCard(roll, ATTACK_CARD.id, settled, { actor: req.attacker, damage });
}

/** The character's ATT (heroes); companions and enemies have none, so their abilities' ATT alone counts. */
function baseAtt(actor: Actor.Implementation): number {
  return actor.type === "elvendorHero" ? Number((actor.system as { attributes?: { att?: number } }).attributes?.att ?? 0) : 0;
}

/** Out of range: refused for players; the GM is told why and may attack anyway. */
async function gmOverridesRange(target: Actor.Implementation, distance: number, range: number): Promise<boolean> {
  const format = { target: target.name ?? "", distance: String(distance), range: String(range) };
  if (!game.user.isGM) {
    ui.notifications?.error("REALMS.Elvendor.Errors.OutOfRange", { localize: true, format });
    return false;
  }
  const choice = await FormDialog.ask({
    title: game.i18n.localize("REALMS.Elvendor.Range.title"),
    template: CONFIRM_TEMPLATE,
    context: { text: game.i18n.format("REALMS.Elvendor.Errors.OutOfRange", format) },
    buttons: [
      { value: "override", label: game.i18n.localize("REALMS.Elvendor.Range.override"), icon: "fa-solid fa-gavel", default: false },
      { value: "cancel", label: game.i18n.localize("REALMS.Elvendor.Range.cancel"), icon: "", default: true },
    ],
    read: (_form, pressed) => pressed,
  });
  return choice === "override";
}

/** Ask the target's owner for Dodge or Parry, if the rules allow one now; roll it and post its card. */
export async function offerReaction(target: Actor.Implementation, attacker: Actor.Implementation, abilityName: string, melee: boolean): Promise<ReactionResult | null> {
  const options = elvendorOptions();
  const combatant = combatantOf(target);
  const state = turnStateOf(combatant);
  const plan = turnPlan(conditionsOf(target), defenses(target).act);
  const { allowed } = allowedReactions({ reactionsUsedThisRound: state?.reactionsUsed ?? 0, justTargeted: true, plan, attackIsMelee: melee }, options);
  if (!allowed.length || target.type === "elvendorEnemy") return null;
  const choice = await askReaction(target, {
    actorUuid: target.uuid,
    title: game.i18n.format("REALMS.Reaction.title", { actor: target.name ?? "" }),
    prompt: game.i18n.format("REALMS.Reaction.prompt", { attacker: attacker.name ?? "", actor: target.name ?? "", ability: abilityName }),
    choices: allowed.map((id) => ({ id, label: game.i18n.localize(`REALMS.Elvendor.Action.${id}`), hint: game.i18n.localize(`REALMS.Elvendor.Reaction.${id}`) })),
  }, reactionTimeout());
  if (choice !== "dodge" && choice !== "parry") return null;
  return rollReaction(target, attacker, choice);
}

export async function rollReaction(actor: Actor.Implementation, attacker: Actor.Implementation, kind: ReactionKind): Promise<ReactionResult> {
  const options = elvendorOptions();
  const roll = new ElvendorReactionRoll("1d6");
  await roll.evaluate();
  const result = resolveReaction(kind, roll.total ?? 0, options, turnPlan(conditionsOf(actor), defenses(actor).act).noiseBonus);
  await postRollCard(roll, REACTION_CARD.id, { actor: ref(actor), attacker: ref(attacker), result, chance: reactionChance(options) }, { actor });
  const combatant = combatantOf(actor);
  const state = turnStateOf(combatant);
  if (combatant && state) await combatant.update({ [realmsFlagPath("turn")]: { ...state, reactionsUsed: state.reactionsUsed + 1 } } as never);
  if (result.noise) await addNoise(result.noise);
  return result;
}

export async function save(actor: Actor.Implementation, against: string | null = null): Promise<boolean> {
  const { sav } = defenses(actor);
  const roll = new ElvendorSaveRoll("1d6");
  await roll.evaluate();
  const success = (roll.total ?? 0) >= sav;
  await postRollCard(roll, SAVE_CARD.id, { actor: ref(actor), sav, roll: roll.total ?? 0, success, chance: saveChance(sav), against }, { actor });
  return success;
}
