import { clockVector, stepAlong, type Tile } from "../../../../core/rules/grid";
import { MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";

/** Blinded and Fear: a D12 picks the clock direction, the bearer moves half its MOV (rounded down). */
export function forcedMove(d12: number, mov: number, from: Tile): { direction: number; distance: number; to: Tile } {
  requireInt("mov", mov, 0, MAX_GAME_NUMBER);
  if (!Number.isInteger(d12) || d12 < 1 || d12 > 12) throw new RangeError(`Direction needs a D12 result, got ${d12}`);
  const distance = Math.floor(mov / 2);
  return { direction: d12, distance, to: stepAlong(from, clockVector(d12), distance) };
}
