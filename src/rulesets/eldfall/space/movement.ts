/**
 * The legal-move check on token moves during combat (Foundry v13 `preMoveToken`): the dragged waypoints become
 * the spaces entered, the pure check (rules/movement.ts) judges them against SPD, walls, slots, models and
 * environments, and an illegal move is refused with a notice giving the reason.
 *
 * Who is checked is the world setting `realms.eldfall-movementCheck`: "players" (default — the GM's own moves are
 * never refused, which is the GM override), "everyone", or "off". A move made by the system itself (an Activation's
 * move along its checked path or stopped by an Impede, Protector: activation/activation.ts) passes `{ realmsForced: true }`
 * in its update operation and is not checked; so does any
 * move whose waypoints use Foundry's "displace" action (a teleport), nor taking a move back (method "undo").
 */
import type { Tile } from "../../../core/rules/grid";
import { checkMove, MOVEMENT_KINDS, type MoveCheck, type MovementKind, type MoveSpace, type Occupant } from "./rules/movement";
import { spaceOfPixel, waypointSpaces, type PixelWaypoint } from "../../../core/rules/grid-waypoints";
import { registerEldfallZoneKinds } from "./zones";
import { moverOf, occupantOf } from "./space-actor";
import { cancelsHalveDouble, SpaceScene, spaceOptions } from "./space-scene";
import { tokenLevel } from "../../../core/compat";
import { callAllHooks } from "../../../core/ruleset-hooks";
import type { EldfallHooks } from "../hooks";

/** The Movement the model's running activation declared (Walk, Run, Climb, Jump …), asked of the activation; null: none known. */
function declaredMovement(actor: Actor.Implementation): MovementKind | null {
  return callAllHooks<EldfallHooks, "realms.eldfall.declaredMovement">("realms.eldfall.declaredMovement", { actor, movement: null }).movement;
}

/** Foundry's movement action of a drag, as an Eldfall movement (Walk unless Climb or Jump). */
export function movementOfAction(action: string | undefined): MovementKind {
  return action === "climb" ? "climb" : action === "jump" ? "jump" : "walk";
}

export interface TokenMoveResult {
  readonly origin: Tile;
  /** The spaces entered, in order (null: the waypoints have no way through the board). */
  readonly path: readonly Tile[] | null;
  readonly check: MoveCheck | null;
}

interface MovementLike {
  /** Foundry's movement method: "undo" (taking a move back along the history) is never checked. */
  readonly method?: string;
  readonly origin: { readonly x: number; readonly y: number };
  readonly passed: { readonly waypoints: readonly PixelWaypoint[] };
  readonly pending: { readonly waypoints: readonly PixelWaypoint[] };
}

/** Judge a token's move; null when this move is not checked (no combat, the GM, forced, not a square grid). */
export function checkTokenMove(token: TokenDocument.Implementation, movement: MovementLike, operation: { realmsForced?: unknown } = {}): TokenMoveResult | null {
  const check = spaceOptions().movementCheck;
  if (check === "off" || operation.realmsForced === true || movement.method === "undo") return null;
  if (check === "players" && game.user?.isGM) return null;
  const combat = game.combat;
  if (!combat?.started || !combat.combatants.some((c) => c.tokenId === token.id)) return null;
  const scene = token.parent;
  const actor = token.actor;
  if (!scene || !actor || !token.id) return null;
  let field: SpaceScene;
  try {
    // The token's own level (v14): walls, zones and models on another floor are not in its way.
    field = new SpaceScene(scene, tokenLevel(token));
  } catch {
    return null;
  }
  const waypoints = [...movement.passed.waypoints, ...movement.pending.waypoints];
  if (!waypoints.length || waypoints.some((w) => w.action === "displace")) return null;
  const size = scene.grid.size;
  const origin = spaceOfPixel(movement.origin.x, movement.origin.y, size);
  const me = field.model(token.id);
  const occupants: Occupant[] = field.models.filter((m) => m.id !== me.id).map((m) => occupantOf(m.data, m.cell));
  // The Engaged State (applied at resolution) limits the move; the enemies causing it are those engaging it now.
  const engagers = me.data.states.has("engaged") ? field.engagements().get(me.id) ?? [] : [];
  const mover = moverOf(me.data, engagers.map((id) => field.model(id).cell));
  const blocking = new Set(occupants.filter((o) => o.side !== me.data.side && !o.incapacitated && !o.dead && !o.flying).map((o) => `${o.cell.x},${o.cell.y}`));
  const end = spaceOfPixel(waypoints.at(-1)!.x, waypoints.at(-1)!.y, size);
  const closed = (c: Tile) => blocking.has(`${c.x},${c.y}`) && !mover.flying && !(c.x === end.x && c.y === end.y);
  const path = waypointSpaces(field.board, origin, waypoints, size, (c) => (closed(c) ? "closed" : "open"));
  if (!path) return { origin, path: null, check: null };
  const options = field.options;
  const environments = field.environments;
  const board = field.board;
  const space: MoveSpace = { board, occupants, slots: (c) => environments.slots(c), environments: (c) => environments.at(c) };
  const declared = declaredMovement(actor);
  const kind = declared && MOVEMENT_KINDS.includes(declared) ? declared : movementOfAction(waypoints.at(-1)?.action);
  const moveOptions = { jumpCost: options.jumpCost, cancelHalveDouble: cancelsHalveDouble() };
  let result = checkMove(space, mover, kind, origin, path, moveOptions);
  // Nothing declared yet: a Walk too long for SPD may still be a Run.
  if (!declared && !result.ok && kind === "walk" && result.reason === "tooFar") {
    const run = checkMove(space, mover, "run", origin, path, moveOptions);
    if (run.ok || run.reason !== "engagedMovement") result = run;
  }
  return { origin, path, check: result };
}

/** The lang key and data of a refusal, for the notice. */
export function refusalText(name: string, result: TokenMoveResult): string {
  if (!result.path) return game.i18n.format("REALMS.Eldfall.Space.Refused.noPath", { name });
  const check = result.check;
  if (!check || check.ok) return "";
  return game.i18n.format(`REALMS.Eldfall.Space.Refused.${check.reason}`, {
    name, kind: game.i18n.localize(`REALMS.Eldfall.Space.Movement.${check.kind}`), step: String((check.step ?? 0) + 1),
    cost: String(check.cost ?? ""), budget: String(check.budget ?? ""),
  });
}

/** The `preMoveToken` handler: false (and a notice) for an illegal move. */
export function onPreMoveToken(token: TokenDocument.Implementation, movement: MovementLike, operation?: { realmsForced?: unknown }): false | void {
  const result = checkTokenMove(token, movement, operation ?? {});
  if (!result || (result.path && result.check?.ok)) return;
  ui.notifications?.warn(refusalText(token.name ?? "", result));
  return false;
}

/** At `init`: the zone kinds and the movement check (the space settings are in the ruleset's one declaration). */
export function registerEldfallSpace(): void {
  registerEldfallZoneKinds();
  Hooks.on("preMoveToken" as never, onPreMoveToken as never);
}
