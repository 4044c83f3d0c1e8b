import { modelsFor } from "../../../core/data/model";
import { TWOD6_MIGRATIONS } from "./migrations";
import { SCHEMA_VERSION, TWOD6_ACTOR_SPECS as ACTORS, TWOD6_ITEM_SPECS as ITEMS } from "./specs";
import type { ArmorSystem, CharacterSystem, ChargedSystem, CreatureSystem, ProvisionSystem, TrinketSystem, WeaponSystem } from "./specs";
import { TwoD6ActorModel } from "./actor-model";
import { consumeProvision, lossRefusal, maxCharges, setEquipped, spendCharge } from "../items/items";
import { blessedValue, type LoseWay } from "../items/rules/items";
import { RealmsItemModel } from "../../../core/data/item-model";

/** What every 2D6 item carries: the curse and blessing rules, equipping with the bound refusal. */
abstract class TwoD6ItemModel extends RealmsItemModel {
  declare equipped: boolean;
  declare cursed: boolean;
  declare bound: boolean;
  declare blessed: boolean;
  declare blessing: number;

  /** Why its holder may not give it up this way (null: it may). */
  refusalToLose(way: LoseWay) {
    return lossRefusal(this.item, way);
  }

  /** Equip or unequip it (a bound cursed item stays on; refused with a notice). */
  equip(on = !this.equipped): Promise<boolean> {
    return setEquipped(this.item, on);
  }

  /** A number raised by the blessing (durability, benefit). */
  blessedValue(value: number): number {
    return blessedValue(value, this.blessed, this.blessing);
  }
}

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   each model class merges the interface of its spec data, which is how `actor.system` gets its type. */
// Each model takes its spec from the subtype maps (./specs.ts), which the pack check reads too (tools/all-specs.ts).
const model = modelsFor(SCHEMA_VERSION, TWOD6_MIGRATIONS);

export interface TwoD6CharacterModel extends CharacterSystem {}
export class TwoD6CharacterModel extends model.on(TwoD6ActorModel, ACTORS.twod6Character, "Actor", "twod6Character") {}
export interface TwoD6CreatureModel extends CreatureSystem {}
export class TwoD6CreatureModel extends model.on(TwoD6ActorModel, ACTORS.twod6Creature, "Actor", "twod6Creature") {}

export interface TwoD6WeaponModel extends WeaponSystem {}
export class TwoD6WeaponModel extends model.on(TwoD6ItemModel, ITEMS.twod6Weapon, "Item", "twod6Weapon") {
  /** Durability with the blessing's extra. */
  get maxDurability(): number { return this.blessedValue(this.durability.max); }
}
export interface TwoD6ArmorModel extends ArmorSystem {}
export class TwoD6ArmorModel extends model.on(TwoD6ItemModel, ITEMS.twod6Armor, "Item", "twod6Armor") {
  get maxDurability(): number { return this.blessedValue(this.durability.max); }
}

/** Eaten or drunk: its values go onto the hunger and thirst counters (items/items.ts). */
export interface TwoD6ProvisionModel extends ProvisionSystem {}
export class TwoD6ProvisionModel extends model.on(TwoD6ItemModel, ITEMS.twod6Provision, "Item", "twod6Provision") {
  override get usable() { return true; }
  override use() { return consumeProvision(this.item); }
}

/** Potions, wands and tomes: a charge a use; a blessing adds charges. */
export interface TwoD6ChargedModel extends ChargedSystem {}
export class TwoD6ChargedModel extends model.on(TwoD6ItemModel, ITEMS.twod6Charged, "Item", "twod6Charged") {
  get maxCharges(): number { return maxCharges(this); }
  override get usable() { return true; }
  override use() { return spendCharge(this.item); }
}

/** Amulets and rings: enchants, haste, a benefit the blessing raises. */
export interface TwoD6TrinketModel extends TrinketSystem {}
export class TwoD6TrinketModel extends model.on(TwoD6ItemModel, ITEMS.twod6Trinket, "Item", "twod6Trinket") {
  get totalBenefit(): number { return this.blessedValue(this.benefit); }
}
/* eslint-enable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type */

export const TWOD6_ACTOR_MODELS = { twod6Character: TwoD6CharacterModel, twod6Creature: TwoD6CreatureModel };
export const TWOD6_ITEM_MODELS = {
  twod6Weapon: TwoD6WeaponModel, twod6Armor: TwoD6ArmorModel, twod6Provision: TwoD6ProvisionModel, twod6Charged: TwoD6ChargedModel,
  twod6Trinket: TwoD6TrinketModel,
};
