import { modelsFor } from "../../../core/data/model";
import { npcDerived } from "../rules/derived";
import { ELF_MIGRATIONS } from "./migrations";
import { SCHEMA_VERSION, armorSpec, gearSpec, npcSpec, pcSpec, shieldSpec, weaponSpec } from "./specs";
import type { ArmorSystem, GearSystem, NpcSystem, PcSystem, ShieldSystem, WeaponSystem } from "./specs";

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   each model class merges the interface of its spec data, which is how `actor.system` gets its type. */
const model = modelsFor(SCHEMA_VERSION, ELF_MIGRATIONS);

export interface ElfPcModel extends PcSystem {}
export class ElfPcModel extends model(pcSpec, "Actor", "elfPc") {}
export interface ElfNpcModel extends NpcSystem {}
export class ElfNpcModel extends model(npcSpec, "Actor", "elfNpc", (s: NpcSystem) => npcDerived(s)) {}
export interface ElfWeaponModel extends WeaponSystem {}
export class ElfWeaponModel extends model(weaponSpec, "Item", "elfWeapon") {}
export interface ElfArmorModel extends ArmorSystem {}
export class ElfArmorModel extends model(armorSpec, "Item", "elfArmor") {}
export interface ElfShieldModel extends ShieldSystem {}
export class ElfShieldModel extends model(shieldSpec, "Item", "elfShield") {}
export interface ElfGearModel extends GearSystem {}
export class ElfGearModel extends model(gearSpec, "Item", "elfGear") {}

export const ELF_ACTOR_MODELS = { elfPc: ElfPcModel, elfNpc: ElfNpcModel };
export const ELF_ITEM_MODELS = { elfWeapon: ElfWeaponModel, elfArmor: ElfArmorModel, elfShield: ElfShieldModel, elfGear: ElfGearModel };

