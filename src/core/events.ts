/**
 * The hooks other modules and macros can rely on: `realms.<event>` with one payload object. A `pre` event
 * is called with `Hooks.call` before the thing happens, and a handler returning `false` cancels it; the
 * after event is called with `Hooks.callAll` once it happened. Every event name is listed here so the
 * list in docs/api.md and the code cannot drift apart.
 */
export const REALMS_EVENTS = {
  preRoll: "realms.preRoll",
  roll: "realms.roll",
  preDamage: "realms.preDamage",
  damage: "realms.damage",
  preCondition: "realms.preCondition",
  condition: "realms.condition",
  turnBoundary: "realms.turnBoundary",
  questEnd: "realms.questEnd",
  reaction: "realms.reaction",
  deckDraw: "realms.deckDraw",
  trackThreshold: "realms.trackThreshold",
  /** An activation the system tried to open was refused (its reason was shown): `{actorUuid, combatId}`. */
  activationRefused: "realms.activationRefused",
} as const;

export type RealmsEvent = keyof typeof REALMS_EVENTS;

/** Realms' hooks in Foundry's typed hook table: one payload object; a `pre` handler may return false to cancel. */
type RealmsHooks = { [E in RealmsEvent as (typeof REALMS_EVENTS)[E]]: (payload: object) => boolean | void };

declare module "fvtt-types/configuration" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting fvtt-types' hook table
  namespace Hooks {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from RealmsHooks
    interface HookConfig extends RealmsHooks {}
  }
}

/** Fire a `pre` event; false when a handler cancelled. */
export function emitBefore(event: RealmsEvent, payload: object): boolean {
  return Hooks.call(REALMS_EVENTS[event], payload) !== false;
}

/** Fire an after event (handlers cannot cancel it). */
export function emit(event: RealmsEvent, payload: object): void {
  Hooks.callAll(REALMS_EVENTS[event], payload);
}

/** Listen to an event; the returned function stops listening. The payload's shape is the listener's to know. */
export function onEvent<P>(event: RealmsEvent, handler: (payload: P) => void): () => void {
  const hooks = Hooks as unknown as { on(hook: string, fn: (payload: P) => void): number; off(hook: string, id: number): void };
  const id = hooks.on(REALMS_EVENTS[event], handler);
  return () => hooks.off(REALMS_EVENTS[event], id);
}
