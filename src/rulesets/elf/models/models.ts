import { modelsFor } from "../../../core/data/model";
import type { ClickIntent } from "../../../core/roll-dialog";
import { npcDerived } from "../damage/rules/derived";
import { ELF_MIGRATIONS } from "./migrations";
import { SCHEMA_VERSION, ELF_ACTOR_SPECS, ELF_ITEM_SPECS } from "./specs";
import type { ArmorSystem, GearSystem, NpcSystem, PcSystem, ShieldSystem, WeaponSystem } from "./specs";
import { ElfActorModel, ElfPcActorModel } from "./actor-model";
import { pcAttack } from "../combat/attack";

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   each model class merges the interface of its spec data, which is how `actor.system` gets its type. */
const model = modelsFor(SCHEMA_VERSION, ELF_MIGRATIONS);

export interface ElfPcModel extends PcSystem {}
export class ElfPcModel extends model.on(ElfPcActorModel, ELF_ACTOR_SPECS.elfPc, "Actor", "elfPc") {}
export interface ElfNpcModel extends NpcSystem {}
export class ElfNpcModel extends model.on(ElfActorModel, ELF_ACTOR_SPECS.elfNpc, "Actor", "elfNpc", (s: NpcSystem) => npcDerived(s)) {}

/** A weapon's use is its holder's attack with it on a target (combat/attack.ts). */
export interface ElfWeaponModel extends WeaponSystem {}
export class ElfWeaponModel extends model.item(ELF_ITEM_SPECS.elfWeapon, "elfWeapon") {
  override get usable() { return true; }
  override async use({ target = null, intent = { fastForward: false, advantage: false, disadvantage: false } }: { target?: Actor.Implementation | null; intent?: ClickIntent } = {}) {
    const actor = this.owner;
    return actor ? pcAttack(actor, this.item, target, intent) : undefined;
  }
}
export interface ElfArmorModel extends ArmorSystem {}
export class ElfArmorModel extends model.item(ELF_ITEM_SPECS.elfArmor, "elfArmor") {}
export interface ElfShieldModel extends ShieldSystem {}
export class ElfShieldModel extends model.item(ELF_ITEM_SPECS.elfShield, "elfShield") {}
export interface ElfGearModel extends GearSystem {}
export class ElfGearModel extends model.item(ELF_ITEM_SPECS.elfGear, "elfGear") {}

export const ELF_ACTOR_MODELS = { elfPc: ElfPcModel, elfNpc: ElfNpcModel };
export const ELF_ITEM_MODELS = { elfWeapon: ElfWeaponModel, elfArmor: ElfArmorModel, elfShield: ElfShieldModel, elfGear: ElfGearModel };
