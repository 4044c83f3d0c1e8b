/**
 * Realms entry point: registers every ruleset, then wires the active one into Foundry.
 * Ruleset-specific work happens in each ruleset's `init`; this file stays ruleset-agnostic.
 */
import "./core/foundry-config";
import { registerRuleset, allRulesets } from "./core/registry";
import { registerCoreSettings, activeRuleset, activeRulesetId, promptForRuleset } from "./core/settings";
import { RealmsActor, RealmsItem } from "./core/documents";
import { migrateWorld, registerMigrationSetting } from "./core/data/world-migration";
import { migrateConditionEffects, worldEffectActors } from "./core/data/effect-migration";
import { elvendor } from "./rulesets/elvendor";
import { elf } from "./rulesets/elf";
import { aedelore } from "./rulesets/aedelore";
import "./rulesets/data-model-config";
import { RealmsCombat, RealmsCombatant, registerCombatHooks } from "./core/combat";
import { registerTrackHooks } from "./core/tracks";
import { registerChatHooks } from "./core/chat/render";
import { registerChatMessageModels } from "./core/chat/card-model";
import { registerGmQuery } from "./core/gm";
import { registerReactionQuery } from "./core/reactions";
import { REALMS_PARTIALS, SYSTEM_PATH, registerRealmsHelpers } from "./core/templates";
import { registerQuenchBatches } from "./quench";
import { registerZoneBehaviors } from "./core/zones";
import { registerCardModels } from "./rulesets/card-models";
import { registerDeckHooks } from "./core/decks/hooks";

registerRuleset(elvendor);
registerRuleset(elf);
registerRuleset(aedelore);
registerQuenchBatches();

Hooks.once("init", () => {
  registerCoreSettings();
  registerMigrationSetting();
  CONFIG.Actor.documentClass = RealmsActor;
  CONFIG.Item.documentClass = RealmsItem;
  CONFIG.Combat.documentClass = RealmsCombat as never;
  CONFIG.Combatant.documentClass = RealmsCombatant as never;
  registerCardModels();
  registerDeckHooks();
  registerGmQuery();
  registerReactionQuery();
  registerCombatHooks();
  registerTrackHooks();
  registerChatHooks();
  registerChatMessageModels();
  registerRealmsHelpers(Handlebars);
  void foundry.applications.handlebars.loadTemplates(
    Object.fromEntries(Object.entries(REALMS_PARTIALS).map(([name, path]) => [name, `${SYSTEM_PATH}/${path}`])),
  );
  const active = activeRulesetId();
  for (const ruleset of allRulesets()) ruleset.init(ruleset.id === active);
  // After the rulesets, whose init registers their zone kinds.
  registerZoneBehaviors();
});

Hooks.once("ready", async () => {
  await promptForRuleset();
  await migrateWorld();
  await migrateConditionEffects(worldEffectActors());
  activeRuleset()?.ready?.();
});
