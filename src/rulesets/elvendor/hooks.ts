/** Elvendor's own Foundry hooks when it is the active ruleset (the core registered its declaration first). */
import { drawDetectionRing, renderWeatherHud } from "./weather/weather";
import { applyConditionCard } from "./conditions/conditions";
import { refuse, userMayModify } from "../../core/gm";
import { isItemType } from "../../core/data/subtypes";

export function initElvendor(): void {
  Hooks.on("canvasReady", () => void renderWeatherHud());
  Hooks.on("updateScene", (scene: Scene.Implementation, changes: Record<string, unknown>) => {
    if (scene.id !== game.scenes.viewed?.id || !foundry.utils.hasProperty(changes, "flags.realms")) return;
    void renderWeatherHud();
    for (const token of canvas?.tokens?.placeables ?? []) drawDetectionRing(token);
  });
  Hooks.on("refreshToken", (token: foundry.canvas.placeables.Token) => drawDetectionRing(token));
  // A condition card dropped on a sheet applies the condition (through the rules) instead of becoming an item.
  Hooks.on("dropActorSheetData", (actor: Actor.Implementation, _sheet: unknown, data: { type?: string; uuid?: string }) => {
    if (data.type !== "Item" || !data.uuid) return;
    const entry = fromUuidSync<Item.Implementation>(data.uuid);
    if (entry?.type !== "elvendorCondition") return;
    void applyDroppedCondition(actor, data.uuid);
    return false;
  });
}

async function applyDroppedCondition(actor: Actor.Implementation, uuid: string): Promise<void> {
  if (!userMayModify(game.user, actor)) return refuse(actor);
  const item = await fromUuid<Item.Implementation>(uuid);
  if (item && isItemType(item, ["elvendorCondition"])) await applyConditionCard(actor, item.system);
}
