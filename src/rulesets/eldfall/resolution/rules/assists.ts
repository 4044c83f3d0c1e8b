/**
 * Stage 8, Assists: an ally hit by an Assist benefits from its Item or Spell: HP restored per Hit (a Construct
 * only from Earth), States removed and given. Undead I: a Divine Healing Spell deals the Undead a PW 15 Hit per
 * Hit instead.
 */
import { MAX_DICE, MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";
import { damageThreshold, effectiveArmor } from "../../dice/rules/damage";
import { hasTrait } from "../../profile/rules/traits";
import type { AssistInput, ResolutionModel } from "./resolution-input";
import { changeOf, modelOf, rollD20, type StepState } from "./step-state";

export function applyAssists(step: StepState, assists: readonly AssistInput[]): void {
  for (const a of assists) {
    modelOf(step, a.assistant);
    const target = modelOf(step, a.target);
    requireInt("assist hits", a.hits, 0, MAX_DICE);
    if (a.hits === 0) continue;
    const tags = a.tags ?? [];
    if (tags.includes("divine") && tags.includes("healing") && hasTrait(target.traits, "undead")) {
      divineHealingOnUndead(step, a, target);
      continue;
    }
    if (a.healPerHit && !(hasTrait(target.traits, "construct") && !tags.includes("earth"))) {
      changeOf(step, target.id).healed += a.hits * requireInt("healPerHit", a.healPerHit, 0, MAX_GAME_NUMBER);
    }
    const c = changeOf(step, target.id);
    for (const id of a.removeStates ?? []) if (!c.removeStates.includes(id)) c.removeStates.push(id);
    for (const s of a.states ?? []) c.addStates = [...c.addStates.filter((x) => x.id !== s.id), s];
  }
}

function divineHealingOnUndead(step: StepState, a: AssistInput, target: ResolutionModel): void {
  for (let i = 0; i < a.hits; i++) {
    const threshold = damageThreshold(15, effectiveArmor({ arm: target.arm, crouched: target.states.includes("crouched") }).value);
    const hurt = rollD20(step, { purpose: "damage", model: a.assistant, attack: a.id }, threshold, target.id);
    step.plan.hits.push({ attack: a.id, attacker: a.assistant, target: target.id, critical: false, source: "strike", pw: 15, arm: target.arm, threshold, roll: hurt.result, outcome: hurt.success ? "wound" : "noWound" });
    if (hurt.success) {
      step.plan.wounds.push({ attack: a.id, target: target.id, cause: "divine" });
      changeOf(step, target.id).wounds += 1;
    }
  }
}
