/**
 * What every 2D6 creature does: its derived numbers from its data and equipped items (models/rules/derived.ts), health
 * as the pool damage comes off (its maximum from the health formula), energy spent and regained, damage through
 * the core pipeline with its armour, resistances, immunities, vulnerabilities and aura, conditions as statuses.
 * A secondary effect that takes hold is part of what damage writes: Apply sets its status, Undo takes it off.
 */

/** Outcome paths that stand for a secondary effect's status (0 off, 1 on) beside the system values. */
const STATUS_PATH = "$status.";
import { RealmsActorModel, type ResourcePool, type WriteReason } from "../../../core/data/actor-model";
import type { DamageOutcome, DamagePacket, DamageProfile, DamageRules } from "../../../core/rules/damage";
import { deriveCreature, type CreatureDerived } from "./rules/derived";
import { equippedFacts } from "../items/facts";
import { damageProfile, TWOD6_DAMAGE_RULES } from "../creatures/rules/damage";
import type { CreatureSystem } from "./specs";
import { HASTE_STATUS } from "../survival/rules/sustenance";
import { countInForce, readConditions } from "../../../core/effects";
import { setTwoD6Condition } from "../conditions/conditions";

export abstract class TwoD6ActorModel extends RealmsActorModel {
  declare abilities: CreatureSystem["abilities"];
  declare offsets: CreatureSystem["offsets"];
  declare race: CreatureSystem["race"];
  declare level: number;
  declare health: { value: number; max: number };
  declare energy: { value: number; max: number };
  declare hunger: number;
  declare thirst: number;
  declare resistances: CreatureSystem["resistances"];
  declare immunities: CreatureSystem["immunities"];
  declare vulnerabilities: CreatureSystem["vulnerabilities"];
  declare aura: CreatureSystem["aura"];
  declare haste: number;
  declare slows: CreatureSystem["slows"];
  declare activity: CreatureSystem["activity"];

  /** Haste effects in force from statuses (a spell on the token), beyond the creature's own and its items'. */
  private hasteStatuses(): number {
    return countInForce(this.actor.effects ?? [], HASTE_STATUS);
  }

  /** Everything the sheet shows and rolls read, from the data as it is now (pure, so always current). */
  get rules(): CreatureDerived {
    return deriveCreature({
      abilities: this.abilities, race: this.race, offsets: this.offsets, level: this.level,
      sustenance: { hunger: this.hunger, thirst: this.thirst }, natural: this.resistances,
      immunities: this.immunities, vulnerabilities: this.vulnerabilities, aura: this.aura || null,
      haste: this.haste + this.hasteStatuses(), items: [...this.actor.items].map(equippedFacts),
    });
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const r = this.rules;
    this.health.max = r.health;
    this.energy.max = r.energy;
    this.derived = { ...r };
  }

  protected override resourcePools(): Record<string, ResourcePool> {
    const r = this.rules;
    return {
      health: { path: "health.value", value: this.health.value, max: r.health },
      energy: { path: "energy.value", value: this.energy.value, max: r.energy },
    };
  }

  protected override damageRules(_packet: DamagePacket): DamageRules {
    return TWOD6_DAMAGE_RULES;
  }

  /** A hit's slot is in its packet options (`slot: "head"`); an aura meets the average of body and head. */
  protected override damageProfile(packet: DamagePacket): DamageProfile {
    const hit = packet.options?.aura ? "aura" : packet.options?.slot === "head" ? "head" : "body";
    return damageProfile(this.rules.defences, hit);
  }

  /** The pipeline's outcome plus each secondary effect that takes hold and is not on the creature yet. */
  override previewDamage(packet: DamagePacket): DamageOutcome {
    const outcome = super.previewDamage(packet);
    const have = new Set(readConditions(this.actor.effects ?? []).map((c) => c.id));
    const fresh = outcome.secondary.filter((id) => !have.has(id)).map((id) => `${STATUS_PATH}${id}`);
    if (!fresh.length) return outcome;
    return {
      ...outcome,
      before: { ...outcome.before, ...Object.fromEntries(fresh.map((p) => [p, 0])) },
      after: { ...outcome.after, ...Object.fromEntries(fresh.map((p) => [p, 1])) },
    };
  }

  /** System values as the core writes them; the status entries (see `previewDamage`) set or clear the condition. */
  protected override async writeSystem(values: Readonly<Record<string, unknown>>, why: WriteReason): Promise<void> {
    const entries = Object.entries(values);
    await super.writeSystem(Object.fromEntries(entries.filter(([k]) => !k.startsWith(STATUS_PATH))), why);
    for (const [k, v] of entries) if (k.startsWith(STATUS_PATH)) await setTwoD6Condition(this.actor, k.slice(STATUS_PATH.length), v === 1);
  }

  /** Haste, slow or a secondary effect (conditions/rules/conditions.ts), as the token HUD gives it; false for an unknown id. */
  override async applyCondition(id: string) {
    return setTwoD6Condition(this.actor, id, true);
  }

  override async removeCondition(id: string) {
    return setTwoD6Condition(this.actor, id, false);
  }
}
