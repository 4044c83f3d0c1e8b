import { modelsFor } from "../../../core/data/model";
import type { ClickIntent } from "../../../core/roll-dialog";
import { npcDerived } from "../damage/rules/derived";
import { ELF_MIGRATIONS } from "./migrations";
import { SCHEMA_VERSION, armorSpec, gearSpec, npcSpec, pcSpec, shieldSpec, weaponSpec } from "./specs";
import type { ArmorSystem, GearSystem, NpcSystem, PcSystem, ShieldSystem, WeaponSystem } from "./specs";
import { ElfActorModel, ElfPcActorModel } from "./actor-model";
import { pcAttack } from "../combat/attack";

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   each model class merges the interface of its spec data, which is how `actor.system` gets its type. */
const model = modelsFor(SCHEMA_VERSION, ELF_MIGRATIONS);

export interface ElfPcModel extends PcSystem {}
export class ElfPcModel extends model.on(ElfPcActorModel, pcSpec, "Actor", "elfPc") {}
export interface ElfNpcModel extends NpcSystem {}
export class ElfNpcModel extends model.on(ElfActorModel, npcSpec, "Actor", "elfNpc", (s: NpcSystem) => npcDerived(s)) {}

/** A weapon's use is its holder's attack with it on a target (combat/attack.ts). */
export interface ElfWeaponModel extends WeaponSystem {}
export class ElfWeaponModel extends model.item(weaponSpec, "elfWeapon") {
  override get usable() { return true; }
  override async use({ target = null, intent = { fastForward: false, advantage: false, disadvantage: false } }: { target?: Actor.Implementation | null; intent?: ClickIntent } = {}) {
    const actor = this.owner;
    return actor ? pcAttack(actor, this.item, target, intent) : undefined;
  }
}
export interface ElfArmorModel extends ArmorSystem {}
export class ElfArmorModel extends model.item(armorSpec, "elfArmor") {}
export interface ElfShieldModel extends ShieldSystem {}
export class ElfShieldModel extends model.item(shieldSpec, "elfShield") {}
export interface ElfGearModel extends GearSystem {}
export class ElfGearModel extends model.item(gearSpec, "elfGear") {}

export const ELF_ACTOR_MODELS = { elfPc: ElfPcModel, elfNpc: ElfNpcModel };
export const ELF_ITEM_MODELS = { elfWeapon: ElfWeaponModel, elfArmor: ElfArmorModel, elfShield: ElfShieldModel, elfGear: ElfGearModel };
