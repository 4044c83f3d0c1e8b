/**
 * The behaviour every Realms actor model offers, so core code and other rulesets call `actor.system.X(...)`
 * without switching on the actor's type: damage through the typed pipeline (preview, apply, undo), healing,
 * resources, conditions and roll data. A ruleset's model says what its numbers are (profile, steps, pools)
 * and what follows a change (falling unconscious, a dying roll); the writing and the hooks are here once.
 *
 * Writes respect Foundry's permissions as the flows always did: only the GM or an owner of the actor may
 * change it; anyone else is refused with a Refusal (a localized message) before anything is written. A
 * player who may not change the actor goes through a GM action (core/gm.ts) whose handler calls the model.
 */
import { RealmsDataModel } from "./data-model";
import { emit, emitBefore } from "../events";
import { requireMayModify } from "../gm";
import {
  UNTYPED, healPool, onPool, resolveDamage, spendFrom,
  type DamageOutcome, type DamagePacket, type DamagePool, type DamageProfile, type DamageRules,
} from "../rules/damage";

/** A value that is spent and regained: where it lives and its bounds. */
export interface ResourcePool {
  readonly path: string;
  readonly value: number;
  readonly max: number;
}

/** Why values are written (passed to `writeSystem`, so a ruleset can treat damage and undo apart). */
export type WriteReason = "damage" | "undo" | "heal" | "spend" | "regain";

export abstract class RealmsActorModel extends RealmsDataModel {
  get actor(): Actor.Implementation {
    return this.parent as unknown as Actor.Implementation;
  }

  /* --- What a ruleset declares --- */

  /** The ruleset's damage rules: its own steps (armor, shields, reactions), which types resist. */
  protected damageRules(_packet: DamagePacket): DamageRules {
    return {};
  }

  /** What this actor brings against a hit (resistances, immunities, vulnerabilities). */
  protected damageProfile(_packet: DamagePacket): DamageProfile {
    return {};
  }

  /** Spent and regained values by id; "health" is the one damage comes off and healing fills. */
  protected resourcePools(): Record<string, ResourcePool> {
    return {};
  }

  /** The pool damage comes off: "health" by default; null when damage is not a number taken from a pool. */
  protected damagePool(): DamagePool | null {
    const health = this.resourcePools().health;
    return health ? { path: health.path, value: health.value } : null;
  }

  /** What follows damage that was written (falling unconscious, a dying roll, secondary effects). */
  protected async afterDamage(_outcome: DamageOutcome, _packet: DamagePacket): Promise<void> {}

  /** Apply or remove a condition through the ruleset's condition rules (cap, immunity, ladder, notices). */
  abstract applyCondition(id: string, options?: Record<string, unknown>): Promise<unknown>;
  abstract removeCondition(id: string): Promise<unknown>;

  /* --- The contract core code calls --- */

  /** What a packet would do to this actor, step by step, without writing anything. */
  previewDamage(packet: DamagePacket): DamageOutcome {
    const outcome = resolveDamage(packet, this.damageProfile(packet), this.damageRules(packet));
    const pool = this.damagePool();
    return pool ? onPool(outcome, pool) : outcome;
  }

  /**
   * Apply a packet: `realms.preDamage` may cancel it (nothing written, `cancelled` set), otherwise the
   * changed values are written, the ruleset's follow-ups run, and `realms.damage` fires with the outcome.
   */
  async applyDamage(packet: DamagePacket): Promise<DamageOutcome> {
    const actor = this.actor;
    requireMayModify(game.user, actor);
    const outcome = this.previewDamage(packet);
    if (!emitBefore("preDamage", { actor, packet, outcome })) return { ...outcome, before: {}, after: {}, cancelled: true };
    await this.writeSystem(outcome.after, "damage");
    await this.afterDamage(outcome, packet);
    emit("damage", { actor, packet, outcome });
    return outcome;
  }

  /** Put back what an applied outcome changed (its `before` values). */
  async undoDamage(outcome: DamageOutcome): Promise<void> {
    requireMayModify(game.user, this.actor);
    await this.writeSystem(outcome.before, "undo");
  }

  /** One typed amount of damage (a poison tick, a fall). */
  takeDamage(amount: number, type: string = UNTYPED): Promise<DamageOutcome> {
    return this.applyDamage({ parts: [{ amount, type }] });
  }

  /** Heal up to the health maximum; resolves to the points actually healed. */
  heal(amount: number): Promise<number> {
    return this.regainResource("health", amount);
  }

  /** Spend a resource; false (nothing written) when there is not enough of it. */
  async spendResource(id: string, amount: number): Promise<boolean> {
    const pool = this.requirePool(id);
    const spent = spendFrom(pool.value, amount);
    if (!spent.ok) return false;
    await this.writeSystem({ [pool.path]: spent.value }, "spend");
    return true;
  }

  /** Regain a resource up to its maximum; resolves to what was actually regained. */
  async regainResource(id: string, amount: number): Promise<number> {
    const pool = this.requirePool(id);
    const next = healPool(pool.value, amount, pool.max);
    await this.writeSystem({ [pool.path]: next }, id === "health" ? "heal" : "regain");
    return next - pool.value;
  }

  /* --- Writing --- */

  private requirePool(id: string): ResourcePool {
    const pool = this.resourcePools()[id];
    if (!pool) throw new RangeError(`${this.actor.type} has no resource "${id}"`);
    return pool;
  }

  /**
   * Write system values by path (relative to `system`), GM or owner only. Rulesets whose writes need more
   * (Aedelore's zero crossings) override this and still call it.
   */
  protected async writeSystem(values: Readonly<Record<string, unknown>>, _why: WriteReason): Promise<void> {
    requireMayModify(game.user, this.actor);
    const entries = Object.entries(values);
    if (!entries.length) return;
    await this.actor.update(Object.fromEntries(entries.map(([path, v]) => [`system.${path}`, v])));
  }
}

/**
 * An actor's model as the contract above, or as the ruleset's own model class a flow names (`T`, a type-only
 * import: flows and models import each other's modules no other way, so the build has no import cycle).
 * Foundry's types also allow subtypes of other packages (and "base"), whose system is no Realms model; a
 * Realms flow only ever meets its own, so anything else is a bug.
 */
export function actorModel<T extends RealmsActorModel = RealmsActorModel>(actor: Actor.Implementation): T {
  const system: unknown = actor.system;
  if (!(system instanceof RealmsActorModel)) throw new TypeError(`${actor.type} is not a Realms actor model`);
  return system as T;
}
