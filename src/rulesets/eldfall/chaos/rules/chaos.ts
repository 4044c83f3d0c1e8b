/**
 * The Chaos deck's rules (M84–M88, A55, M111 Night), pure: what a drawn card does now, which weather is in effect
 * and what a new one replaces, what the Weather Check keeps, and the field-wide Environments the weather and Hard
 * difficulty's Night put on the field. The glue (chaos/chaos.ts, chaos/weather.ts) reads the cards, the dial and
 * the scene, asks these functions, and applies the answer.
 */
import { requireNumber } from "../../../../core/dice/guard";
import type { ChaosSystem } from "../../models/campaign-specs";
import { ENVIRONMENTS, type EnvironmentId, type TimePeriod } from "../../profile/rules/keys";
import { isDaytime, type MoonDial } from "../../party/rules/moon-dial";

/** A Chaos card as the rules read it: its Foundry id and name, and its printed data. */
export interface ChaosCard extends Pick<ChaosSystem, "number" | "kind" | "effect" | "dayEffect" | "nightEffect" | "weather"> {
  readonly id: string;
  readonly name: string;
}

/**
 * Why the text that applies now is the one it is: a plain card's effect, a Weather card's (it becomes the current
 * weather), or a Day/Night card's Day or Night effect by the Moon Dial's period (M88).
 */
export type ChaosBranch = "effect" | "weather" | "day" | "night";

/** The weather in effect on a field (A55: one at a time). */
export interface CurrentWeather {
  readonly cardId: string;
  readonly name: string;
  readonly number: number;
  readonly effect: string;
  /** Foundry's `CONFIG.weatherEffects` key the card names ("" for none). */
  readonly fx: string;
  /** The field-wide Environment it puts on the field, or "" for none. */
  readonly environment: EnvironmentId | "";
  /** How it came: revealed by the Weather Check or drawn in a Chaos Phase. */
  readonly source: "check" | "chaos";
}

export interface ChaosResolution {
  readonly branch: ChaosBranch;
  /** The card's text that applies now. */
  readonly text: string;
  /** The dial's period when it decided the branch (Day/Night cards), else null. */
  readonly period: TimePeriod | null;
  /** The weather the card puts in effect (Weather cards), else null. */
  readonly weather: CurrentWeather | null;
}

/** The weather a Weather card puts in effect. */
export function weatherOf(card: ChaosCard, source: CurrentWeather["source"]): CurrentWeather {
  const environment = ENVIRONMENTS.includes(card.weather.environment as EnvironmentId) ? (card.weather.environment as EnvironmentId) : "";
  return { cardId: card.id, name: card.name, number: card.number, effect: card.effect, fx: card.weather.fx.trim(), environment, source };
}

/**
 * What a drawn card does now (M87, M88): a card with no special effect applies its effect; a Weather card applies
 * its effect and becomes the current weather; a Day/Night card applies its Day effect at Dawn and Daylight, its
 * Night effect at Midnight and Dusk.
 */
export function resolveChaos(card: ChaosCard, dial: MoonDial, source: CurrentWeather["source"] = "chaos"): ChaosResolution {
  switch (card.kind) {
    case "weather":
      return { branch: "weather", text: card.effect, period: null, weather: weatherOf(card, source) };
    case "dayNight": {
      const day = isDaytime(dial.period);
      return { branch: day ? "day" : "night", text: day ? card.dayEffect : card.nightEffect, period: dial.period, weather: null };
    }
    default:
      return { branch: "effect", text: card.effect, period: null, weather: null };
  }
}

export interface WeatherChange {
  readonly weather: CurrentWeather | null;
  /** The weather the change ended (its card leaves play for the discard pile), or null. */
  readonly replaced: CurrentWeather | null;
}

/** A55: one Weather at a time; a newly applied one replaces the old, which ends (its card goes to the discard pile). */
export function applyWeather(current: CurrentWeather | null, next: CurrentWeather): WeatherChange {
  return { weather: next, replaced: current && current.cardId !== next.cardId ? current : null };
}

/** A55: the weather lasts until replaced or the Quest ends. */
export function weatherAtQuestEnd(current: CurrentWeather | null): WeatherChange {
  return { weather: null, replaced: current };
}

export interface WeatherCheckPlan {
  /** The revealed Weather cards, in the order revealed. */
  readonly weather: readonly string[];
  /** The card applied without a choice (exactly one Weather card), else null. */
  readonly kept: string | null;
  /** Several Weather cards: the GM and players choose one among `weather` (M86). */
  readonly choose: boolean;
}

/** The Weather Check (M86): of the top 4, a revealed Weather card applies at once; several → choose one; none → none. */
export function planWeatherCheck(revealed: readonly Pick<ChaosCard, "id" | "kind">[]): WeatherCheckPlan {
  const weather = revealed.filter((c) => c.kind === "weather").map((c) => c.id);
  return { weather, kept: weather.length === 1 ? weather[0]! : null, choose: weather.length > 1 };
}

/** How many cards the Weather Check reveals (M86). */
export const WEATHER_CHECK_REVEAL = 4;

/** The choice must be one of the revealed Weather cards; anything else keeps none. */
export const weatherChoice = (plan: WeatherCheckPlan, chosen: string | null): string | null =>
  chosen !== null && plan.weather.includes(chosen) ? chosen : null;

/** Hard difficulty's Night (M111): the Dark Environment field-wide during Midnight and Dusk. */
export interface NightOptions {
  readonly hard: boolean;
  readonly night: boolean;
}

export const nightApplies = (period: TimePeriod, options: NightOptions): boolean => options.hard && options.night && !isDaytime(period);

/** The field-wide Environments the weather and Night add to a field (no repeats). */
export function chaosFieldEnvironments(weather: CurrentWeather | null, night: boolean): EnvironmentId[] {
  const out = new Set<EnvironmentId>();
  if (weather?.environment) out.add(weather.environment);
  if (night) out.add("dark");
  return [...out];
}

/** The scene's darkness while Night's Dark applies (Foundry `environment.darknessLevel`, 0–1). */
export const NIGHT_DARKNESS = 0.85;

export interface DarknessPlan {
  /** The darkness level to set, or null for no change. */
  readonly darkness: number | null;
  /** The level to restore when Night ends (kept on the scene while it lasts), or null once restored. */
  readonly saved: number | null;
}

/**
 * Scene darkness for Night: when it begins the scene's own level is kept and the night level set; when it ends the
 * kept level comes back. A scene already in Night (a level kept) is left as the GM tuned it.
 */
export function planNightDarkness(night: boolean, current: number, saved: number | null): DarknessPlan {
  requireNumber("current", current, 0, 1);
  if (saved !== null) requireNumber("saved", saved, 0, 1);
  if (night) return saved === null ? { darkness: Math.max(current, NIGHT_DARKNESS), saved: current } : { darkness: null, saved };
  return saved === null ? { darkness: null, saved: null } : { darkness: saved, saved: null };
}

/** A card's FX key if Foundry knows it ("" clears the effect); an unknown key is reported, never sent. */
export function weatherFx(fx: string, known: readonly string[]): { fx: string; unknown: string | null } {
  const key = fx.trim();
  if (!key) return { fx: "", unknown: null };
  return known.includes(key) ? { fx: key, unknown: null } : { fx: "", unknown: key };
}
