import { specModel } from "../../../core/data/model";
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
const meta = (documentName: "Actor" | "Item", type: string) => ({ documentName, type, schemaVersion: SCHEMA_VERSION, migrations: AEDELORE_MIGRATIONS });

export interface AedCharacterModel extends CharacterSystem {}
export class AedCharacterModel extends specModel(characterSpec, meta("Actor", "aedeloreCharacter")) {}
export interface AedCreatureModel extends CreatureSystem {}
export class AedCreatureModel extends specModel(creatureSpec, meta("Actor", "aedeloreCreature")) {}
export interface AedRaceModel extends RaceSystem {}
export class AedRaceModel extends specModel(raceSpec, meta("Item", "aedeloreRace")) {}
export interface AedClassModel extends ClassSystem {}
export class AedClassModel extends specModel(classSpec, meta("Item", "aedeloreClass")) {}
export interface AedReligionModel extends ReligionSystem {}
export class AedReligionModel extends specModel(religionSpec, meta("Item", "aedeloreReligion")) {}
export interface AedWeaponModel extends WeaponSystem {}
export class AedWeaponModel extends specModel(weaponSpec, meta("Item", "aedeloreWeapon")) {}
export interface AedArmorModel extends ArmorSystem {}
export class AedArmorModel extends specModel(armorSpec, meta("Item", "aedeloreArmor")) {}
export interface AedShieldModel extends ShieldSystem {}
export class AedShieldModel extends specModel(shieldSpec, meta("Item", "aedeloreShield")) {}
export interface AedSpellModel extends SpellSystem {}
export class AedSpellModel extends specModel(spellSpec, meta("Item", "aedeloreSpell")) {}
export interface AedAbilityModel extends AbilitySystem {}
export class AedAbilityModel extends specModel(abilitySpec, meta("Item", "aedeloreAbility")) {}
export interface AedPotionModel extends PotionSystem {}
export class AedPotionModel extends specModel(potionSpec, meta("Item", "aedelorePotion")) {}
export interface AedAmmunitionModel extends AmmunitionSystem {}
export class AedAmmunitionModel extends specModel(ammunitionSpec, meta("Item", "aedeloreAmmunition")) {}
export interface AedProvisionModel extends ProvisionSystem {}
export class AedProvisionModel extends specModel(provisionSpec, meta("Item", "aedeloreProvision")) {}
export interface AedGearModel extends GearSystem {}
export class AedGearModel extends specModel(gearSpec, meta("Item", "aedeloreGear")) {}

export const AEDELORE_ACTOR_MODELS = { aedeloreCharacter: AedCharacterModel, aedeloreCreature: AedCreatureModel };
export const AEDELORE_ITEM_MODELS = {
  aedeloreRace: AedRaceModel, aedeloreClass: AedClassModel, aedeloreReligion: AedReligionModel, aedeloreWeapon: AedWeaponModel,
  aedeloreArmor: AedArmorModel, aedeloreShield: AedShieldModel, aedeloreSpell: AedSpellModel, aedeloreAbility: AedAbilityModel,
  aedelorePotion: AedPotionModel, aedeloreAmmunition: AedAmmunitionModel, aedeloreProvision: AedProvisionModel, aedeloreGear: AedGearModel,
};
