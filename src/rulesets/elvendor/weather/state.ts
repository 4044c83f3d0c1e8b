/** The scene's scenario state (weather, noise, Map Cord card, spawn zones) read out of its flags for the pure rules. */
import { realmsFlag } from "../../../core/flags";
import { sceneWeather } from "../../../core/weather";
import { EMPTY_WEATHER, type WeatherState } from "./cards";
import type { DetectionContext } from "./rules/noise";
import { activeCard } from "./rules/mapcord";
import { currentNoise, windFromDice } from "./rules/weather";
import type { Precipitation, TimeOfDay } from "./rules/tables";
import { bool, int, nullable, object, oneOf, partial } from "../../../core/payload";
import { MAX_GAME_NUMBER } from "../../../core/dice/guard";

const TIMES = ["sunrise", "day", "sunset", "night"] as const satisfies readonly TimeOfDay[];
const SKIES = ["clear", "fog", "rain"] as const satisfies readonly Precipitation[];
const count = int(0, MAX_GAME_NUMBER);
const SCENARIO_WEATHER = object({
  status: int(1, 6), timeOfDay: oneOf(TIMES), precipitation: oneOf(SKIES), windModifier: count, noiseModifier: count,
  wind: object({ from: int(1, 12), to: int(1, 12), swirling: bool, speed: count }),
});
/** The scene weather state's shape (the ruleset's `weatherState`): the GM's weather writes name only these keys. */
export const WEATHER_STATE = partial({ weather: nullable(SCENARIO_WEATHER), noiseBase: count, windBase: count, noiseAdded: count, mapCord: nullable(int(1, 12)) });

/** The scene's weather state; keys it no longer has are left out, so a write built from it keeps to WEATHER_STATE. */
export function weatherOf(scene: Scene.Implementation | null | undefined): WeatherState {
  const stored = sceneWeather<Record<string, unknown>>(scene) ?? {};
  return { ...EMPTY_WEATHER, ...Object.fromEntries(Object.keys(EMPTY_WEATHER).filter((k) => Object.hasOwn(stored, k)).map((k) => [k, stored[k]])) };
}

/** The active Map Cord card: the scenario's fixed card (scene flag) as soon as it is set, else the rolled one. */
export function mapCordOf(scene: Scene.Implementation | null | undefined): number | null {
  return activeCard(weatherOf(scene).mapCord, scene ? realmsFlag<number>(scene, "fixedMapCord") ?? null : null);
}

/** Spawn zones a scenario allows (cells 1–12, row by row), or null for the whole map. */
export function spawnZonesOf(scene: Scene.Implementation | null | undefined): number[] | null {
  const zones = scene ? realmsFlag<number[]>(scene, "spawnZones") : undefined;
  return Array.isArray(zones) && zones.length ? zones : null;
}

/** Detection inputs for a scene; before the weather roll it is a calm day at the base noise. */
export function detectionContextOf(scene: Scene.Implementation | null | undefined): DetectionContext {
  const w = weatherOf(scene);
  return {
    noise: currentNoise(w.noiseBase, w.weather?.noiseModifier ?? 0, w.noiseAdded),
    timeOfDay: w.weather?.timeOfDay ?? "day",
    precipitation: w.weather?.precipitation ?? "clear",
    wind: w.weather?.wind ?? windFromDice(1, 1, 0),
  };
}
