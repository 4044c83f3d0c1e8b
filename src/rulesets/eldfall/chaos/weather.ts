/**
 * Eldfall's weather on a scene: the current Weather card (A55) kept in the scene's weather state through core
 * weather.ts, Foundry's weather effect from the card's key, the field-wide Environments the weather and Hard
 * difficulty's Night add to the space's environment queries, Night's scene darkness following the Moon Dial, and a HUD
 * with the weather and the dial's period.
 */
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { int, nullable, object, oneOf, partial, string } from "../../../core/payload";
import { ENVIRONMENTS, type EnvironmentId } from "../profile/rules/keys";
import { sceneWeather, setSceneWeather } from "../../../core/weather";
import { weatherHudData } from "./weather-hud";
import { chaosFieldEnvironments, nightApplies, planNightDarkness, weatherFx, type CurrentWeather } from "./rules/chaos";
import { currentDial, currentParty, partyData } from "../party/state";

type SceneLike = Scene.Implementation;

/** The scene's weather state: Eldfall keeps one entry, the current Weather card or null. */
interface EldfallWeatherState { readonly chaos?: CurrentWeather | null }

const CURRENT_WEATHER = object({
  cardId: string(64), name: string(500), number: int(0, 9_999), effect: string(3_000), fx: string(200),
  environment: oneOf(["", ...ENVIRONMENTS] as const), source: oneOf(["check", "chaos"] as const),
});
/** The weather state's shape (the ruleset's `weatherState`): the GM's weather writes name only these keys. */
export const ELDFALL_WEATHER_STATE = partial({ chaos: nullable(CURRENT_WEATHER) });

/** A copy: the scene's own object changes in place when the next weather is merged into it. */
export function currentWeather(scene: SceneLike | null | undefined): CurrentWeather | null {
  const weather = sceneWeather<EldfallWeatherState>(scene)?.chaos;
  return weather && typeof weather === "object" && weather.cardId ? { ...weather } : null;
}

/** The scene the Chaos deck's weather goes on: the combat's, else the one the GM looks at, else the active one. */
export function weatherScene(combat?: Combat.Implementation | null): SceneLike | null {
  return (combat?.scene as SceneLike | null | undefined) ?? game.scenes.viewed ?? game.scenes.active ?? null;
}

/** Is Hard difficulty's Night on now (M111)? */
export function nightNow(): boolean {
  const party = currentParty();
  if (!party) return false;
  const data = partyData(party);
  return nightApplies(currentDial().period, { hard: data.difficulty === "hard", night: data.hard.night });
}

/**
 * Put a weather on the scene (null clears it): the state and Foundry's effect. An effect key Foundry does not know
 * is not sent (the weather still applies); it is returned so the card can say so.
 */
export async function setEldfallWeather(scene: SceneLike, weather: CurrentWeather | null): Promise<{ fxUnknown: string | null }> {
  const fx = weatherFx(weather?.fx ?? "", Object.keys(CONFIG.weatherEffects).filter((k) => Object.hasOwn(CONFIG.weatherEffects, k)));
  await setSceneWeather(scene.id ?? "", { chaos: weather }, fx.fx);
  return { fxUnknown: fx.unknown };
}

/** Night's scene darkness: set when Night begins, the scene's own level back when it ends (GM only). */
export async function syncNightDarkness(scene: SceneLike | null): Promise<void> {
  if (!scene || !game.user.isGM) return;
  const saved = realmsFlag<number | null>(scene, "eldfallNightDarkness") ?? null;
  const current = Number(scene.environment?.darknessLevel ?? 0);
  const plan = planNightDarkness(nightNow(), current, typeof saved === "number" ? saved : null);
  if (plan.darkness === null && plan.saved === saved) return;
  await scene.update({
    [realmsFlagPath("eldfallNightDarkness")]: plan.saved, ...(plan.darkness === null ? {} : { environment: { darknessLevel: plan.darkness } }),
  });
}

export const weatherHudContext = (scene: SceneLike, isGM: boolean) =>
  weatherHudData({ dial: currentDial(), weather: currentWeather(scene), night: nightNow(), isGM });

/** The field-wide Environments the weather and Night put on a scene's field (space's environment queries read them). */
export const chaosFieldEnvironmentsOf = (scene: SceneLike): EnvironmentId[] => chaosFieldEnvironments(currentWeather(scene), nightNow());
