/**
 * What every Aedelore actor does: damage through the core pipeline (the defender's reaction as its step),
 * HP, Arcana, Weakened and Boost spent and regained, statuses through the status rules. Every write goes
 * through `updateVitals`, so HP or Weakened reaching 0 rolls dying or collapse before the write returns.
 */
import { RealmsActorModel, type ResourcePool, type WriteReason } from "../../../core/data/actor-model";
import { requireMayModify } from "../../../core/gm";
import type { DamageOutcome, DamagePacket, DamageRules } from "../../../core/rules/damage";
import { AEDELORE_DAMAGE_RULES } from "../combat/rules/damage";
import { isItemType } from "../../../core/data/subtypes";
import { derivedOf, isCharacter } from "../character/state";
import { setStatus, syncBleeding } from "../conditions/conditions";
import { AEDELORE_STATUS_EFFECTS } from "../config";
import { updateVitals } from "../conditions/vitals";

export abstract class AedActorModel extends RealmsActorModel {
  declare hp: { value: number; max: number };

  protected override resourcePools(): Record<string, ResourcePool> {
    return { health: { path: "hp.value", value: this.hp.value, max: this.hp.max } };
  }

  protected override damageRules(_packet: DamagePacket): DamageRules {
    return AEDELORE_DAMAGE_RULES;
  }

  /** A Block's shield (or armor) takes what it stopped to its HP; at 0 it is broken (combat/rules/combat.ts damageGear). */
  protected override async afterDamage(_outcome: DamageOutcome, packet: DamagePacket): Promise<void> {
    const { blockWith, blocked } = packet.options ?? {};
    if (typeof blockWith !== "string" || typeof blocked !== "number" || blocked <= 0) return;
    const gear = this.actor.items.find((i) => i.name === blockWith && (i.type === "aedeloreShield" || i.type === "aedeloreArmor"));
    if (gear && isItemType(gear, ["aedeloreShield", "aedeloreArmor"])) await gear.system.absorb(blocked);
  }

  protected override async writeSystem(values: Readonly<Record<string, unknown>>, _why: WriteReason): Promise<void> {
    requireMayModify(game.user, this.actor);
    const entries = Object.entries(values);
    if (entries.length) await updateVitals(this.actor, Object.fromEntries(entries.map(([path, v]) => [`system.${path}`, v])));
  }

  /** Bleeding stops: Bleed 0, and the Bleeding status that mirrors it goes. */
  async stopBleeding(): Promise<void> {
    await this.writeSystem({ bleed: 0 }, "regain");
    await syncBleeding(this.actor);
  }

  /** A status on (the token HUD's toggle comes here too); false for Bleeding, which only mirrors the Bleed value. */
  override async applyCondition(id: string) {
    return this.setCondition(id, true);
  }

  override async removeCondition(id: string) {
    return this.setCondition(id, false);
  }

  private async setCondition(id: string, active: boolean): Promise<boolean> {
    if (id === "bleeding") {
      ui.notifications?.info("REALMS.Aedelore.Errors.BleedingFollowsValue", { localize: true });
      return false;
    }
    if (!AEDELORE_STATUS_EFFECTS.some((s) => s.id === id)) return false;
    await setStatus(this.actor, id, active);
    return true;
  }

  override getRollData(): Record<string, unknown> {
    return isCharacter(this.actor) ? { ...super.getRollData(), totals: derivedOf(this.actor).totals } : super.getRollData();
  }
}
