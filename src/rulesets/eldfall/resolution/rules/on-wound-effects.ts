/**
 * On-Wound effects, once per Attack per target that suffered a Wound, each handler in `ON_WOUND_ORDER`: Bleed
 * (Bleeding), Crippling (T roll or Crippled), Stun (T roll or every AP lost), Poison I/II (Weakened until the
 * next Strategic Phase; Poisoned), Weakening, Demon (M roll or Panicked until the end of the turn; a Critical Hit
 * panics outright; ignored for Hostiles on Easy), Combat Art States on a Wound, Vampirism (the attacker regains
 * 1 HP per Wound), Assassination V (the target dies), Finishing Strike (one follow-up Attack request).
 */
import type { SkillId, TraitId } from "../../profile/rules/keys";
import { hasTrait, traitLevel } from "../../profile/rules/traits";
import type { AttackInput, ResolutionModel } from "./resolution-input";
import { blockedBy, changeOf, END_OF_TURN, grantState, NEXT_STRATEGIC, rollD20, UNTIL_REMOVED, type StepState } from "./step-state";

export interface WoundContext {
  readonly attack: AttackInput;
  readonly target: ResolutionModel;
  readonly attacker: ResolutionModel | null;
  /** Wounds the target suffered from this Attack (after prevention). */
  readonly wounds: number;
  /** Any Hit of this Attack on the target was critical. */
  readonly critical: boolean;
  /** Models that die at the end of the step (Assassination V): this step's set, written here. */
  readonly slain: Set<string>;
}

export type OnWoundEffect = (step: StepState, wound: WoundContext) => void;

export const ON_WOUND_ORDER = [
  "bleed", "crippling", "stun", "poison", "weakening", "demon", "combatArt", "vampirism", "assassination", "finishingStrike",
] as const satisfies readonly (TraitId | SkillId | "combatArt" | "assassination")[];
export type OnWoundTrigger = (typeof ON_WOUND_ORDER)[number];

export const ON_WOUND_EFFECTS: { readonly [K in OnWoundTrigger]: OnWoundEffect } = {
  bleed(step, { attack, target }) {
    if (hasTrait(attack.traits, "bleed")) grantState(step, attack, target, "bleed", { id: "bleeding", duration: UNTIL_REMOVED });
  },
  crippling(step, wound) {
    if (hasTrait(wound.attack.traits, "crippling") && failsToughness(step, wound, "crippling")) {
      grantState(step, wound.attack, wound.target, "crippling", { id: "crippled", duration: UNTIL_REMOVED });
    }
  },
  stun(step, wound) {
    if (!hasTrait(wound.attack.traits, "stun") || !failsToughness(step, wound, "stun")) return;
    changeOf(step, wound.target.id).apLoss = "all";
    step.plan.triggers.push({ attack: wound.attack.id, target: wound.target.id, trigger: "stun", result: "apAll" });
  },
  poison(step, { attack, target }) {
    const level = traitLevel(attack.traits, "poison");
    if (level >= 1) grantState(step, attack, target, "poison", { id: "weakened", duration: NEXT_STRATEGIC });
    if (level >= 2) grantState(step, attack, target, "poison", { id: "poisoned", duration: UNTIL_REMOVED });
  },
  weakening(step, { attack, target }) {
    if (hasTrait(attack.traits, "weakening")) grantState(step, attack, target, "weakening", { id: "weakened", duration: UNTIL_REMOVED });
  },
  demon(step, { attack, target, attacker, critical }) {
    const demonic = hasTrait(attack.traits, "demon") || (attacker && hasTrait(attacker.traits, "demon"));
    if (!demonic || (step.options.demonIgnored && !attacker?.hero)) return;
    const by = blockedBy(target, "demon", attack) ?? blockedBy(target, "panicked", attack);
    if (by) step.plan.triggers.push({ attack: attack.id, target: target.id, trigger: "demon", result: "none", blockedBy: by });
    else if (critical || !rollD20(step, { purpose: "demon", model: target.id, attack: attack.id }, target.m).success) {
      grantState(step, attack, target, "demon", { id: "panicked", duration: END_OF_TURN });
    }
  },
  combatArt(step, { attack, target }) {
    for (const s of attack.states ?? []) if (s.on === "wound") grantState(step, attack, target, "combatArt", s);
  },
  vampirism(step, { attack, target, attacker, wounds }) {
    if (!attacker || !(attacker.skills?.includes("vampirism") || hasTrait(attacker.traits, "vampirism"))) return;
    const by = ["undead", "construct", "elemental"].find((t) => hasTrait(target.traits, t));
    if (by) step.plan.triggers.push({ attack: attack.id, target: target.id, trigger: "vampirism", result: "none", blockedBy: by });
    else {
      changeOf(step, attacker.id).healed += wounds;
      step.plan.triggers.push({ attack: attack.id, target: target.id, trigger: "vampirism", result: String(wounds) });
    }
  },
  assassination(step, { attack, target, slain }) {
    if (!attack.deadly) return;
    slain.add(target.id);
    step.plan.triggers.push({ attack: attack.id, target: target.id, trigger: "assassination", result: target.hero ? "incapacitated" : "dead" });
  },
  finishingStrike(step, { attack, target, attacker }) {
    if (!attacker || attack.followUp === "finishingStrike" || !attacker.skills?.includes("finishingStrike")) return;
    if (step.plan.followUps.some((f) => f.attacker === attacker.id)) return;
    step.plan.followUps.push({ kind: "finishingStrike", attacker: attacker.id, target: target.id, attack: attack.id });
    step.plan.triggers.push({ attack: attack.id, target: target.id, trigger: "finishingStrike", result: "followUp" });
  },
};

/** Crippling and Stun: unless an immunity blocks it, one T roll (one per Wound when effects trigger per Wound); true if any fails. */
function failsToughness(step: StepState, { attack, target, wounds }: WoundContext, trigger: "crippling" | "stun"): boolean {
  const by = blockedBy(target, trigger === "stun" ? "stun" : "crippled", attack);
  if (by) {
    step.plan.triggers.push({ attack: attack.id, target: target.id, trigger, result: "none", blockedBy: by });
    return false;
  }
  let failed = false;
  for (let i = 0; i < (step.options.triggerPer === "wound" ? wounds : 1); i++) {
    if (!rollD20(step, { purpose: trigger, model: target.id, attack: attack.id }, target.t).success) failed = true;
  }
  return failed;
}
