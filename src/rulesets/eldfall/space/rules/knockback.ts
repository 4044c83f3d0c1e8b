/**
 * Knockback on the board (pure, KNOCKBACK (X)): the spaces a model Hit by it is moved, X spaces away from the
 * attacker. The direction is the attacker's choice; the default taken here is straight away along the axis the two
 * models are farthest apart on (horizontal on a tie), and from the attacker's own space the way it faces (it pushes
 * forward). The move stops early at a wall that stops movement or at the board's edge (a push does not pass
 * walls). The GM may still move the token elsewhere by hand.
 */
import type { Tile } from "../../../../core/rules/grid";
import type { Board } from "../../../../core/rules/grid-board";
import { facingVector, type Facing } from "../../../../core/rules/grid-facing";
import { requireInt } from "../../../../core/dice/guard";

/** The unit step away from `from` for a model standing at `at` (the attacker's facing when they share a space). */
export function awayStep(at: Tile, from: Tile, attackerFacing: Facing): Tile {
  const dx = at.x - from.x;
  const dy = at.y - from.y;
  if (dx === 0 && dy === 0) return facingVector(attackerFacing);
  return Math.abs(dx) >= Math.abs(dy) ? { x: Math.sign(dx), y: 0 } : { x: 0, y: Math.sign(dy) };
}

/** The spaces entered, in order (empty: it cannot move at all); the last is where the model ends. */
export function knockbackPath(board: Board, at: Tile, from: Tile, spaces: number, attackerFacing: Facing): Tile[] {
  requireInt("spaces", spaces, 0, 1000);
  const step = awayStep(at, from, attackerFacing);
  const out: Tile[] = [];
  let cur = at;
  for (let i = 0; i < spaces; i++) {
    const next = { x: cur.x + step.x, y: cur.y + step.y };
    if (!board.contains(next) || board.blocksMove(cur, next)) break;
    out.push(next);
    cur = next;
  }
  return out;
}
