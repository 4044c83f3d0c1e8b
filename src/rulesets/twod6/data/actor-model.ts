/** What every 2D6 creature does: health is the pool damage comes off, energy is spent and regained, conditions through the status rules. */
import { RealmsActorModel, type ResourcePool } from "../../../core/data/actor-model";
import { statusIdOf } from "../../../core/status-ids";
import { TWOD6_ID } from "../config";

export abstract class TwoD6ActorModel extends RealmsActorModel {
  declare health: { value: number; max: number };
  declare energy: { value: number; max: number };

  protected override resourcePools(): Record<string, ResourcePool> {
    return {
      health: { path: "health.value", value: this.health.value, max: this.health.max },
      energy: { path: "energy.value", value: this.energy.value, max: this.energy.max },
    };
  }

  override async applyCondition(id: string) {
    return this.actor.toggleStatusEffect(statusIdOf(TWOD6_ID, id), { active: true });
  }

  override async removeCondition(id: string) {
    return this.actor.toggleStatusEffect(statusIdOf(TWOD6_ID, id), { active: false });
  }
}
