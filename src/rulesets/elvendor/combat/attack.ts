/**
 * Attack, save and reaction workflows: read state, ask the pure rules, roll real dice, post cards. The attacker's
 * client rolls the attack; the defender's Dodge or Parry is asked, rolled and written onto the card on the GM's
 * client (`gmResolveReaction`), so no player's client computes whether a hit is avoided.
 */
import { askReaction } from "../../../core/reactions";
import { percent } from "../../../core/format";
import { acknowledged, gmAction, missing, Refusal, runAsGM, userMayModify } from "../../../core/gm";
import { id, object } from "../../../core/payload";
import { claimStep, sealComputed, verifySealedFields } from "../../../core/card-seals";
import { damageApplied } from "../../../core/chat/apply-damage";
import { actorAt, uuidOf } from "../../../core/refs";
import { CONFIRM_TEMPLATE, FormDialog } from "../../../core/apps/form-dialog";
import { rollDialog, type ClickIntent } from "../../../core/roll-dialog";
import { SITUATIONAL_LIMIT } from "../../../core/roll-dialog-model";
import { realmsFlagPath } from "../../../core/flags";
import { endedByTrigger } from "../../../core/rules/conditions";
import { facesOf } from "../../../core/rolls";
import { attackOdds, resolveSave, saveChance } from "./rules/attack";
import { ELVENDOR_CONDITION_DEFS, turnPlan } from "../conditions/rules/conditions";
import { allowedReactions, reactionChance, resolveReaction, type ReactionKind, type ReactionResult } from "./rules/reactions";
import type { AttackCard } from "./cards";
import { ElvendorAttackRoll, ElvendorReactionRoll, ElvendorSaveRoll } from "../rolls";
import { ATTACK_CARD, REACTION_CARD, SAVE_CARD } from "./card-kinds";
import { attackCardOf, attackSetup, OUT_OF_RANGE, SITUATIONAL } from "./attack-card";
import { cardOfKind, postRollCard } from "../../../core/chat/cards";
import { elvendorOptions, reactionTimeout } from "../settings";
import { conditionsOf } from "../conditions/conditions";
import { combatantOf, turnStateOf } from "../actors/turn-state";
import { defenses } from "../actors/stats";
import { removeConditionFrom } from "../conditions/conditions";
import { addNoise } from "../weather/noise";
import { payForAttackRoll } from "../actions/actions";
import { countText } from "../../../core/plural";

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
  const setup = attackSetup(req.attacker, req.ability, req.target, scene);
  // The GM is told why a hero's attack is out of range and may make it anyway; every other refusal stands.
  if (setup.refused?.key === OUT_OF_RANGE && req.target && game.user.isGM) {
    if (!(await gmOverridesRange(setup.refused.data))) return;
  } else if (setup.refused) return void ui.notifications?.error(setup.refused.key, { localize: true, format: setup.refused.data });
  const { aim, dice } = setup;
  const choice = await rollDialog({
    title: game.i18n.format("REALMS.Elvendor.Roll.dialogTitle", { actor: req.attacker.name ?? "", ability: req.ability.name ?? "" }),
    subtitle: req.target?.name ?? "", base: `${aim.base}+`, situational: 0, situationalLimit: SITUATIONAL_LIMIT,
    modifiers: aim.modifiers.map((m) => ({ source: m.source, label: `REALMS.Elvendor.Modifier.${m.source}`, value: m.value, active: true })),
  }, (shift) => attackOdds(aim.base, shift, dice, options.naturalRolls, (n) => countText("REALMS.Elvendor.Roll.hitsRow", n)), req.intent);
  if (!choice) return;
  const modifiers = [...aim.modifiers.filter((m) => choice.active.includes(m.source)), ...(choice.situational ? [{ source: SITUATIONAL, value: choice.situational }] : [])];

  // During its own turn a hero or companion attacks through the Attack card: the one played before this roll, else
  // this roll pays for it (AP, noise, Blinded's stumble first).
  const attackerCombatant = combatantOf(req.attacker);
  if (!req.counter && req.attacker.type !== "elvendorEnemy" && !!attackerCombatant && game.combat?.combatant?.id === attackerCombatant.id) {
    if (!(await payForAttackRoll(req.attacker))) return;
  }

  // Invisible ends the moment its bearer attacks.
  for (const c of endedByTrigger(conditionsOf(req.attacker), ELVENDOR_CONDITION_DEFS, "attack")) await removeConditionFrom(req.attacker, c.id);

  const roll = new ElvendorAttackRoll(`${dice}d6`);
  await roll.evaluate();
  const { card, damage } = attackCardOf({ attacker: req.attacker, item: req.ability, target: req.target, scene, setup: setup, modifiers }, facesOf(roll));
  const message = await postRollCard(roll, ATTACK_CARD.id, card, { actor: req.attacker, damage });
  // The defender is asked for Dodge or Parry on the GM's client; a counterattack is not reacted to.
  if (message && req.target && !req.counter && reactionKinds(req.target, !setup.ranged).length) await runAsGM(gmResolveReaction, { messageId: message.id });
}

/** Out of range: the GM is told why and may attack anyway (players are refused in `attack`). */
async function gmOverridesRange(format: Record<string, string>): Promise<boolean> {
  const choice = await FormDialog.ask({
    title: game.i18n.localize("REALMS.Elvendor.Range.title"),
    template: CONFIRM_TEMPLATE,
    context: { text: game.i18n.format(OUT_OF_RANGE, format) },
    buttons: [
      { value: "override", label: game.i18n.localize("REALMS.Elvendor.Range.override"), icon: "fa-solid fa-gavel", default: false },
      { value: "cancel", label: game.i18n.localize("REALMS.Elvendor.Range.cancel"), icon: "", default: true },
    ],
    read: (_form, pressed) => pressed,
  });
  return choice === "override";
}

/** The reactions the rules allow the target now (none for enemies: the GM runs them). */
export function reactionKinds(target: Actor.Implementation, melee: boolean): ReactionKind[] {
  if (target.type === "elvendorEnemy") return [];
  const plan = turnPlan(conditionsOf(target), defenses(target).act);
  const used = turnStateOf(combatantOf(target))?.reactionsUsed ?? 0;
  return allowedReactions({ reactionsUsedThisRound: used, justTargeted: true, plan, attackIsMelee: melee }, elvendorOptions()).allowed;
}

/** Ask the target's owner (else the GM) for Dodge or Parry, if the rules allow one now: the choice, or null. */
async function chooseReaction(target: Actor.Implementation, attacker: Actor.Implementation, abilityName: string, melee: boolean): Promise<ReactionKind | null> {
  const allowed = reactionKinds(target, melee);
  if (!allowed.length) return null;
  const choice = await askReaction(target, {
    actorUuid: uuidOf(target),
    title: game.i18n.format("REALMS.Reaction.title", { actor: target.name ?? "" }),
    prompt: game.i18n.format("REALMS.Reaction.prompt", { attacker: attacker.name ?? "", actor: target.name ?? "", ability: abilityName }),
    choices: allowed.map((id) => ({ id, label: game.i18n.localize(`REALMS.Elvendor.Action.${id}`), hint: game.i18n.localize(`REALMS.Elvendor.Reaction.${id}`),
      odds: game.i18n.format("REALMS.Elvendor.Reaction.odds", { chance: percent(reactionChance(elvendorOptions())) }) })),
  }, reactionTimeout());
  return allowed.find((k) => k === choice) ?? null;
}

/**
 * The defender's reaction to an attack card, on the GM's client: asked of the attack's author right after
 * posting it, or of the target's owner from the card's React button. The GM vouches for the card (a player's
 * is re-derived, ./attack-card.ts), asks the defender, rolls the reaction itself and writes the result it
 * computed onto the card, sealed (core/card-seals.ts): nobody's client writes a reaction record.
 */
export const gmResolveReaction = gmAction("elvendor", "resolveReaction", object({ messageId: id }), async ({ messageId }, user) => {
  const message = game.messages.get(messageId);
  const card = cardOfKind(message, ATTACK_CARD);
  if (!message || !card) throw missing("card");
  const target = actorAt(card.target?.uuid);
  const attacker = actorAt(card.attacker.uuid);
  if (!target || !attacker) throw missing("actor");
  if (!user.isGM && message.author?.id !== user.id && !userMayModify(user, target)) throw new Refusal("REALMS.GmRequest.notAllowed");
  await verifySealedFields(message);
  if (card.reaction !== null || card.applied.damage || damageApplied(message)) throw new Refusal("REALMS.GmRequest.gone");
  const work = answerReaction(message, target, attacker, card);
  // The GM's own attack (an enemy's plan) waits for the answer, so its next attack sees the reaction spent;
  // a player is answered at once and the card shows the reaction when the defender has chosen.
  if (user.isGM) return void (await work);
  return acknowledged(user, "realms.elvendor.resolveReaction", work);
});

/** Ask, then (once per card, while the hit is still open and the rules still allow it) roll and write the reaction. */
async function answerReaction(message: ChatMessage.Implementation, target: Actor.Implementation, attacker: Actor.Implementation, card: AttackCard): Promise<void> {
  const melee = !card.ability.ranged;
  const kind = await chooseReaction(target, attacker, card.ability.name, melee);
  if (!kind) return;
  const now = cardOfKind(message, ATTACK_CARD);
  if (!now || now.reaction !== null || now.applied.damage || damageApplied(message) || !reactionKinds(target, melee).includes(kind)) throw new Refusal("REALMS.GmRequest.gone");
  if (!(await claimStep(message, "reaction"))) throw new Refusal("REALMS.GmRequest.gone");
  const reaction = await rollReaction(target, attacker, kind);
  await sealComputed(message, { reaction }, null);
}

export async function rollReaction(actor: Actor.Implementation, attacker: Actor.Implementation, kind: ReactionKind): Promise<ReactionResult> {
  const options = elvendorOptions();
  const roll = new ElvendorReactionRoll("1d6");
  await roll.evaluate();
  const result = resolveReaction(kind, roll.total ?? 0, options, turnPlan(conditionsOf(actor), defenses(actor).act).noiseBonus);
  await postRollCard(roll, REACTION_CARD.id, { actor: ref(actor), attacker: ref(attacker), result, chance: reactionChance(options) }, { actor });
  const combatant = combatantOf(actor);
  const state = turnStateOf(combatant);
  if (combatant && state) await combatant.update({ [realmsFlagPath("turn")]: { ...state, reactionsUsed: state.reactionsUsed + 1 } });
  if (result.noise) await addNoise(result.noise);
  return result;
}

export async function save(actor: Actor.Implementation, against: string | null = null): Promise<boolean> {
  const { sav } = defenses(actor);
  const roll = new ElvendorSaveRoll("1d6");
  await roll.evaluate();
  const success = resolveSave(roll.total ?? 1, sav);
  await postRollCard(roll, SAVE_CARD.id, { actor: ref(actor), sav, roll: roll.total ?? 0, success, chance: saveChance(sav), against }, { actor });
  return success;
}
