/**
 * Regaining health and energy ("Health", "Energy"). Health at rest: only when one or both tracks are Satiated and
 * the other at least Not Hungry / Not Thirsty; then 2D6 + stamina modifier ≥ 12, or ≥ 10 when both are Satiated.
 * Energy at rest 2D6 + stamina modifier ≥ 7, when moving ≥ 10; none while Famished or Parched.
 *
 * Readings (I5): the regeneration checks are ability checks, so the +5 cap, hunger and thirst penalties and the
 * critical failure range apply; they cannot succeed critically. "At least Not Hungry" means Not Hungry or Satiated
 * (Bloated and Hydrated are above the normal cap and the rules name only the two). A success regains 1 point.
 */
import { NO_ENERGY_REGEN, sustenanceStates, sustenancePenalty, type Sustenance } from "./sustenance";
import { critFailThrough, type CheckSpec } from "../../checks/rules/check";
import { requireInt } from "../../../../core/dice/guard";

export const HEALTH_REGEN_DIFFICULTY = 12;
export const HEALTH_REGEN_SATIATED_DIFFICULTY = 10;
export const ENERGY_REGEN_REST_DIFFICULTY = 7;
export const ENERGY_REGEN_MOVING_DIFFICULTY = 10;
export const REGEN_AMOUNT = 1;

export type RegenVerdict = { readonly allowed: true; readonly check: CheckSpec } | { readonly allowed: false; readonly reason: "notFed" | "famished" | "full" };

const SATIATED = "satiated";

/** The check a regeneration rolls, its numbers checked here so a verdict never carries a NaN to the card. */
function regenCheck(staMod: number, penalty: number, difficulty: number, critFailModifier: number): CheckSpec {
  requireInt("staMod", staMod, -100, 100);
  critFailThrough(critFailModifier);
  return { base: staMod, adds: [penalty], difficulty, critFailModifier };
}

export function healthRegen(s: Sustenance, staMod: number, options: { critFailModifier?: number; full?: boolean } = {}): RegenVerdict {
  if (options.full) return { allowed: false, reason: "full" };
  const states = sustenanceStates(s);
  const { hunger, thirst } = states;
  const h = hunger.out ? "" : hunger.state.id;
  const t = thirst.out ? "" : thirst.state.id;
  const fed = (h === SATIATED && (t === SATIATED || t === "notThirsty")) || (t === SATIATED && h === "notHungry");
  if (!fed) return { allowed: false, reason: "notFed" };
  const difficulty = h === SATIATED && t === SATIATED ? HEALTH_REGEN_SATIATED_DIFFICULTY : HEALTH_REGEN_DIFFICULTY;
  return { allowed: true, check: regenCheck(staMod, sustenancePenalty(states), difficulty, options.critFailModifier ?? 0) };
}

export function energyRegen(s: Sustenance, staMod: number, options: { moving?: boolean; critFailModifier?: number; full?: boolean } = {}): RegenVerdict {
  if (options.full) return { allowed: false, reason: "full" };
  const states = sustenanceStates(s);
  const { hunger, thirst } = states;
  if ([hunger, thirst].some((r) => r.out === "below" || (r.state.flags ?? []).includes(NO_ENERGY_REGEN))) return { allowed: false, reason: "famished" };
  const difficulty = options.moving ? ENERGY_REGEN_MOVING_DIFFICULTY : ENERGY_REGEN_REST_DIFFICULTY;
  return { allowed: true, check: regenCheck(staMod, sustenancePenalty(states), difficulty, options.critFailModifier ?? 0) };
}
