/**
 * Wound prevention, per Wound, in this order: Unkeen (the target's T roll negates it), then Berserker (once per
 * turn: a T roll per Wound from a DMG roll, or from Cleave), then a Familiar the caster removes instead (it takes
 * every Wound of one Attack). Every Wound is listed, prevented or not.
 */
import type { ClassId, TraitId } from "../../profile/rules/keys";
import { hasTrait } from "../../profile/rules/traits";
import type { WoundRecord } from "./resolution-plan";
import { changeOf, modelOf, rollD20, type PendingWound, type StepState } from "./step-state";

/** What prevention remembers across the step's Wounds. */
export interface WoundGuard {
  /** Berserkers whose once-per-turn T rolls this step opened. */
  readonly berserkerOn: Set<string>;
  /** Familiars each caster may still remove, in order. */
  readonly familiarsLeft: Map<string, string[]>;
  /** `hitKey` → the Familiar that took that Attack's Wounds. */
  readonly absorbedBy: Map<string, string>;
}

export function woundGuard(familiars: Readonly<Record<string, readonly string[]>>): WoundGuard {
  return { berserkerOn: new Set(), familiarsLeft: new Map(Object.entries(familiars).map(([k, v]) => [k, [...v]])), absorbedBy: new Map() };
}

/** A roll that may negate one Wound: true when it does. */
export type WoundPrevention = (step: StepState, guard: WoundGuard, wound: PendingWound) => boolean;

export const PREVENTION_ORDER = ["unkeen", "berserker"] as const satisfies readonly (TraitId | ClassId)[];

export const WOUND_PREVENTIONS: { readonly [K in (typeof PREVENTION_ORDER)[number]]: WoundPrevention } = {
  unkeen(step, _guard, w) {
    return hasTrait(w.attack.traits, "unkeen") && rollD20(step, { purpose: "unkeen", model: w.target, attack: w.attack.id }, modelOf(step, w.target).t).success;
  },
  berserker(step, guard, w) {
    const target = modelOf(step, w.target);
    const fromRoll = w.fromRoll || w.cause === "cleave";
    if (!fromRoll || !target.classes?.includes("berserker") || (target.berserkerUsedThisTurn && !guard.berserkerOn.has(w.target))) return false;
    guard.berserkerOn.add(w.target);
    changeOf(step, w.target).berserkerUsed = true;
    return rollD20(step, { purpose: "berserker", model: w.target, attack: w.attack.id }, target.t).success;
  },
};

/** Lists each Wound (prevented or not) and returns the ones the target suffers. */
export function settleWounds(step: StepState, guard: WoundGuard, key: string, wounds: readonly PendingWound[]): PendingWound[] {
  const kept: PendingWound[] = [];
  for (const w of wounds) {
    const rec: WoundRecord = { attack: w.attack.id, target: w.target, cause: w.cause };
    const prevented = PREVENTION_ORDER.find((id) => WOUND_PREVENTIONS[id](step, guard, w));
    if (prevented) {
      step.plan.wounds.push({ ...rec, prevented });
      continue;
    }
    const familiar = familiarFor(step, guard, key, w.target);
    if (familiar) {
      step.plan.wounds.push({ ...rec, prevented: "familiar", familiar });
      continue;
    }
    step.plan.wounds.push(rec);
    kept.push(w);
  }
  return kept;
}

/** The Familiar that takes this Attack's Wounds on the target: the one already chosen, else the caster's next. */
function familiarFor(step: StepState, guard: WoundGuard, key: string, target: string): string | null {
  const chosen = guard.absorbedBy.get(key);
  if (chosen !== undefined) return chosen;
  const f = guard.familiarsLeft.get(target)?.shift();
  if (!f) return null;
  guard.absorbedBy.set(key, f);
  step.plan.familiarsRemoved.push(f);
  return f;
}
