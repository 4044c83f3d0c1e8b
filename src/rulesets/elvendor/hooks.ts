/** Wires Elvendor into Foundry when it is the active ruleset. */
import { setUpRuleset } from "../../core/ruleset-setup";
import { ELVENDOR_TOKENS } from "./tokens";
import { ELVENDOR_STATUS_EFFECTS } from "./config";
import { ELVENDOR_ROLLS } from "./rolls";
import { registerElvendorSettings } from "./settings";
import { CompanionSheet, EnemySheet, HeroSheet } from "./sheets/actor-sheets";
import { ELVENDOR_ITEM_SHEETS } from "./sheets/item-sheets";
import { registerElvendorChatActions } from "./flows/chat-actions";
import { drawDetectionRing, fixMapCord, renderWeatherHud, restrictSpawnZones, rollScenarioWeather, setScenarioBase } from "./flows/weather";
import { eventSpawn, spawn } from "./flows/enemy";
import { applyConditionCard, applyConditionTo, removeConditionFrom } from "./flows/conditions";
import { refuse, userMayModify } from "../../core/gm";
import type { ConditionSystem } from "./data/specs";

export function initElvendor(): void {
  registerElvendorSettings();
  setUpRuleset({
    label: "REALMS.Elvendor.name", statuses: ELVENDOR_STATUS_EFFECTS, keepStatuses: ["dead"], rolls: ELVENDOR_ROLLS,
    actorSheets: { elvendorHero: HeroSheet, elvendorEnemy: EnemySheet, elvendorCompanion: CompanionSheet }, itemSheets: ELVENDOR_ITEM_SHEETS, tokens: ELVENDOR_TOKENS,
  });

  registerElvendorChatActions();
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
    const entry = fromUuidSync(data.uuid as never) as { type?: string } | null;
    if (entry?.type !== "elvendorCondition") return;
    void applyDroppedCondition(actor, data.uuid);
    return false;
  });

  // A small API for macros and scenario scripts.
  (game as unknown as { realms: unknown }).realms = {
    elvendor: {
      rollWeather: rollScenarioWeather, spawn, eventSpawn, applyCondition: applyConditionTo, removeCondition: removeConditionFrom,
      /** Scenario setup on the viewed scene: a fixed Map Cord card (1–12 or null), spawn zones, base noise and wind. */
      fixMapCord, restrictSpawnZones, setScenarioBase,
    },
  };
}

async function applyDroppedCondition(actor: Actor.Implementation, uuid: string): Promise<void> {
  if (!userMayModify(game.user, actor)) return refuse(actor);
  const item = (await fromUuid(uuid as never)) as Item.Implementation | null;
  if (item) await applyConditionCard(actor, item.system as unknown as ConditionSystem);
}
