/**
 * Stages 5–7, Wounds, per Attack per target in the order the Hits landed: prevention of the DMG Wounds, then the
 * extra Wounds (Cleave, Burn, Frostbite) through prevention again, then the on-Wound effects if any Wound was
 * suffered. The Wounds suffered are counted at the end of the step.
 */
import type { DamageOutcome } from "./damage-rolls";
import { EXTRA_WOUND_EFFECTS, EXTRA_WOUND_ORDER } from "./extra-wounds";
import { ON_WOUND_EFFECTS, ON_WOUND_ORDER, type WoundContext } from "./on-wound-effects";
import { modelOf, type PendingWound, type StepState } from "./step-state";
import { settleWounds, woundGuard } from "./wound-prevention";

export interface WoundOutcome {
  /** Every Wound suffered, in order. */
  readonly suffered: readonly PendingWound[];
  /** Models Assassination V kills at the end of the step. */
  readonly slain: ReadonlySet<string>;
}

export function sufferWounds(step: StepState, damage: DamageOutcome, familiars: Readonly<Record<string, readonly string[]>>): WoundOutcome {
  const guard = woundGuard(familiars);
  const suffered: PendingWound[] = [];
  const slain = new Set<string>();
  for (const [key, list] of damage.woundsBy) {
    const { attack, target: targetId } = list[0]!;
    const target = modelOf(step, targetId);
    const attacker = attack.attacker ? modelOf(step, attack.attacker) : null;
    const taken = settleWounds(step, guard, key, list);
    if (!taken.length) continue;
    const wounded = { attack, target, times: step.options.triggerPer === "wound" ? taken.length : 1, pw: taken[0]!.pw };
    const extra = EXTRA_WOUND_ORDER.flatMap((id) => EXTRA_WOUND_EFFECTS[id](step, wounded));
    taken.push(...settleWounds(step, guard, key, extra));
    suffered.push(...taken);
    const context: WoundContext = { attack, target, attacker, wounds: taken.length, critical: damage.effectsLanded.get(key)?.critical ?? false, slain };
    for (const trigger of ON_WOUND_ORDER) ON_WOUND_EFFECTS[trigger](step, context);
  }
  return { suffered, slain };
}
