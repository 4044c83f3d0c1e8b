import { modelsFor } from "../../../core/data/model";
import { ELDFALL_MIGRATIONS } from "./migrations";
import { ELDFALL_ACTOR_SPECS as ACTORS, ELDFALL_ITEM_SPECS as ITEMS, SCHEMA_VERSION } from "./specs";
import type {
  ClassSystem, CombatArtSystem, HeroSystem, HostileSystem, SkillSystem, SpellSystem, TraitSystem, UpgradeSystem,
} from "./specs";
import { EldfallActorModel } from "./actor-model";
import { validateBehaviorJoint } from "../ai/rules/behavior-validation";
import type { BehaviorSystem, PartySystem, SynergySystem } from "./campaign-specs";

// Each model takes its spec from the subtype maps (./specs.ts), which the pack check reads too (tools/all-specs.ts).
/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   each model class merges the interface of its spec data, which is how `actor.system` gets its type. */
const model = modelsFor(SCHEMA_VERSION, ELDFALL_MIGRATIONS);

export interface EldHeroModel extends HeroSystem {}
export class EldHeroModel extends model.on(EldfallActorModel, ACTORS.eldfallHero, "Actor", "eldfallHero") {}
export interface EldHostileModel extends HostileSystem {}
export class EldHostileModel extends model.on(EldfallActorModel, ACTORS.eldfallHostile, "Actor", "eldfallHostile") {}

export interface EldUpgradeModel extends UpgradeSystem {}
export class EldUpgradeModel extends model.item(ITEMS.eldfallUpgrade, "eldfallUpgrade") {}
export interface EldSpellModel extends SpellSystem {}
export class EldSpellModel extends model.item(ITEMS.eldfallSpell, "eldfallSpell") {}
export interface EldSkillModel extends SkillSystem {}
export class EldSkillModel extends model.item(ITEMS.eldfallSkill, "eldfallSkill") {}
export interface EldTraitModel extends TraitSystem {}
export class EldTraitModel extends model.item(ITEMS.eldfallTrait, "eldfallTrait") {}
export interface EldCombatArtModel extends CombatArtSystem {}
export class EldCombatArtModel extends model.item(ITEMS.eldfallCombatArt, "eldfallCombatArt") {}
export interface EldClassModel extends ClassSystem {}
export class EldClassModel extends model.item(ITEMS.eldfallClass, "eldfallClass") {}
export interface EldBehaviorModel extends BehaviorSystem {}
export class EldBehaviorModel extends model.item(ITEMS.eldfallBehavior, "eldfallBehavior") {
  static override validateJoint(data: never): void { validateBehaviorJoint(data); }
}
export interface EldSynergyModel extends SynergySystem {}
export class EldSynergyModel extends model.item(ITEMS.eldfallSynergy, "eldfallSynergy") {}
export interface EldPartyModel extends PartySystem {}
export class EldPartyModel extends model(ACTORS.eldfallParty, "Actor", "eldfallParty") {}
/* eslint-enable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type */

export const ELDFALL_ACTOR_MODELS = { eldfallHero: EldHeroModel, eldfallHostile: EldHostileModel, eldfallParty: EldPartyModel };
export const ELDFALL_ITEM_MODELS = {
  eldfallUpgrade: EldUpgradeModel, eldfallSpell: EldSpellModel, eldfallSkill: EldSkillModel, eldfallTrait: EldTraitModel,
  eldfallCombatArt: EldCombatArtModel, eldfallClass: EldClassModel, eldfallBehavior: EldBehaviorModel, eldfallSynergy: EldSynergyModel,
};
