/** Scenario weather: the GM's roll, the HUD, Foundry's weather effect and the detection rings. */
import { foundryWeatherKey, mountHud, setSceneWeather } from "../../../core/weather";
import { SYSTEM_PATH } from "../../../core/templates";
import { weatherHudContext } from "../chat/cards";
import type { EnemySystem } from "../data/specs";
import { detectionRadius } from "../rules/noise";
import { scenarioWeather } from "../rules/weather";
import { activeCard } from "../rules/mapcord";
import { realmsFlag } from "../../../core/flags";
import { ElvendorWeatherRoll } from "../rolls";
import { elvendorOptions } from "../settings";
import { detectionContextOf, weatherOf } from "../state";

export async function rollScenarioWeather(): Promise<void> {
  const scene = game.scenes.viewed;
  if (!scene || !game.user.isGM) return;
  const mode = elvendorOptions().difficulty;
  const roll = new ElvendorWeatherRoll(`${ElvendorWeatherRoll.formula(mode === "heroic")} + 1d12`, {}, {} as never);
  await roll.evaluate();
  const g = roll.groups();
  const mapCord = roll.dice.at(-1)?.total ?? null;
  const weather = scenarioWeather({ status: g.status[0]!, windFrom: g.direction[0]!, windTo: g.direction[1]!, windSpeedDice: g.speed, noiseDie: g.noise[0]! }, mode);
  (roll.options as { card: unknown }).card = { weather, dice: { ...g, speed: g.speed, mapCord: mapCord ? [mapCord] : [] }, mode, mapCord };
  await roll.toMessage({ speaker: ChatMessage.getSpeaker() });
  const state = weatherOf(scene);
  const fixed = realmsFlag<number>(scene, "fixedMapCord") ?? null;
  await setSceneWeather(scene.id ?? "", { ...state, weather, noiseAdded: 0, mapCord: mapCord ? activeCard(mapCord, fixed) : fixed },
    foundryWeatherKey(weather.precipitation, weather.wind.speed));
}

export async function renderWeatherHud(): Promise<void> {
  const scene = game.scenes.viewed;
  if (!scene) return;
  const html = await foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/templates/elvendor/hud/weather.hbs`,
    weatherHudContext(weatherOf(scene), game.user.isGM) as unknown as Record<string, unknown>);
  mountHud(html, (action) => {
    if (action === "rollWeather") void rollScenarioWeather();
  });
}

/** A ring around each enemy token at its current detection radius. */
export function drawDetectionRing(token: foundry.canvas.placeables.Token): void {
  const actor = token.actor;
  const holder = token as unknown as { realmsRing?: PIXI.Graphics; addChild(child: PIXI.Graphics): void };
  if (actor?.type !== "elvendorEnemy") return;
  const scene = token.document.parent ?? null;
  const radius = detectionRadius(actor.system as unknown as EnemySystem, detectionContextOf(scene as Scene.Implementation | null), elvendorOptions());
  const size = scene?.grid.size ?? 100;
  if (!holder.realmsRing) {
    holder.realmsRing = new PIXI.Graphics();
    holder.addChild(holder.realmsRing);
  }
  const ring = holder.realmsRing;
  ring.clear();
  ring.lineStyle(3, 0xb03a2e, 0.8).beginFill(0xb03a2e, 0.06)
    .drawCircle(token.w / 2, token.h / 2, (radius + 0.5) * size).endFill();
}
