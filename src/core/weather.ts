/**
 * Scene weather: the ruleset's state lives in the scene's `flags.realms.weather`; Foundry's own
 * `scene.weather` effect follows it; a small HUD over the canvas shows it.
 */
import { realmsFlag, realmsFlagPath } from "./flags";
import { coreGmAction, missing, Refusal, requireGM, runAsGM } from "./gm";
import { id, nullable, object, PayloadError, record, string } from "./payload";
import { activeRuleset } from "./settings";

export type Sky = "clear" | "fog" | "rain";

/** Foundry weather effect for the system's sky: a storm when rain meets strong wind. */
export function foundryWeatherKey(sky: Sky, windSpeed: number): string {
  if (sky === "rain") return windSpeed >= 4 ? "rainStorm" : "rain";
  if (sky === "fog") return "fog";
  return "";
}

export function sceneWeather<T>(scene: Scene.Implementation | null | undefined): T | undefined {
  return scene ? realmsFlag<T>(scene, "weather") : undefined;
}

/** Write the state (GM only; players go through the GM) and the matching Foundry weather effect. */
export async function setSceneWeather(sceneId: string, state: object, effect: string | null): Promise<void> {
  await runAsGM(gmSetWeather, { sceneId, state, effect });
}

const SET_WEATHER = "setWeather";

/** The state as the active ruleset's weather state allows it: any other key (or no ruleset weather) is refused, naming it. */
function rulesetState(state: Record<string, unknown>): Record<string, unknown> {
  const shape = activeRuleset()?.weatherState;
  try {
    if (!shape) throw new PayloadError("state");
    return shape(state, "state");
  } catch (error) {
    if (error instanceof PayloadError) throw new Refusal("REALMS.GmRequest.badPayload", { action: `realms.core.${SET_WEATHER}`, field: error.field });
    throw error;
  }
}

// Only the GM sets weather; players' noise arrives through their own requests (flows/noise).
export const gmSetWeather = coreGmAction(SET_WEATHER, object({ sceneId: id, state: record(4_000), effect: nullable(string(64)) }), async (data, user) => {
  requireGM(user);
  const scene = game.scenes.get(data.sceneId);
  if (!scene) throw missing("scene");
  // Own keys only: `"constructor" in CONFIG.weatherEffects` is true.
  if (data.effect && !Object.hasOwn(CONFIG.weatherEffects, data.effect)) throw new Refusal("REALMS.GmRequest.badPayload", { action: `realms.core.${SET_WEATHER}`, field: "effect" });
  const update: Record<string, unknown> = { [realmsFlagPath("weather")]: rulesetState(data.state) };
  if (data.effect !== null) update.weather = data.effect;
  await scene.update(update);
});

/** Put a HUD over the canvas (once per id: the weather's, a campaign clock's) and fill it with freshly rendered HTML. */
export function mountHud(html: string, onAction: (action: string) => void, id = "realms-weather-hud"): void {
  let hud = document.getElementById(id);
  if (!hud) {
    hud = document.createElement("div");
    hud.id = id;
    (document.getElementById("interface") ?? document.body).append(hud);
    hud.addEventListener("click", (event) => {
      const button = (event.target as HTMLElement).closest<HTMLElement>("[data-realms-action]");
      if (button) onAction(button.dataset.realmsAction ?? "");
    });
  }
  hud.innerHTML = html;
}
