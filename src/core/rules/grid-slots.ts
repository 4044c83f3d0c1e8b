/**
 * Several models per space (pure): each space has a number of slots, each model takes some (Eldfall M45: sizes
 * take 1–4 slots; Incapacitated, Dead and Flying models take none). A model may end its move in a space only
 * when its slots still fit; whether a full space may be crossed is the ruleset's path rule (Eldfall: when it holds an ally).
 */
import { MAX_GAME_NUMBER, requireInt } from "../dice/guard";

/** Whether a model taking `size` slots fits in a space with `capacity` slots of which `occupied` are taken. */
export function fits(size: number, occupied: number, capacity: number): boolean {
  requireInt("size", size, 0, MAX_GAME_NUMBER);
  requireInt("occupied", occupied, 0, MAX_GAME_NUMBER);
  requireInt("capacity", capacity, 0, MAX_GAME_NUMBER);
  return occupied + size <= capacity;
}
