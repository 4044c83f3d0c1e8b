/**
 * The Moon Dial (M90–M92, reading A54) as a core track: its value is the number of Time Periods since Day 1,
 * Midnight, four a day (Midnight → Dawn → Daylight → Dusk), kept on the party actor. The track's `lap` is the
 * Day − 1; advancing past the day limit is the calamity (overflow). Time may run back, never before Day 1. Pure.
 */
import { readTrack, type TrackDef } from "../../../../core/rules/tracks";
import { TIME_PERIODS, type TimePeriod } from "../../profile/rules/keys";

export interface MoonDial { readonly day: number; readonly period: TimePeriod }

export const MOON_TRACK_ID = "realms.eldfall.moonDial";
export const MOON_START: MoonDial = { day: 1, period: "midnight" };

/** The day limit: 13 days, 3 fewer with Hard's Day Count option (M92, M111). */
export const dayLimit = (hardDayCount: boolean): number => (hardDayCount ? 10 : 13);

export function moonDialTrack(days = dayLimit(false)): TrackDef {
  return {
    id: MOON_TRACK_ID, label: "REALMS.Eldfall.Moon.label", scope: "actor", path: "system.moon.value",
    cadence: "manual", step: 1, initial: 0, min: 0, max: days * TIME_PERIODS.length - 1, ceiling: days * TIME_PERIODS.length,
    cycle: TIME_PERIODS.length,
    states: TIME_PERIODS.map((id, from) => ({ id, label: `REALMS.Eldfall.Moon.${id}`, from, flags: [isDaytime(id) ? "day" : "night"] })),
    overflow: { effect: "calamity", amount: 1 },
  };
}

/** Dawn and Daylight read a Day/Night card's Day effect; Midnight and Dusk its Night effect (M88). */
export function isDaytime(period: TimePeriod): boolean {
  return period === "dawn" || period === "daylight";
}

/** The dial at a track value. */
export function dialAt(value: number, days = dayLimit(false)): MoonDial {
  const r = readTrack(moonDialTrack(days), value);
  return { day: r.lap + 1, period: r.state.id as TimePeriod };
}

/** What moves the dial and by how much (M91; Foresight's rewind of an Encounter, A11: +3). */
export const MOON_ADVANCE = { event: 1, quest: 1, rest: 1, ally: 1, foresight: 3 } as const;
export type MoonReason = keyof typeof MOON_ADVANCE;
export const MOON_REASONS = Object.keys(MOON_ADVANCE) as MoonReason[];

/** The track id for a party with or without Hard's Day Count (the limit is part of the track, so each has its own). */
export const moonTrackId = (hardDayCount: boolean): string => (hardDayCount ? `${MOON_TRACK_ID}Hard` : MOON_TRACK_ID);

/** Both dial tracks, as registered: the standard 13 days and Hard's 10. */
export const moonDialTracks = (): TrackDef[] => [moonDialTrack(dayLimit(false)), { ...moonDialTrack(dayLimit(true)), id: moonTrackId(true) }];

/** Icons of the four periods (Font Awesome), for the HUD and the party sheet. */
export const PERIOD_ICONS: Readonly<Record<TimePeriod, string>> = {
  midnight: "fa-solid fa-moon", dawn: "fa-solid fa-cloud-sun", daylight: "fa-solid fa-sun", dusk: "fa-solid fa-cloud-moon",
};

export interface DialView extends MoonDial {
  readonly value: number;
  readonly limit: number;
  /** Days left before the calamity, today included (Day 1: 13); 0 once it passed. */
  readonly daysLeft: number;
  readonly periodsLeft: number;
  readonly daytime: boolean;
  readonly passed: boolean;
  readonly icon: string;
}

/** Everything the HUD and the sheet show of the dial at a value. */
export function dialView(value: number, hardDayCount: boolean): DialView {
  const limit = dayLimit(hardDayCount);
  const total = limit * TIME_PERIODS.length;
  const dial = dialAt(Math.min(value, total), limit);
  const passed = value >= total;
  return {
    ...dial, value, limit, passed, daytime: isDaytime(dial.period), icon: PERIOD_ICONS[dial.period],
    daysLeft: passed ? 0 : limit - dial.day + 1, periodsLeft: Math.max(0, total - value),
  };
}
