/**
 * The Hostile AI on the GM's client. In the Hostile side's Tactical Phase the runner proposes the next Activation
 * (rules/ai-order.ts, rules/ai-plan.ts) as a GM-only card; Execute carries it out through the Activation
 * Sequence (activation/activation.ts: activate, then the card's steps — the heroes react before the Hostile acts),
 * Edit re-plans with the GM's row/target, Skip passes the Hostile over for this turn. After each Execute or Skip
 * the next proposal follows, until no Hostile has AP that its Behavior can use. Each GM step is an exported
 * function that returns what it did (a glue test drives them).
 */
import { Refusal, missing } from "../../../core/gm";
import { cardOf, cardOfKind, postCard, updateCard } from "../../../core/chat/cards";
import { isCardMessage } from "../../../core/chat/card-type";
import { FormDialog } from "../../../core/apps/form-dialog";
import { onEvent } from "../../../core/events";
import { SYSTEM_PATH } from "../../../core/templates";
import { currentPath } from "../../../core/turn-position";
import type { Boundary } from "../../../core/rules/timeline";
import type { Facing } from "../../../core/rules/grid-facing";
import { proposalOdds } from "./rules/ai-odds";
import { validEnemies, type AiField } from "./rules/ai-field";
import { activationOrder, nextActivation } from "./rules/ai-order";
import { isPlan, planActivation, type ActivationPlan, type PlanOverrides } from "./rules/ai-plan";
import { AI_EDIT, AI_EXECUTE, AI_PROPOSAL_CARD, AI_SKIP, type AiProposalCard } from "./proposal-card";
import { ACTIVATION_CARD } from "../activation/card";
import { activationStep, openFor } from "../activation/activation";
import { attributeOf } from "../activation/model-facts";
import { actorFacts } from "../states/facts";
import { removeStateFrom } from "../states/actor-states";
import { behaviorOf, readAiField, type SceneField } from "./scene";
import { sceneLevels, tokenLevel } from "../../../core/compat";
import { rowText } from "./rules/behavior-text";
import { behaviorTranslate } from "./translate";
import { clearRoutes, toggleRoute } from "./route-overlay";

type Message = ChatMessage.Implementation;
type Actor = Actor.Implementation;
type Combat = Combat.Implementation;
const L = "REALMS.Eldfall.Ai";
export const HOSTILE_SIDE = "hostiles";

/**
 * Hostiles the GM skipped in this combat's round (a Skip passes it over for the rest of this Tactical Phase), read
 * from the proposal cards the GM's Skip closed.
 */
function skippedOf(combat: Combat | null): Set<string> {
  const combatId = combat?.id ?? null;
  const round = combat?.round ?? 0;
  return new Set(game.messages.contents.flatMap((m) => {
    // Only the GM's own cards: a player's message of this kind skips nothing.
    const card = m.author?.isGM ? cardOfKind(m, AI_PROPOSAL_CARD) : null;
    return card?.status === "skipped" && card.combatId === combatId && card.round === round ? [card.tokenId] : [];
  }));
}

const requireGM = () => { if (!game.user.isGM) throw new Refusal(`${L}.Errors.gmOnly`); };

/** The combat's scene (its own, else where its tokens stand), else the viewed one. */
function sceneOf(combat: Combat | null): Scene.Implementation | null {
  const tokenScene = [...(combat?.combatants ?? [])].map((c) => (c.token as TokenDocument.Implementation | null)?.parent).find((s) => !!s);
  return ((combat?.scene ?? tokenScene ?? game.scenes?.viewed) as Scene.Implementation | null | undefined) ?? null;
}

/** The unopposed chance of at least one Hit of a proposed Attack: STA Strikes against OFF (melee) or ACC (ranged), rules/odds.ts. */
export function attackChance(actor: Actor, plan: ActivationPlan): number | null {
  return proposalOdds(plan, { off: attributeOf(actor, "off"), acc: attributeOf(actor, "acc"), sta: actorFacts(actor).sta });
}

function cardFor(field: AiField, plan: ActivationPlan, actor: Actor, extra: Pick<AiProposalCard, "tiedWith" | "passed" | "combatId" | "round" | "sceneId" | "tokenUuid">): AiProposalCard {
  const card = behaviorOf(actor)!;
  const self = field.model(plan.hostile.id);
  return {
    ...extra, plan, tokenId: plan.hostile.id, status: "proposed", activationMessageId: null,
    rows: { movement: card.active.movement.map((r) => rowText(r, behaviorTranslate)), action: card.active.action.map((r) => rowText(r, behaviorTranslate)) },
    enemies: validEnemies(field, self).map((e) => ({ id: e.id, uuid: e.uuid, name: e.name })),
    odds: attackChance(actor, plan),
  };
}

export type ProposeResult =
  | { readonly kind: "proposed"; readonly messageId: string; readonly plan: ActivationPlan }
  | { readonly kind: "done" }
  | { readonly kind: "none" };

/**
 * Propose the Hostile side's next Activation (GM only). "done": Hostiles with Behavior cards are on the field
 * but none has AP its Behavior can use (a notice says so); "none": the AI has nothing to run here.
 */
export async function proposeNext(combat: Combat | null = (game.combat as Combat | null)): Promise<ProposeResult> {
  requireGM();
  const scene = sceneOf(combat);
  // Each level is its own field (v14): a Hostile plans on its floor; the Tier order runs across the floors.
  const reads = scene ? sceneLevels(scene).map((level) => readAiField(scene, level)).filter((r): r is SceneField => !!r) : [];
  if (!scene || !reads.length) return { kind: "none" };
  const tokens = new Map(reads.flatMap((r) => [...r.tokens]));
  const actorOf = (id: string) => (tokens.get(id)?.actor as Actor | null | undefined) ?? null;
  const hostiles = reads.flatMap((r) => r.field.models.filter((m) => m.side === HOSTILE_SIDE));
  if (!hostiles.some((m) => behaviorOf(actorOf(m.id)))) return { kind: "none" };
  const rank = new Map(activationOrder(hostiles).flat().map((m, i) => [m.id, i]));
  const found = reads.map((r) => ({ field: r.field, next: nextActivation(r.field, HOSTILE_SIDE, (m) => behaviorOf(actorOf(m.id)), skippedOf(combat)) }))
    .filter((f) => f.next).sort((a, b) => rank.get(a.next!.plan.hostile.id)! - rank.get(b.next!.plan.hostile.id)!)[0];
  const field = found?.field;
  const next = found?.next;
  if (!field || !next) {
    await ChatMessage.create({ content: `<p>${game.i18n.localize(`${L}.sideDone`)}</p>`, whisper: ChatMessage.getWhisperRecipients("GM").map((u) => u.id) });
    return { kind: "done" };
  }
  const actor = actorOf(next.plan.hostile.id)!;
  const card = cardFor(field, next.plan, actor, {
    tiedWith: next.tiedWith, passed: next.passed.filter((p) => behaviorOf(actorOf(p.ref.id))), combatId: combat?.id ?? null, round: combat?.round ?? 0, sceneId: scene.id ?? "",
    tokenUuid: tokens.get(next.plan.hostile.id)?.uuid ?? "",
  });
  const message = await postCard(AI_PROPOSAL_CARD.id, card, { actor, gmOnly: true });
  return { kind: "proposed", messageId: message?.id ?? "", plan: next.plan };
}

function openProposal(message: Message): AiProposalCard {
  requireGM();
  const card = isCardMessage(message) && message.system.kind === AI_PROPOSAL_CARD.id ? cardOf<AiProposalCard>(message) : undefined;
  if (!card) throw missing("card");
  if (card.status !== "proposed") throw new Refusal(`${L}.Errors.notProposed`);
  return card;
}

function tokenOf(card: AiProposalCard): TokenDocument.Implementation {
  const token = ((card.tokenUuid ? fromUuidSync<TokenDocument.Implementation>(card.tokenUuid) : null)
    ?? game.scenes?.get(card.sceneId)?.tokens.get(card.tokenId)) as TokenDocument.Implementation | null | undefined;
  if (!token?.actor) throw missing("token");
  return token;
}

/** Foundry draws a token facing down at 0° and turns it clockwise (space/space-scene.ts). */
const ROTATION: Record<Facing, number> = { south: 0, west: 90, north: 180, east: 270 };

/**
 * The activation card for this actor, as it is created (in combat the GM's boundary hook posts it after the walk),
 * or null when the activation was refused on this client (the core event `activationRefused`; the reason was shown). Listening
 * starts before the activation is asked for, so a card posted at once is not missed.
 */
function nextActivationCard(actor: Actor): { readonly card: Promise<Message | null>; stop(): void } {
  const stops: (() => void)[] = [];
  const stop = () => { for (const off of stops.splice(0)) off(); };
  const card = new Promise<Message | null>((resolve) => {
    const done = (m: Message | null) => { stop(); resolve(m); };
    const created = Hooks.on("createChatMessage", (m) => {
      if (cardOfKind(m, ACTIVATION_CARD)?.state?.activator.uuid === actor.uuid) done(m);
    });
    stops.push(() => Hooks.off("createChatMessage", created));
    stops.push(onEvent<{ actorUuid: string }>("activationRefused", (p) => { if (p.actorUuid === actor.uuid) done(null); }));
  });
  return { card, stop };
}

/** Open the Hostile's activation and wait for its card (null: refused, nothing opened). */
async function openActivationCard(actor: Actor): Promise<Message | null> {
  const waiting = nextActivationCard(actor);
  try {
    const opened = await openFor(actor);
    if (opened.kind === "card") return game.messages.get(opened.messageId) as Message;
    if (opened.kind === "refused") return null;
    return await waiting.card;
  } finally {
    waiting.stop();
  }
}

const stateOf = (m: Message) => cardOfKind(m, ACTIVATION_CARD)!.state;

/** Run one step; a declaration the sequence refuses becomes the plain fallback (Idle, Nothing: M78 note 2). */
async function stepOr(message: Message, op: "move" | "act", arg: string, extra: Parameters<typeof activationStep>[3], fallback: string): Promise<boolean> {
  try {
    await activationStep(message, op, arg, extra);
    return true;
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    await activationStep(message, op, fallback);
    return false;
  }
}

export interface ExecuteResult {
  readonly activationMessageId: string;
  /** Declarations the sequence refused and replaced by Idle / Nothing. */
  readonly fellBack: readonly ("movement" | "action")[];
  readonly next: ProposeResult;
}

/** Execute: the proposal through the Activation Sequence, step by step; then the next proposal. */
export async function executeProposal(message: Message): Promise<ExecuteResult> {
  const card = openProposal(message);
  const token = tokenOf(card);
  const actor = token.actor as Actor;
  const { movement: mv, action: act } = card.plan;
  // The proposal's own card is the claim against a second Execute; put back when no activation came of it.
  await updateCard(message, AI_EXECUTE, { status: "executed" });
  clearRoutes();
  // M75: a Crouched Hostile cancels the State as its Movement starts.
  if (mv.crouch === "cancel") await removeStateFrom(actor, "crouched", true);
  let activation: Message | null = null;
  try {
    activation = await openActivationCard(actor);
  } finally {
    if (!activation) await updateCard(message, AI_EXECUTE, { status: "proposed" });
  }
  if (!activation) throw new Refusal(`${L}.Errors.noActivationCard`, { name: actor.name ?? "" });
  await updateCard(message, AI_EXECUTE, { activationMessageId: activation.id });
  const fellBack: ("movement" | "action")[] = [];
  if (stateOf(activation).panic === "pending") await activationStep(activation, "panic");
  await activationStep(activation, "next");
  if (mv.kind === "idle") await activationStep(activation, "move", "idle");
  else if (!(await stepOr(activation, "move", mv.kind, { to: mv.to }, "idle"))) fellBack.push("movement");
  await activationStep(activation, "next"); // the heroes' Reaction Step
  await activationStep(activation, "next");
  // M74: it turns to face the model its Action aims at.
  if (act.facing) await token.update({ rotation: ROTATION[act.facing] });
  const arg = act.action === "attack" && act.weapon ? `attack:${act.weapon.id}` : act.action;
  const targets = act.target && act.action === "attack" ? [act.target.uuid] : [];
  if (!(await stepOr(activation, "act", arg, { targets }, "nothing"))) fellBack.push("action");
  await activationStep(activation, "next"); // Resolution
  if (stateOf(activation).step !== "done") await activationStep(activation, "next");
  const combat = card.combatId ? (game.combats?.get(card.combatId) as Combat | undefined) ?? null : null;
  return { activationMessageId: activation.id!, fellBack, next: await proposeNext(combat) };
}

/** Skip: this Hostile is passed over for the rest of the phase; then the next proposal. */
export async function skipProposal(message: Message): Promise<ProposeResult> {
  const card = openProposal(message);
  const combat = card.combatId ? (game.combats?.get(card.combatId) as Combat | undefined) ?? null : null;
  await updateCard(message, AI_SKIP, { status: "skipped" });
  clearRoutes();
  return proposeNext(combat);
}

/** Edit: plan again with the GM's row and target; the card shows the new proposal. */
export async function editProposal(message: Message, overrides: PlanOverrides): Promise<ActivationPlan> {
  const card = openProposal(message);
  const token = tokenOf(card);
  const actor = token.actor as Actor;
  const read = readAiField(token.parent as Scene.Implementation, tokenLevel(token));
  const behavior = behaviorOf(actor);
  if (!read || !behavior) throw missing("card");
  const plan = planActivation(read.field, card.tokenId, behavior, overrides);
  if (!isPlan(plan)) throw new Refusal(`${L}.Why.${plan}`);
  const next = cardFor(read.field, plan, actor, card);
  await updateCard(message, AI_EDIT, { plan: next.plan, enemies: next.enemies, odds: next.odds });
  return plan;
}

/** The Edit button: the GM picks a row and a target in a small form. */
async function promptEdit(message: Message): Promise<void> {
  const card = openProposal(message);
  const row = (texts: readonly string[], picked: number | null) => texts.map((t, i) => ({ value: String(i), label: `${i + 1}. ${t}`, selected: i === picked }));
  const choice = await FormDialog.ask<PlanOverrides>({
    title: game.i18n.format(`${L}.Edit.title`, { name: card.plan.hostile.name }),
    template: `${SYSTEM_PATH}/templates/eldfall/ai-edit.hbs`,
    context: {
      movementRows: row(card.rows.movement, card.plan.movement.row), actionRows: row(card.rows.action, card.plan.action.row),
      targets: card.enemies.map((e) => ({ value: e.id, label: e.name, selected: e.id === (card.plan.action.target ?? card.plan.movement.target)?.id })),
    },
    buttons: [{ value: "apply", label: game.i18n.localize(`${L}.Edit.apply`), icon: "fa-solid fa-check", default: true }],
    read: (form) => {
      const value = (name: string) => (form.elements.namedItem(name) as HTMLSelectElement | null)?.value ?? "";
      const index = (name: string) => (value(name) === "" ? null : Number(value(name)));
      return { movementRow: index("movementRow"), actionRow: index("actionRow"), target: value("target") || null };
    },
  });
  if (choice) await editProposal(message, choice);
}

const notify = (e: unknown) => ui.notifications?.warn(e instanceof Refusal ? game.i18n.format(e.key, e.data) : String(e));
const guarded = (fn: (m: Message) => Promise<unknown>) => async (message: Message) => { try { await fn(message); } catch (e) { notify(e); } };

/** The card's buttons (index.ts chatActions). */
export const AI_CHAT_ACTIONS = {
  aiExecute: guarded(executeProposal),
  aiEdit: guarded(promptEdit),
  aiSkip: guarded(skipProposal),
  aiRoute: guarded(async (message) => toggleRoute(message)),
} as const;

/** Start proposing when the Hostile side's Tactical Phase begins (the designated GM). */
export async function onAiBoundary(payload: { combat: Combat; boundary: Boundary }): Promise<ProposeResult | null> {
  const { combat, boundary } = payload;
  if (boundary.kind !== "phaseStart" || boundary.skipped || boundary.phase !== "tactical" || !game.user.isActiveGM) return null;
  if (boundary.side !== HOSTILE_SIDE && currentPath(combat)[0] !== HOSTILE_SIDE) return null;
  return proposeNext(combat);
}

export function registerAiHooks(): void {
  onEvent<Parameters<typeof onAiBoundary>[0]>("turnBoundary", (payload) => {
    void onAiBoundary(payload).catch(notify);
  });
}

/** Macro API (`game.realms.eldfall.ai…`). */
export const AI_API = { aiProposeNext: proposeNext, aiExecute: executeProposal, aiSkip: skipProposal, aiEdit: editProposal } as const;
