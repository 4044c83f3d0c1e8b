/**
 * The Activation Sequence at the table. "Activate" (tracker, sheet, `game.realms.eldfall.activate`) spends 1 AP,
 * opens the core activation and posts the activation card; the card's buttons then declare the Movement and the
 * Action and step on: Attacks of Opportunity are asked along the planned path (an Impede stops the token there),
 * the Reaction Step opens the core's reaction window (players asked, Hostiles proposed to the GM), and the
 * Resolution Step rolls, resolves and applies (resolution/step.ts). Every step runs on the GM's client, which owns the card and may
 * spend every model's AP; the requester must own the activated model. A step may wait on people (reactors, the
 * GM's list of Hostile proposals, a reroll), so a player's request is answered as soon as the GM has checked and
 * started it: the card shows the outcome, a later refusal comes as a notification, and a second step asked of the
 * same card while one runs is refused with a notice.
 */
import { Refusal, acknowledged, gmAction, missing, requireMayModify, runAsGM } from "../../../core/gm";
import { id as idCheck, int, list, nullable, object, oneOf, string, uuid } from "../../../core/payload";
import { cardOfKind, postCard, updateCard } from "../../../core/chat/cards";
import { requireSystemCard } from "../../../core/card-seals";
import { actorAt, uuidOf } from "../../../core/refs";
import { combatantOfActor, tokenOfActor } from "../../../core/token-lookup";
import { activatingCombatant, endActivation, startActivation } from "../../../core/turn-controls";
import type { Tile } from "../../../core/rules/grid";
import type { Boundary } from "../../../core/rules/timeline";
import { emit, onEvent } from "../../../core/events";
import {
  ACTIONS, MOVEMENTS, advance, beginActivation, declareAction, declareMovement, impede, intercept, addReactions, recordPanic, recordResolution,
  type ActionDeclaration, type ActivationState, type AttackMeans, type Movement, type MovementSkill, type ReactionRecord, type ReactionStatus, type Result,
} from "./rules/activation";
import { aooTriggers, charmLevel, charmed, eligibility, forcedRecord, foresightDue, liveTriggers, meansOf, protectors, tauntRollers } from "./rules/reactions";
import { ACTIVATION_CARD, ACTIVATION_STEP_ACTION, choicesFor, latestActivationOf, type ActivationCard, type CardLine } from "./card";
import { cellOf, crossingEffectsOf, legalPathOf, modelsInAuraOf, reaches } from "../space/queries";
import { resolveActivation } from "../resolution/step";
import { addModelState, attributeCheck, attributeOf, manaOf, modelFactsOf, rowCostOf, spendModelAp, weaponsOf } from "./model-facts";
import { askReactors, moverFactsOf, reactivesOf, recordChosen, type Chosen, type Reactive } from "./reactions";
import { actionDeclared } from "./action-hooks";
import { AP_COST } from "../turns/rules/ap";
import { actorModel } from "../../../core/data/actor-model";
import type { EldfallActorModel } from "../models/actor-model";
import { chooseArt, splitStrikes, strikeTargets } from "./rules/attack-means";
import { artChoice } from "../profile/rules/combat-arts";
import { attackProfilesOf } from "../dice/attack-profiles";
import { attackStrikesOf, rollProfileOf } from "../dice/roll-context";

type Message = ChatMessage.Implementation;
type Actor = Actor.Implementation;
type Token = TokenDocument.Implementation;
const L = "REALMS.Eldfall.Activation";
/** The update operation of a move the system makes itself: the movement check (space/movement.ts) lets it through. */
const FORCED = { realmsForced: true } as never;

const unwrap = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Refusal(r.error, r.data ?? {});
  return r.value;
};

function tokenFor(actor: Actor, tokenUuid?: string | null): Token | null {
  if (tokenUuid) return (fromUuidSync(tokenUuid) as Token | null) ?? null;
  return actor.isToken ? (actor.token as Token | null) : tokenOfActor(actor, game.scenes?.viewed as Scene.Implementation | undefined);
}

/**
 * Activate a model (`game.realms.eldfall.activate`, a sheet's button). In a structured combat this opens the
 * core activation, whose boundary posts the card on the GM (`onActivationBoundary`, as the tracker's Activate
 * does); outside combat the card is posted here, and its message id returned. Refused with a localized reason
 * when the model may not activate.
 */
export async function activate(actor: Actor): Promise<string | null> {
  const opened = await openFor(actor);
  return opened.kind === "card" ? opened.messageId : null;
}

/** What activating did: the card posted (outside combat), the core activation opened (its card follows), or refused (the requester was told why). */
export type Opened = { readonly kind: "card"; readonly messageId: string } | { readonly kind: "opened" } | { readonly kind: "refused" };

export async function openFor(actor: Actor): Promise<Opened> {
  requireMayModify(game.user, actor);
  unwrap(beginActivation("check", { uuid: uuidOf(actor), name: actor.name ?? "" }, modelFactsOf(actor)));
  const combat = game.combat as Combat.Implementation | null;
  const combatant = combatantOfActor(combat, actor);
  if (combat && combatant) return (await startActivation(combat, combatant.id!)) === true ? { kind: "opened" } : { kind: "refused" };
  const messageId = (await runAsGM(gmOpenActivation, { actorUuid: actor.uuid, combatId: null })) as string | null | undefined;
  return messageId ? { kind: "card", messageId } : { kind: "refused" };
}

/** Fired on the active GM's client when an activation opened in the tracker gets no card (the reason was shown). */

/** The GM opens the sequence: 1 AP spent, the card posted (the requester must own the model). */
export const gmOpenActivation = gmAction("eldfall", "openActivation", object({ actorUuid: uuid, combatId: nullable(idCheck) }), async ({ actorUuid, combatId }, user) => {
  const actor = actorAt(actorUuid);
  requireMayModify(user, actor);
  return openActivation(actor, combatId);
});

/** The card's message id. */
async function openActivation(actor: Actor, combatId: string | null): Promise<string | null> {
  const facts = modelFactsOf(actor);
  const token = tokenFor(actor);
  const state = unwrap(beginActivation(foundry.utils.randomID(), { uuid: uuidOf(actor), name: token?.name ?? actor.name ?? "" }, facts));
  await spendModelAp(actor, AP_COST.activation);
  const card: ActivationCard = {
    state, tokenUuid: token?.uuid ?? null, combatId,
    origin: token ? cellOf(token) : null, taunted: [], notes: [], choices: choicesFor(facts, weaponsOf(actor), rollProfileOf(actor).arts),
  };
  const message = await postCard(ACTIVATION_CARD.id, card, { actor });
  return message?.id ?? null;
}

/** `realms.turnBoundary` on the GM's client: an activation opened in the tracker gets its card (and spends its AP). */
export async function onActivationBoundary(payload: { combat: Combat.Implementation; boundary: Boundary }): Promise<void> {
  const { combat, boundary } = payload;
  if (boundary.kind !== "activationStart" || boundary.skipped || !game.user.isActiveGM) return;
  const actor = (combat.combatants.get(boundary.combatantId) as Combatant.Implementation | undefined)?.actor as Actor | null | undefined;
  if (!actor) return;
  try {
    await openActivation(actor, combat.id);
  } catch (e) {
    ui.notifications?.warn(e instanceof Refusal ? game.i18n.format(e.key, e.data) : String(e));
    emit("activationRefused", { actorUuid: actor.uuid, combatId: combat.id });
  }
}

export type StepOp = "panic" | "move" | "act" | "attack" | "art" | "split" | "next";
export interface StepRequest { readonly messageId: string; readonly op: StepOp; readonly arg: string | null; readonly targets: readonly string[]; readonly to: Tile | null }

/**
 * One step of an activation card, from any client: the GM runs it. On the GM's client this resolves when the step
 * is done; a player's resolves once the GM has started it (the card shows the outcome).
 */
export async function activationStep(message: Message, op: StepOp, arg: string | null = null, extra: { targets?: readonly string[]; to?: Tile | null } = {}): Promise<void> {
  const request: StepRequest = { messageId: message.id!, op, arg, targets: [...(extra.targets ?? [])], to: extra.to ?? null };
  if (game.user.isGM) return startStep(request, game.user);
  await runAsGM(gmActivationStep, request);
}

const TILE = object({ x: int(0, 10_000), y: int(0, 10_000) });
const OPS: readonly StepOp[] = ["panic", "move", "act", "attack", "art", "split", "next"];

export const gmActivationStep = gmAction("eldfall", "stepActivation", object({
  messageId: idCheck, op: oneOf(OPS), arg: nullable(string(60)), targets: list(uuid, 8), to: nullable(TILE),
}), async (data, user): Promise<null> => {
  const request = data as StepRequest;
  // Checked and started now, so a refusal here reaches the requester at once; the rest may wait on people.
  return acknowledged(user, gmActivationStep.name, startStep(request, user));
});

function notifyError(e: unknown): void {
  ui.notifications?.error(e instanceof Refusal ? game.i18n.format(e.key, e.data) : String(e));
}

/**
 * The step running on a card, kept on the card's message document of this client (the GM's, which runs every step)
 * for as long as it runs: one at a time; another asked meanwhile is refused.
 */
const RUNNING_STEP = Symbol("realms.eldfall.runningStep");
type StepLock = { [RUNNING_STEP]?: Promise<void> };

/** Check the request and start its step; throws (nothing started) when refused. */
function startStep(request: StepRequest, user: User.Implementation): Promise<void> {
  const ctx = prepare(request, user);
  const lock = ctx.message as Message & StepLock;
  if (lock[RUNNING_STEP]) throw new Refusal(`${L}.Errors.busy`, { name: ctx.card.state.activator.name });
  // A declaration the card does not offer is refused before anything starts.
  if (request.op === "move") movementChoice(request.arg);
  if (request.op === "act") actionOf(ctx, request.arg ?? "nothing", request.targets);
  if (request.op === "attack") attackOf(ctx, request);
  if (request.op === "art") artOf(ctx, request.arg);
  if (request.op === "split") splitOf(request.arg);
  const work = doStep(ctx, request).finally(() => { delete lock[RUNNING_STEP]; });
  lock[RUNNING_STEP] = work;
  return work;
}

interface Ctx { readonly message: Message; card: ActivationCard; readonly actor: Actor; readonly token: Token | null }

async function save(ctx: Ctx): Promise<void> {
  await updateCard(ctx.message, ACTIVATION_STEP_ACTION, { state: ctx.card.state, notes: ctx.card.notes, taunted: ctx.card.taunted });
}

const note = (ctx: Ctx, key: string, data: Record<string, string> = {}) => { ctx.card = { ...ctx.card, notes: [...ctx.card.notes, { key: `${L}.Note.${key}`, data } satisfies CardLine] }; };
const setState = (ctx: Ctx, state: ActivationState) => { ctx.card = { ...ctx.card, state }; };

/** The card and its activated model, if the requester may step it. */
function prepare(request: StepRequest, user: User.Implementation): Ctx {
  const message = game.messages.get(request.messageId) as Message | undefined;
  const card = cardOfKind(message, ACTIVATION_CARD);
  if (!message || !card) throw missing("card");
  // The GM's client opens every activation card: one a player's client posted is not the system's.
  requireSystemCard(message);
  const actor = actorAt(card.state?.activator?.uuid);
  requireMayModify(user, actor);
  return { message, card, actor, token: tokenFor(actor, card.tokenUuid) };
}

async function doStep(ctx: Ctx, request: StepRequest): Promise<void> {
  const { actor, card } = ctx;
  switch (request.op) {
    case "panic": {
      const passed = await attributeCheck(actor, "m");
      setState(ctx, unwrap(recordPanic(ctx.card.state, passed)));
      note(ctx, passed ? "panicPassed" : "panicFailed", { name: card.state.activator.name });
      break;
    }
    case "move": await move(ctx, request);
      break;
    case "act": {
      const decl = actionOf(ctx, request.arg ?? "nothing", request.targets);
      setState(ctx, unwrap(declareAction(ctx.card.state, modelFactsOf(actor), decl)));
      await payMana(ctx, request.arg);
      await actionDeclared({ actor, token: ctx.token, declaration: decl });
      break;
    }
    case "attack": await attackStep(ctx, request);
      break;
    case "art": {
      const art = artOf(ctx, request.arg);
      setState(ctx, unwrap(chooseArt(ctx.card.state, art, strikesOf(ctx.actor, ctx.card.state.action!.means!, ctx.card.state.movement, art))));
      break;
    }
    case "split": setState(ctx, unwrap(splitStrikes(ctx.card.state, splitOf(request.arg), targetsInReach(ctx))));
      break;
    case "next": await next(ctx);
      break;
    default: throw new Refusal(`${L}.Errors.unknownStep`);
  }
  await save(ctx);
}

/** A Movement button's argument: a Movement the card offers (Dash is a Run with the Skill). */
function movementChoice(arg: string | null): { movement: Movement; skills: MovementSkill[] } {
  const choice = arg ?? "idle";
  if (choice !== "dash" && !(MOVEMENTS as readonly string[]).includes(choice)) throw new Refusal(`${L}.Errors.badChoice`);
  return { movement: choice === "dash" ? "run" : (choice as Movement), skills: choice === "dash" ? ["dash"] : [] };
}

/**
 * The Movement Step: declare, plan the path from where the model activated to where its token is (or `to`) —
 * the shortest legal route through the walls (reading A72) — and ask the AoOs along it.
 */
async function move(ctx: Ctx, request: StepRequest): Promise<void> {
  const { movement, skills } = movementChoice(request.arg);
  const origin = ctx.card.origin;
  const here = request.to ?? (ctx.token ? cellOf(ctx.token) : origin);
  let path: Tile[] = origin ? [origin] : [];
  if (movement !== "idle" && ctx.token && origin && here) {
    const planned = legalPathOf(ctx.token, origin, here);
    if (!planned) throw new Refusal(`${L}.Errors.noPath`);
    path = planned;
  }
  setState(ctx, unwrap(declareMovement(ctx.card.state, modelFactsOf(ctx.actor), { movement, skills, crouch: null }, path)));
  if (!ctx.token || path.length < 2) return;
  await attacksOfOpportunity(ctx, path);
  const stop = path[ctx.card.state.movement!.stoppedAt]!;
  const size = ctx.token.parent?.grid.size ?? 100;
  // The sequence moves the token (to the end of its checked path, or where an Impede stopped it): not a drag to judge again.
  if (!(cellOf(ctx.token).x === stop.x && cellOf(ctx.token).y === stop.y)) await ctx.token.update({ x: stop.x * size, y: stop.y * size }, FORCED);
  await crossedEnvironments(ctx, path.slice(1, ctx.card.state.movement!.stoppedAt + 1));
  // Taunt: used during the Movement by a model that has it (A71), so every enemy seeing it or aware of it rolls INT now.
  if ((modelFactsOf(ctx.actor).skills.taunt ?? 0) > 0) {
    const reactives = reactivesOf(ctx.token, ctx.card.state, path);
    const mover = moverFactsOf(ctx.actor, ctx.card.state);
    const taunted: string[] = [];
    for (const uuid of tauntRollers(reactives.map((r) => r.facts), mover)) {
      const r = reactives.find((x) => x.facts.uuid === uuid)!;
      if (!(await attributeCheck(r.actor, "int"))) taunted.push(uuid);
    }
    ctx.card = { ...ctx.card, taunted };
    for (const uuid of taunted) note(ctx, "taunted", { name: reactives.find((r) => r.facts.uuid === uuid)!.facts.name });
  }
}

/** A move through Profane Miasma (Jump included) gives the mover 1 Weak Point (its own, once per move: A24). */
async function crossedEnvironments(ctx: Ctx, entered: readonly Tile[]): Promise<void> {
  if (!ctx.token) return;
  for (const e of crossingEffectsOf(ctx.token, entered)) {
    if (e.kind !== "weakPoint") continue;
    await actorModel<EldfallActorModel>(ctx.actor).regainResource("weakPoints", e.count);
    note(ctx, "crossedMiasma", { name: ctx.card.state.activator.name, at: String(e.count) });
  }
}

/** Every AoO along the path, point by point: one window per point; an Impede ends the move (and a melee one engages). */
async function attacksOfOpportunity(ctx: Ctx, path: Tile[]): Promise<void> {
  const reactives = reactivesOf(ctx.token!, ctx.card.state, path);
  const mover = moverFactsOf(ctx.actor, { ...ctx.card.state, movement: { ...ctx.card.state.movement!, stoppedAt: path.length - 1 } });
  const triggers = aooTriggers(reactives.map((r) => r.facts), mover);
  const reacted = new Set<string>();
  for (;;) {
    const live = liveTriggers(triggers, reacted, ctx.card.state.movement!.stoppedAt);
    const at = live[0]?.at;
    if (at === undefined) return;
    const here = live.filter((t) => t.at === at);
    const asked = [...new Set(here.map((t) => t.reactorUuid))].map((uuid) => ({
      reactive: reactives.find((r) => r.facts.uuid === uuid)!,
      offers: here.filter((t) => t.reactorUuid === uuid).map((t) => ({ id: `attack:${t.weapon.id}`, action: "attack" as const, weapon: t.weapon, halvedAg: false })),
    }));
    const chosen = await askReactors(`${ctx.message.id}.aoo.${at}`, ctx.card.state.activator.name, asked, `${L}.Reaction.aooPrompt`);
    for (const r of asked) reacted.add(r.reactive.facts.uuid);
    setState(ctx, unwrap(addReactions(ctx.card.state, await recordsOf(chosen, "aoo", at))));
    const impeding = chosen.find((c) => here.some((t) => t.reactorUuid === c.reactive.facts.uuid && t.weapon.id === c.offer.weapon?.id && t.impede));
    if (impeding) {
      setState(ctx, unwrap(impede(ctx.card.state, at, impeding.reactive.facts.uuid)));
      note(ctx, "impeded", { name: impeding.reactive.facts.name, at: String(at) });
      if (impeding.offer.weapon?.type === "melee") {
        await addModelState(ctx.actor, "engaged");
        note(ctx, "engaged", { name: ctx.card.state.activator.name, target: impeding.reactive.facts.name });
      }
    }
  }
}

function actionOf(ctx: Ctx, arg: string, targetUuids: readonly string[]): ActionDeclaration {
  const [action, weaponId] = arg.split(":") as [ActionDeclaration["action"], string | undefined];
  if (!ACTIONS.includes(action) || (weaponId !== undefined && action !== "attack")) throw new Refusal(`${L}.Errors.badChoice`);
  if (action !== "attack") return { action, targets: [], means: null, fixedStk: null };
  const weapon = weaponsOf(ctx.actor).find((w) => w.id === weaponId);
  if (!weapon) throw new Refusal(`${L}.Errors.noWeapon`);
  // Mana Cost: the caster must have the Mana Counters; Throwing: something left to throw.
  const cost = rowCostOf(ctx.actor, weapon.id);
  if (cost.mana > manaOf(ctx.actor)) throw new Refusal(`${L}.Errors.noMana`, { name: weapon.name, cost: String(cost.mana), mana: String(manaOf(ctx.actor)) });
  if (cost.throwingQty === 0) throw new Refusal(`${L}.Errors.nothingToThrow`, { name: weapon.name });
  // Focus: no target is declared; the user is the centre and every model within its Casting Aura is struck once.
  const uuids = cost.focus ? (ctx.token ? modelsInAuraOf(ctx.token).map((a) => a.uuid) : []) : targetUuids;
  if (cost.focus && !uuids.length) throw new Refusal(`${L}.Errors.focusEmpty`, { name: weapon.name });
  const named = uuids.map((uuid) => actorAt(uuid)).filter((t) => t !== null).map((t) => ({ uuid: t.uuid, name: t.name ?? "", strikes: 1 }));
  const dash = ctx.card.state.movement?.skills.includes("dash") ?? false;
  const means = meansOf({ ...weapon, reachAt: [] })!;
  // Dash's one unmodified Strike and Focus's one Strike at each model are fixed; any other Attack's Strikes go
  // over the targets evenly until the card's split control says otherwise (§ STRIKE).
  const fixed = dash || cost.focus;
  const strikes = fixed ? 1 : strikesOf(ctx.actor, means, ctx.card.state.movement, null);
  const targets = fixed ? named : unwrap(strikeTargets(named, strikes));
  return { action, targets, means: { ...means, strikes }, fixedStk: fixed ? 1 : null };
}

/** The Attack's Strikes in the Active Role with its row and Combat Art level, from the model's documents. */
function strikesOf(actor: Actor, means: AttackMeans, movement: ActivationState["movement"], art: { id: string; level: number } | null): number {
  const row = attackProfilesOf(actor).find((p) => p.id === (means.itemId ?? "unarmed"));
  if (!row) throw new Refusal(`${L}.Errors.noWeapon`);
  const stk = row.stk === "STA" ? attributeOf(actor, "sta") : row.stk;
  return attackStrikesOf(actor, Math.max(0, stk), { melee: row.kind === "meleeItem", movement: movement?.movement ?? null, declared: movement?.skills ?? [], art });
}

/** The card's Combat Art button (`art:level`): a level the model's Combat Art items give it for this Attack. */
function artOf(ctx: Ctx, arg: string | null): { id: string; level: number } {
  const means = ctx.card.state.action?.action === "attack" ? ctx.card.state.action.means : null;
  if (!means) throw new Refusal(`${L}.Errors.declareAttack`);
  const [id = "", level = ""] = (arg ?? "").split(":");
  const choice = artChoice(rollProfileOf(ctx.actor).arts, id, /^\d+$/.test(level) ? Number(level) : NaN, { melee: means.type === "melee" });
  if (!choice.ok) throw new Refusal(`${L}.Errors.Art.${choice.reason}`);
  return { id, level: Number(level) };
}

/** The card's split button (`2,1`): Strikes per target, in the targets' order. */
function splitOf(arg: string | null): number[] {
  const parts = (arg ?? "").split(",");
  if (!parts.every((p) => /^\d{1,2}$/.test(p))) throw new Refusal(`${L}.Errors.splitAtLeastOne`);
  return parts.map(Number);
}

/** Whether each target of the declared Attack stands within its row's RCH, Overdraw included (true where either has no token on the scene). */
function targetsInReach(ctx: Ctx): boolean[] {
  const action = ctx.card.state.action;
  const row = weaponsOf(ctx.actor).find((w) => w.id === (action?.means?.itemId ?? "unarmed"));
  const art = action?.means?.combatArt ? artChoice(rollProfileOf(ctx.actor).arts, action.means.combatArt.id, action.means.combatArt.level, { melee: action.means.type === "melee" }) : null;
  const more = art?.ok ? art.level.firstReach ?? 0 : 0;
  const weapon = row && row.reach !== null ? { ...row, reach: row.reach + more } : row;
  return (action?.targets ?? []).map((t) => {
    const target = actorAt(t.uuid);
    const token = target ? tokenFor(target) : null;
    return !ctx.token || !token || !weapon || token.parent !== ctx.token.parent || reaches(ctx.token, weapon, cellOf(token));
  });
}

/** The Attack a sheet's row declares: that row at the targets (at least one). */
function attackOf(ctx: Ctx, request: StepRequest): ActionDeclaration {
  const decl = actionOf(ctx, `attack:${request.arg ?? ""}`, request.targets);
  if (!decl.targets.length) throw new Refusal(`${L}.Errors.attackNeedsTargets`);
  return decl;
}

const sameCell = (a: Tile, b: Tile) => a.x === b.x && a.y === b.y;

/**
 * A sheet's Attack on this card: the card steps on to its Action Step (a Hostile's Reaction Step runs on the way),
 * Idle declared for a model that has not left the space it activated in (one that moved declares its Movement on
 * the card), and the Attack is declared. The card's own buttons then run the Reaction and Resolution Steps.
 */
async function attackStep(ctx: Ctx, request: StepRequest): Promise<void> {
  const decl = attackOf(ctx, request);
  while (ctx.card.state.step !== "action") {
    const { step, movement, action } = ctx.card.state;
    if (action || step === "resolution" || step === "done") throw new Refusal(`${L}.Errors.alreadyDeclared`);
    if (step === "movement" && !movement) {
      if (ctx.token && ctx.card.origin && !sameCell(cellOf(ctx.token), ctx.card.origin)) throw new Refusal(`${L}.Errors.declareMovement`);
      await move(ctx, { ...request, op: "move", arg: "idle", to: null });
    }
    await next(ctx);
  }
  setState(ctx, unwrap(declareAction(ctx.card.state, modelFactsOf(ctx.actor), decl)));
  await payMana(ctx, `attack:${request.arg ?? ""}`);
  await actionDeclared({ actor: ctx.actor, token: ctx.token, declaration: decl });
}

/** Mana Cost (X): a Spell's Attack, once declared, spends its Mana Counters (checked when it was declared). */
async function payMana(ctx: Ctx, arg: string | null): Promise<void> {
  const [action, rowId] = (arg ?? "").split(":");
  if (action !== "attack" || !rowId) return;
  const { mana } = rowCostOf(ctx.actor, rowId);
  if (mana > 0 && !(await actorModel<EldfallActorModel>(ctx.actor).spendResource("mana", mana))) throw new Refusal(`${L}.Errors.noMana`, { name: rowId, cost: String(mana), mana: String(manaOf(ctx.actor)) });
  if (mana > 0) note(ctx, "manaSpent", { name: ctx.card.state.activator.name, at: String(mana) });
}

/**
 * Attack with one of the model's rows at the targeted models (the sheet's Attack, `model.declareAttack`): in a
 * combat, declared on the model's running activation card (see `attackStep`); a model with no running card
 * activates first (1 AP, its card posted), and the player declares the Movement and the Attack on it. Refused
 * with a localized reason without a target or outside a combat. Resolves to what happened.
 */
export async function declareAttack(actor: Actor, rowId: string, targetUuids: readonly string[]): Promise<"declared" | "activated" | "refused"> {
  requireMayModify(game.user, actor);
  const name = actor.name ?? "";
  // A Focus row needs no target (its card finds the models within the Casting Aura).
  if (!targetUuids.length && !rowCostOf(actor, rowId).focus) throw new Refusal(`${L}.Errors.attackNeedsTargets`);
  const combat = game.combat as Combat.Implementation | null;
  if (!combat?.started || !combatantOfActor(combat, actor)) throw new Refusal(`${L}.Errors.attackOutsideCombat`, { name });
  const open = latestActivationOf(actor);
  if (open && open.card.state.step !== "done" && open.card.combatId === combat.id) {
    await activationStep(open.message, "attack", rowId, { targets: targetUuids });
    return "declared";
  }
  const opened = await openFor(actor);
  if (opened.kind === "refused") return "refused";
  ui.notifications?.info(game.i18n.format(`${L}.attackActivated`, { name }));
  return "activated";
}

/** The records of the chosen Reactions, one reactor after another (a hero's Attack asks its owner for its Combat Art level). */
async function recordsOf(chosen: readonly Chosen[], status: ReactionStatus = "declared", at: number | null = null): Promise<ReactionRecord[]> {
  const out: ReactionRecord[] = [];
  for (const c of chosen) out.push(await recordChosen(c, status, at));
  return out;
}

/** Leave the step; then do the work of the step entered. */
async function next(ctx: Ctx): Promise<void> {
  const leaving = ctx.card.state.step;
  // A Hostile's Action is declared: Foresight's postponed heroes and Protectors answer before the Resolution.
  if (leaving === "action" && ctx.card.state.activator.side === "hostiles") await afterHostileAction(ctx);
  setState(ctx, unwrap(advance(ctx.card.state)));
  const entered = ctx.card.state.step;
  if (entered === "reaction") await reactionStep(ctx);
  if (entered === "resolution") {
    const { lines } = await resolveActivation(ctx.card.state);
    setState(ctx, unwrap(recordResolution(ctx.card.state, lines)));
  }
  if (entered === "done") {
    const combat = ctx.card.combatId ? game.combats?.get(ctx.card.combatId) as Combat.Implementation | undefined : undefined;
    // Unless it was ended already (the tracker's End Activation): ending one that is not open is refused with a notice.
    if (combat && (activatingCombatant(combat)?.actor as Actor | null | undefined)?.uuid === ctx.card.state.activator.uuid) await endActivation(combat);
  }
}

function pathOf(state: ActivationState, origin: Tile | null): Tile[] {
  const p = state.movement?.path ?? [];
  return p.length ? [...p] : origin ? [origin] : [];
}

/** The Reaction Step: Protectors (a hero's Attack already declared), then one window for every eligible reactor. */
async function reactionStep(ctx: Ctx): Promise<void> {
  if (!ctx.token) return;
  const path = pathOf(ctx.card.state, ctx.card.origin);
  const reactives = reactivesOf(ctx.token, ctx.card.state, path);
  if (ctx.card.state.action?.action === "attack") await protect(ctx, reactives);
  const mover = moverFactsOf(ctx.actor, ctx.card.state);
  const already = new Set(ctx.card.state.reactions.map((r) => r.reactorUuid));
  const hostileTurn = ctx.card.state.activator.side === "hostiles";
  const asked = [];
  for (const r of reactives.filter((x) => !already.has(x.facts.uuid))) {
    // Panicked: the M roll comes at the start of every Reaction (only for a model that could react at all).
    let panicFailed = false;
    if (r.facts.states.includes("panicked") && eligibility(r.facts, mover).offers.length) {
      panicFailed = !(await attributeCheck(r.actor, "m"));
      if (panicFailed) note(ctx, "panicFailed", { name: r.facts.name });
    }
    asked.push({ reactive: r, offers: eligibility(r.facts, mover, { panicFailed, mayPostpone: hostileTurn }).offers });
  }
  const chosen = await askReactors(`${ctx.message.id}.reaction`, ctx.card.state.activator.name, asked, `${L}.Reaction.prompt`, ctx.card.state);
  const records = await charmChecks(ctx, (await recordsOf(chosen)).map((record, i) => ({ reactive: chosen[i]!.reactive, record })));
  // Taunted reactors that could react but did not: Nothing, with the AP spent (A10).
  for (const uuid of ctx.card.taunted) {
    const a = asked.find((x) => x.reactive.facts.uuid === uuid);
    if (!a?.offers.length || records.some((r) => r.reactorUuid === uuid)) continue;
    await spendModelAp(a.reactive.actor, AP_COST.reaction);
    records.push(forcedRecord(a.reactive.facts));
  }
  setState(ctx, unwrap(addReactions(ctx.card.state, records)));
}

/** Charm on the activated model: each reactor rolls INT; a failure turns its Reaction into Nothing (Charm II: it walks toward). */
async function charmChecks(ctx: Ctx, chosen: { reactive: Reactive; record: ReactionRecord }[]) {
  const level = charmLevel(moverFactsOf(ctx.actor, ctx.card.state));
  const out = [];
  for (const c of chosen) {
    if (!level || c.record.status === "postponed" || (await attributeCheck(c.reactive.actor, "int"))) {
      out.push(c.record);
      continue;
    }
    const result = charmed(c.record, level);
    note(ctx, result.walkToward ? "charmedWalk" : "charmed", { name: c.reactive.facts.name, target: ctx.card.state.activator.name });
    out.push(result.record);
  }
  return out;
}

/** Protector: models of the reactive side may take the Attack on themselves (1 AP; they move into the ally's space). */
async function protect(ctx: Ctx, reactives: readonly Reactive[]): Promise<void> {
  const targets = ctx.card.state.action?.targets.map((t) => t.uuid) ?? [];
  const offers = protectors(reactives.map((r) => r.facts), targets);
  if (!offers.length) return;
  const asked = offers.map((o) => ({
    reactive: reactives.find((r) => r.facts.uuid === o.protectorUuid)!,
    offers: [{ id: "protect", action: "assist" as const, weapon: null, halvedAg: false }],
  }));
  const chosen = await askReactors(`${ctx.message.id}.protect`, ctx.card.state.activator.name, asked, `${L}.Reaction.protectPrompt`);
  for (const c of chosen) {
    const ally = offers.find((o) => o.protectorUuid === c.reactive.facts.uuid)!.allyUuid;
    setState(ctx, unwrap(intercept(ctx.card.state, { uuid: c.reactive.facts.uuid, name: c.reactive.facts.name }, ally)));
    const allyToken = reactives.find((r) => r.facts.uuid === ally)?.token;
    if (allyToken) await c.reactive.token.update({ x: allyToken.x, y: allyToken.y }, FORCED);
    note(ctx, "protected", { name: c.reactive.facts.name, target: actorAt(ally)?.name ?? "" });
  }
}

/** After a Hostile's Action: Protectors among the heroes, then the heroes who postponed with Foresight and are its targets. */
async function afterHostileAction(ctx: Ctx): Promise<void> {
  if (!ctx.token) return;
  const path = pathOf(ctx.card.state, ctx.card.origin);
  const reactives = reactivesOf(ctx.token, ctx.card.state, path);
  if (ctx.card.state.action?.action === "attack") await protect(ctx, reactives);
  const due = foresightDue(ctx.card.state.reactions, ctx.card.state.action?.targets.map((t) => t.uuid) ?? []);
  if (!due.length) return;
  const mover = moverFactsOf(ctx.actor, ctx.card.state);
  const asked = reactives.filter((r) => due.includes(r.facts.uuid)).map((r) => ({ reactive: r, offers: eligibility(r.facts, mover).offers }));
  const chosen = await askReactors(`${ctx.message.id}.foresight`, ctx.card.state.activator.name, asked, `${L}.Reaction.prompt`);
  setState(ctx, unwrap(addReactions(ctx.card.state, await recordsOf(chosen))));
}

/** The card's buttons: the step, its argument, and (an Attack) the user's targeted tokens. */
export async function onActivationButton(message: Message, button: HTMLButtonElement): Promise<void> {
  const op = (button.dataset.op ?? "next") as StepOp;
  const targets = [...(game.user.targets ?? [])].map((t) => t.actor?.uuid).filter((u): u is string => !!u);
  try {
    await activationStep(message, op, button.dataset.arg ?? null, { targets });
  } catch (e) {
    notifyError(e);
  }
}

/** What the ruleset declares for the Activation Sequence (index.ts). */
export const ACTIVATION_CHAT_ACTIONS = { activationStep: onActivationButton } as const;
export const ACTIVATION_GM_ACTIONS = [gmOpenActivation, gmActivationStep] as const;
export const ACTIVATION_API = {
  /** Activate a model: 1 AP, its activation card (in a structured combat, the core activation too). Resolves to the card's message id, or null in combat (the card follows from the GM). */
  activate,
  /** Run one step of an activation card: `panic`, `move` (arg: idle|walk|run|climb|jump|dash; `to`: the end space), `act` (arg: an Action, or `attack:<weapon id>` with `targets`), `attack` (arg: a weapon id, with `targets`: stepped on to the Action Step and declared), `art` (arg: `<art>:<level>` for the declared Attack), `split` (arg: Strikes per target, `2,1`), `next`. */
  activationStep,
  /** Attack with `actor`'s row `rowId` at the target uuids: declared on its running activation card (in a combat), else it activates first. */
  declareAttack,
} as const;

/** Cards for activations opened from the combat tracker (ruleset init). */
export function registerActivationHooks(): void {
  onEvent<Parameters<typeof onActivationBoundary>[0]>("turnBoundary", (payload) => void onActivationBoundary(payload));
}
