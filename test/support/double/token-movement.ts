/**
 * Token movement, after Foundry v13 (client/documents/token.mjs `TokenDocument#move` and `_preUpdate`; declarations
 * in foundry-vtt-types src/foundry/client/documents/token.d.mts: `MovementData`, `PreMovementOptions`,
 * `MeasuredMovementWaypoint`): a move is an update of x/y carrying movement data; before it is sent, the client
 * calls `Hooks.call("preMoveToken", document, movement, operation)` and a handler returning `false` prevents the
 * whole move. `movement.passed.waypoints` are the waypoints from the origin (left out) to the destination, in top-left
 * pixels, each with its movement `action`. Where the declarations are silent: the double measures cost as one
 * per waypoint and leaves `terrain` null; the pending section is empty (the whole move is passed at once).
 */
import { nextId, type Obj } from "./base";
import type { FakeToken } from "./tokens";

export interface GridWaypoint { readonly x: number; readonly y: number; readonly action?: string }

/** Move a token through grid squares (TokenDocument#move); resolves to false when a preMoveToken handler refused. */
export async function moveToken(token: FakeToken, squares: readonly GridWaypoint[], options: { method?: string; operation?: Obj } = {}): Promise<boolean> {
  const g = globalThis as unknown as { Hooks: { call(hook: string, ...args: unknown[]): boolean }; game: { user: { id: string } } };
  const size = token.parent.grid.size;
  const movementId = nextId("movement");
  const shape = { elevation: 0, width: 1, height: 1, shape: 0 };
  const waypoints = squares.map((s) => ({
    x: s.x * size, y: s.y * size, ...shape, action: s.action ?? "walk", terrain: null, snapped: true, explicit: true, checkpoint: true, intermediate: false,
    userId: g.game.user.id, movementId, cost: 1,
  }));
  const last = waypoints.at(-1);
  if (!last) return true;
  const movement = {
    id: movementId, chain: [], method: options.method ?? "dragging", autoRotate: false, showRuler: false, constrained: false, recorded: true,
    origin: { x: token.x, y: token.y, ...shape }, destination: { x: last.x, y: last.y, ...shape },
    passed: { waypoints, distance: waypoints.length, cost: waypoints.length, spaces: waypoints.length, diagonals: 0 },
    pending: { waypoints: [], distance: 0, cost: 0, spaces: 0, diagonals: 0 },
    history: { recorded: { waypoints: [], distance: 0, cost: 0, spaces: 0, diagonals: 0 }, unrecorded: { waypoints: [], distance: 0, cost: 0, spaces: 0, diagonals: 0 } },
    constrainOptions: {},
  };
  const operation: Obj = { ...(options.operation ?? {}), movement: { [token.id]: movement } };
  if (g.Hooks.call("preMoveToken", token, movement, operation) === false) return false;
  await token.update({ x: last.x, y: last.y });
  return true;
}
