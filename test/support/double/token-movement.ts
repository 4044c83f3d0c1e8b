/**
 * Token movement, after Foundry v13 (client/documents/token.mjs `TokenDocument#move` and `_preUpdate`; declarations
 * in foundry-vtt-types src/foundry/client/documents/token.d.mts: `MovementData`, `PreMovementOptions`,
 * `MeasuredMovementWaypoint`): a move is an update of x/y carrying movement data; before it is sent, the client
 * calls `Hooks.call("preMoveToken", document, movement, operation)` and a handler returning `false` prevents the
 * whole move (the update's workflow calls it: ./tokens.ts). `movement.passed.waypoints` are the waypoints from the origin (left out) to the destination, in top-left
 * pixels, each with its movement `action`. Where the declarations are silent: the double measures cost as one
 * per waypoint and leaves `terrain` null; the pending section is empty (the whole move is passed at once).
 */
import { nextId, type Obj } from "./base";
import type { FakeToken } from "./tokens";

export interface GridWaypoint { readonly x: number; readonly y: number; readonly action?: string }

/** Waypoints in top-left pixels, as the movement data of an update (the origin is where the token stands). */
export function movementData(token: FakeToken, pixels: readonly { readonly x: number; readonly y: number; readonly action?: string }[], method: string): Obj {
  const g = globalThis as unknown as { game: { user: { id: string } } };
  const movementId = nextId("movement");
  const shape = { elevation: 0, width: 1, height: 1, shape: 0 };
  const waypoints = pixels.map((p) => ({
    x: p.x, y: p.y, ...shape, action: p.action ?? "walk", terrain: null, snapped: true, explicit: true, checkpoint: true, intermediate: false,
    userId: g.game.user.id, movementId, cost: 1,
  }));
  const last = waypoints.at(-1) ?? { x: token.x, y: token.y };
  return {
    id: movementId, chain: [], method, autoRotate: false, showRuler: false, constrained: false, recorded: true,
    origin: { x: token.x, y: token.y, ...shape }, destination: { x: last.x, y: last.y, ...shape },
    passed: { waypoints, distance: waypoints.length, cost: waypoints.length, spaces: waypoints.length, diagonals: 0 },
    pending: { waypoints: [], distance: 0, cost: 0, spaces: 0, diagonals: 0 },
    history: { recorded: { waypoints: [], distance: 0, cost: 0, spaces: 0, diagonals: 0 }, unrecorded: { waypoints: [], distance: 0, cost: 0, spaces: 0, diagonals: 0 } },
    constrainOptions: {},
  };
}

/**
 * Move a token through grid squares (TokenDocument#move): an update of x/y carrying this movement, so the update's
 * `preMoveToken` sees it (./tokens.ts); resolves to false when a handler refused it.
 */
export async function moveToken(token: FakeToken, squares: readonly GridWaypoint[], options: { method?: string; operation?: Obj } = {}): Promise<boolean> {
  const size = token.parent.grid.size;
  const last = squares.at(-1);
  if (!last) return true;
  const movement = movementData(token, squares.map((s) => ({ x: s.x * size, y: s.y * size, ...(s.action ? { action: s.action } : {}) })), options.method ?? "dragging");
  const operation: Obj = { ...(options.operation ?? {}), movement: { [token.id]: movement } };
  return (await token.update({ x: last.x * size, y: last.y * size }, operation)) !== undefined;
}
