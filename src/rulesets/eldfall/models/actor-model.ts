/**
 * What every Eldfall model (hero or hostile) does: its Health is the pool damage comes off (the profile's HP is
 * the maximum), Weak Points, Mana and AP are pools spent and regained, States go through the status rules. It
 * also reads its own profile card: the printed attributes, every attack row (rules/attacks.ts), the inventory's
 * load against X and the equipped Item of each Category (rules/inventory.ts).
 */
import { RealmsActorModel, type ResourcePool } from "../../../core/data/actor-model";
import { Refusal, requireMayModify } from "../../../core/gm";
import type { Attribute, Size } from "../profile/rules/keys";
import type { DurationSpec } from "../../../core/rules/conditions";
import { applyStateTo, removeStateFrom } from "../states/actor-states";
import { isStateId } from "../states/rules/states";
import type { AttackRow } from "../profile/rules/attacks";
import { equipChanges, type Category, type Load } from "../profile/rules/inventory";
import type { Profile } from "../profile/rules/profile";
import { cardAttacks, cardEquipped, cardLoad, profileOf, upgradesOf, type CardDoc } from "../profile/rules/card";
import { heroHpMax } from "../party/state";
import { apAllotmentNow } from "../turns/phases";
import { poolShape } from "./migrations";
import { rollAttack, type AttackOptions } from "../dice/rolling";
import type { RollCard } from "../dice/cards";
import { diceRowOf } from "../dice/rules/attack-row";
import { attackRowName } from "../dice/attack-profiles";
import { declareAttack } from "../activation/activation";
/** The stored fields every profile has (the specs' `profile`), as this class reads them. */
interface ProfileData {
  attributes: Record<Attribute, number | null>;
  health: { value: number };
  ap: { value: number };
  size: Size;
  weakPoints: number;
  mana: number;
  inventory: number | null;
  lastWeapon: string;
}

interface ItemData { id: string | null; name: string | null; type: string; sort?: number; system: unknown }

/** What a State application may say besides the State: its duration, whether it is entered voluntarily, no notice. */
export interface ConditionOptions {
  readonly duration?: DurationSpec;
  readonly voluntary?: boolean;
  readonly quiet?: boolean;
}

export abstract class EldfallActorModel extends RealmsActorModel {
  /** The stored profile fields every subtype has (the spec's types). */
  declare attributes: Record<Attribute, number>;
  /** Current HP and AP as stored; their maxima are `hpMax` and `apMax` (and, for Foundry's token bars, `health.max`, `ap.max`). */
  declare health: { value: number };
  declare weakPoints: number;
  declare mana: number;
  declare ap: { value: number };
  private get data(): ProfileData {
    return this as unknown as ProfileData;
  }

  /**
   * Version 2's pool shape (data/migrations.ts) also for data without a schemaVersion, which the versioned steps
   * never see: an unlinked token's delta (merged over its actor) and an old macro's `system.health: 3` update.
   */
  static override migrateData(source: Record<string, unknown>) {
    Object.assign(source, poolShape(source));
    return super.migrateData(source);
  }

  /** Max HP as the campaign plays it (fewer heroes, Easy); the profile's HP before the model has its actor. */
  get hpMax(): number {
    return this.parent ? heroHpMax(this.actor) : (this.data.attributes.hp ?? 0);
  }

  /** Max AP: what the model receives at Upkeep in its role now (Watchful doubled when reactive), never below what it has. */
  get apMax(): number {
    return this.parent ? apAllotmentNow(this.actor) : (this.data.attributes.sta ?? 0);
  }

  /**
   * The maxima are read when asked (a getter on each pool), never stored: max HP follows the party and its
   * difficulty, max AP the model's role in the combat now, and neither changes the actor's own data. Foundry's
   * token bar reads `health.max`/`ap.max`; the HUD's edit writes `health.value`/`ap.value`, clamped to them.
   */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const maxOf = (pool: unknown, max: () => number) => {
      if (pool && typeof pool === "object") Object.defineProperty(pool, "max", { get: max, enumerable: true, configurable: true });
    };
    maxOf(this.data.health, () => this.hpMax);
    maxOf(this.data.ap, () => this.apMax);
  }

  protected override resourcePools(): Record<string, ResourcePool> {
    const d = this.data;
    return {
      health: { path: "health.value", value: d.health.value, max: this.hpMax },
      weakPoints: { path: "weakPoints", value: d.weakPoints, max: 99 },
      mana: { path: "mana", value: d.mana, max: 99 },
      ap: { path: "ap.value", value: d.ap.value, max: 99 },
    };
  }

  /**
   * A State through the State rules (states/actor-states.ts): immunities, the hero rule, the longer duration kept, what it
   * cancels. `options.duration` is the source's (a Poison Wound, a Spell until the caster's next Strategic Phase).
   */
  override async applyCondition(id: string, options: ConditionOptions = {}) {
    if (!isStateId(id)) throw new RangeError(`Eldfall has no State "${id}"`);
    return applyStateTo(this.actor, id, { duration: options.duration, voluntary: options.voluntary, quiet: options.quiet });
  }

  override async removeCondition(id: string) {
    if (!isStateId(id)) throw new RangeError(`Eldfall has no State "${id}"`);
    return removeStateFrom(this.actor, id, false);
  }

  /* --- The profile card (rules/card.ts) --- */

  /** This actor as plain card data, its Items in the order the sheet lists them (the Primary Weapon rule reads it). */
  get card(): CardDoc {
    const items = [...(this.actor.items as unknown as Iterable<ItemData>)].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
      .map((i) => ({ id: i.id ?? "", name: i.name ?? "", type: i.type, system: i.system }));
    return { type: this.actor.type, system: this as unknown as CardDoc["system"], items };
  }

  /** Printed attributes, an unprinted one as 0. */
  get profile(): Profile {
    return profileOf(this.data.attributes);
  }

  /** The inventory's load against Inventory (X). */
  get load(): Load {
    return cardLoad(this.card);
  }

  /** The equipped Item id of each Category (M67, M70). */
  get equipped(): Record<Category, string | null> {
    return cardEquipped(this.card);
  }

  /** Every attack row the model can use: Unarmed Attack, Shield Bash with a Shield, its Items' and Spells' rows. */
  get attacks(): AttackRow[] {
    return cardAttacks(this.card);
  }

  /* --- Changes a player makes on the sheet --- */

  /** Equip an Item: it becomes the one of its Category, the others of that Category are unequipped. */
  async equip(itemId: string): Promise<void> {
    requireMayModify(game.user, this.actor);
    const changes = equipChanges(upgradesOf(this.card.items), itemId);
    if (changes.length) await this.actor.updateEmbeddedDocuments("Item", changes.map((c) => ({ _id: c.id, system: { equipped: c.equipped } })));
  }

  /** Unequip an Item (its Category falls back to the Primary Weapon rule). */
  async unequip(itemId: string): Promise<void> {
    requireMayModify(game.user, this.actor);
    await this.actor.updateEmbeddedDocuments("Item", [{ _id: itemId, system: { equipped: false } }]);
  }

  /** Remember the Weapon an attack used (M70); the dice part calls this when an Item's row attacks. */
  async noteWeaponUsed(itemId: string): Promise<void> {
    if (this.data.lastWeapon !== itemId) await this.writeSystem({ lastWeapon: itemId }, "spend");
  }

  /**
   * Roll one of `attacks` (its id) unopposed at `target` (dialog with exact odds, one d20 per Strike): a roll card
   * only, nothing applied (a macro's or the dice API's roll). A player's Attack goes through `declareAttack`.
   */
  async attack(rowId: string, target: Actor.Implementation | null = null, options: AttackOptions = {}): Promise<RollCard | null> {
    const row = this.rowOf(rowId);
    return rollAttack(this.actor, diceRowOf(row, attackRowName(row)), target, options);
  }

  /**
   * Declare an Attack with one of `attacks` at `targets` in the model's Activation Sequence (the sheet's Attack):
   * declare → reactions → Confrontation → Resolution → damage, through the activation card's steps.
   */
  async declareAttack(rowId: string, targets: readonly Actor.Implementation[]): Promise<"declared" | "activated" | "refused"> {
    this.rowOf(rowId);
    return declareAttack(this.actor, rowId, targets.map((t) => t.uuid).filter((u): u is string => !!u));
  }

  private rowOf(rowId: string): AttackRow {
    const row = this.attacks.find((r) => r.id === rowId);
    if (!row) throw new Refusal("REALMS.Eldfall.Models.Errors.noAttackRow", { name: this.actor.name ?? "?", row: rowId });
    return row;
  }
}
