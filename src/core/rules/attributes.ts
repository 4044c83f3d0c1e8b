/**
 * The attribute pipeline: every ruleset's modified value (an attribute, a combined modifier, a target)
 * goes through the same stages in the same order, so two rulesets cannot disagree on what "halved" means:
 *   1. additions and subtractions, summed onto the base;
 *   2. halvings, then doublings, each rounding up (Eldfall M7 and A20: halve then double);
 *   3. clamp to the ruleset's range (Eldfall: never below 0; Elvendor natural rolls: targets 2–6);
 *   4. caps (2D6: combined modifiers at most +5 before applied to an action), skipped where a roll is exempt
 *      (2D6 damage with aimed shot or crushing blow).
 * Then what the final value means: an automatic failure at or below a floor (Eldfall: modified attribute 0,
 * except damage rolls), and an extra critical face when the value exceeds the die (Eldfall: above 20, a 20 crits).
 */
import { MAX_GAME_NUMBER, requireBool, requireInt } from "../dice/guard";

export interface ModifierStages {
  readonly adds?: readonly number[];
  /** Times the value is halved, rounding up. */
  readonly halve?: number;
  /** Times the value is doubled, after halving. */
  readonly double?: number;
  readonly clamp?: { readonly min?: number; readonly max?: number };
  readonly cap?: { readonly min?: number; readonly max?: number };
  /** The roll ignores the cap (2D6: damage rolls that may exceed +5). */
  readonly capExempt?: boolean;
  /** A final value at or below this fails automatically (Eldfall: 0). */
  readonly autoFailAtOrBelow?: number;
  /** Rolls exempt from the automatic failure (Eldfall: damage rolls). */
  readonly autoFailExempt?: boolean;
  /** A final value above this makes a roll of this face a critical too (Eldfall: 20). */
  readonly critAbove?: number;
}

export interface PipelineStep { readonly stage: "add" | "halve" | "double" | "clamp" | "cap"; readonly value: number }

export interface PipelineResult {
  readonly value: number;
  /** Each stage that changed the value, in order (the roll card can show the math). */
  readonly steps: readonly PipelineStep[];
  readonly capped: boolean;
  readonly autoFail: boolean;
  /** A face that also crits (null: only the ruleset's usual crits). */
  readonly extraCritFace: number | null;
}

const M = MAX_GAME_NUMBER;
/** Halving rounds up, as the rules say; for a negative value up is toward zero (−3 → −1). */
const halveUp = (v: number) => Math.ceil(v / 2);

export function applyModifiers(base: number, stages: ModifierStages = {}): PipelineResult {
  requireInt("base", base, -M, M);
  const adds = stages.adds ?? [];
  if (adds.length > 1000) throw new RangeError(`At most 1000 modifiers, got ${adds.length}`);
  adds.forEach((a, i) => requireInt(`adds[${i}]`, a, -M, M));
  const halve = requireInt("halve", stages.halve ?? 0, 0, 30);
  const double = requireInt("double", stages.double ?? 0, 0, 30);
  const bound = (name: string, v: number | undefined) => (v === undefined ? undefined : requireInt(name, v, -M, M));
  const clampMin = bound("clamp.min", stages.clamp?.min);
  const clampMax = bound("clamp.max", stages.clamp?.max);
  const capMin = bound("cap.min", stages.cap?.min);
  const capMax = bound("cap.max", stages.cap?.max);
  if (clampMin !== undefined && clampMax !== undefined && clampMin > clampMax) throw new RangeError(`clamp.min ${clampMin} is above clamp.max ${clampMax}`);
  if (capMin !== undefined && capMax !== undefined && capMin > capMax) throw new RangeError(`cap.min ${capMin} is above cap.max ${capMax}`);
  requireBool("capExempt", stages.capExempt ?? false);
  requireBool("autoFailExempt", stages.autoFailExempt ?? false);
  const failAt = bound("autoFailAtOrBelow", stages.autoFailAtOrBelow);
  const critAbove = bound("critAbove", stages.critAbove);

  const steps: PipelineStep[] = [];
  let v = base;
  const step = (stage: PipelineStep["stage"], next: number) => {
    if (next !== v) steps.push({ stage, value: next });
    v = next;
  };
  step("add", Math.max(-M, Math.min(M, adds.reduce((s, a) => s + a, v))));
  for (let i = 0; i < halve; i++) step("halve", halveUp(v));
  for (let i = 0; i < double; i++) step("double", Math.max(-M, Math.min(M, v * 2)));
  if (clampMin !== undefined) step("clamp", Math.max(clampMin, v));
  if (clampMax !== undefined) step("clamp", Math.min(clampMax, v));
  const beforeCap = v;
  if (!stages.capExempt) {
    if (capMax !== undefined) step("cap", Math.min(capMax, v));
    if (capMin !== undefined) step("cap", Math.max(capMin, v));
  }
  return {
    value: v, steps, capped: v !== beforeCap,
    autoFail: failAt !== undefined && !stages.autoFailExempt && v <= failAt,
    extraCritFace: critAbove !== undefined && v > critAbove ? critAbove : null,
  };
}
