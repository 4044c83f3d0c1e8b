/**
 * Realms entry point: registers every ruleset (src/rulesets/registered.ts), then on `init` registers what they
 * declare (src/core/ruleset-setup.ts) and builds `game.realms`. This file names no ruleset.
 */
import "./core/foundry-config";
import { registerRuleset, allRulesets } from "./core/registry";
import { registerCoreSettings, activeRuleset, activeRulesetId, promptForRuleset } from "./core/settings";
import { RealmsActor, RealmsItem } from "./core/documents";
import { RealmsActiveEffect } from "./core/effect-document";
import { migrateWorld, registerMigrationSetting } from "./core/data/world-migration";
import { migrateConditionEffects, worldEffectActors } from "./core/data/effect-migration";
import { RULESETS } from "./rulesets/registered";
import "./rulesets/data-model-config";
import { RealmsCombat, RealmsCombatant, registerCombatHooks } from "./core/combat";
import { registerTrackHooks } from "./core/tracks";
import { RealmsChatMessage } from "./core/chat/message";
import { registerChatMessageModels } from "./core/chat-models";
import { registerGmQuery } from "./core/gm";
import { registerReactionQuery } from "./core/reactions";
import { CORE_PARTIALS, SYSTEM_PATH, registerRealmsHelpers } from "./core/templates";
import { worldWords } from "./core/plural";
import { registerModels, setUpRuleset } from "./core/ruleset-setup";
import { installRealmsApi } from "./core/api";
import { registerQuenchBatches } from "./quench";
import { registerZoneBehaviors } from "./core/zones";
import { registerDeckHooks } from "./core/decks/hooks";
import { registerTextLimitHooks } from "./core/text-limits";
import { foldInactivePacks } from "./core/pack-folders";

for (const ruleset of RULESETS) registerRuleset(ruleset);
registerQuenchBatches();

Hooks.once("init", () => {
  registerCoreSettings();
  registerMigrationSetting();
  CONFIG.Actor.documentClass = RealmsActor;
  CONFIG.Item.documentClass = RealmsItem;
  CONFIG.ActiveEffect.documentClass = RealmsActiveEffect;
  CONFIG.Combat.documentClass = RealmsCombat as never;
  CONFIG.Combatant.documentClass = RealmsCombatant as never;
  CONFIG.ChatMessage.documentClass = RealmsChatMessage;
  registerDeckHooks();
  registerTextLimitHooks();
  registerGmQuery();
  registerReactionQuery();
  registerCombatHooks();
  registerTrackHooks();
  registerChatMessageModels();
  registerRealmsHelpers(Handlebars, worldWords);
  void foundry.applications.handlebars.loadTemplates(
    Object.fromEntries(Object.entries(CORE_PARTIALS).map(([name, path]) => [name, `${SYSTEM_PATH}/${path}`])),
  );
  // Every ruleset's models, so a document of any ruleset loads; the rest only for the world's ruleset.
  registerModels(allRulesets().flatMap((r) => r.models));
  const active = activeRuleset();
  installRealmsApi(allRulesets(), active);
  if (active) {
    setUpRuleset(active);
    active.init?.();
  }
  // After the rulesets, whose init registers their zone kinds.
  registerZoneBehaviors();
});

Hooks.once("ready", async () => {
  await promptForRuleset();
  await migrateWorld();
  await migrateConditionEffects(worldEffectActors());
  await foldInactivePacks(activeRulesetId());
  activeRuleset()?.ready?.();
});
