/**
 * Stage 11, facing and forced moves: a Hostile that suffered a Hit turns toward its attacker (Construct and
 * Undead only on a Wound; models that suffer a Hit may adjust their LoS). Then the moves, in this order:
 * Knockback (listed by the on-Hit effects), then Dodge moves of up to ½ SPD, reacting models before the
 * activated one; an Immobilized model moves only on a successful Dodge, which also ends Immobilized. A model
 * that fell this step does not move.
 */
import { MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";
import { hasTrait } from "../../profile/rules/traits";
import type { DodgeInput } from "./resolution-input";
import type { EffectsLanded } from "./damage-rolls";
import { changeOf, modelOf, type PendingWound, type StepState } from "./step-state";

export function faceAttackers(step: StepState, effectsLanded: ReadonlyMap<string, EffectsLanded>, pushed: ReadonlySet<string>, suffered: readonly PendingWound[]): void {
  for (const { attack, target: targetId } of effectsLanded.values()) {
    const target = modelOf(step, targetId);
    if (target.hero || !attack.attacker || pushed.has(targetId) || step.plan.facings.some((f) => f.model === targetId)) continue;
    const onWoundOnly = hasTrait(target.traits, "construct") || hasTrait(target.traits, "undead");
    if (onWoundOnly && !suffered.some((w) => w.target === targetId && w.attack === attack)) continue;
    step.plan.facings.push({ model: targetId, toward: attack.attacker });
  }
}

export function forcedMoves(step: StepState, dodges: readonly DodgeInput[]): void {
  const standing = (id: string) => {
    const c = step.changes.get(id);
    return !c || (!c.dead && !c.incapacitated && c.remove === null);
  };
  const kept = step.plan.moves.filter((mv) => standing(mv.model));
  step.plan.moves.length = 0;
  step.plan.moves.push(...kept);
  const order = [...dodges].sort((a, b) => Number(b.reacting) - Number(a.reacting));
  for (const d of order) {
    const m = modelOf(step, d.model);
    if (!standing(m.id)) continue;
    const succeeded = Object.values(d.vs).some(Boolean);
    if (m.states.includes("immobilized")) {
      if (!succeeded) continue;
      changeOf(step, m.id).removeStates.push("immobilized");
    }
    step.plan.moves.push({ kind: "dodge", model: m.id, maxSpaces: Math.ceil(requireInt("spd", m.spd, 0, MAX_GAME_NUMBER) / 2), ...(d.crouch ? { crouch: d.crouch } : {}) });
  }
}
