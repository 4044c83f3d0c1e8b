/**
 * Extra Wounds, once a target suffered a Wound from an Attack: Cleave (one more), Burn X (X DMG rolls at ARM 0;
 * X − 1 in Aquatic), Frostbite (a single T roll, a failure adds one). They trigger once per Attack per target, or
 * per Wound (A18 setting). The Wounds they add go through prevention again (Berserker not for Frostbite's,
 * which comes from no DMG roll) and trigger nothing further.
 */
import { damageThreshold } from "../../dice/rules/damage";
import type { TraitId } from "../../profile/rules/keys";
import { hasTrait, traitX } from "../../profile/rules/traits";
import { aquaticBurn } from "../../space/rules/environments";
import type { AttackInput, ResolutionModel } from "./resolution-input";
import { blockedBy, rollD20, type PendingWound, type StepState } from "./step-state";

export interface WoundedContext {
  readonly attack: AttackInput;
  readonly target: ResolutionModel;
  /** 1, or the number of Wounds suffered when effects trigger per Wound. */
  readonly times: number;
  /** The PW of the Hit that wounded. */
  readonly pw: number;
}

export type ExtraWoundEffect = (step: StepState, wounded: WoundedContext) => PendingWound[];

export const EXTRA_WOUND_ORDER = ["cleave", "burn", "frostbite"] as const satisfies readonly TraitId[];

export const EXTRA_WOUND_EFFECTS: { readonly [K in (typeof EXTRA_WOUND_ORDER)[number]]: ExtraWoundEffect } = {
  cleave(step, { attack, target, times, pw }) {
    if (!hasTrait(attack.traits, "cleave")) return [];
    step.plan.triggers.push({ attack: attack.id, target: target.id, trigger: "cleave", result: String(times) });
    return Array.from({ length: times }, () => ({ attack, target: target.id, cause: "cleave", critical: false, fromRoll: false, pw }));
  },
  burn(step, { attack, target, times, pw }) {
    const burn = aquaticBurn(traitX(attack.traits, "burn"), target.aquatic ?? false);
    if (burn <= 0) return [];
    const by = blockedBy(target, "burn", attack);
    if (by) {
      step.plan.triggers.push({ attack: attack.id, target: target.id, trigger: "burn", result: "none", blockedBy: by });
      return [];
    }
    const threshold = damageThreshold(pw, 0);
    const wounds: PendingWound[] = [];
    for (let i = 0; i < burn * times; i++) {
      if (rollD20(step, { purpose: "burn", model: attack.attacker ?? target.id, attack: attack.id }, threshold, target.id).success) {
        wounds.push({ attack, target: target.id, cause: "burn", critical: false, fromRoll: true, pw });
      }
    }
    step.plan.triggers.push({ attack: attack.id, target: target.id, trigger: "burn", result: String(burn * times) });
    return wounds;
  },
  frostbite(step, { attack, target, pw }) {
    if (!hasTrait(attack.traits, "frostbite") || rollD20(step, { purpose: "frostbite", model: target.id, attack: attack.id }, target.t).success) return [];
    step.plan.triggers.push({ attack: attack.id, target: target.id, trigger: "frostbite", result: "wound" });
    return [{ attack, target: target.id, cause: "frostbite", critical: false, fromRoll: false, pw }];
  },
};
