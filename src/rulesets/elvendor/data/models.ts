import { specModel } from "../../../core/data/model";
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
const actor = (type: string, derive?: (system: never) => Record<string, unknown>) =>
  ({ documentName: "Actor" as const, type, schemaVersion: SCHEMA_VERSION, migrations: ELVENDOR_MIGRATIONS, derive });
const item = (type: string) => ({ documentName: "Item" as const, type, schemaVersion: SCHEMA_VERSION, migrations: ELVENDOR_MIGRATIONS });

export interface HeroModel extends HeroSystem {}
export class HeroModel extends specModel(heroSpec, actor("elvendorHero", heroDerived)) {}
export interface EnemyModel extends EnemySystem {}
export class EnemyModel extends specModel(enemySpec, actor("elvendorEnemy", (s) => enemyDerived(s))) {}
export interface CompanionModel extends CompanionSystem {}
export class CompanionModel extends specModel(companionSpec, actor("elvendorCompanion", companionDerived)) {}
export interface ActionModel extends ActionSystem {}
export class ActionModel extends specModel(actionSpec, item("elvendorAction")) {}
export interface ConditionCardModel extends ConditionSystem {}
export class ConditionCardModel extends specModel(conditionSpec, item("elvendorCondition")) {}
export interface AbilityModel extends AbilitySystem {}
export class AbilityModel extends specModel(abilitySpec, item("elvendorAbility")) {}
export interface EquipmentModel extends EquipmentSystem {}
export class EquipmentModel extends specModel(equipmentSpec, item("elvendorEquipment")) {}
export interface CrystalModel extends CrystalSystem {}
export class CrystalModel extends specModel(crystalSpec, item("elvendorCrystal")) {}

export const ELVENDOR_ACTOR_MODELS = { elvendorHero: HeroModel, elvendorEnemy: EnemyModel, elvendorCompanion: CompanionModel };
export const ELVENDOR_ITEM_MODELS = {
  elvendorAction: ActionModel, elvendorCondition: ConditionCardModel, elvendorAbility: AbilityModel,
  elvendorEquipment: EquipmentModel, elvendorCrystal: CrystalModel,
};

