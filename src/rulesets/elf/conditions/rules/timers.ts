/**
 * Ladder states as timed condition records (the core's ActiveCondition): Stunned lasts the combat and
 * a few minutes of rest, Knocked Out 10 + 2d6 minutes, Dying asks for a check every minute.
 */
import { mirrorValue, type ActiveCondition, type AppliedAt, type DurationSpec } from "../../../../core/rules/conditions";
import { dyingChecksDue, LADDER_IDS, type LadderId } from "./ladder";
import { MAX_GAME_NUMBER, requireNumber } from "../../../../core/dice/guard";
import { advanceTrack, readTrack, worldTimePeriods, type TrackDef } from "../../../../core/rules/tracks";

export const isLadderId = (id: string): id is LadderId => (LADDER_IDS as readonly string[]).includes(id);

export interface TimerContext {
  readonly at: AppliedAt;
  readonly inCombat: boolean;
  readonly stunRecoverySeconds: number;
  /** Minutes a new knock-out lasts (10 + 2d6, rolled by the caller). */
  readonly knockoutMinutes: number | null;
  readonly injuryPoints: number;
}

function durationOf(id: LadderId, ctx: TimerContext): DurationSpec {
  switch (id) {
    case "stunned":
      return ctx.inCombat ? { unit: "trigger", trigger: "combatEnd" } : { unit: "seconds", value: ctx.stunRecoverySeconds };
    case "knockedOut":
      return { unit: "seconds", value: (ctx.knockoutMinutes ?? 10) * 60 };
    case "dying":
      return { unit: "trigger", trigger: "stabilized" };
    default:
      return { unit: "permanent" };
  }
}

/** The records for a set of ladder states: existing records are kept, new states start now. */
export function ladderConditions(current: readonly ActiveCondition[], states: readonly LadderId[], ctx: TimerContext): ActiveCondition[] {
  const others = current.filter((c) => !isLadderId(c.id));
  const ladder = states.filter((id) => id !== "injured").map((id): ActiveCondition =>
    current.find((c) => c.id === id) ?? { id, appliedAt: ctx.at, duration: durationOf(id, ctx), turnsEnded: 0, ...(id === "dying" ? { value: 0 } : {}) });
  // Injured is the Injury Points field shown as a status.
  return mirrorValue([...others, ...ladder, ...current.filter((c) => c.id === "injured")], "injured", ctx.injuryPoints, ctx.at);
}

export const statesOf = (conditions: readonly ActiveCondition[]): LadderId[] => conditions.map((c) => c.id).filter(isLadderId);

/**
 * A knock-out or Stunned's rest as a track: seconds left, counted down by world time from when it began (the
 * condition's own clock, so a rewind or a replay reads the same answer). Timers count whole seconds.
 */
export const COUNTDOWN: TrackDef = {
  id: "realms.elf.countdown", label: "REALMS.Elf.Timer.countdown", scope: "actor", cadence: "worldTime", seconds: 1,
  step: -1, initial: 0, min: 1, max: MAX_GAME_NUMBER, floor: 0,
  states: [{ id: "ended", label: "REALMS.Elf.Timer.ended", from: 0 }, { id: "running", label: "REALMS.Elf.Timer.running", from: 1 }],
};

/** Whether a condition counted in seconds has run out at world time `now`. */
function countedOut(c: ActiveCondition | undefined, now: number): boolean {
  if (!c || c.duration.unit !== "seconds") return false;
  const { periods } = worldTimePeriods(COUNTDOWN, c.appliedAt.worldTime, now);
  return readTrack(COUNTDOWN, advanceTrack(COUNTDOWN, Math.min(MAX_GAME_NUMBER, c.duration.value), periods).value).state.id === "ended";
}

export interface TimeEvents { readonly wake: boolean; readonly stunEnds: boolean; readonly dyingChecks: number }

/** What world time `now` brings: a knock-out ending, Stunned wearing off, Dying checks due. */
export function timeEvents(conditions: readonly ActiveCondition[], now: number): TimeEvents {
  requireNumber("now", now);
  const find = (id: LadderId) => conditions.find((x) => x.id === id);
  const dying = find("dying");
  return {
    wake: countedOut(find("knockedOut"), now),
    stunEnds: countedOut(find("stunned"), now),
    dyingChecks: dying ? dyingChecksDue(dying.appliedAt.worldTime, dying.value ?? 0, now, dying.tier === "stable") : 0,
  };
}

/** When the combat ends, Stunned starts its minutes of rest. */
export function afterCombat(conditions: readonly ActiveCondition[], worldTime: number, stunRecoverySeconds: number): ActiveCondition[] {
  requireNumber("worldTime", worldTime);
  requireNumber("stunRecoverySeconds", stunRecoverySeconds, 0);
  return conditions.map((c) => (c.id === "stunned" && c.duration.unit === "trigger"
    ? { ...c, appliedAt: { ...c.appliedAt, worldTime }, duration: { unit: "seconds", value: stunRecoverySeconds } }
    : c));
}

/** A Dying check taken (count it) or the character stabilized. */
export function recordDyingCheck(conditions: readonly ActiveCondition[]): ActiveCondition[] {
  return conditions.map((c) => (c.id === "dying" ? { ...c, value: (c.value ?? 0) + 1 } : c));
}
export function stabilize(conditions: readonly ActiveCondition[]): ActiveCondition[] {
  return conditions.map((c) => (c.id === "dying" ? { ...c, tier: "stable" } : c));
}
