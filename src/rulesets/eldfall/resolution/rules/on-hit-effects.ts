/**
 * Stage 4, on-Hit effects: once per Attack per target that landed (after Mindgame), each handler in
 * `ON_HIT_ORDER`. Knockback X, Knockdown and Stagger do not affect models two or more Sizes larger than the
 * attacker; the Rogue's Knockdown needs an AG roll (once per Activation); Combat Art States on a Hit; Friendly
 * Fire: a hero's Hit on an ally calls for an M roll or Panicked until its next Strategic Phase (Hostiles never, A62).
 */
import { tooLargeToTopple } from "../../profile/rules/sizes";
import type { ClassId, TraitId } from "../../profile/rules/keys";
import { traitX, hasTrait } from "../../profile/rules/traits";
import { friendlyFireCheck } from "../../space/rules/engaged";
import type { AttackInput, ResolutionModel } from "./resolution-input";
import type { EffectsLanded } from "./damage-rolls";
import { blockedBy, changeOf, grantState, modelOf, NEXT_STRATEGIC, rollD20, UNTIL_REMOVED, type StepState } from "./step-state";

export interface HitContext {
  readonly attack: AttackInput;
  readonly target: ResolutionModel;
  readonly attacker: ResolutionModel | null;
  /** The attacker exploited 1 WP of this target for Knockback (1). */
  readonly knockbackExploited: boolean;
}

export type OnHitEffect = (step: StepState, hit: HitContext) => void;

/** The order they apply in (the card lists them in this order). */
export const ON_HIT_ORDER = ["knockback", "knockdown", "stagger", "rogue", "combatArt", "friendlyFire"] as const satisfies readonly (TraitId | ClassId | "combatArt" | "friendlyFire")[];
export type OnHitTrigger = (typeof ON_HIT_ORDER)[number];

export const ON_HIT_EFFECTS: { readonly [K in OnHitTrigger]: OnHitEffect } = {
  knockback(step, hit) {
    const { attack, target, attacker } = hit;
    const spaces = Math.max(traitX(attack.traits, "knockback"), hit.knockbackExploited ? 1 : 0);
    if (spaces <= 0 || !attacker || !topples(step, hit, "knockback")) return;
    step.plan.moves.push({ kind: "knockback", model: target.id, awayFrom: attacker.id, spaces, attack: attack.id });
    step.plan.triggers.push({ attack: attack.id, target: target.id, trigger: "knockback", result: String(spaces) });
  },
  knockdown(step, hit) {
    if (hasTrait(hit.attack.traits, "knockdown") && topples(step, hit, "knockdown")) grantState(step, hit.attack, hit.target, "knockdown", { id: "crouched", duration: UNTIL_REMOVED });
  },
  stagger(step, hit) {
    if (!hasTrait(hit.attack.traits, "stagger") || !topples(step, hit, "stagger")) return;
    const c = changeOf(step, hit.target.id);
    if (c.apLoss !== "all") c.apLoss += 1;
    step.plan.triggers.push({ attack: hit.attack.id, target: hit.target.id, trigger: "stagger", result: "ap1" });
  },
  rogue(step, hit) {
    const { attack, target, attacker } = hit;
    if (!attacker?.classes?.includes("rogue") || attacker.rogueUsedThisActivation || changeOf(step, attacker.id).rogueUsed) return;
    changeOf(step, attacker.id).rogueUsed = true;
    if (rollD20(step, { purpose: "rogue", model: attacker.id, attack: attack.id }, attacker.ag).success && topples(step, hit, "rogue")) {
      grantState(step, attack, target, "rogue", { id: "crouched", duration: UNTIL_REMOVED });
    }
  },
  combatArt(step, { attack, target }) {
    for (const s of attack.states ?? []) if (s.on === "hit") grantState(step, attack, target, "combatArt", s);
  },
  friendlyFire(step, { attack, target, attacker }) {
    if (!attacker || !friendlyFireCheck(attacker, target, attack.pw > 0)) return;
    const by = blockedBy(target, "panicked", attack);
    if (by) step.plan.triggers.push({ attack: attack.id, target: target.id, trigger: "friendlyFire", result: "none", blockedBy: by });
    else if (!rollD20(step, { purpose: "friendlyFire", model: target.id, attack: attack.id }, target.m).success) {
      grantState(step, attack, target, "friendlyFire", { id: "panicked", duration: NEXT_STRATEGIC });
    }
  },
};

/** Whether a Knockback, Knockdown or Stagger moves the target: not two Sizes larger, not immune; a refusal is listed. */
function topples(step: StepState, { attack, target, attacker }: HitContext, trigger: string): boolean {
  if (attacker && tooLargeToTopple(attacker.size, target.size)) {
    step.plan.triggers.push({ attack: attack.id, target: target.id, trigger, result: "none", blockedBy: "size" });
    return false;
  }
  const by = blockedBy(target, trigger, attack);
  if (by) step.plan.triggers.push({ attack: attack.id, target: target.id, trigger, result: "none", blockedBy: by });
  return !by;
}

export function applyOnHitEffects(step: StepState, effectsLanded: ReadonlyMap<string, EffectsLanded>, knockbackExploits: ReadonlySet<string>): void {
  for (const { attack, target: targetId } of effectsLanded.values()) {
    const target = modelOf(step, targetId);
    const attacker = attack.attacker ? modelOf(step, attack.attacker) : null;
    const hit: HitContext = { attack, target, attacker, knockbackExploited: !!attacker && knockbackExploits.has(`${attacker.id}|${targetId}`) };
    for (const trigger of ON_HIT_ORDER) ON_HIT_EFFECTS[trigger](step, hit);
  }
}
