/**
 * A reaction window (pure): one trigger (an attack, a move, a spell), the reactors who may answer it, what
 * each may do and what it costs, and the order the chosen reactions resolve in. Elvendor's and Aedelore's
 * Dodge/Parry prompts are the one-reactor case; Eldfall and the 2D6 System open windows with several.
 *
 * The ruleset supplies the eligibility filters (sight, range, awareness …) as predicates over its own plain
 * data, and the reactors' resources; the window never reads Foundry. Every step returns a new window.
 */

/** Before the action resolves (a dodge) or after it (a counterattack). */
export type ReactionTiming = "before" | "after";

/** What one reaction costs: action points, or one of the reactor's per-round reaction uses. */
export type ReactionCost = { readonly kind: "ap"; readonly amount: number } | { readonly kind: "use"; readonly amount: number } | { readonly kind: "free" };

export interface ReactionOption {
  readonly id: string;
  readonly timing: ReactionTiming;
  readonly cost: ReactionCost;
}

/** What a reactor can pay with. */
export interface ReactorPurse {
  readonly ap: number;
  /** Reactions still allowed this round. */
  readonly usesLeft: number;
}

export interface Reactor<Data> {
  readonly id: string;
  /** The ruleset's plain data the filters read (position, senses, conditions …). */
  readonly data: Data;
  readonly purse: ReactorPurse;
  readonly options: readonly ReactionOption[];
  /** An AI-controlled reactor is not asked: the GM confirms what the window proposes for it. */
  readonly ai: boolean;
  /** Resolution order among reactions of the same timing: higher first (initiative, reflexes …). */
  readonly priority: number;
}

/** One named eligibility test: "sight", "range", "awareness" … */
export interface EligibilityFilter<Data, Trigger> {
  readonly id: string;
  readonly test: (reactor: Data, trigger: Trigger) => boolean;
}

export type ReactorStatus = "ineligible" | "waiting" | "proposed" | "chosen" | "declined" | "timedOut";

export interface ReactorEntry {
  readonly id: string;
  readonly ai: boolean;
  readonly priority: number;
  readonly status: ReactorStatus;
  /** The filters this reactor failed (empty when eligible). */
  readonly failed: readonly string[];
  /** The options it can afford now, in the ruleset's order. */
  readonly offered: readonly ReactionOption[];
  /** For an AI reactor, what the window proposes; for everyone, what was finally chosen. */
  readonly proposal: string | null;
  readonly choice: string | null;
  readonly purse: ReactorPurse;
}

export interface ReactionWindow {
  readonly triggerId: string;
  readonly reactors: readonly ReactorEntry[];
}

export type WindowResult = { readonly ok: true; readonly window: ReactionWindow } | { readonly ok: false; readonly error: string };

/** Can this purse pay this cost? */
export function affordable(cost: ReactionCost, purse: ReactorPurse): boolean {
  if (cost.kind === "free") return true;
  return cost.kind === "ap" ? purse.ap >= cost.amount : purse.usesLeft >= cost.amount;
}

/** The purse after paying; the caller checked `affordable`. */
export function pay(cost: ReactionCost, purse: ReactorPurse): ReactorPurse {
  if (cost.kind === "ap") return { ...purse, ap: purse.ap - cost.amount };
  if (cost.kind === "use") return { ...purse, usesLeft: purse.usesLeft - cost.amount };
  return purse;
}

/**
 * Open the window: each reactor passes every filter (or is ineligible, with the filters it failed), and
 * is offered the options of the window's timing it can afford; with none it cannot react. AI reactors get
 * the proposal `propose` returns (null: none) and wait for the GM.
 */
export function openWindow<Data, Trigger>(
  triggerId: string,
  trigger: Trigger,
  reactors: readonly Reactor<Data>[],
  filters: readonly EligibilityFilter<Data, Trigger>[],
  timings: readonly ReactionTiming[] = ["before", "after"],
  propose: (reactor: Reactor<Data>, offered: readonly ReactionOption[]) => string | null = (_r, offered) => offered[0]?.id ?? null,
): ReactionWindow {
  const seen = new Set<string>();
  const entries = reactors.map((r): ReactorEntry => {
    if (seen.has(r.id)) throw new RangeError(`Reactor ${r.id} appears twice in one window`);
    seen.add(r.id);
    const failed = filters.filter((f) => !f.test(r.data, trigger)).map((f) => f.id);
    const offered = failed.length ? [] : r.options.filter((o) => timings.includes(o.timing) && affordable(o.cost, r.purse));
    const base = { id: r.id, ai: r.ai, priority: r.priority, failed, offered, proposal: null, choice: null, purse: r.purse };
    if (!offered.length) return { ...base, status: "ineligible" };
    if (!r.ai) return { ...base, status: "waiting" };
    const proposal = propose(r, offered);
    return { ...base, status: "proposed", proposal: offered.some((o) => o.id === proposal) ? proposal : null };
  });
  return { triggerId, reactors: entries };
}

function settle(window: ReactionWindow, id: string, update: (entry: ReactorEntry) => ReactorEntry | string): WindowResult {
  const entry = window.reactors.find((r) => r.id === id);
  if (!entry) return { ok: false, error: "REALMS.ReactionWindow.unknownReactor" };
  const next = update(entry);
  if (typeof next === "string") return { ok: false, error: next };
  return { ok: true, window: { ...window, reactors: window.reactors.map((r) => (r.id === id ? next : r)) } };
}

/** A player's answer (null: no reaction). Only a waiting reactor answers, and only with an offered option. */
export function answer(window: ReactionWindow, reactorId: string, optionId: string | null): WindowResult {
  return settle(window, reactorId, (e) => {
    if (e.status !== "waiting") return "REALMS.ReactionWindow.notWaiting";
    if (optionId === null) return { ...e, status: "declined" };
    const option = e.offered.find((o) => o.id === optionId);
    if (!option) return "REALMS.ReactionWindow.notOffered";
    return { ...e, status: "chosen", choice: option.id, purse: pay(option.cost, e.purse) };
  });
}

/** The reactor's user did not answer in time (the glue may then ask the GM: `reopen`). */
export function timeOut(window: ReactionWindow, reactorId: string): WindowResult {
  return settle(window, reactorId, (e) => (e.status === "waiting" ? { ...e, status: "timedOut" } : "REALMS.ReactionWindow.notWaiting"));
}

/** A timed-out reactor waits again (the GM answers for it). */
export function reopen(window: ReactionWindow, reactorId: string): WindowResult {
  return settle(window, reactorId, (e) => (e.status === "timedOut" ? { ...e, status: "waiting" } : "REALMS.ReactionWindow.notTimedOut"));
}

/** The AI reactors the GM is asked to confirm, with the window's proposal for each. */
export function proposals(window: ReactionWindow): readonly ReactorEntry[] {
  return window.reactors.filter((r) => r.status === "proposed");
}

/**
 * The GM's decision on the proposals: for each proposed reactor, the option confirmed (it may differ from
 * the proposal if offered) or null (no reaction). A proposed reactor the GM left out reacts as proposed.
 */
export function confirmProposals(window: ReactionWindow, decisions: Readonly<Record<string, string | null>>): WindowResult {
  let current = window;
  for (const entry of proposals(window)) {
    const optionId = Object.hasOwn(decisions, entry.id) ? decisions[entry.id]! : entry.proposal;
    const opened = { ...current, reactors: current.reactors.map((r) => (r.id === entry.id ? { ...r, status: "waiting" as const } : r)) };
    const result = answer(opened, entry.id, optionId);
    if (!result.ok) return result;
    current = result.window;
  }
  return { ok: true, window: current };
}

export interface ChosenReaction {
  readonly reactorId: string;
  readonly option: ReactionOption;
  /** The reactor's purse after paying, which the glue writes back through the ruleset. */
  readonly purse: ReactorPurse;
}

/**
 * The chosen reactions in the order they resolve: "before" ones (ahead of the action), then "after" ones;
 * within a timing, higher priority first, ties in the order the reactors were listed.
 */
export function resolutionOrder(window: ReactionWindow): readonly ChosenReaction[] {
  const rank: Record<ReactionTiming, number> = { before: 0, after: 1 };
  return window.reactors
    .map((r, index) => ({ r, index, option: r.offered.find((o) => o.id === r.choice) }))
    .filter((x): x is { r: ReactorEntry; index: number; option: ReactionOption } => x.r.status === "chosen" && !!x.option)
    .sort((a, b) => rank[a.option.timing] - rank[b.option.timing] || b.r.priority - a.r.priority || a.index - b.index)
    .map((x) => ({ reactorId: x.r.id, option: x.option, purse: x.r.purse }));
}
