/** Scenario weather: the GM's roll, the HUD, Foundry's weather effect and the detection rings. */
import { foundryWeatherKey, mountHud, setSceneWeather } from "../../../core/weather";
import { SYSTEM_PATH } from "../../../core/templates";
import { weatherHudContext } from "./cards";
import { isActorType } from "../../../core/data/subtypes";
import { detectionRadius, detectionRing } from "./rules/noise";
import { scenarioWeather, withWindBase } from "./rules/weather";
import { activeCard } from "./rules/mapcord";
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { ElvendorWeatherRoll } from "../rolls";
import { WEATHER_CARD } from "./card-kinds";
import { postRollCard } from "../../../core/chat/cards";
import { elvendorOptions } from "../settings";
import { detectionContextOf, mapCordOf, weatherOf } from "./state";

export async function rollScenarioWeather(): Promise<void> {
  const scene = game.scenes.viewed;
  if (!scene || !game.user.isGM) return;
  const mode = elvendorOptions().difficulty;
  const state = weatherOf(scene);
  const roll = new ElvendorWeatherRoll(`${ElvendorWeatherRoll.formula(mode)} + 1d12`);
  await roll.evaluate();
  const g = roll.groups();
  const rolled = roll.dice.at(-1)?.total ?? null;
  const weather = scenarioWeather({ status: g.status[0]!, windFrom: g.direction[0]!, windTo: g.direction[1]!, windSpeedDice: g.speed, noiseDie: g.noise[0]! }, mode, state.windBase);
  const mapCord = activeCard(rolled, realmsFlag<number>(scene, "fixedMapCord") ?? null);
  await postRollCard(roll, WEATHER_CARD.id, { weather, dice: { ...g, speed: g.speed, mapCord: rolled ? [rolled] : [] }, mode, mapCord });
  await setSceneWeather(scene.id ?? "", { ...state, weather, noiseAdded: 0, mapCord }, foundryWeatherKey(weather.precipitation, weather.wind.speed));
}

const gmScene = () => {
  if (!game.user.isGM) ui.notifications?.warn("REALMS.Elvendor.Errors.GMOnly", { localize: true });
  return game.user.isGM ? game.scenes.viewed ?? null : null;
};

/** A scenario's fixed Map Cord card (1–12), or null to go back to the rolled one. It applies at once. */
export async function fixMapCord(card: number | null): Promise<void> {
  if (card !== null && !(Number.isInteger(card) && card >= 1 && card <= 12)) return void ui.notifications?.error("REALMS.Elvendor.Errors.Sector", { localize: true });
  await gmScene()?.update({ [realmsFlagPath("fixedMapCord")]: card });
}

/** Zones (cells 1–12, row by row from the top left) where event spawns may land; null or [] lifts the restriction. */
export async function restrictSpawnZones(zones: readonly number[] | null): Promise<void> {
  if (zones && !zones.every((z) => Number.isInteger(z) && z >= 1 && z <= 12)) return void ui.notifications?.error("REALMS.Elvendor.Errors.SpawnZones", { localize: true });
  await gmScene()?.update({ [realmsFlagPath("spawnZones")]: zones?.length ? [...new Set(zones)].sort((a, b) => a - b) : null });
}

/** The scenario's base noise and wind; the weather roll adds to them, and a change applies at once. */
export async function setScenarioBase(base: { noise?: number; wind?: number }): Promise<void> {
  const values = [base.noise, base.wind].filter((v) => v !== undefined);
  if (!values.every((v) => Number.isInteger(v) && v! >= 0)) return void ui.notifications?.error("REALMS.Elvendor.Errors.ScenarioBase", { localize: true });
  const scene = gmScene();
  if (!scene) return;
  const state = weatherOf(scene);
  const windBase = base.wind ?? state.windBase;
  const weather = state.weather ? withWindBase(state.weather, windBase) : null;
  await setSceneWeather(scene.id ?? "", { ...state, noiseBase: base.noise ?? state.noiseBase, windBase, weather },
    weather ? foundryWeatherKey(weather.precipitation, weather.wind.speed) : null);
}

export async function renderWeatherHud(): Promise<void> {
  const scene = game.scenes.viewed;
  if (!scene) return;
  const html = await foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/templates/elvendor/hud/weather.hbs`,
    weatherHudContext({ ...weatherOf(scene), mapCord: mapCordOf(scene) }, game.user.isGM));
  mountHud(html, (action) => {
    if (action === "rollWeather") void rollScenarioWeather();
  });
}

/** A ring around each enemy token at its current detection radius. */
export function drawDetectionRing(token: foundry.canvas.placeables.Token): void {
  const actor = token.actor;
  const holder = token as unknown as { realmsRing?: PIXI.Graphics; addChild(child: PIXI.Graphics): void };
  if (!actor || !isActorType(actor, ["elvendorEnemy"])) return;
  const scene = token.document.parent ?? null;
  const radius = detectionRadius(actor.system, detectionContextOf(scene as Scene.Implementation | null), elvendorOptions());
  const size = scene?.grid.size ?? 100;
  if (!holder.realmsRing) {
    holder.realmsRing = new PIXI.Graphics();
    holder.addChild(holder.realmsRing);
  }
  const ring = holder.realmsRing;
  const { x, y, r } = detectionRing(token, radius, size);
  ring.clear();
  ring.lineStyle(3, 0xb03a2e, 0.8).beginFill(0xb03a2e, 0.06).drawCircle(x, y, r).endFill();
}
