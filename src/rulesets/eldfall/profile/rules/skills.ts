/** The 24 Skills (§ SKILLS) as data: when each applies, its numbers, and who acts on it. A Skill is used at most once per Activation. Pure. */
import type { AbilityRule } from "./ability-data";
import { ownEntry } from "../../../../core/dice/guard";
import type { SkillId } from "./keys";

export type { SkillId };

export const SKILL_RULES: Readonly<Record<SkillId, AbilityRule>> = {
  backstab: { id: "backstab", timing: ["power", "critical"], automation: "auto", numbers: { power: 3, autoHits: 1 } },
  chainAttack: { id: "chainAttack", timing: ["onHit", "strikes"], automation: "prompt", handledBy: "resolution", numbers: { strikes: 1 } },
  charm: { id: "charm", timing: ["reactionEligibility"], automation: "manual", handledBy: "reactions", maxLevel: 2 },
  clairvoyance: { id: "clairvoyance", timing: ["reactionEligibility"], automation: "manual", handledBy: "reactions" },
  climbing: { id: "climbing", timing: ["movement"], automation: "manual", handledBy: "movement" },
  dash: { id: "dash", timing: ["strikes"], automation: "auto", numbers: { strikes: 1 } },
  dualWield: { id: "dualWield", timing: ["reroll"], automation: "auto", numbers: { rerolls: 1 } },
  finishingStrike: { id: "finishingStrike", timing: ["onWound", "strikes"], automation: "prompt", handledBy: "resolution", numbers: { strikes: 1 } },
  flicker: { id: "flicker", timing: ["movement", "reactionEligibility"], automation: "manual", handledBy: "movement" },
  flight: { id: "flight", timing: ["movement"], automation: "manual", handledBy: "movement" },
  followUp: { id: "followUp", timing: ["movement"], automation: "prompt", handledBy: "movement" },
  foresight: { id: "foresight", timing: ["reactionTiming"], automation: "manual", handledBy: "reactions", numbers: { timePeriods: 3 } },
  hitAndRetreat: { id: "hitAndRetreat", timing: ["movement"], automation: "manual", handledBy: "movement" },
  impede: { id: "impede", timing: ["movement"], automation: "manual", handledBy: "reactions" },
  infiltration: { id: "infiltration", timing: ["deployment"], automation: "manual", handledBy: "deployment", maxLevel: 2, numbers: { spaces: 8 } },
  leap: { id: "leap", timing: ["movement"], automation: "manual", handledBy: "movement" },
  protector: { id: "protector", timing: ["reactionEligibility"], automation: "manual", handledBy: "reactions", numbers: { ap: 1 } },
  regeneration: { id: "regeneration", timing: ["strategicPhase"], automation: "auto", numbers: { hpPerLevel: 1 } },
  shots: { id: "shots", timing: ["strikes"], automation: "auto", numbers: { strikes: 1 } },
  stealth: { id: "stealth", timing: ["reactionEligibility", "deployment", "strategicPhase"], automation: "prompt", handledBy: "reactions", maxLevel: 2 },
  taunt: { id: "taunt", timing: ["reactionEligibility"], automation: "manual", handledBy: "reactions" },
  tracking: { id: "tracking", timing: ["rollModifier", "reroll"], automation: "auto", numbers: { perceive: 3, rerolls: 1 } },
  unstable: { id: "unstable", timing: ["onHit"], automation: "manual", handledBy: "resolution", numbers: { face: 20 } },
  vampirism: { id: "vampirism", timing: ["onWound"], automation: "manual", handledBy: "resolution", numbers: { hpPerWound: 1 } },
};

/** Snipe on hero profiles is Shots under another name (A46). */
export const SKILL_ALIASES: Readonly<Record<string, SkillId>> = { snipe: "shots" };

/**
 * "The same Skill can be used only once per Activation": may it be used now, given the Skills already used in this
 * Activation Sequence (the activation flow keeps that list)? Regeneration acts in the Strategic Phase, outside any.
 */
export function mayUseSkill(skill: string, usedThisActivation: readonly string[]): boolean {
  const id = ownEntry(SKILL_ALIASES, skill) ?? skill;
  return !usedThisActivation.some((u) => (ownEntry(SKILL_ALIASES, u) ?? u) === id);
}
