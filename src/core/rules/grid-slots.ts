/**
 * Several models per space (pure): each space has a number of slots, each model takes some (Eldfall M45: sizes
 * take 1–4 slots; Incapacitated, Dead and Flying models take none). A model may end its move in a space only
 * when its slots still fit; a full space may be crossed when the ruleset allows it (Eldfall: when it holds an ally).
 */
import { MAX_GAME_NUMBER, requireBool, requireInt } from "../dice/guard";
import type { Tile } from "./grid";
import type { Entry } from "./grid-path";

/** Whether a model taking `size` slots fits in a space with `capacity` slots of which `occupied` are taken. */
export function fits(size: number, occupied: number, capacity: number): boolean {
  requireInt("size", size, 0, MAX_GAME_NUMBER);
  requireInt("occupied", occupied, 0, MAX_GAME_NUMBER);
  requireInt("capacity", capacity, 0, MAX_GAME_NUMBER);
  return occupied + size <= capacity;
}

export interface SlotRule {
  /** Slots the moving model takes. */
  readonly size: number;
  /** Slots taken in a cell by the other models there. */
  readonly occupied: (cell: Tile) => number;
  /** Slots a cell has (scene default, overridden per zone). */
  readonly capacity: (cell: Tile) => number;
  /** Whether a cell the model does not fit in may still be crossed (default: yes). */
  readonly passThrough?: boolean | ((cell: Tile) => boolean);
}

/** The `entry` a path search uses for a mover under slot limits. */
export function slotEntry(rule: SlotRule): (cell: Tile) => Entry {
  requireInt("size", rule.size, 0, MAX_GAME_NUMBER);
  return (cell) => {
    if (fits(rule.size, rule.occupied(cell), rule.capacity(cell))) return "open";
    const pass = typeof rule.passThrough === "function" ? rule.passThrough(cell) : (rule.passThrough ?? true);
    return requireBool("passThrough", pass) ? "pass" : "closed";
  };
}
