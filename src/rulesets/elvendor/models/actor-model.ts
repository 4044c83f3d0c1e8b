/**
 * What every Elvendor actor does: damage through the core pipeline with ARMOR per hit, healing its Health,
 * conditions through the Elvendor condition rules, actions lost to Blinded or Companion Command.
 */
import { RealmsActorModel, type ResourcePool } from "../../../core/data/actor-model";
import type { DamagePacket, DamageRules } from "../../../core/rules/damage";
import { elvendorDamageRules } from "../combat/rules/damage";
import type { Tier } from "../conditions/rules/conditions";
import { defenses } from "../actors/stats";
import { applyConditionTo, removeConditionFrom } from "../conditions/conditions";
import { isConditionId } from "../conditions/rules/conditions";

export abstract class ElvendorActorModel extends RealmsActorModel {
  declare health: { value: number; max: number };

  protected override resourcePools(): Record<string, ResourcePool> {
    return { health: { path: "health.value", value: Number(this.health.value), max: Number(this.health.max) } };
  }

  protected override damageRules(_packet: DamagePacket): DamageRules {
    return elvendorDamageRules(defenses(this.actor).armor);
  }

  override async applyCondition(id: string, options: { tier?: Tier; value?: number; rounds?: number } = {}) {
    if (!isConditionId(id)) throw new RangeError(`Unknown Elvendor condition "${id}"`);
    return applyConditionTo(this.actor, id, options);
  }

  override async removeCondition(id: string) {
    return removeConditionFrom(this.actor, id);
  }

  /** Actions lost at the start of the next turn (heroes and companions keep count; an enemy has none to lose). */
  async loseActions(count: number): Promise<void> {
    if (!("actionsLost" in this) || typeof this.actionsLost !== "number") return;
    await this.writeSystem({ actionsLost: this.actionsLost + count }, "spend");
  }

  override getRollData(): Record<string, unknown> {
    return { ...super.getRollData(), ...defenses(this.actor) };
  }
}
