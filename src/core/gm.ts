/**
 * GM requests. Players cannot update scenes, combats, other users' messages or actors they do not own, so
 * such changes run on the active GM's client. How a request travels, and why it can be trusted:
 *
 * 1. The player writes the request into a flag of their OWN User document
 *    (`flags.realms.gmRequests.<requestId> = {action, data}`). Foundry's server lets a player update only
 *    their own User (BaseUser#canUpdate), so whatever sits in user X's flags was written by X or a GM.
 * 2. The player then queries the active GM with `{userId, requestId}`. A v13 query handler receives
 *    `(data, {timeout})` and no verified sender, so the query only says where to look: the GM reads the
 *    request from that user's document and checks it against THAT user's rights. A forged `userId` can
 *    only point at a request the other user really made.
 * 3. A query reaches every open tab of the GM, and a query may be replayed. The GM claims a request by
 *    marking its flag `claimed`; the server applies updates one at a time and an update that changes
 *    nothing resolves to undefined, so exactly one tab gets it; that tab deletes the flag when done, so a
 *    second tab or a replay does nothing.
 * 4. The handler checks the payload's shape (./payload) and the requester's rights, and throws a Refusal
 *    (a localized message) before changing anything. Only the active GM serves requests.
 * A GM's own action runs in the tab that clicked (the same checks apply).
 * 5. A player waits for the GM's answer only as long as checking the request takes. An action that waits on
 *    people (reaction windows, the GM's lists, rerolls) answers as soon as it is checked and started
 *    (`acknowledged`): its outcome shows where it lands (a card, a document), and a refusal or failure found
 *    later reaches the requester as a notification (the `realms.notice` query). So a busy GM is never a
 *    time-out on the player's side.
 */
import { canModifyActor } from "./rules/permissions";
import { realmsFlag } from "./flags";
import { PayloadError, id, object, record, string, type Check } from "./payload";

/** A refused request: an i18n key and its format values, shown to the requester. Nothing was changed. */
export class Refusal extends Error {
  constructor(readonly key: string, readonly data: Record<string, string> = {}) {
    super(key);
  }
}

export type GmAnswer = { ok: true; result: unknown } | { ok: false; error: string; data: Record<string, string> } | { ok: "elsewhere" };
export interface GmQuery { readonly userId: string; readonly requestId: string }

/**
 * A GM action: its namespaced name (`realms.<ruleset>.<name>`, core: `realms.core.<name>`), the shape of its
 * payload and its handler. Defined once; a ruleset declares it and the core registers it, and callers pass the
 * definition itself to `runAsGM`, so the name is written in one place.
 */
export interface GmAction<T = unknown> {
  readonly name: string;
  readonly payload: Check<T>;
  readonly run: (data: T, user: User.Implementation) => Promise<unknown>;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of actions of different payloads (GmAction is invariant in T)
export type AnyGmAction = GmAction<any>;
const actions = new Map<string, AnyGmAction>();

const NAMESPACE = /^[a-z][a-z0-9]*$/;
const SHORT_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;

/** Define a GM action of `namespace` (a ruleset id, or "core"): named `realms.<namespace>.<name>`. */
export function gmAction<T>(namespace: string, name: string, payload: Check<T>, run: (data: T, user: User.Implementation) => Promise<unknown>): GmAction<T> {
  if (!NAMESPACE.test(namespace) || !SHORT_NAME.test(name)) throw new Error(`GM action "${namespace}.${name}" is not a namespaced name`);
  return { name: `realms.${namespace}.${name}`, payload, run };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting Foundry's CONFIG.Queries namespace
  namespace CONFIG {
    interface Queries {
      "realms.gm": (query: GmQuery, options?: { timeout?: number }) => Promise<GmAnswer>;
      "realms.reaction": (request: ReactionQuery, options?: { timeout?: number }) => Promise<string | null>;
      "realms.notice": (notice: Notice, options?: { timeout?: number }) => Promise<null>;
    }
  }
}

export interface ReactionQuery {
  readonly actorUuid: string;
  readonly title: string;
  readonly prompt: string;
  /** `odds`: the option's exact chances in words, shown before the pick ("" when the ruleset gives none). */
  readonly choices: readonly { readonly id: string; readonly label: string; readonly hint: string; readonly odds: string }[];
}

/**
 * Register a GM action (the handler sees only checked data). The same definition again is a no-op (a second
 * boot); another definition under a name already taken throws, so two rulesets can never share one.
 */
export function registerGmAction<T>(action: GmAction<T>): void {
  const known = actions.get(action.name);
  if (known && known !== (action as unknown)) throw new Error(`GM action "${action.name}" is registered twice`);
  actions.set(action.name, action);
}

/** A core GM action (always on, whichever ruleset is active): defined as `realms.core.<name>` and registered at once. */
export function coreGmAction<T>(name: string, payload: Check<T>, run: (data: T, user: User.Implementation) => Promise<unknown>): GmAction<T> {
  const action = gmAction("core", name, payload, run);
  registerGmAction(action);
  return action;
}

/** The names of every registered GM action (the hostile-input tests walk them all). */
export const gmActionNames = (): string[] => [...actions.keys()];

/** How long a player waits for the GM's answer. */
export const GM_TIMEOUT_MS = 30_000;
const FLAG = "gmRequests";
const QUERY = object({ userId: id, requestId: id });
const STORED = object({ action: string(64), data: string(64_000) });
const refusal = (key: string, data: Record<string, string> = {}): GmAnswer => ({ ok: false, error: key, data });

/** Run one action for a verified user: shape first, then the handler (which checks rights). */
async function perform(user: User.Implementation, action: string, raw: unknown): Promise<GmAnswer> {
  const spec = actions.get(action);
  if (!spec) return refusal("REALMS.GmRequest.unknownAction", { action });
  let data: unknown;
  try {
    data = spec.payload(raw, "");
  } catch (error) {
    if (error instanceof PayloadError) return refusal("REALMS.GmRequest.badPayload", { action, field: error.field });
    throw error;
  }
  try {
    const result = await spec.run(data, user);
    return { ok: true, result: result === undefined ? null : result };
  } catch (error) {
    if (error instanceof Refusal) return refusal(error.key, error.data);
    console.error(`Realms | GM action ${action} failed`, error);
    return refusal("REALMS.GmRequest.failed", { action });
  }
}

const pending = (user: User.Implementation, requestId: string) => realmsFlag<Record<string, unknown>>(user, FLAG)?.[requestId];

/** Until another tab has finished a request it claimed (its flag is gone), or the query's time is up. */
async function finishedElsewhere(user: User.Implementation, requestId: string, timeout: number): Promise<void> {
  const until = Date.now() + timeout;
  while (pending(user, requestId) !== undefined && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
}

/** The query handler on the GM's tabs. */
async function serve(query: unknown, options: { timeout?: number } = {}): Promise<GmAnswer> {
  let q: GmQuery;
  try {
    q = QUERY(query, "");
  } catch (error) {
    return refusal("REALMS.GmRequest.badPayload", { action: "realms.gm", field: error instanceof PayloadError ? error.field : "data" });
  }
  if (!game.users.activeGM?.isSelf) return refusal("REALMS.GmRequest.notActiveGM");
  const user = game.users.get(q.userId);
  const stored = user && pending(user, q.requestId);
  if (!user || stored === undefined) return refusal("REALMS.GmRequest.gone");
  const entry = `flags.realms.${FLAG}.${q.requestId}`;
  // Another tab claimed it already (its mark reached this tab first): wait for that tab's work.
  if ((stored as { claimed?: unknown } | null)?.claimed === true) {
    await finishedElsewhere(user, q.requestId, options.timeout ?? GM_TIMEOUT_MS);
    return { ok: "elsewhere" };
  }
  let request: { action: string; data: string };
  let raw: unknown;
  try {
    request = STORED(stored, "");
    raw = JSON.parse(request.data);
  } catch {
    await user.update({ [`flags.realms.${FLAG}.-=${q.requestId}`]: null });
    return refusal("REALMS.GmRequest.badPayload", { action: "realms.gm", field: "data" });
  }
  // The claim: of two tabs (or a replayed query) only one write changes the document; the other waits
  // for the work to finish, so whichever tab answers first, the requester resumes after it.
  if (!(await user.update({ [`${entry}.claimed`]: true }))) {
    await finishedElsewhere(user, q.requestId, options.timeout ?? GM_TIMEOUT_MS);
    return { ok: "elsewhere" };
  }
  try {
    return await perform(user, request.action, raw);
  } finally {
    await user.update({ [`flags.realms.${FLAG}.-=${q.requestId}`]: null });
  }
}

/** A localized error for one user: an i18n key of the system's and its format values (escaped when shown). */
export interface Notice { readonly key: string; readonly data: Record<string, string> }
const NOTICE = object({ key: string(120), data: record(2_000) });
const NOTICE_KEY = /^REALMS\.[A-Za-z0-9.]+$/;

/** `realms.notice`: any client may send it (no verified sender), so only a system key with text values is shown. */
async function showNotice(raw: unknown): Promise<null> {
  let notice: Notice;
  try {
    notice = NOTICE(raw, "") as Notice;
  } catch {
    return null;
  }
  const data = Object.fromEntries(Object.entries(notice.data).filter(([, v]) => typeof v === "string")) as Record<string, string>;
  if (NOTICE_KEY.test(notice.key)) ui.notifications?.error(notice.key, { localize: true, format: data });
  return null;
}

export function registerGmQuery(): void {
  CONFIG.queries["realms.gm"] = serve;
  CONFIG.queries["realms.notice"] = showNotice;
}

/** Tell a user why something they asked for did not happen: here, or on their client. */
export async function tellUser(user: User.Implementation, error: unknown, action: string): Promise<void> {
  const notice: Notice = error instanceof Refusal ? { key: error.key, data: error.data } : { key: "REALMS.GmRequest.failed", data: { action } };
  if (!(error instanceof Refusal)) console.error(`Realms | GM action ${action} failed`, error);
  if (user.isSelf || !user.active) {
    if (user.isSelf) ui.notifications?.error(notice.key, { localize: true, format: notice.data });
    return;
  }
  await user.query("realms.notice", notice, { timeout: GM_TIMEOUT_MS }).catch(() => undefined);
}

/**
 * In a GM action that waits on people: the request is checked and `work` has started, so answer now; a refusal or
 * failure `work` meets later is told to the requester (its successes show on the documents it changes).
 */
export function acknowledged(user: User.Implementation, action: string, work: Promise<unknown>): null {
  void work.catch((error: unknown) => tellUser(user, error, action));
  return null;
}

function report(answer: GmAnswer): unknown {
  if (answer.ok === true) return answer.result;
  if (answer.ok === false) ui.notifications?.error(answer.error, { localize: true, format: answer.data });
  return undefined;
}

/**
 * Run a GM action: here if this client is a GM, else through the active GM (see the header). Resolves
 * to the handler's result, or undefined after telling the user why nothing happened. Code passes the action's
 * definition; a macro may pass its registered name (`"realms.elvendor.addNoise"`).
 */
export async function runAsGM(gmAction: AnyGmAction | string, data: object): Promise<unknown> {
  const action = typeof gmAction === "string" ? gmAction : gmAction.name;
  // Both paths see the data as JSON, as the GM's client would.
  const json = JSON.stringify(data);
  if (game.user.isGM) return report(await perform(game.user, action, JSON.parse(json)));
  const gm = game.users.activeGM;
  if (!gm) {
    ui.notifications?.warn("REALMS.Errors.NoActiveGM", { localize: true });
    return undefined;
  }
  const requestId = foundry.utils.randomID();
  await game.user.update({ [`flags.realms.${FLAG}.${requestId}`]: { action, data: json } });
  try {
    return report(await gm.query("realms.gm", { userId: game.user.id ?? "", requestId }, { timeout: GM_TIMEOUT_MS }));
  } catch {
    // Withdraw it, so a GM who reconnects later does not act on a request its sender gave up on.
    await game.user.update({ [`flags.realms.${FLAG}.-=${requestId}`]: null });
    return report(refusal("REALMS.GmRequest.noAnswer", { action }));
  }
}

/** May this user change this actor? Used by every button and GM action. */
export function userMayModify(user: User.Implementation, actor: Actor.Implementation | null | undefined): boolean {
  if (!actor) return false;
  return canModifyActor({ isGM: user.isGM, userId: user.id ?? "", ownership: actor.ownership as Record<string, number> });
}

/** In a GM action: refuse unless the requester may change this actor. */
export function requireMayModify(user: User.Implementation, actor: Actor.Implementation | null | undefined): asserts actor is Actor.Implementation {
  if (!actor) throw missing("actor");
  if (!userMayModify(user, actor)) throw new Refusal("REALMS.Errors.NotOwner", { name: actor.name ?? "?" });
}

/** GM actions only a GM may request. */
export function requireGM(user: User.Implementation): void {
  if (!user.isGM) throw new Refusal("REALMS.GmRequest.gmOnly");
}

/** A document the request names is missing (deleted, or never there). */
export function missing(what: string): Refusal {
  return new Refusal("REALMS.GmRequest.missing", { what });
}

export function refuse(actor: { name: string } | null | undefined): void {
  // Foundry escapes `format` values: a hostile actor name stays text.
  ui.notifications?.error("REALMS.Errors.NotOwner", { localize: true, format: { name: actor?.name ?? "?" } });
}

/** A refusal shown to this client's user as a localized warning (nothing was changed). */
export function warnRefusal(refusal: Refusal): void {
  ui.notifications?.warn(refusal.key, { localize: true, format: refusal.data });
}

/** Run a user's request: a refusal shows its localized reason as an error notification; anything else is a bug and is thrown. */
export async function reportingRefusals(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    ui.notifications?.error(game.i18n.format(error.key, error.data));
  }
}
