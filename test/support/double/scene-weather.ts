/**
 * What the weather glue changes on a scene, after Foundry v13 (foundry-vtt-types common/documents/scene.d.mts:
 * `weather` is a CONFIG.weatherEffects key or "", `environment.darknessLevel` a number 0–1 (v12's `darkness`);
 * client/config.d.mts: CONFIG.weatherEffects holds leaves, rain, rainStorm, fog, snow, blizzard):
 * - `Scene#update` expands dotted keys and merges objects into the source recursively (a `null` value replaces),
 *   then calls the `updateScene` hook with the scene and the expanded changes. Only a GM may update a scene.
 * Scenes made by `makeScene` (./tokens.ts) get these members through `withSceneUpdates`.
 */
import { deepMerge, type Obj } from "./base";
import { expand } from "./source-data";
import type { FakeScene } from "./tokens";

export const V13_WEATHER_EFFECTS = ["leaves", "rain", "rainStorm", "fog", "snow", "blizzard"] as const;

const g = globalThis as unknown as {
  CONFIG: { weatherEffects: Obj };
  game: { user: { id: string; isGM: boolean } };
  Hooks: { callAll(hook: string, ...args: unknown[]): boolean };
};

/** CONFIG.weatherEffects with v13's keys (the double starts with none). */
export function installWeatherEffects(): void {
  g.CONFIG.weatherEffects = Object.fromEntries(V13_WEATHER_EFFECTS.map((id) => [id, { id, label: `WEATHER.${id}`, filter: { enabled: false }, effects: [] }]));
}

export interface WeatherScene extends FakeScene {
  weather: string;
  environment: { darknessLevel: number };
  updates: Obj[];
  update(changes: Obj): Promise<WeatherScene | undefined>;
}

export function withSceneUpdates(scene: FakeScene, init: { weather?: string; darknessLevel?: number } = {}): WeatherScene {
  const s = scene as WeatherScene;
  s.weather = init.weather ?? "";
  s.environment = { darknessLevel: init.darknessLevel ?? 0 };
  s.updates = [];
  s.update = async (changes: Obj) => {
    if (!g.game.user.isGM) throw new Error(`User ${g.game.user.id} lacks permission to update Scene [${s.id}]`);
    const data = expand(structuredClone(changes));
    s.updates.push(data);
    deepMerge(s as unknown as Obj, data);
    g.Hooks.callAll("updateScene", s, data, {}, g.game.user.id);
    return s;
  };
  return s;
}
