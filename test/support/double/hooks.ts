/**
 * Foundry's Hooks (client/helpers/hooks.d.mts; API page "Hooks"): handlers run in registration order,
 * `call` stops at the first handler that returns false, `callAll` runs them all, `once` handlers go after
 * their first run. Like Foundry, a throwing handler does not stop the others: the error is recorded in
 * `hookErrors` (Foundry logs it through `Hooks.onError`), so tests can assert that none happened.
 * A document event hook (`createX`, `updateX`, `deleteX`, …: ./clients.ts) runs on every connected client: the
 * acting one at once, each other one after a tick with its own `game.user`. Every client booted the same system,
 * so they run the same handlers; a `once` handler belongs to the client that registered it (a test's waiter).
 */
import { serverBusy } from "./users";
import { broadcastPending, isBroadcastHook, onOtherClients } from "./clients";

type Handler = (...args: never[]) => unknown;
interface Entry { hook: string; id: number; fn: Handler; once: boolean }

let nextHookId = 1;
let entries: Entry[] = [];
export const hookErrors: { hook: string; error: unknown }[] = [];

function run(hook: string, args: unknown[], stopOnFalse: boolean, list: Entry[] = entries.filter((e) => e.hook === hook)): boolean {
  for (const entry of list) {
    if (entry.once) entries = entries.filter((e) => e !== entry);
    let result: unknown;
    try {
      result = (entry.fn as (...a: unknown[]) => unknown)(...args);
    } catch (error) {
      hookErrors.push({ hook, error });
      continue;
    }
    // Foundry does not await handlers: a returned promise runs on, its rejection is reported the same way.
    if (result instanceof Promise) result.catch((error: unknown) => hookErrors.push({ hook, error }));
    if (stopOnFalse && result === false) return false;
  }
  return true;
}

export class FakeHooks {
  /** Registered handlers by hook name (Foundry's `Hooks.events`). */
  static get events(): Record<string, { fn: Handler; id: number; once: boolean }[]> {
    const out: Record<string, { fn: Handler; id: number; once: boolean }[]> = {};
    for (const e of entries) (out[e.hook] ??= []).push({ fn: e.fn, id: e.id, once: e.once });
    return out;
  }

  static on(hook: string, fn: Handler, options?: { once?: boolean | undefined }): number {
    const id = nextHookId++;
    entries.push({ hook, id, fn, once: !!options?.once });
    return id;
  }

  static once(hook: string, fn: Handler): number {
    return FakeHooks.on(hook, fn, { once: true });
  }

  static off(hook: string, fn: number | Handler): void {
    entries = entries.filter((e) => e.hook !== hook || (typeof fn === "number" ? e.id !== fn : e.fn !== fn));
  }

  static callAll(hook: string, ...args: unknown[]): true {
    if (!isBroadcastHook(hook)) {
      run(hook, args, false);
      return true;
    }
    const shared = entries.filter((e) => e.hook === hook && !e.once);
    run(hook, args, false);
    onOtherClients(() => run(hook, args, false, shared));
    return true;
  }

  static call(hook: string, ...args: unknown[]): boolean {
    return run(hook, args, true);
  }

  static onError(location: string, error: Error): void {
    hookErrors.push({ hook: location, error });
  }
}

// Signature drift against the official declarations fails tsc here.
FakeHooks satisfies Pick<typeof Hooks, "on" | "once" | "off" | "call" | "callAll" | "onError">;

/** Every handler registered so far, to put back after a test that registered the system's own (see `bootSystem`). */
export function snapshotHooks(): () => void {
  const saved = [...entries];
  return () => {
    entries = [...saved];
  };
}

/**
 * Let handlers that Foundry does not await (async hooks, `void` promises) finish. Each round passes both the
 * check phase, and the timers phase while the double's server has updates in flight (a 0 ms timer each).
 */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    if (serverBusy() || broadcastPending()) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * Until `done()` holds: for work a GM action left running after it answered (`acknowledged`), which the test waits
 * on by its outcome, as a player sees it land on a card. Throws when it never comes.
 */
export async function settleUntil(done: () => boolean, rounds = 200): Promise<void> {
  for (let i = 0; i < rounds && !done(); i++) await settle();
  if (!done()) throw new Error("settleUntil: the awaited outcome never came");
}
