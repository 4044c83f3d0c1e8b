/**
 * Stage 10, Weak Points given: a failed DMG roll (or a resisted Mindgame) gives the hit model 1 WP; a hero's
 * successful Attack roll that led to no DMG roll (lost Confrontation, negated, dodged) may give the enemy 1 WP
 * (the player may decline). At most 1 WP per attacker per model per sequence (follow-up Attacks included);
 * none to a model that fell this step.
 */
import { WeakPointLedger } from "../../dice/rules/weak-points";
import type { AttackInput } from "./resolution-input";
import type { WeakPointRecord } from "./resolution-plan";
import type { NoDamageRoll } from "./hits-landed";
import { changeOf, modelOf, type StepState } from "./step-state";

export interface WeakPointSources {
  /** The Attacks in play (an id in `noDamageRoll` names the first of them with that id). */
  readonly attacks: readonly AttackInput[];
  readonly failedDamage: readonly (readonly [string, string])[];
  readonly noDamageRoll: ReadonlyMap<string, NoDamageRoll>;
  /** Attack ids whose hero declines the optional WP. */
  readonly declined: readonly string[];
  /** (target, attacker) pairs already given this sequence. */
  readonly given: readonly (readonly [string, string])[];
}

export function giveWeakPoints(step: StepState, sources: WeakPointSources): void {
  const ledger = new WeakPointLedger(sources.given);
  const give = (target: string, attacker: string, reason: WeakPointRecord["reason"]) => {
    const c = step.changes.get(target);
    const fallen = !!c && (c.dead || c.remove === "now");
    if (fallen || !ledger.grant(target, attacker)) return;
    changeOf(step, target).wpDelta += 1;
    step.plan.weakPoints.push({ target, attacker, reason });
  };
  for (const [target, attacker] of sources.failedDamage) give(target, attacker, "failedDamage");
  const declined = new Set(sources.declined);
  for (const { attack: attackId, target, count } of sources.noDamageRoll.values()) {
    const attack = sources.attacks.find((a) => a.id === attackId)!;
    if (count <= 0 || !attack.attacker || declined.has(attackId)) continue;
    if (!modelOf(step, attack.attacker).hero || modelOf(step, target).hero) continue;
    give(target, attack.attacker, "noDamageRoll");
  }
  step.plan.weakPointsGiven.push(...ledger.pairs());
}
