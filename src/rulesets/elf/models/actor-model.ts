/**
 * What every Elf System actor does: damage through the core pipeline, where a hit is the Injury Point a
 * PC's resistance roll adds and the harm the roll decided (its secondary effect, applied through the
 * condition ladder); conditions through the ladder; a PC's Injury Points and long action.
 */
import { RealmsActorModel } from "../../../core/data/actor-model";
import { notify } from "../../../core/notices";
import type { DamageOutcome, DamagePacket, DamagePool, DamageRules } from "../../../core/rules/damage";
import { ELF_DAMAGE_RULES, type Harm } from "../damage/rules/damage";
import { harmActor, removeState } from "../conditions/conditions";
import { harmLine, stepsBeforeDead, type LadderHarm } from "../conditions/rules/ladder";
import { elfOptions } from "../settings";
import { isLadderId } from "../conditions/rules/timers";
import { ladderOf } from "../actors/state";
import type { PcSystem } from "./specs";

const LADDER_HARMS: readonly string[] = ["stunned", "wounded", "knockedOut", "dying", "dead"] satisfies LadderHarm[];
const isLadderHarm = (harm: string): harm is LadderHarm => LADDER_HARMS.includes(harm);

export abstract class ElfActorModel extends RealmsActorModel {
  /**
   * The token bar (bar1, ../tokens.ts): steps before Dead, from the conditions in force. Derived, never stored: it
   * is no field of the schema, so Foundry offers no HUD edit of it and an update to it is cleaned away; the ladder
   * changes only through conditions.
   */
  declare ladder: { value: number; max: number };

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.ladder = stepsBeforeDead(ladderOf(this.actor));
  }

  protected override damageRules(_packet: DamagePacket): DamageRules {
    return ELF_DAMAGE_RULES;
  }

  /** A harm on the ladder is what the hit does: the card shows the rung it reaches ("Town Guard → Wounded, −3 to all actions"). */
  override previewDamage(packet: DamagePacket): DamageOutcome {
    const outcome = super.previewDamage(packet);
    const harm = outcome.secondary[0];
    if (!harm || !isLadderHarm(harm)) return outcome;
    return { ...outcome, summary: harmLine(this.actor.name ?? "", ladderOf(this.actor), harm, elfOptions().stackPenalties) };
  }

  /** The harm the roll decided goes through the ladder (a second Stunned becomes Knocked Out…). */
  protected override async afterDamage(outcome: DamageOutcome, _packet: DamagePacket): Promise<void> {
    for (const harm of outcome.secondary) await harmActor(this.actor, harm as Harm | "dead");
  }

  /**
   * A state on, through the ladder (a second Stunned becomes Knocked Out), from the token HUD or the sheet;
   * Injured is a PC's Injury Points. False for an id that is no ladder state.
   */
  override async applyCondition(id: string) {
    if (!isLadderId(id)) return false;
    if (id === "injured") await this.markInjured(true);
    else if (!ladderOf(this.actor).includes(id)) await harmActor(this.actor, id);
    return true;
  }

  override async removeCondition(id: string) {
    if (!isLadderId(id)) return false;
    if (id === "injured") await this.markInjured(false);
    else if (ladderOf(this.actor).includes(id)) await removeState(this.actor, id);
    return true;
  }

  /** Injured is a count of Injury Points, which only a PC keeps (an NPC's toggle changes nothing). */
  protected async markInjured(_injured: boolean): Promise<void> {}
}

/** A PC: the damage adds Injury Points (they count up, never off a pool); a hit ends a long action. */
export abstract class ElfPcActorModel extends ElfActorModel {
  declare injuryPoints: PcSystem["injuryPoints"];
  declare resources: PcSystem["resources"];

  private get injury(): number {
    return Number(this.injuryPoints);
  }

  /** The Injury Points go up by the outcome's total (see previewDamage). */
  protected override damagePool(): DamagePool | null {
    return null;
  }

  override previewDamage(packet: DamagePacket): DamageOutcome {
    const outcome = super.previewDamage(packet);
    const next = this.injury + outcome.total;
    return {
      ...outcome,
      steps: outcome.total ? [...outcome.steps, { label: "REALMS.Elf.Damage.injuryTo", data: { points: next }, value: outcome.total }] : outcome.steps,
      before: { injuryPoints: this.injury }, after: { injuryPoints: next },
    };
  }

  /** A hit during a long action loses it (written before the harm, as the damage card always did). */
  protected override async afterDamage(outcome: DamageOutcome, packet: DamagePacket): Promise<void> {
    const lost = !!packet.options?.longActionFailed;
    if (lost) await this.endLongAction();
    await super.afterDamage(outcome, packet);
    if (lost) await notify(this.actor, "REALMS.Elf.Notice.longActionFails");
  }

  protected override async markInjured(injured: boolean): Promise<void> {
    await this.setInjuryPoints(injured ? Math.max(1, this.injury) : 0);
  }

  async setInjuryPoints(points: number): Promise<void> {
    await this.writeSystem({ injuryPoints: points }, "heal");
  }

  /**
   * Spend one point of a point pool (the sheet's resources list). Foundry replaces an array field whole, so
   * the whole list is written; false when that pool has none left.
   */
  async spendPoint(index: number): Promise<boolean> {
    const pools = this.resources;
    const pool = pools[index];
    if (!pool || pool.value < 1) return false;
    await this.writeSystem({ resources: pools.map((p, j) => (j === index ? { ...p, value: p.value - 1 } : { ...p })) }, "spend");
    return true;
  }

  async endLongAction(): Promise<void> {
    await this.writeSystem({ longAction: false }, "spend");
  }
}
