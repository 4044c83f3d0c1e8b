import type { DifficultyMode } from "../../options/rules/options";
import { NORMAL_MODIFIER, lookup, weatherStatus, type Precipitation, type TimeOfDay } from "./tables";
import { MAX_GAME_NUMBER, requireDice, requireInt } from "../../../../core/dice/guard";

export interface Wind {
  /** Clock segment (1–12) the wind comes from. */
  readonly from: number;
  /** Clock segment it blows toward. */
  readonly to: number;
  /** Both D12s equal: circular airflow, no directional effect. */
  readonly swirling: boolean;
  readonly speed: number;
}

export interface ScenarioWeather {
  readonly status: number;
  readonly timeOfDay: TimeOfDay;
  readonly precipitation: Precipitation;
  readonly wind: Wind;
  /** The rolled wind speed modifier, before the scenario's base is added (wind.speed is the total). */
  readonly windModifier: number;
  readonly noiseModifier: number;
}

export const windSpeedFormula = (mode: DifficultyMode) => (mode === "heroic" ? "2d6" : "1d6");
export const noiseFormula = () => "1d6";

/** Normal: 1–2 → +1, 3–4 → +2, 5–6 → +3; Hard: the D6 itself; Heroic: 2D6 (wind) / the D6 itself (noise). */
export function windSpeed(dice: readonly number[], mode: DifficultyMode): number {
  requireDice("dice", dice, 6, 2);
  const total = dice.reduce((a, b) => a + b, 0);
  return mode === "normal" ? lookup(NORMAL_MODIFIER, total) : total;
}

export function noiseModifier(d6: number, mode: DifficultyMode): number {
  requireInt("d6", d6, 1, 6);
  return mode === "normal" ? lookup(NORMAL_MODIFIER, d6) : d6;
}

export function windFromDice(from: number, to: number, speed: number): Wind {
  requireInt("from", from, 1, 12);
  requireInt("to", to, 1, 12);
  requireInt("speed", speed, 0, MAX_GAME_NUMBER);
  const swirling = from === to;
  return { from, to, swirling, speed: swirling ? Math.max(0, speed - 1) : speed };
}

/** "These values are added to the base scenario values": wind speed = the scenario's base + the roll. */
export function scenarioWeather(
  rolls: { status: number; windFrom: number; windTo: number; windSpeedDice: readonly number[]; noiseDie: number },
  mode: DifficultyMode,
  windBase = 0,
): ScenarioWeather {
  const { timeOfDay, precipitation } = weatherStatus(rolls.status);
  const windModifier = windSpeed(rolls.windSpeedDice, mode);
  return {
    status: rolls.status,
    timeOfDay,
    precipitation,
    wind: windFromDice(rolls.windFrom, rolls.windTo, windBase + windModifier),
    windModifier,
    noiseModifier: noiseModifier(rolls.noiseDie, mode),
  };
}

/** The same weather under a new scenario base wind (set after the roll, it applies at once). */
export function withWindBase(weather: ScenarioWeather, windBase: number): ScenarioWeather {
  // Weather stored before the base existed carries no modifier: its speed was the roll alone.
  const modifier = weather.windModifier ?? weather.wind.speed + (weather.wind.swirling ? 1 : 0);
  return { ...weather, windModifier: modifier, wind: windFromDice(weather.wind.from, weather.wind.to, windBase + modifier) };
}

/** Scene noise: the scenario's base value, the weather roll, and what actions have added since. */
export function currentNoise(base: number, modifier: number, added: number): number {
  requireInt("base", base, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireInt("modifier", modifier, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireInt("added", added, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  return Math.max(0, base + modifier + added);
}
