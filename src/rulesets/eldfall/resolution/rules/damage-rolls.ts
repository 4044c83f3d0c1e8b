/**
 * Stage 3, Damage rolls, per Hit landed: Mindgame first (the target's INT roll replaces the DMG roll; a success
 * means no effects and no damage), else the DMG roll against the Hit's PW and ARM (a Critical Hit or Ignore
 * Armor → ARM 0; Crouched and Armor-Piercing halve ARM; Incorporeal and Resistance I halve PW). A failed DMG
 * roll, or a resisted Mindgame, is a Weak Point for the attacker to give.
 */
import { damageThreshold, effectiveArmor, effectivePower, type PwModifier } from "../../dice/rules/damage";
import { hasTrait, immunityBlocker, resistanceLevel } from "../../profile/rules/traits";
import type { AttackInput, ResolutionModel } from "./resolution-input";
import type { LandedHit } from "./hits-landed";
import { hitKey, modelOf, rollD20, SPELL, type PendingWound, type StepState } from "./step-state";

/** An Attack that reached a target past Mindgame: its on-Hit and on-Wound effects apply once. */
export interface EffectsLanded {
  readonly attack: AttackInput;
  readonly target: string;
  /** Any of its Hits on the target was critical (Demon panics outright). */
  readonly critical: boolean;
}

export interface DamageOutcome {
  /** By `hitKey`, in the order first landed: the Wounds from DMG rolls (or failed Mindgame), before prevention. */
  readonly woundsBy: ReadonlyMap<string, readonly PendingWound[]>;
  /** (target, attacker) pairs of failed DMG rolls and resisted Mindgame. */
  readonly failedDamage: readonly (readonly [string, string])[];
  readonly effectsLanded: ReadonlyMap<string, EffectsLanded>;
}

export function rollDamage(step: StepState, landed: readonly LandedHit[]): DamageOutcome {
  const woundsBy = new Map<string, PendingWound[]>();
  const failedDamage: [string, string][] = [];
  const effectsLanded = new Map<string, EffectsLanded>();
  const wound = (key: string, w: PendingWound) => woundsBy.set(key, [...(woundsBy.get(key) ?? []), w]);
  for (const hit of landed) {
    const { attack, target: targetId } = hit;
    const target = modelOf(step, targetId);
    const key = hitKey(attack, targetId);
    const pw = hitPower(attack, target, hit);
    const arm = effectiveArmor({
      arm: target.arm, critical: hit.critical, ignoreArmor: hasTrait(attack.traits, "ignoreArmor"),
      armorPiercing: hasTrait(attack.traits, "armorPiercing"), crouched: target.states.includes("crouched"),
    }).value;
    const base = { attack: attack.id, attacker: attack.attacker, target: targetId, critical: hit.critical, source: hit.source, pw, arm };
    if (hasTrait(attack.traits, "mindgame") && !immunityBlocker(target.traits, "mindgame")) {
      const resisted = rollD20(step, { purpose: "mindgame", model: targetId, attack: attack.id }, target.int);
      step.plan.hits.push({ ...base, threshold: null, roll: resisted.result, outcome: resisted.success ? "resisted" : "wound" });
      if (resisted.success) {
        if (attack.attacker) failedDamage.push([targetId, attack.attacker]);
        continue;
      }
      effectsLanded.set(key, { attack, target: targetId, critical: hit.critical || (effectsLanded.get(key)?.critical ?? false) });
      wound(key, { attack, target: targetId, cause: "mindgame", critical: hit.critical, fromRoll: false, pw });
      continue;
    }
    effectsLanded.set(key, { attack, target: targetId, critical: hit.critical || (effectsLanded.get(key)?.critical ?? false) });
    const threshold = damageThreshold(pw, arm);
    const dmg = rollD20(step, { purpose: "damage", model: attack.attacker ?? targetId, attack: attack.id }, threshold, targetId);
    step.plan.hits.push({ ...base, threshold, roll: dmg.result, outcome: dmg.success ? "wound" : "noWound" });
    if (dmg.success) wound(key, { attack, target: targetId, cause: "damage", critical: hit.critical, fromRoll: true, pw });
    else if (attack.attacker) failedDamage.push([targetId, attack.attacker]);
  }
  return { woundsBy, failedDamage, effectsLanded };
}

/** The Hit's PW: the Attack's and the target's modifiers, Incorporeal (not against a Spell or Burn) and Resistance I halving. */
function hitPower(attack: AttackInput, target: ResolutionModel, hit: LandedHit): number {
  const tags = [...(attack.tags ?? []), ...attack.traits.map((t) => t.id)];
  const mods: PwModifier[] = [...(attack.pwMods ?? []), ...hit.pwMods];
  if (hasTrait(target.traits, "incorporeal") && !tags.includes(SPELL) && !hasTrait(attack.traits, "burn")) mods.push({ kind: "halve", source: "incorporeal" });
  if (resistanceLevel(target.traits, tags) === 1) mods.push({ kind: "halve", source: "resistance" });
  return effectivePower(attack.pw, mods);
}
