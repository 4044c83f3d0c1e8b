/**
 * Every connected client, as Foundry v13 runs a world (client/documents/abstract/client-document.d.mts `_onCreate`,
 * `_onUpdate`, `_onDelete`; client/hooks.d.mts; client/helpers/client-settings.d.mts `onChange`): a change the
 * server accepts is broadcast, and EVERY connected client — each with its own `game.user` — runs the document's
 * `_on*` handlers and the `createX` / `updateX` / `deleteX` hooks (also `updateWorldTime`, `combatTurnChange`, a
 * world setting's `onChange`). The `preX` hooks, UI hooks and `combatStart` run only on the client that acts.
 *
 * The double is one process, so a client is a context: `game.user` is read through an AsyncLocalStorage, and a
 * handler run "on" another client keeps that client's user through every `await` that follows. The acting client
 * runs its handlers at once; every other connected client runs them after a tick (the broadcast's round trip),
 * in the order users are listed; `settle` waits for them. Connected: every active user (the GM and players 1–3;
 * gm2 once a test brings it online). All clients share one world (documents, DOM, notices) and one browser
 * store: client-scoped settings are common to them, as for two users in tabs of one browser.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Obj } from "./base";

type UserLike = { id: string; active?: boolean };
interface Client { user: UserLike | null }

const context = new AsyncLocalStorage<Client>();
const root: Client = { user: null };
const g = globalThis as unknown as { game: Obj & { users: { contents: UserLike[] } } };

/** Make `game.user` the current client's user (a test, or a broadcast handler's client). */
export function installClientUser(game: Obj): void {
  Object.defineProperty(game, "user", {
    configurable: true, enumerable: true,
    get: () => (context.getStore() ?? root).user,
    set: (user: UserLike | null) => { (context.getStore() ?? root).user = user; },
  });
}

/** The clients connected besides the one acting: active users other than `actingId`. */
function otherClients(actingId: string | undefined): UserLike[] {
  return g.game.users.contents.filter((u) => u.active && u.id !== actingId);
}

/** Run `fn` on `user`'s client: `game.user` is that user through everything `fn` awaits. */
export function onClient<T>(user: UserLike, fn: () => T): T {
  return context.run({ user }, fn);
}

let pending = 0;
/** Broadcasts sent and not yet run by every other client; `settle` waits for them. */
export const broadcastPending = (): boolean => pending > 0;

/** A change the server broadcast: `run` on every connected client other than the acting one, after a tick. */
export function onOtherClients(run: () => void): void {
  const others = otherClients((g.game.user as UserLike | null)?.id);
  if (!others.length) return;
  pending += 1;
  setImmediate(() => {
    try {
      for (const user of others) onClient(user, run);
    } finally {
      pending -= 1;
    }
  });
}

/** Hooks Foundry calls on every connected client for a change the server broadcast. */
export const isBroadcastHook = (hook: string): boolean => /^(create|update|delete)[A-Z]/.test(hook) || hook === "combatTurnChange";
