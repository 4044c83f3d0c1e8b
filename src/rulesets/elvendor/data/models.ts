import { modelsFor } from "../../../core/data/model";
import { ELVENDOR_MIGRATIONS } from "./migrations";
import { companionDerived, enemyDerived, heroDerived } from "../rules/derived";
import {
  SCHEMA_VERSION, heroSpec, enemySpec, companionSpec, actionSpec, conditionSpec, abilitySpec, equipmentSpec, crystalSpec,
} from "./specs";
import type {
  HeroSystem, EnemySystem, CompanionSystem, ActionSystem, ConditionSystem, AbilitySystem, EquipmentSystem, CrystalSystem,
} from "./specs";

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   each model class merges the interface of its spec data, which is how `actor.system` gets its type. */
const model = modelsFor(SCHEMA_VERSION, ELVENDOR_MIGRATIONS);

export interface HeroModel extends HeroSystem {}
export class HeroModel extends model(heroSpec, "Actor", "elvendorHero", heroDerived) {}
export interface EnemyModel extends EnemySystem {}
export class EnemyModel extends model(enemySpec, "Actor", "elvendorEnemy", (s: EnemySystem) => enemyDerived(s)) {}
export interface CompanionModel extends CompanionSystem {}
export class CompanionModel extends model(companionSpec, "Actor", "elvendorCompanion", companionDerived) {}
export interface ActionModel extends ActionSystem {}
export class ActionModel extends model(actionSpec, "Item", "elvendorAction") {}
export interface ConditionCardModel extends ConditionSystem {}
export class ConditionCardModel extends model(conditionSpec, "Item", "elvendorCondition") {}
export interface AbilityModel extends AbilitySystem {}
export class AbilityModel extends model(abilitySpec, "Item", "elvendorAbility") {}
export interface EquipmentModel extends EquipmentSystem {}
export class EquipmentModel extends model(equipmentSpec, "Item", "elvendorEquipment") {}
export interface CrystalModel extends CrystalSystem {}
export class CrystalModel extends model(crystalSpec, "Item", "elvendorCrystal") {}

export const ELVENDOR_ACTOR_MODELS = { elvendorHero: HeroModel, elvendorEnemy: EnemyModel, elvendorCompanion: CompanionModel };
export const ELVENDOR_ITEM_MODELS = {
  elvendorAction: ActionModel, elvendorCondition: ConditionCardModel, elvendorAbility: AbilityModel,
  elvendorEquipment: EquipmentModel, elvendorCrystal: CrystalModel,
};

