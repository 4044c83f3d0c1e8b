/** The weather card, the scene's weather state and the weather HUD: what their templates render (pure). */
import { signed } from "../../../core/format";
import type { ScenarioWeather } from "./rules/weather";

export interface WeatherCard { readonly weather: ScenarioWeather; readonly dice: Readonly<Record<string, readonly number[]>>; readonly mode: string; readonly mapCord: number | null }

export function weatherCardContext(card: WeatherCard) {
  const w = card.weather;
  return {
    ...card,
    timeLabel: `REALMS.Elvendor.Time.${w.timeOfDay}`,
    skyLabel: `REALMS.Elvendor.Sky.${w.precipitation}`,
    modeLabel: `REALMS.Elvendor.Difficulty.${card.mode}`,
    noise: signed(w.noiseModifier),
    wind: { ...w.wind, speed: signed(w.wind.speed) },
    diceText: Object.fromEntries(Object.entries(card.dice).map(([k, v]) => [k, v.join(" + ")])),
    compass: windCompass(w.wind.from, w.wind.to, w.wind.swirling),
  };
}

/** The 12-segment wind card as SVG numbers: segment label positions and the arrow's end points. */
export function windCompass(from: number, to: number, swirling: boolean) {
  const point = (segment: number, r: number) => {
    const a = ((segment % 12) * Math.PI) / 6;
    return { x: +(50 + r * Math.sin(a)).toFixed(2), y: +(50 - r * Math.cos(a)).toFixed(2) };
  };
  const segments = Array.from({ length: 12 }, (_, i) => ({ n: i + 1, ...point(i + 1, 40), active: i + 1 === from || i + 1 === to }));
  return { segments, from: point(from, 30), to: point(to, 30), swirling };
}

/** The scene's weather state, kept in scene flags. */
export interface WeatherState {
  readonly weather: ScenarioWeather | null;
  readonly noiseBase: number;
  /** The scenario's base wind speed; the weather roll adds to it. */
  readonly windBase: number;
  readonly noiseAdded: number;
  readonly mapCord: number | null;
}

export const EMPTY_WEATHER: WeatherState = { weather: null, noiseBase: 0, windBase: 0, noiseAdded: 0, mapCord: null };

export function weatherHudContext(state: WeatherState, isGM: boolean) {
  const w = state.weather;
  return {
    isGM,
    rolled: w !== null,
    timeOfDay: w?.timeOfDay ?? "",
    precipitation: w?.precipitation ?? "",
    timeLabel: w ? `REALMS.Elvendor.Time.${w.timeOfDay}` : "",
    skyLabel: w ? `REALMS.Elvendor.Sky.${w.precipitation}` : "",
    wind: w ? { ...w.wind, speed: signed(w.wind.speed) } : null,
    compass: w ? windCompass(w.wind.from, w.wind.to, w.wind.swirling) : null,
    noiseBase: state.noiseBase,
    windBase: state.windBase,
    windModifier: signed(w?.windModifier ?? w?.wind.speed ?? 0),
    noiseModifier: signed(w?.noiseModifier ?? 0),
    noiseAdded: signed(state.noiseAdded),
    noiseTotal: state.noiseBase + (w?.noiseModifier ?? 0) + state.noiseAdded,
    mapCord: state.mapCord,
  };
}
