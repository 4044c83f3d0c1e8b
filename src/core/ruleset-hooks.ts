/**
 * Typed hooks inside a ruleset. Where a lower feature needs an answer or a reaction from a higher one (space
 * asks which Movement the activation declared; the reaction window asks the AI for a Hostile's pick), the lower
 * one calls a hook and the higher one listens, so imports keep pointing down. Each ruleset declares its table
 * (hook name → payload) in its `hooks.ts` and registers the listeners there; callers import that table as a
 * type only. Payloads are plain objects: a query hook carries an answer field listeners fill in, as Foundry's
 * own `pre…` hooks pass mutable options.
 */

/** Hook name → payload, e.g. `{ "realms.eldfall.declaredMovement": { actor; movement: MovementKind | null } }`. */
export type HookTable = object;

type HookName<T extends HookTable> = keyof T & string;
// Ruleset hook names are not in Foundry's typed hook table.
interface UntypedHooks {
  callAll(hook: string, payload: object): boolean;
  on(hook: string, fn: (payload: object) => unknown): number;
  off(hook: string, id: number): void;
}
const hooks = (): UntypedHooks => Hooks as unknown as UntypedHooks;

/** Call every listener; the payload (with whatever listeners filled in) comes back. */
export function callAllHooks<T extends HookTable, K extends HookName<T>, P extends T[K] & object = T[K] & object>(name: K, payload: P): P {
  hooks().callAll(name, payload);
  return payload;
}

/** Listen; the returned function stops listening. */
export function onHook<T extends HookTable, K extends HookName<T>>(name: K, listener: (payload: T[K]) => unknown): () => void {
  const id = hooks().on(name, listener as (payload: object) => unknown);
  return () => hooks().off(name, id);
}
