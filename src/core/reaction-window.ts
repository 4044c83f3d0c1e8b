/**
 * A reaction window at the table: every eligible reactor's user is asked at once (`user.query`, each with
 * its time-out; on silence the GM answers if the GM opened the window), the AI-controlled reactors'
 * proposals go to the GM as one list to confirm, and once the window closes the costs are paid through
 * the ruleset and `realms.reaction` fires. The rules (who may react, what it costs, in which order the
 * reactions resolve) are pure: ./rules/reaction-window.ts.
 */
import type { ReactionQuery } from "./gm";
import { emit } from "./events";
import { list, nullable, object, string, uuid } from "./payload";
import { ReactionPrompt } from "./apps/reaction-prompt";
import { uuidOf } from "./refs";
import { ReactionProposals, type ProposalDecisions, type ProposalRequest } from "./apps/reaction-proposals";
import {
  answer, confirmProposals, openWindow, proposals, reopen, resolutionOrder, timeOut,
  type ChosenReaction, type EligibilityFilter, type ReactionOption, type ReactionTiming, type ReactionWindow, type Reactor, type ReactorPurse,
} from "./rules/reaction-window";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting Foundry's CONFIG.Queries namespace
  namespace CONFIG {
    interface Queries {
      "realms.reactionProposals": (request: ProposalRequest, options?: { timeout?: number }) => Promise<ProposalDecisions | null>;
    }
  }
}

/** One reactor as the ruleset describes it: its actor, its plain data for the filters, purse and options. */
export interface WindowReactor<Data> {
  readonly actor: Actor.Implementation;
  readonly data: Data;
  readonly purse: ReactorPurse;
  /** Each option with the label, hint and (when the ruleset computes them) odds its prompt shows. */
  readonly options: readonly (ReactionOption & { readonly label: string; readonly hint: string; readonly odds?: string })[];
  readonly priority?: number;
  /** AI-controlled (default: no player owns it): proposed to the GM, not asked. */
  readonly ai?: boolean;
  /** The words of this reactor's prompt. */
  readonly title: string;
  readonly prompt: string;
}

export interface WindowSpec<Data, Trigger> {
  /** A unique id for this trigger (message id, attack id …). */
  readonly id: string;
  readonly trigger: Trigger;
  /** The trigger in words, for the GM's list of proposals. */
  readonly label: string;
  readonly reactors: readonly WindowReactor<Data>[];
  readonly filters?: readonly EligibilityFilter<Data, Trigger>[];
  readonly timings?: readonly ReactionTiming[];
  readonly timeoutSeconds: number;
  readonly propose?: (reactor: Reactor<Data>, offered: readonly ReactionOption[]) => string | null;
  /** Writes a chosen reaction's cost back (the purse after paying); the ruleset owns the resource. */
  readonly pay?: (actor: Actor.Implementation, chosen: ChosenReaction) => Promise<unknown>;
}

export interface ResolvedReaction extends ChosenReaction { readonly actor: Actor.Implementation }

export interface WindowOutcome {
  readonly window: ReactionWindow;
  /** The chosen reactions in the order they resolve (before-reactions first). */
  readonly order: readonly ResolvedReaction[];
}

/** The user who answers for an actor: an active player who owns it, else the active GM. */
export function answeringUser(actor: Actor.Implementation): User.Implementation | null {
  return playerOf(actor) ?? game.users.activeGM;
}

function playerOf(actor: Actor.Implementation): User.Implementation | null {
  return game.users.find((u) => u.active && !u.isGM && actor.testUserPermission(u, "OWNER")) ?? null;
}

/** Owned by some player, online or not (Foundry's `hasPlayerOwner`). */
function hasPlayerOwner(actor: Actor.Implementation): boolean {
  return game.users.some((u) => !u.isGM && actor.testUserPermission(u, "OWNER"));
}

type Asked = { readonly answered: string | null } | { readonly timedOut: true };

/** Ask one user; a local prompt when it is us. A rejected query (time-out, user gone) is a time-out. */
async function ask(user: User.Implementation | null, request: ReactionQuery, timeoutMs: number): Promise<Asked> {
  if (!user) return { timedOut: true };
  if (user.isSelf) return { answered: await ReactionPrompt.ask(request) };
  try {
    return { answered: await user.query("realms.reaction", request, { timeout: timeoutMs }) };
  } catch {
    ui.notifications?.info("REALMS.Reaction.timeout", { localize: true, format: { user: user.name ?? "" } });
    return { timedOut: true };
  }
}

async function askGmForProposals(request: ProposalRequest, timeoutMs: number, asker: User.Implementation): Promise<ProposalDecisions> {
  if (asker.isGM) return (await new ReactionProposals(request).wait()) ?? refuseAll(request);
  const gm = game.users.activeGM;
  if (!gm) return refuseAll(request);
  try {
    return (await gm.query("realms.reactionProposals", request, { timeout: timeoutMs })) ?? refuseAll(request);
  } catch {
    return refuseAll(request);
  }
}

const refuseAll = (request: ProposalRequest): ProposalDecisions => Object.fromEntries(request.reactors.map((r) => [r.id, null]));

/** Open a window, ask everyone in parallel, close it, pay and announce. */
export async function runReactionWindow<Data, Trigger>(spec: WindowSpec<Data, Trigger>): Promise<WindowOutcome> {
  const asker = game.user;
  const byId = new Map(spec.reactors.map((r) => [uuidOf(r.actor), r]));
  const reactors: Reactor<Data>[] = spec.reactors.map((r) => ({
    id: uuidOf(r.actor), data: r.data, purse: r.purse, options: r.options.map(({ id, timing, cost }) => ({ id, timing, cost })),
    ai: r.ai ?? !hasPlayerOwner(r.actor), priority: r.priority ?? 0,
  }));
  let window = openWindow(spec.id, spec.trigger, reactors, spec.filters ?? [], spec.timings, spec.propose);
  const timeoutMs = spec.timeoutSeconds * 1000;
  const requestOf = (id: string): ReactionQuery => {
    const r = byId.get(id)!;
    const offered = new Set(window.reactors.find((e) => e.id === id)!.offered.map((o) => o.id));
    return { actorUuid: id, title: r.title, prompt: r.prompt, choices: r.options.filter((o) => offered.has(o.id)).map(({ id: oid, label, hint, odds }) => ({ id: oid, label, hint, odds: odds ?? "" })) };
  };
  // Rules refuse an answer that is not on offer (a reply from a stale or tampered client): it counts as none.
  const settle = (id: string, choice: string | null) => {
    const result = answer(window, id, choice);
    window = result.ok ? result.window : (answer(window, id, null) as { ok: true; window: ReactionWindow }).window;
  };

  const players = window.reactors.filter((e) => e.status === "waiting").map(async (entry) => {
    const request = requestOf(entry.id);
    const asked = await ask(answeringUser(byId.get(entry.id)!.actor), request, timeoutMs);
    if (!("timedOut" in asked)) return settle(entry.id, asked.answered);
    const out = timeOut(window, entry.id);
    if (out.ok) window = out.window;
    // As before windows: the GM who opened it answers for a silent player.
    if (!asker.isGM) return;
    const back = reopen(window, entry.id);
    if (!back.ok) return;
    window = back.window;
    settle(entry.id, await ReactionPrompt.ask(request));
  });

  const proposed = proposals(window);
  const gmList = proposed.length ? (async () => {
    const request: ProposalRequest = {
      title: game.i18n.localize("REALMS.ReactionWindow.proposalsTitle"),
      prompt: game.i18n.format("REALMS.ReactionWindow.proposalsPrompt", { trigger: spec.label }),
      reactors: proposed.map((e) => ({
        id: e.id, name: byId.get(e.id)!.actor.name ?? "", proposal: e.proposal,
        options: byId.get(e.id)!.options.filter((o) => e.offered.some((x) => x.id === o.id)).map((o) => ({ id: o.id, label: o.label })),
      })),
    };
    const decisions = await askGmForProposals(request, timeoutMs, asker);
    const confirmed = confirmProposals(window, Object.fromEntries(proposed.map((e) => [e.id, decisions[e.id] ?? null])));
    window = confirmed.ok ? confirmed.window : (confirmProposals(window, refuseAll(request)) as { ok: true; window: ReactionWindow }).window;
  })() : Promise.resolve();

  await Promise.all([...players, gmList]);
  const order = resolutionOrder(window).map((c) => ({ ...c, actor: byId.get(c.reactorId)!.actor }));
  for (const chosen of order) await spec.pay?.(chosen.actor, chosen);
  emit("reaction", {
    trigger: spec.id,
    reactions: order.map((c) => ({ actorUuid: c.reactorId, reaction: c.option.id, timing: c.option.timing, cost: c.option.cost })),
    declined: window.reactors.filter((e) => e.status !== "chosen").map((e) => ({ actorUuid: e.id, status: e.status })),
  });
  return { window, order };
}

// Any client can send these queries (no verified sender): only a well-formed request is shown.
const CHOICE = object({ id: string(32), label: string(100), hint: string(500), odds: string(200) });
const PROMPT = object({ actorUuid: uuid, title: string(200), prompt: string(1_000), choices: list(CHOICE, 8) });
const PROPOSALS = object({
  title: string(200), prompt: string(1_000),
  reactors: list(object({ id: uuid, name: string(200), proposal: nullable(string(32)), options: list(object({ id: string(32), label: string(100) }), 8) }), 32),
});

const CLOSE_GRACE_MS = 250;

const checked = <T>(check: (v: unknown, p: string) => T, data: unknown): T | null => {
  try {
    return check(data, "");
  } catch {
    return null;
  }
};

/** `realms.reaction`: a malformed request is answered with no reaction; the prompt closes when the asker stops waiting. */
async function answerPrompt(data: unknown, options?: { timeout?: number }): Promise<string | null> {
  const request = checked(PROMPT, data);
  // A little after the asker gave up, so the asker's time-out, not this closing, decides.
  return request ? ReactionPrompt.ask(request, options?.timeout === undefined ? undefined : options.timeout + CLOSE_GRACE_MS) : null;
}

/** `realms.reactionProposals`: only a GM's client shows the list. */
async function answerProposals(data: unknown, options?: { timeout?: number }): Promise<ProposalDecisions | null> {
  const request = checked(PROPOSALS, data);
  if (!request || !game.user.isGM) return null;
  const app = new ReactionProposals(request);
  const timer = options?.timeout === undefined ? undefined : setTimeout(() => void app.close(), options.timeout + CLOSE_GRACE_MS);
  return app.wait().finally(() => clearTimeout(timer));
}

export function registerReactionQueries(): void {
  CONFIG.queries["realms.reaction"] = answerPrompt;
  CONFIG.queries["realms.reactionProposals"] = answerProposals;
}
