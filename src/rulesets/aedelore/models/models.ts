import { modelsFor } from "../../../core/data/model";
import type { ClickIntent } from "../../../core/roll-dialog";
import { AEDELORE_MIGRATIONS } from "./migrations";
import { SCHEMA_VERSION, AEDELORE_ACTOR_SPECS, AEDELORE_ITEM_SPECS } from "./specs";
import type {
  AbilitySystem, AmmunitionSystem, ArmorSystem, CharacterSystem, ClassSystem, CreatureSystem, GearSystem, PotionSystem, ProvisionSystem, RaceSystem,
  ReligionSystem, ShieldSystem, SpellSystem, WeaponSystem,
} from "./specs";
import { AedActorModel } from "./actor-model";
import type { ResourcePool } from "../../../core/data/actor-model";
import { WEAKENED_MAX } from "../conditions/rules/collapse";
import { BOOST_MAX } from "../supplies/rules/resources";
import { damageGear } from "../combat/rules/combat";
import { attack } from "../combat/attack";
import { castSpell, useAbility } from "../magic/magic";
import { usePotion } from "../supplies/resources";

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   each model class merges the interface of its spec data, which is how `actor.system` gets its type. */
const model = modelsFor(SCHEMA_VERSION, AEDELORE_MIGRATIONS);
const NO_INTENT: ClickIntent = { fastForward: false, advantage: false, disadvantage: false };

export interface AedCharacterModel extends CharacterSystem {}
export class AedCharacterModel extends model.on(AedActorModel, AEDELORE_ACTOR_SPECS.aedeloreCharacter, "Actor", "aedeloreCharacter") {
  /** Beside HP, a character spends and regains Arcana, Weakened and Boost. */
  protected override resourcePools(): Record<string, ResourcePool> {
    return {
      ...super.resourcePools(),
      arcana: { path: "arcana.value", value: this.arcana.value, max: this.arcana.max },
      weakened: { path: "weakened", value: this.weakened, max: WEAKENED_MAX },
      boost: { path: "boost", value: this.boost, max: BOOST_MAX },
    };
  }
}
export interface AedCreatureModel extends CreatureSystem {}
export class AedCreatureModel extends model.on(AedActorModel, AEDELORE_ACTOR_SPECS.aedeloreCreature, "Actor", "aedeloreCreature") {}
export interface AedRaceModel extends RaceSystem {}
export class AedRaceModel extends model.item(AEDELORE_ITEM_SPECS.aedeloreRace, "aedeloreRace") {}
export interface AedClassModel extends ClassSystem {}
export class AedClassModel extends model.item(AEDELORE_ITEM_SPECS.aedeloreClass, "aedeloreClass") {}
export interface AedReligionModel extends ReligionSystem {}
export class AedReligionModel extends model.item(AEDELORE_ITEM_SPECS.aedeloreReligion, "aedeloreReligion") {}

/** A weapon's use is an attack with it on a target (combat/attack.ts). */
export interface AedWeaponModel extends WeaponSystem {}
export class AedWeaponModel extends model.item(AEDELORE_ITEM_SPECS.aedeloreWeapon, "aedeloreWeapon") {
  override get usable() { return true; }
  /** A poison potion put on the blade. */
  async applyPoison(): Promise<void> {
    await this.writeSystem({ poisoned: true });
  }

  override async use({ target = null, intent = NO_INTENT }: { target?: Actor.Implementation | null; intent?: ClickIntent } = {}) {
    const actor = this.owner;
    return actor ? attack(actor, this.item, target, intent) : undefined;
  }
}

/** Armor and shields take what they block to their HP; at 0 they are broken. */
export interface AedArmorModel extends ArmorSystem {}
export class AedArmorModel extends model.item(AEDELORE_ITEM_SPECS.aedeloreArmor, "aedeloreArmor") {
  async absorb(blocked: number): Promise<void> {
    if (this.hp.max > 0) await this.writeSystem({ "hp.value": damageGear(this.hp.value, blocked).hp });
  }
}
export interface AedShieldModel extends ShieldSystem {}
export class AedShieldModel extends model.item(AEDELORE_ITEM_SPECS.aedeloreShield, "aedeloreShield") {
  async absorb(blocked: number): Promise<void> {
    if (this.hp.max > 0) await this.writeSystem({ "hp.value": damageGear(this.hp.value, blocked).hp });
  }
}

/** A spell is cast: Arcana paid, the pool rolled (magic/magic.ts). */
export interface AedSpellModel extends SpellSystem {}
export class AedSpellModel extends model.item(AEDELORE_ITEM_SPECS.aedeloreSpell, "aedeloreSpell") {
  override get usable() { return true; }
  /** Prepared or not (the flow checks the safe area first). */
  async toggleActive(): Promise<void> {
    await this.writeSystem({ active: !this.active });
  }

  override async use({ intent = NO_INTENT }: { intent?: ClickIntent } = {}) {
    const actor = this.owner;
    return actor ? castSpell(actor, this.item, intent) : undefined;
  }
}

/** A class ability is used: its check, then Weakened paid and dice gained (magic/magic.ts). */
export interface AedAbilityModel extends AbilitySystem {}
export class AedAbilityModel extends model.item(AEDELORE_ITEM_SPECS.aedeloreAbility, "aedeloreAbility") {
  override get usable() { return true; }
  override async use({ intent = NO_INTENT }: { intent?: ClickIntent } = {}) {
    const actor = this.owner;
    return actor ? useAbility(actor, this.item, intent) : undefined;
  }
}

/** A potion is drunk (or a poison put on a weapon) (supplies/resources.ts). */
export interface AedPotionModel extends PotionSystem {}
export class AedPotionModel extends model.item(AEDELORE_ITEM_SPECS.aedelorePotion, "aedelorePotion") {
  override get usable() { return true; }
  override async use({ weapon = null }: { weapon?: Item.Implementation | null } = {}) {
    const actor = this.owner;
    return actor ? usePotion(actor, this.item, weapon) : undefined;
  }
}
export interface AedAmmunitionModel extends AmmunitionSystem {}
export class AedAmmunitionModel extends model.item(AEDELORE_ITEM_SPECS.aedeloreAmmunition, "aedeloreAmmunition") {
  /** Shots picked up after the fight. */
  async recover(count: number): Promise<void> {
    if (count > 0) await this.writeSystem({ quantity: this.quantity + count });
  }
}
export interface AedProvisionModel extends ProvisionSystem {}
export class AedProvisionModel extends model.item(AEDELORE_ITEM_SPECS.aedeloreProvision, "aedeloreProvision") {}
export interface AedGearModel extends GearSystem {}
export class AedGearModel extends model.item(AEDELORE_ITEM_SPECS.aedeloreGear, "aedeloreGear") {}

export const AEDELORE_ACTOR_MODELS = { aedeloreCharacter: AedCharacterModel, aedeloreCreature: AedCreatureModel };
export const AEDELORE_ITEM_MODELS = {
  aedeloreRace: AedRaceModel, aedeloreClass: AedClassModel, aedeloreReligion: AedReligionModel, aedeloreWeapon: AedWeaponModel,
  aedeloreArmor: AedArmorModel, aedeloreShield: AedShieldModel, aedeloreSpell: AedSpellModel, aedeloreAbility: AedAbilityModel,
  aedelorePotion: AedPotionModel, aedeloreAmmunition: AedAmmunitionModel, aedeloreProvision: AedProvisionModel, aedeloreGear: AedGearModel,
};
