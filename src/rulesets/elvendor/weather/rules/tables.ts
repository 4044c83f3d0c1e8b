/** The Elvendor tables as data rows, so the packs and the tests read the same numbers. */
import { MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";

export interface TableRow<T extends string | number = string> { readonly low: number; readonly high: number; readonly result: T }

export type TimeOfDay = "sunrise" | "day" | "sunset" | "night";
export type Precipitation = "clear" | "fog" | "rain";

/** Weather Status Card, 1D6. */
export const WEATHER_STATUS: readonly { readonly roll: number; readonly timeOfDay: TimeOfDay; readonly precipitation: Precipitation }[] = [
  { roll: 1, timeOfDay: "sunrise", precipitation: "clear" },
  { roll: 2, timeOfDay: "day", precipitation: "fog" },
  { roll: 3, timeOfDay: "day", precipitation: "rain" },
  { roll: 4, timeOfDay: "sunset", precipitation: "clear" },
  { roll: 5, timeOfDay: "night", precipitation: "fog" },
  { roll: 6, timeOfDay: "night", precipitation: "rain" },
];

/** Normal mode wind speed and noise modifier, 1D6. */
export const NORMAL_MODIFIER: readonly TableRow<number>[] = [
  { low: 1, high: 2, result: 1 },
  { low: 3, high: 4, result: 2 },
  { low: 5, high: 6, result: 3 },
];

export function lookup<T extends string | number>(rows: readonly TableRow<T>[], roll: number): T {
  requireInt("roll", roll, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  const row = rows.find((r) => roll >= r.low && roll <= r.high);
  if (!row) throw new RangeError(`No table row for ${roll}`);
  return row.result;
}

export function weatherStatus(d6: number) {
  const row = WEATHER_STATUS.find((r) => r.roll === d6);
  if (!row) throw new RangeError(`Weather Status needs a D6 result, got ${d6}`);
  return row;
}
