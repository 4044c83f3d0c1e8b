/**
 * Stage 9, States at the end of the step: Deathblow (an Incapacitated non-Boss Hostile in the space → Dead), the
 * Wounds counted, HP; HP 0 → Incapacitated (heroes never Dead); a non-hero already Incapacitated that suffers a
 * Wound → Dead; Assassination V → Dead (a hero drops to 0 instead, A58); Undead at 0 → Dead; Construct and
 * Elemental at 0 → removed; Dead by a Burn Wound → removed; other Hostiles down → removed at the end of the turn.
 */
import { hasTrait } from "../../profile/rules/traits";
import type { DeathblowInput, ResolutionModel } from "./resolution-input";
import type { ModelChange } from "./resolution-plan";
import { changeOf, modelOf, UNTIL_REMOVED, type StepState } from "./step-state";
import type { WoundOutcome } from "./wounds";

export function settleStates(step: StepState, deathblows: readonly DeathblowInput[], wounds: WoundOutcome): void {
  const slain = new Set(wounds.slain);
  for (const d of deathblows) {
    modelOf(step, d.model);
    const target = modelOf(step, d.target);
    const refusal = target.hero ? "hero" : target.boss ? "boss" : !target.states.includes("incapacitated") ? "notIncapacitated" : null;
    if (refusal) throw new RangeError(`Resolution: Deathblow on ${d.target} refused: ${refusal}`);
    slain.add(target.id);
    changeOf(step, target.id);
    step.plan.triggers.push({ attack: "deathblow", target: target.id, trigger: "deathblow", result: "dead" });
  }
  const burnWounded = new Set<string>();
  for (const w of wounds.suffered) {
    changeOf(step, w.target).wounds += 1;
    if (w.cause === "burn") burnWounded.add(w.target);
  }
  for (const c of step.changes.values()) settleModel(c, modelOf(step, c.id), slain.has(c.id), burnWounded.has(c.id));
}

/** One model's HP and its Incapacitated / Dead / removal at the end of the step. */
export function settleModel(c: ModelChange, m: ResolutionModel, slain: boolean, burnWounded: boolean): void {
  // A58: "dies" makes a hero drop to 0 HP instead.
  if (slain && m.hero) c.wounds = Math.max(c.wounds, m.hp);
  c.healed = Math.max(0, Math.min(c.healed, m.hpMax - Math.max(0, m.hp - c.wounds)));
  c.hpAfter = Math.max(0, Math.min(m.hpMax, Math.max(0, m.hp - c.wounds) + c.healed));
  const wasDown = m.states.includes("incapacitated");
  if (!m.hero && ((c.wounds > 0 && wasDown) || slain)) c.dead = true;
  if (c.hpAfter === 0 && c.wounds > 0 && !c.dead) {
    if (!m.hero && hasTrait(m.traits, "undead")) c.dead = true;
    else if (!m.hero && (hasTrait(m.traits, "construct") || hasTrait(m.traits, "elemental"))) {
      c.dead = true;
      c.remove = "now";
    } else c.incapacitated = !wasDown;
  }
  if (c.dead && burnWounded) c.remove = "now";
  if (!m.hero && (c.dead || c.incapacitated) && c.remove === null) c.remove = "endOfTurn";
  if (c.dead) c.addStates = [...c.addStates.filter((s) => s.id !== "dead"), { id: "dead", duration: UNTIL_REMOVED }];
  else if (c.incapacitated) c.addStates = [...c.addStates.filter((s) => s.id !== "incapacitated"), { id: "incapacitated", duration: UNTIL_REMOVED }];
  if (wasDown && c.hpAfter > 0 && !c.removeStates.includes("incapacitated")) c.removeStates.push("incapacitated");
}
