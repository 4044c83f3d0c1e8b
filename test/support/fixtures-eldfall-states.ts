/** Eldfall States part entries of the gallery: the Strategic/End Phase prompt card, one applying a State and one done by hand. */
import { phasePromptContext } from "../../src/rulesets/eldfall/states/prompt-card";

const T = "templates/eldfall/states-prompt.hbs";
const tharos = { name: "Tharos", uuid: null };

export function eldfallStatesGalleryEntries() {
  return [
    { id: "eld-chat-stance-prompt", title: "Eldfall chat: a Warrior may take a Defensive Stance", kind: "chat" as const, template: T,
      context: phasePromptContext({ actor: tharos, prompt: "defensiveStance", done: false }) },
    { id: "eld-chat-ranger-prompt", title: "Eldfall chat: a Ranger's End Phase move, declared", kind: "chat" as const, template: T,
      context: phasePromptContext({ actor: { name: "Seigen", uuid: null }, prompt: "rangerMove", done: true }) },
  ];
}

/** Durations the Eldfall rules name, as the core engine reads them: "until the end of the turn" (A5: the side turn it was applied in). */
export const UNTIL_END_OF_TURN = { unit: "sideTurn" } as const;
/** "Until the end of the Activation Sequence". */
export const UNTIL_END_OF_ACTIVATION = { unit: "activation" } as const;
/** An Enchantment's: until the caster's next Strategic Phase. */
export const untilCastersNextStrategic = (casterId: string) => ({ unit: "phase", phase: "strategic", casterId }) as const;
