/** Scene noise: every action card and Parry adds to it; the GM's client writes it to the scene. */
import { gmAction, missing, runAsGM } from "../../../core/gm";
import { id, int, object } from "../../../core/payload";
import { setSceneWeather } from "../../../core/weather";
import { weatherOf } from "./state";

/** Scene noise grows with every card played (players cannot update scenes, so the GM writes it). */
export async function addNoise(amount: number): Promise<void> {
  if (amount) await runAsGM(gmAddNoise, { sceneId: game.scenes.viewed?.id ?? "", amount });
}

/** On the GM's client: add to the scene's noise. */
export async function addNoiseToScene(scene: Scene.Implementation, amount: number): Promise<void> {
  if (!amount) return;
  const state = weatherOf(scene);
  await setSceneWeather(scene.id ?? "", { ...state, noiseAdded: state.noiseAdded + amount }, null);
}

/** A player may add noise (cards, Parry) to a scene, never take it away; one request adds at most MAX_NOISE_STEP. */
export const MAX_NOISE_STEP = 10;
export const gmAddNoise = gmAction("elvendor", "addNoise", object({ sceneId: id, amount: int(1, MAX_NOISE_STEP) }), async (data) => {
  const scene = game.scenes.get(data.sceneId);
  if (!scene) throw missing("scene");
  await addNoiseToScene(scene, data.amount);
});
