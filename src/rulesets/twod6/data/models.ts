import { modelsFor } from "../../../core/data/model";
import { TWOD6_MIGRATIONS } from "./migrations";
import { SCHEMA_VERSION, armorSpec, characterSpec, chargedSpec, creatureSpec, provisionSpec, trinketSpec, weaponSpec } from "./specs";
import type { ArmorSystem, CharacterSystem, ChargedSystem, CreatureSystem, ProvisionSystem, TrinketSystem, WeaponSystem } from "./specs";
import { TwoD6ActorModel } from "./actor-model";

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   each model class merges the interface of its spec data, which is how `actor.system` gets its type. */
const model = modelsFor(SCHEMA_VERSION, TWOD6_MIGRATIONS);

export interface TwoD6CharacterModel extends CharacterSystem {}
export class TwoD6CharacterModel extends model.on(TwoD6ActorModel, characterSpec, "Actor", "twod6Character") {}
export interface TwoD6CreatureModel extends CreatureSystem {}
export class TwoD6CreatureModel extends model.on(TwoD6ActorModel, creatureSpec, "Actor", "twod6Creature") {}

export interface TwoD6WeaponModel extends WeaponSystem {}
export class TwoD6WeaponModel extends model.item(weaponSpec, "twod6Weapon") {}
export interface TwoD6ArmorModel extends ArmorSystem {}
export class TwoD6ArmorModel extends model.item(armorSpec, "twod6Armor") {}
export interface TwoD6ProvisionModel extends ProvisionSystem {}
export class TwoD6ProvisionModel extends model.item(provisionSpec, "twod6Provision") {}
export interface TwoD6ChargedModel extends ChargedSystem {}
export class TwoD6ChargedModel extends model.item(chargedSpec, "twod6Charged") {}
export interface TwoD6TrinketModel extends TrinketSystem {}
export class TwoD6TrinketModel extends model.item(trinketSpec, "twod6Trinket") {}
/* eslint-enable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type */

export const TWOD6_ACTOR_MODELS = { twod6Character: TwoD6CharacterModel, twod6Creature: TwoD6CreatureModel };
export const TWOD6_ITEM_MODELS = {
  twod6Weapon: TwoD6WeaponModel, twod6Armor: TwoD6ArmorModel, twod6Provision: TwoD6ProvisionModel, twod6Charged: TwoD6ChargedModel,
  twod6Trinket: TwoD6TrinketModel,
};
