import { modelsFor } from "../../../core/data/model";
import { AEDELORE_MIGRATIONS } from "./migrations";
import {
  SCHEMA_VERSION, abilitySpec, ammunitionSpec, armorSpec, characterSpec, classSpec, creatureSpec, gearSpec, potionSpec, provisionSpec, raceSpec,
  religionSpec, shieldSpec, spellSpec, weaponSpec,
} from "./specs";
import type {
  AbilitySystem, AmmunitionSystem, ArmorSystem, CharacterSystem, ClassSystem, CreatureSystem, GearSystem, PotionSystem, ProvisionSystem, RaceSystem,
  ReligionSystem, ShieldSystem, SpellSystem, WeaponSystem,
} from "./specs";

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   each model class merges the interface of its spec data, which is how `actor.system` gets its type. */
const model = modelsFor(SCHEMA_VERSION, AEDELORE_MIGRATIONS);

export interface AedCharacterModel extends CharacterSystem {}
export class AedCharacterModel extends model(characterSpec, "Actor", "aedeloreCharacter") {}
export interface AedCreatureModel extends CreatureSystem {}
export class AedCreatureModel extends model(creatureSpec, "Actor", "aedeloreCreature") {}
export interface AedRaceModel extends RaceSystem {}
export class AedRaceModel extends model(raceSpec, "Item", "aedeloreRace") {}
export interface AedClassModel extends ClassSystem {}
export class AedClassModel extends model(classSpec, "Item", "aedeloreClass") {}
export interface AedReligionModel extends ReligionSystem {}
export class AedReligionModel extends model(religionSpec, "Item", "aedeloreReligion") {}
export interface AedWeaponModel extends WeaponSystem {}
export class AedWeaponModel extends model(weaponSpec, "Item", "aedeloreWeapon") {}
export interface AedArmorModel extends ArmorSystem {}
export class AedArmorModel extends model(armorSpec, "Item", "aedeloreArmor") {}
export interface AedShieldModel extends ShieldSystem {}
export class AedShieldModel extends model(shieldSpec, "Item", "aedeloreShield") {}
export interface AedSpellModel extends SpellSystem {}
export class AedSpellModel extends model(spellSpec, "Item", "aedeloreSpell") {}
export interface AedAbilityModel extends AbilitySystem {}
export class AedAbilityModel extends model(abilitySpec, "Item", "aedeloreAbility") {}
export interface AedPotionModel extends PotionSystem {}
export class AedPotionModel extends model(potionSpec, "Item", "aedelorePotion") {}
export interface AedAmmunitionModel extends AmmunitionSystem {}
export class AedAmmunitionModel extends model(ammunitionSpec, "Item", "aedeloreAmmunition") {}
export interface AedProvisionModel extends ProvisionSystem {}
export class AedProvisionModel extends model(provisionSpec, "Item", "aedeloreProvision") {}
export interface AedGearModel extends GearSystem {}
export class AedGearModel extends model(gearSpec, "Item", "aedeloreGear") {}

export const AEDELORE_ACTOR_MODELS = { aedeloreCharacter: AedCharacterModel, aedeloreCreature: AedCreatureModel };
export const AEDELORE_ITEM_MODELS = {
  aedeloreRace: AedRaceModel, aedeloreClass: AedClassModel, aedeloreReligion: AedReligionModel, aedeloreWeapon: AedWeaponModel,
  aedeloreArmor: AedArmorModel, aedeloreShield: AedShieldModel, aedeloreSpell: AedSpellModel, aedeloreAbility: AedAbilityModel,
  aedelorePotion: AedPotionModel, aedeloreAmmunition: AedAmmunitionModel, aedeloreProvision: AedProvisionModel, aedeloreGear: AedGearModel,
};
