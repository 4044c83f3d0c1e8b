/**
 * What every Eldfall model (hero or hostile) does: its Health is the pool damage comes off (the profile's HP is
 * the maximum), Weak Points, Mana and AP are pools spent and regained, States go through the status rules.
 */
import { RealmsActorModel, type ResourcePool } from "../../../core/data/actor-model";
import { statusIdOf } from "../../../core/status-ids";
import { ELDFALL_ID } from "../config";
import type { Attribute } from "../rules/keys";

export abstract class EldfallActorModel extends RealmsActorModel {
  /** Printed values; `null` (typed as number by the spec) where a profile prints none. */
  declare attributes: Record<Attribute, number>;
  declare health: number;
  declare weakPoints: number;
  declare mana: number;
  declare ap: number;

  protected override resourcePools(): Record<string, ResourcePool> {
    return {
      health: { path: "health", value: this.health, max: this.attributes.hp ?? 0 },
      weakPoints: { path: "weakPoints", value: this.weakPoints, max: 99 },
      mana: { path: "mana", value: this.mana, max: 99 },
      ap: { path: "ap", value: this.ap, max: 99 },
    };
  }

  override async applyCondition(id: string) {
    return this.actor.toggleStatusEffect(statusIdOf(ELDFALL_ID, id), { active: true });
  }

  override async removeCondition(id: string) {
    return this.actor.toggleStatusEffect(statusIdOf(ELDFALL_ID, id), { active: false });
  }
}
