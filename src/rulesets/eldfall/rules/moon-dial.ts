/**
 * The Moon Dial (M90–M92, reading A54): Days and four Time Periods, clockwise Midnight → Dawn → Daylight → Dusk;
 * passing Dusk → Midnight adds a Day. Time may also run back. Pure.
 */
import { TIME_PERIODS, type TimePeriod } from "./keys";

export interface MoonDial { readonly day: number; readonly period: TimePeriod }

export const MOON_START: MoonDial = { day: 1, period: "midnight" };

/** Periods since Day 1, Midnight. */
export const periodsElapsed = (dial: MoonDial): number => (dial.day - 1) * TIME_PERIODS.length + TIME_PERIODS.indexOf(dial.period);

/** The dial `steps` periods on (negative: back); it never runs back past Day 1, Midnight. */
export function advanceDial(dial: MoonDial, steps: number): MoonDial {
  const total = Math.max(0, periodsElapsed(dial) + steps);
  return { day: Math.floor(total / TIME_PERIODS.length) + 1, period: TIME_PERIODS[total % TIME_PERIODS.length]! };
}

/** Dawn and Daylight read a Day/Night card's Day effect; Midnight and Dusk its Night effect (M88). */
export const isDaytime = (period: TimePeriod): boolean => period === "dawn" || period === "daylight";

/** The day limit: 13 days, 3 fewer on Hard's Day Count option (M92). */
export const dayLimit = (hardDayCount: boolean): number => (hardDayCount ? 10 : 13);

/** A54: the final Quest must be reached within the limit; the deadline has passed once the Day counter exceeds it. */
export const deadlinePassed = (dial: MoonDial, limit: number): boolean => dial.day > limit;
