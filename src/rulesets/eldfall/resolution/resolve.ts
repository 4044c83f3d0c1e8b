/**
 * The Resolution Step in Foundry: roll the d20s the pure step asks for with real dice (one Roll, so Dice So Nice
 * shows them), post the resolution card, and apply its plan through the actor models — HP through the core damage
 * pipeline (`applyDamage`/`undoDamage`, so `realms.preDamage` may cancel and Undo works after a reload), Weak
 * Points and AP as resource pools, States through `applyCondition` with their durations. Applying runs on the GM's
 * client: the GM, or the player who posted the card (the activating player) through a GM action, and then only a
 * card whose plan the GM sealed when it was posted.
 *
 * What this does not do, and returns instead for the callers that own it: moves (Knockback, Dodge: the space
 * rules), removal of tokens from the field (now, or at the end of the turn), follow-up Attacks (Finishing Strike).
 */
import { gmAction, missing, Refusal, runAsGM } from "../../../core/gm";
import { id, object } from "../../../core/payload";
import { actorAt, uuidOf } from "../../../core/refs";
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { actorModel, type RealmsActorModel } from "../../../core/data/actor-model";
import { cardOf, postCard, updateCard } from "../../../core/chat/cards";
import { loadOutcome, storeOutcome } from "../../../core/chat/damage-view";
import { claimApplied, sealCard, verifySealed } from "../../../core/card-seals";
import type { ChatAction } from "../../../core/ruleset";
import { DiceExhausted, diceRoller, resolveSequence, type ModelChange, type ResolutionInput, type ResolutionModel, type ResolutionOptions, type ResolutionPlan } from "./rules/resolution";
import type { TraitRef } from "../profile/rules/traits";
import { readOptionSettings } from "../../../core/option-settings";
import { DEFAULT_RESOLVE_OPTIONS, RESOLVE_OPTION_DESCRIPTORS } from "./rules/resolve-options";
import { ELDFALL_ID } from "../config";
import type { EldfallActorModel } from "../models/actor-model";
import { RESOLUTION_CARD, type ChainAttackOffer, type ResolutionCard, type ResolutionUndo } from "./card";
import { carryOutKnockbacks, undoKnockback } from "./forced-moves";
import { clearDodgeMove, markDodgeMoves } from "./dodge-moves";
import { demonIgnored, heroHpMax } from "../party/state";
import { isItemType, itemSystem } from "../../../core/data/subtypes";
import { apLost } from "./rules/ap-loss";

type Message = ChatMessage.Implementation;
const E = "REALMS.Eldfall.Resolve.Error";
/** A sequence asking for more d20s than this is a bug (the bench's six reactors with an AoE use about 40). */
const MAX_DICE = 2000;

/** Where a Berserker's once-per-turn T rolls are marked used: the side turn they were used in. */
const BERSERKER_FLAG = "eldfallBerserkerTurn";

/** The side turn in progress (combat, round, turn), or null out of combat, when once-per-turn uses reset anyway. */
function turnKey(): string | null {
  const combat = game.combat;
  return combat ? `${combat.id}:${combat.round}:${combat.turn}` : null;
}

type RuleItemType = "eldfallSkill" | "eldfallTrait" | "eldfallClass";

/** The rule items an actor carries, as the rules read them (key, level, "(X)"). */
function ruleItems(actor: Actor.Implementation, type: RuleItemType): { key: string; level: number; x: string }[] {
  return actor.items.filter((i) => isItemType(i, [type])).map((i) => {
    const { key, level, x } = itemSystem(i, [type]);
    return { key, level, x };
  });
}

/**
 * An actor as the Resolution Step reads it: the printed profile and its Trait, Skill and Class items. `over`
 * carries what the caller knows better — modified attributes (States, environments), side, States in force,
 * the open edge and Aquatic flags from the space rules, once-per-turn uses.
 */
export function resolutionModelOf(actor: Actor.Implementation, over: Partial<ResolutionModel> = {}): ResolutionModel {
  const system = actorModel<EldfallActorModel>(actor) as EldfallActorModel & { size?: string; tier?: number; boss?: boolean };
  const a = system.attributes;
  const traits: TraitRef[] = ruleItems(actor, "eldfallTrait").map((t) => {
    const x = t.x.trim();
    return { id: t.key, level: t.level, ...(x ? { x: /^\d+$/.test(x) ? Number(x) : x } : {}) };
  });
  const hero = actor.type === "eldfallHero";
  return {
    id: uuidOf(actor), hero, side: hero ? "heroes" : "hostiles", size: system.size ?? "medium",
    hp: system.health.value, hpMax: heroHpMax(actor), arm: a.arm ?? 0, t: a.t ?? 0, m: a.m ?? 0, int: a.int ?? 0, ag: a.ag ?? 0, spd: a.spd ?? 0,
    ap: system.ap.value, wp: system.weakPoints, tier: system.tier ?? 1, boss: !!system.boss, traits,
    skills: ruleItems(actor, "eldfallSkill").map((s) => s.key), classes: ruleItems(actor, "eldfallClass").map((c) => c.key),
    states: [...actor.statuses].map((s) => s.split(".").at(-1)!),
    berserkerUsedThisTurn: turnKey() !== null && realmsFlag<string>(actor, BERSERKER_FLAG) === turnKey(),
    ...over,
  };
}

/** The world's A18 choice (`realms.eldfall-triggerPer`), defaults when unregistered. */
export const resolveOptions = () => readOptionSettings(ELDFALL_ID, RESOLVE_OPTION_DESCRIPTORS, DEFAULT_RESOLVE_OPTIONS);

/**
 * Resolve with Foundry dice, one d20 at a time as the step asks for them: the pure step is deterministic over its
 * dice, so when it runs out it is replayed with one more die (a replay is a fraction of a millisecond), and every
 * die rolled is a die the card shows.
 */
export async function rollResolution(given: ResolutionInput): Promise<{ plan: ResolutionPlan; rolls: Roll[] }> {
  // The world's settings and the campaign's Easy Demon rule (M111), unless the caller says otherwise.
  const options: ResolutionOptions = { ...resolveOptions(), demonIgnored: demonIgnored(), ...given.options };
  const input: ResolutionInput = { ...given, options };
  const rolls: Roll[] = [];
  const dice: number[] = [];
  for (;;) {
    try {
      return { plan: resolveSequence(input, diceRoller(dice)), rolls };
    } catch (e) {
      if (!(e instanceof DiceExhausted) || dice.length >= MAX_DICE) throw e;
    }
    const roll = await new Roll("1d20").evaluate();
    rolls.push(roll);
    dice.push(roll.dice[0]!.results[0]!.result);
  }
}

/** Resolve a sequence, post its card (sealed at once) and, unless told not to, apply it. */
export async function postResolution(
  input: ResolutionInput,
  options: { apply?: boolean; speaker?: Actor.Implementation | null; chainAttacks?: (plan: ResolutionPlan) => readonly ChainAttackOffer[] } = {},
): Promise<{ message: Message | undefined; plan: ResolutionPlan }> {
  const { plan, rolls } = await rollResolution(input);
  // Chain Attack offers follow from the Hits the plan landed (a dodged or negated Hit was not scored).
  const chainAttacks = options.chainAttacks?.(plan) ?? [];
  const named = new Set([...input.models.map((m) => m.id), ...chainAttacks.map((o) => o.model)]);
  const models = [...named].map((id) => ({ id, name: actorAt(id)?.name ?? id }));
  const card: ResolutionCard = { models, plan, applied: false, undone: false, undo: [], ...(chainAttacks.length ? { chainAttacks } : {}) };
  const message = await postCard(RESOLUTION_CARD.id, card, { actor: options.speaker ?? null, rolls });
  if (message) await sealCard(message);
  if (message && options.apply !== false) await applyResolution(message);
  return { message, plan };
}

export async function applyResolution(message: Message): Promise<void> {
  await runAsGM(gmApplyResolution, { messageId: message.id });
}

export async function undoResolution(message: Message): Promise<void> {
  await runAsGM(gmUndoResolution, { messageId: message.id });
}

/** Write one model's changes; what it wrote, for Undo. */
async function applyChange(actor: Actor.Implementation, c: ModelChange): Promise<ResolutionUndo> {
  const model = actorModel<EldfallActorModel>(actor);
  // Keyed by the paths Undo writes back (an Undo stored before schema version 2 wrote `health`/`ap`: the model migrates it).
  const before: Record<string, number> = { "health.value": model.health.value, weakPoints: model.weakPoints, "ap.value": model.ap.value };
  let outcome = null;
  if (c.wounds > 0) {
    const applied = await model.applyDamage({ parts: [{ amount: c.wounds, type: "wound" }] });
    if (!applied.cancelled) outcome = storeOutcome(applied);
  }
  if (c.healed > 0) await model.heal(c.healed);
  if (c.wpDelta > 0) await model.regainResource("weakPoints", c.wpDelta);
  if (c.wpDelta < 0) await model.spendResource("weakPoints", Math.min(model.weakPoints, -c.wpDelta));
  const lost = apLost(model.ap.value, c.apLoss);
  if (lost > 0) await model.spendResource("ap", lost);
  const added: string[] = [];
  for (const s of c.addStates) {
    if (actor.statuses.has(`realms.eldfall.${s.id}`)) continue;
    // The States rules read the duration (the core contract takes options; Eldfall's model passes them on).
    await (model as RealmsActorModel).applyCondition(s.id, { duration: s.duration });
    added.push(s.id);
  }
  const turn = turnKey();
  if (c.berserkerUsed && turn) await actor.update({ [realmsFlagPath(BERSERKER_FLAG)]: turn });
  const removed: string[] = [];
  for (const s of c.removeStates) {
    if (!actor.statuses.has(`realms.eldfall.${s}`)) continue;
    await model.removeCondition(s);
    removed.push(s);
  }
  return { id: c.id, outcome, before, added, removed };
}

export const gmApplyResolution = gmAction("eldfall", "writeResolution", object({ messageId: id }), async (data, user) => {
  const message = game.messages.get(data.messageId) as Message | undefined;
  const card = cardOf<ResolutionCard>(message);
  if (!message || !card?.plan) throw missing("card");
  if (!user.isGM && message.author?.id !== user.id) throw new Refusal(`${E}.notAllowed`);
  if (card.applied) throw new Refusal("REALMS.GmRequest.gone");
  await verifySealed(message);
  if (!(await claimApplied(message))) throw new Refusal("REALMS.GmRequest.gone");
  const undo: ResolutionUndo[] = [];
  for (const c of card.plan.changes) {
    const actor = actorAt(c.id);
    if (!actor) {
      ui.notifications?.warn(game.i18n.format(`${E}.missing`, { name: card.models.find((m) => m.id === c.id)?.name ?? c.id }));
      continue;
    }
    undo.push(await applyChange(actor, c));
  }
  undo.push(...(await carryOutKnockbacks(card.plan)));
  for (const id of await markDodgeMoves(card.plan, message.id!)) undo.push({ id, outcome: null, before: {}, added: [], removed: [], dodgeMove: true });
  await updateCard(message, "realms.eldfall.applyResolution", { applied: true, undo });
});

export const gmUndoResolution = gmAction("eldfall", "revertResolution", object({ messageId: id }), async (data, user) => {
  const message = game.messages.get(data.messageId) as Message | undefined;
  const card = cardOf<ResolutionCard>(message);
  if (!message || !card?.plan) throw missing("card");
  if (!user.isGM) throw new Refusal(`${E}.notAllowed`);
  if (!card.applied || card.undone) throw new Refusal("REALMS.GmRequest.gone");
  for (const u of card.undo) {
    if (u.token) {
      await undoKnockback(u);
      continue;
    }
    if (u.dodgeMove) {
      const dodger = actorAt(u.id);
      if (dodger) await clearDodgeMove(dodger);
      continue;
    }
    const actor = actorAt(u.id);
    if (!actor) continue;
    const model = actorModel<EldfallActorModel>(actor);
    for (const s of u.added) await model.removeCondition(s);
    for (const s of u.removed) await model.applyCondition(s);
    if (u.outcome) await model.undoDamage(loadOutcome(u.outcome));
    // Healing, WP and AP go back to what they were before Apply (Undo of the damage alone leaves heals in place).
    await model.undoDamage({ steps: [], total: 0, secondary: [], before: u.before, after: {} });
  }
  await updateCard(message, "realms.eldfall.undoResolution", { undone: true });
});

/** The card buttons, by short name (the core registers them as `realms.eldfall.<name>`). */
export const RESOLVE_CHAT_ACTIONS: Readonly<Record<string, ChatAction>> = {
  applyResolution: (message) => applyResolution(message),
  undoResolution: (message) => undoResolution(message),
};

export const RESOLVE_GM_ACTIONS = [gmApplyResolution, gmUndoResolution];
