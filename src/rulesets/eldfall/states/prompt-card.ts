/**
 * The card that offers what a model may declare at its Strategic Phase or End Phase (Warrior's Defensive Stance,
 * Stealth II's Shrouded, Alchemist, Artificer, Ranger). Stance and Shrouded are applied by the button; the others
 * are the player's to carry out by hand, and the button marks them done.
 */
import { boolField, choiceField, defineCardFamily, refField } from "../../../core/chat/card-family";
import { cardRules } from "../../../core/chat/cards";
import { bool } from "../../../core/payload";
import type { Ref } from "../../../core/refs";
import { SYSTEM_PATH } from "../../../core/templates";
import { PHASE_PROMPTS, type PhasePrompt } from "../turns/rules/phase-effects";

export interface PhasePromptCard {
  readonly actor: Ref;
  readonly prompt: PhasePrompt;
  readonly done: boolean;
}

/** Prompts whose button applies a State; the rest are carried out by hand. */
export const PROMPT_STATES: Partial<Readonly<Record<PhasePrompt, "defensiveStance" | "shrouded" | "crouched">>> = {
  defensiveStance: "defensiveStance", stealthShroud: "shrouded", crouchOnRecovery: "crouched",
};

export const PHASE_PROMPT_ACTION = "realms.eldfall.phasePrompt";

export function phasePromptContext(card: PhasePromptCard) {
  const applies = !!PROMPT_STATES[card.prompt];
  return {
    actor: card.actor, done: card.done,
    text: `REALMS.Eldfall.States.Prompt.${card.prompt}.text`,
    button: applies ? `REALMS.Eldfall.States.Prompt.${card.prompt}.button` : "REALMS.Eldfall.States.Prompt.markDone",
    action: PHASE_PROMPT_ACTION,
  };
}

/** The phase prompt family: whose prompt, which one, and whether it was carried out. */
export const PHASE_PROMPT_FAMILY = defineCardFamily<PhasePromptCard>({
  type: "eldfallPhasePrompt", version: 1,
  schema: (f) => ({ actor: refField(f), prompt: choiceField(f, PHASE_PROMPTS), done: boolField(f) }),
});

export const PHASE_PROMPT_CARD = PHASE_PROMPT_FAMILY.kind({
  id: "realms.eldfall.phasePrompt",
  parts: [{
    template: `${SYSTEM_PATH}/templates/eldfall/states-prompt.hbs`, context: phasePromptContext,
    actions: { [PHASE_PROMPT_ACTION]: { fields: { done: { check: bool, may: cardRules.all(cardRules.ownerOf("actor"), cardRules.setOnce) } } } },
  }],
});
