/** Scene noise: every action card and Parry adds to it; the GM's client writes it to the scene. */
import { registerGmAction, runAsGM } from "../../../core/gm";
import { setSceneWeather } from "../../../core/weather";
import { weatherOf } from "../state";

/** Scene noise grows with every action card played (GM side: players cannot update scenes). */
export async function addNoise(amount: number): Promise<void> {
  if (amount) await runAsGM("addNoise", { sceneId: game.scenes.viewed?.id ?? "", amount });
}

registerGmAction("addNoise", async (data) => {
  const scene = game.scenes.get(String(data.sceneId));
  if (!scene) return;
  const state = weatherOf(scene);
  await setSceneWeather(scene.id ?? "", { ...state, noiseAdded: state.noiseAdded + Number(data.amount) }, null);
});
