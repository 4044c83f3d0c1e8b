/**
 * The Chaos deck's and the weather's hooks: the weather HUD (its GM button runs the Weather Check), Night's scene
 * darkness following the Moon Dial, and the weather ending with the Quest. Apart from chaos.ts and weather.ts
 * because it calls both.
 */
import { mountHud } from "../../../core/weather";
import { SYSTEM_PATH } from "../../../core/templates";
import { onEvent } from "../../../core/events";
import { isActiveGmClient } from "../../../core/reacting-client";
import { PARTY_TYPE } from "../party/state";
import { endQuestWeather, runWeatherCheck } from "./chaos";
import { syncNightDarkness, weatherHudContext } from "./weather";

export async function renderWeatherHud(): Promise<void> {
  const scene = game.scenes.viewed;
  if (!scene) return;
  const html = await foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/templates/eldfall/chaos-weather-hud.hbs`, weatherHudContext(scene, game.user.isGM));
  mountHud(html, (action) => {
    if (action === "weatherCheck") void runWeatherCheck();
  });
}

const touchesDial = ({ system }: { system?: object | null }) => !!system && ("moon" in system || "hard" in system || "difficulty" in system);

/** At `init`: the HUD and Night's darkness follow the scene and the party's dial; the weather ends with the Quest. */
export function registerChaos(): void {
  Hooks.on("canvasReady", () => {
    if (isActiveGmClient()) void syncNightDarkness(game.scenes.viewed ?? null);
    void renderWeatherHud();
  });
  Hooks.on("updateScene", (scene, changes) => {
    if (scene.id === game.scenes.viewed?.id && "flags" in changes) void renderWeatherHud();
  });
  Hooks.on("updateActor", (actor, changes) => {
    if (actor.type !== PARTY_TYPE || !touchesDial(changes)) return;
    if (isActiveGmClient()) void syncNightDarkness(game.scenes.viewed ?? game.scenes.active ?? null);
    void renderWeatherHud();
  });
  onEvent("questEnd", () => {
    if (isActiveGmClient()) void endQuestWeather();
  });
}
