/**
 * Hunger and thirst ("Hunger & Thirst", "Speed Effects") as two core tracks. The counter is the turns remaining,
 * 1–2520: seven states of 360 turns each, lowest first. A spell that sets a state leaves 180 turns in it; one
 * that moves a state up leaves 90, down 270. Eating and drinking add to the counter, stopping at the top of
 * Satiated unless a curse forces more. Outside 1–2520 the creature takes 1 damage a turn (hunger and thirst out
 * together still 1: one group). Famished or Parched: −2 and no energy regeneration; Starving, Dehydrated, Choking
 * or Drenched: −1 (the worst of the two tracks applies, they do not add up).
 *
 * Reading (I3) of the haste example ("(1 + 1) x 2 = 4 food and water per each action, or 8 per turn"): each
 * action costs each track 1 + the number of haste effects; the "x 2" counts the two tracks, food and water.
 * A ring of haste costs 2 turns of hunger and 2 of thirst per action, 4 of each in a turn it acts twice.
 * A turn a slow effect takes away still costs its one action (the creature lives through the turn).
 */
import type { TrackDef, TrackStateDef } from "../../../../core/rules/tracks";
import { readTrack } from "../../../../core/rules/tracks";
import { requireInt } from "../../../../core/dice/guard";

export const LEVEL_TURNS = 360;
export const TRACK_STATES = 7;
export const TRACK_MAX = LEVEL_TURNS * TRACK_STATES;
export const SATIATED_INDEX = 4;
export const HASTE_STATUS = "realms.twod6.haste";
export const SLOW_STATUS = "realms.twod6.slow";
export const NO_ENERGY_REGEN = "noEnergyRegen";

export const HUNGER_STATES = ["famished", "starving", "hungry", "notHungry", "satiated", "bloated", "choking"] as const;
export const THIRST_STATES = ["parched", "dehydrated", "thirsty", "notThirsty", "satiated", "hydrated", "drenched"] as const;
const PENALTIES = [-2, -1, 0, 0, 0, 0, -1];

function sustenanceTrack(name: "hunger" | "thirst", names: readonly string[]): TrackDef {
  const cap = name === "hunger" ? "Hunger" : "Thirst";
  const states: TrackStateDef[] = names.map((id, i) => ({
    id, label: `REALMS.Twod6.${cap}.${id}`, from: i === 0 ? 1 : i * LEVEL_TURNS + 1,
    ...(PENALTIES[i] ? { modifier: PENALTIES[i] } : {}), ...(i === 0 ? { flags: [NO_ENERGY_REGEN] } : {}),
  }));
  return {
    id: `realms.twod6.${name}`, label: `REALMS.Twod6.${cap}.label`, scope: "actor", path: `system.${name}`,
    // Ticked by the turn flow with the actions taken (haste: more per action); never by the combat walker alone.
    cadence: "manual", step: -1,
    initial: SATIATED_INDEX * LEVEL_TURNS + LEVEL_TURNS / 2, min: 1, max: TRACK_MAX, floor: 0, ceiling: TRACK_MAX + LEVEL_TURNS,
    cap: (SATIATED_INDEX + 1) * LEVEL_TURNS, states, overflow: { effect: "damage", amount: 1 },
    // No rateStatus: haste effects come from statuses, equipped items and the creature itself, so the turn flow
    // counts them (`turnsSpent`) and ticks with that many actions.
    levels: { set: 180, up: 90, down: 270 }, group: "sustenance",
  };
}

export const HUNGER_TRACK = sustenanceTrack("hunger", HUNGER_STATES);
export const THIRST_TRACK = sustenanceTrack("thirst", THIRST_STATES);
export const SUSTENANCE_TRACKS = [HUNGER_TRACK, THIRST_TRACK] as const;

export interface Sustenance { readonly hunger: number; readonly thirst: number }

/** Turns each track loses for a turn of `actions` actions (at least the normal one) with `hastes` haste effects. */
export function turnsSpent(actions: number, hastes: number): number {
  requireInt("actions", actions, 0, 10);
  requireInt("hastes", hastes, 0, 100);
  return Math.max(1, actions) * (1 + hastes);
}

export type SustenanceStates = ReturnType<typeof sustenanceStates>;

export function sustenanceStates(s: Sustenance) {
  return { hunger: readTrack(HUNGER_TRACK, s.hunger), thirst: readTrack(THIRST_TRACK, s.thirst) };
}

/** The penalty hunger and thirst put on every ability-based check and roll (the worse of the two). */
export function sustenancePenalty(s: Sustenance | SustenanceStates): number {
  const { hunger, thirst } = "state" in Object(s.hunger) ? (s as SustenanceStates) : sustenanceStates(s as Sustenance);
  return Math.min(hunger.state.modifier ?? 0, thirst.state.modifier ?? 0);
}
