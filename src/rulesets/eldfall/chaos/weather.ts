/**
 * Eldfall's weather on a scene: the current Weather card (A55) kept in the scene's weather state through core
 * weather.ts, Foundry's weather effect from the card's key, the field-wide Environments the weather and Hard
 * difficulty's Night add to part 1's environment queries, Night's scene darkness following the Moon Dial, and a HUD
 * with the weather and the dial's period.
 */
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { int, nullable, object, oneOf, partial, string } from "../../../core/payload";
import { ENVIRONMENTS, type EnvironmentId } from "../profile/rules/keys";
import { mountHud, sceneWeather, setSceneWeather } from "../../../core/weather";
import { SYSTEM_PATH } from "../../../core/templates";
import { weatherHudData } from "./weather-hud";
import { chaosFieldEnvironments, nightApplies, planNightDarkness, weatherFx, type CurrentWeather } from "./rules/chaos";
import { currentDial, currentParty, partyData, PARTY_TYPE } from "../campaign/state";
import { isActiveGmClient } from "../../../core/reacting-client";

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
  const current = Number((scene as unknown as { environment?: { darknessLevel?: number } }).environment?.darknessLevel ?? 0);
  const plan = planNightDarkness(nightNow(), current, typeof saved === "number" ? saved : null);
  if (plan.darkness === null && plan.saved === saved) return;
  const update: Record<string, unknown> = { [realmsFlagPath("eldfallNightDarkness")]: plan.saved };
  if (plan.darkness !== null) update["environment.darknessLevel"] = plan.darkness;
  await scene.update(update as never);
}

/** What the HUD's GM button runs (flows/chaos.ts's Weather Check, handed over at registration). */
let weatherCheckAction: () => unknown = () => undefined;

export async function renderWeatherHud(): Promise<void> {
  const scene = game.scenes.viewed;
  if (!scene) return;
  const html = await foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/templates/eldfall/chaos-weather-hud.hbs`, weatherHudContext(scene, game.user.isGM));
  mountHud(html, (action) => {
    if (action === "weatherCheck") void weatherCheckAction();
  });
}

export const weatherHudContext = (scene: SceneLike, isGM: boolean) =>
  weatherHudData({ dial: currentDial(), weather: currentWeather(scene), night: nightNow(), isGM });

const isParty = (actor: Actor.Implementation) => actor.type === PARTY_TYPE;
const touchesDial = (changes: Record<string, unknown>) => {
  const system = changes.system as Record<string, unknown> | undefined;
  return !!system && ("moon" in system || "hard" in system || "difficulty" in system);
};

/** The weather's and Night's field-wide Environments on the scene (the `fieldEnvironments` hook's answer, hooks.ts). */
export function weatherFieldEnvironments(scene: Scene.Implementation): EnvironmentId[] {
  return chaosFieldEnvironments(currentWeather(scene), nightNow());
}

/** At `init`: the weather HUD and the hooks that keep it and Night's darkness current. */
export function registerWeather(weatherCheck: () => unknown): void {
  weatherCheckAction = weatherCheck;
  Hooks.on("canvasReady", () => {
    if (isActiveGmClient()) void syncNightDarkness(game.scenes.viewed ?? null);
    void renderWeatherHud();
  });
  Hooks.on("updateScene", (scene, changes) => {
    if (scene.id === game.scenes.viewed?.id && "flags" in (changes as object)) void renderWeatherHud();
  });
  Hooks.on("updateActor", (actor, changes) => {
    if (!isParty(actor as Actor.Implementation) || !touchesDial(changes as Record<string, unknown>)) return;
    if (isActiveGmClient()) void syncNightDarkness(game.scenes.viewed ?? game.scenes.active ?? null);
    void renderWeatherHud();
  });
}
