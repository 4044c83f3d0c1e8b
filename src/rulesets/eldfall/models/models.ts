import { modelsFor } from "../../../core/data/model";
import { ELDFALL_MIGRATIONS } from "./migrations";
import {
  SCHEMA_VERSION, classSpec, combatArtSpec, heroSpec, hostileSpec, skillSpec, spellSpec, traitSpec, upgradeSpec,
} from "./specs";
import type {
  ClassSystem, CombatArtSystem, HeroSystem, HostileSystem, SkillSystem, SpellSystem, TraitSystem, UpgradeSystem,
} from "./specs";
import { EldfallActorModel } from "./actor-model";
import { validateBehaviorJoint } from "../ai/rules/behavior-validation";
import { behaviorSpec, partySpec, synergySpec, type BehaviorSystem, type PartySystem, type SynergySystem } from "./campaign-specs";

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   each model class merges the interface of its spec data, which is how `actor.system` gets its type. */
const model = modelsFor(SCHEMA_VERSION, ELDFALL_MIGRATIONS);

export interface EldHeroModel extends HeroSystem {}
export class EldHeroModel extends model.on(EldfallActorModel, heroSpec, "Actor", "eldfallHero") {}
export interface EldHostileModel extends HostileSystem {}
export class EldHostileModel extends model.on(EldfallActorModel, hostileSpec, "Actor", "eldfallHostile") {}

export interface EldUpgradeModel extends UpgradeSystem {}
export class EldUpgradeModel extends model.item(upgradeSpec, "eldfallUpgrade") {}
export interface EldSpellModel extends SpellSystem {}
export class EldSpellModel extends model.item(spellSpec, "eldfallSpell") {}
export interface EldSkillModel extends SkillSystem {}
export class EldSkillModel extends model.item(skillSpec, "eldfallSkill") {}
export interface EldTraitModel extends TraitSystem {}
export class EldTraitModel extends model.item(traitSpec, "eldfallTrait") {}
export interface EldCombatArtModel extends CombatArtSystem {}
export class EldCombatArtModel extends model.item(combatArtSpec, "eldfallCombatArt") {}
export interface EldClassModel extends ClassSystem {}
export class EldClassModel extends model.item(classSpec, "eldfallClass") {}
export interface EldBehaviorModel extends BehaviorSystem {}
export class EldBehaviorModel extends model.item(behaviorSpec, "eldfallBehavior") {
  static override validateJoint(data: never): void { validateBehaviorJoint(data); }
}
export interface EldSynergyModel extends SynergySystem {}
export class EldSynergyModel extends model.item(synergySpec, "eldfallSynergy") {}
export interface EldPartyModel extends PartySystem {}
export class EldPartyModel extends model(partySpec, "Actor", "eldfallParty") {}
/* eslint-enable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type */

export const ELDFALL_ACTOR_MODELS = { eldfallHero: EldHeroModel, eldfallHostile: EldHostileModel, eldfallParty: EldPartyModel };
export const ELDFALL_ITEM_MODELS = {
  eldfallUpgrade: EldUpgradeModel, eldfallSpell: EldSpellModel, eldfallSkill: EldSkillModel, eldfallTrait: EldTraitModel,
  eldfallCombatArt: EldCombatArtModel, eldfallClass: EldClassModel, eldfallBehavior: EldBehaviorModel, eldfallSynergy: EldSynergyModel,
};
