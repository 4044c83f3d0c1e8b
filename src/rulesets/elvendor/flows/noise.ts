/** Scene noise: every action card and Parry adds to it; the GM's client writes it to the scene. */
import { registerGmAction, runAsGM } from "../../../core/gm";
import { setSceneWeather } from "../../../core/weather";
import { weatherOf } from "../state";

/** Scene noise grows with every card played (players cannot update scenes, so the GM writes it). */
export async function addNoise(amount: number): Promise<void> {
  if (amount) await runAsGM("addNoise", { sceneId: game.scenes.viewed?.id ?? "", amount });
}

/** On the GM's client: add to the scene's noise. */
export async function addNoiseToScene(scene: Scene.Implementation, amount: number): Promise<void> {
  if (!amount) return;
  const state = weatherOf(scene);
  await setSceneWeather(scene.id ?? "", { ...state, noiseAdded: state.noiseAdded + amount }, null);
}

registerGmAction("addNoise", async (data) => {
  const scene = game.scenes.get(String(data.sceneId));
  if (scene) await addNoiseToScene(scene, Number(data.amount));
});
