/**
 * The condition ladder: Stunned and Wounded worsen into Knocked Out, Dying and Dead. Pure and
 * set-based: given the states a character has and a new harm, say which states it has afterwards.
 */
import type { Harm } from "../../damage/rules/damage";
import { MAX_GAME_NUMBER, requireBool, requireDice, requireInt, requireNumber } from "../../../../core/dice/guard";
import { advanceTrack, worldTimePeriods, type TrackDef } from "../../../../core/rules/tracks";
import { signed } from "../../../../core/format";

export const LADDER_IDS = ["injured", "stunned", "wounded", "knockedOut", "dying", "dead"] as const;
export type LadderId = (typeof LADDER_IDS)[number];
export type LadderHarm = Exclude<Harm, "unharmed" | "injured"> | "dead";

/** Each of Stunned and Wounded is −3 to all actions; whether they add up is a setting. */
export const CONDITION_PENALTY = -3;

export interface LadderStep { readonly states: LadderId[]; readonly result: LadderId | "none"; readonly note: "escalated" | "applied" | "noEffect" }

const without = (states: readonly LadderId[], ...ids: LadderId[]) => states.filter((s) => !ids.includes(s));
const withState = (states: readonly LadderId[], id: LadderId) => (states.includes(id) ? [...states] : [...states, id]);

export function applyHarm(states: readonly LadderId[], harm: LadderHarm): LadderStep {
  const has = (id: LadderId) => states.includes(id);
  const unchanged: LadderStep = { states: [...states], result: "none", note: "noEffect" };
  if (has("dead")) return unchanged;
  switch (harm) {
    case "dead":
      return { states: withState(without(states, "stunned", "knockedOut", "dying"), "dead"), result: "dead", note: "applied" };
    case "dying":
      return { states: withState(without(states, "stunned", "knockedOut"), "dying"), result: "dying", note: "applied" };
    case "wounded":
      // A Dying character wounded again dies (interpretation: the next rung of the ladder).
      if (has("dying")) return applyHarm(states, "dead");
      if (has("wounded")) return { ...applyHarm(states, "dying"), note: "escalated" };
      return { states: withState(states, "wounded"), result: "wounded", note: "applied" };
    case "stunned":
      if (has("dying") || has("knockedOut")) return unchanged;
      if (has("stunned") || has("wounded")) return { ...applyHarm(states, "knockedOut"), note: "escalated" };
      return { states: withState(states, "stunned"), result: "stunned", note: "applied" };
    case "knockedOut":
      if (has("dying")) return unchanged;
      // Waking comes back through the Stunned state, so Stunned is folded into the knock-out.
      return { states: withState(without(states, "stunned"), "knockedOut"), result: "knockedOut", note: "applied" };
  }
}

/**
 * A harm's line on the damage card: the rung it reaches, with the penalty then in force (Stunned, Wounded) or
 * "out of the fight" (Knocked Out, Dying), or no further effect; `name` is the harmed character's.
 */
export function harmLine(name: string, states: readonly LadderId[], harm: LadderHarm, stack: boolean): { label: string; data: Record<string, string> } {
  const step = applyHarm(states, harm);
  const penalty = actionPenalty(step.states, stack).total;
  return { label: `REALMS.Elf.Damage.Ladder.${step.result}`, data: { name, penalty: signed(penalty) } };
}

/** Waking from a knock-out: Stunned, keeping Wounded and Injured. */
export function wake(states: readonly LadderId[]): LadderId[] {
  if (!states.includes("knockedOut")) return [...states];
  return withState(without(states, "knockedOut"), "stunned");
}

/** The automatic penalty to every action; with `stack` off only one −3 applies. */
export function actionPenalty(states: readonly LadderId[], stack = true): { total: number; sources: { id: LadderId; value: number }[] } {
  const all = (["stunned", "wounded"] as const).filter((id) => states.includes(id)).map((id) => ({ id, value: CONDITION_PENALTY }));
  const sources = stack ? all : all.slice(0, 1);
  return { total: sources.reduce((s, x) => s + x.value, 0), sources };
}

/** Knocked Out, Dying and Dead characters take no actions and are out of the fight. */
export function outOfFight(states: readonly LadderId[]): boolean {
  return states.some((s) => s === "knockedOut" || s === "dying" || s === "dead");
}

/** The rungs a token's bar counts down to Dead: Unharmed is all of them. */
export const LADDER_STEPS = 3;

/**
 * How far a character is from Dead, as a `{value, max}` pair Foundry draws as a token bar: Unharmed 3 of 3, Stunned
 * or Wounded 2, Knocked Out or Dying 1, Dead 0. The worst condition wins; Injured is no rung (it is Injury Points).
 */
export function stepsBeforeDead(states: readonly LadderId[]): { value: number; max: number } {
  const has = (...ids: LadderId[]) => ids.some((id) => states.includes(id));
  const value = has("dead") ? 0 : has("knockedOut", "dying") ? 1 : has("stunned", "wounded") ? 2 : LADDER_STEPS;
  return { value, max: LADDER_STEPS };
}

/** Why a character cannot act, worst state first (Dying allows only a five-word sentence); null if it can. */
export function actionBlocker(states: readonly LadderId[]): "dead" | "dying" | "knockedOut" | null {
  return (["dead", "dying", "knockedOut"] as const).find((s) => states.includes(s)) ?? null;
}

/** Minutes until a knocked-out character wakes: 10 + 2d6. */
export function wakeMinutes(twoD6: readonly number[]): number {
  requireDice("twoD6", twoD6, 6, 2);
  return 10 + twoD6.reduce((a, b) => a + b, 0);
}

/** Dying: one DL 10 check per full minute since it began (none once stabilized). */
export const DYING_CHECK_DL = 10;
export const DYING_CHECK_SECONDS = 60;

/** Full minutes since Dying began, counted by the core track engine (a world-time track of 60-second periods). */
export const DYING_MINUTES: TrackDef = {
  id: "realms.elf.dyingMinutes", label: "REALMS.Elf.Dying.check", scope: "actor", cadence: "worldTime", seconds: DYING_CHECK_SECONDS,
  step: 1, initial: 0, min: 0, max: MAX_GAME_NUMBER, states: [{ id: "dying", label: "REALMS.Elf.Condition.dying.name", from: 0 }],
};

export function dyingChecksDue(sinceWorldTime: number, checksDone: number, now: number, stabilized: boolean): number {
  requireNumber("sinceWorldTime", sinceWorldTime);
  requireInt("checksDone", checksDone, 0, MAX_GAME_NUMBER);
  requireNumber("now", now);
  requireBool("stabilized", stabilized);
  if (stabilized) return 0;
  const minutes = advanceTrack(DYING_MINUTES, 0, worldTimePeriods(DYING_MINUTES, sinceWorldTime, Math.max(sinceWorldTime, now)).periods).value;
  return Math.max(0, minutes - checksDone);
}
