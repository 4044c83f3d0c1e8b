/** Attack, save and reaction workflows: read state, ask the pure rules, roll real dice, post cards. */
import { askReaction } from "../../../core/reactions";
import { CONFIRM_TEMPLATE, FormDialog } from "../../../core/apps/form-dialog";
import { rollDialog, type ClickIntent } from "../../../core/roll-dialog";
import { SITUATIONAL_LIMIT } from "../../../core/roll-dialog-model";
import { realmsFlagPath } from "../../../core/flags";
import { endedByTrigger } from "../../../core/rules/conditions";
import { facesOf } from "../../../core/rolls";
import { attackOdds, saveChance } from "../rules/attack";
import { ELVENDOR_CONDITION_DEFS, turnPlan } from "../rules/conditions";
import { allowedReactions, reactionChance, resolveReaction, type ReactionKind, type ReactionResult } from "../rules/reactions";
import { ElvendorAttackRoll, ElvendorReactionRoll, ElvendorSaveRoll } from "../rolls";
import { ATTACK_CARD, REACTION_CARD, SAVE_CARD } from "../chat/kinds";
import { attackCardOf, attackSetup, OUT_OF_RANGE, SITUATIONAL } from "../chat/attack-card";
import { postRollCard } from "../../../core/chat/cards";
import { elvendorOptions, reactionTimeout } from "../settings";
import { combatantOf, conditionsOf, defenses, turnStateOf } from "../state";
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
  }, (shift) => attackOdds(aim.base, shift, dice, options.naturalRolls), req.intent);
  if (!choice) return;
  const modifiers = [...aim.modifiers.filter((m) => choice.active.includes(m.source)), ...(choice.situational ? [{ source: SITUATIONAL, value: choice.situational }] : [])];

  // During its own turn a hero or companion pays for the Attack card (AP, noise, Blinded's stumble first).
  const attackerCombatant = combatantOf(req.attacker);
  if (!req.counter && req.attacker.type !== "elvendorEnemy" && !!attackerCombatant && game.combat?.combatant?.id === attackerCombatant.id) {
    if (!(await payForAction(req.attacker, "attack"))) return;
  }

  // Invisible ends the moment its bearer attacks.
  for (const c of endedByTrigger(conditionsOf(req.attacker), ELVENDOR_CONDITION_DEFS, "attack")) await removeConditionFrom(req.attacker, c.id);

  let reaction: ReactionResult | null = null;
  if (req.target && !req.counter) reaction = await offerReaction(req.target, req.attacker, req.ability.name ?? "", !setup.ranged);

  const roll = new ElvendorAttackRoll(`${dice}d6`);
  await roll.evaluate();
  const { card, damage } = attackCardOf({ attacker: req.attacker, item: req.ability, target: req.target, scene, setup: setup, modifiers, reaction }, facesOf(roll));
  await postRollCard(roll, ATTACK_CARD.id, card, { actor: req.attacker, damage });
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
