/**
 * The ChatMessage models the core registers, whichever ruleset is active: the legacy `card` family (every card
 * posted before families, and kinds in none yet) and the core's own card families. A ruleset's families are in its
 * `models` and registered with them (./ruleset-setup.ts `registerModels`).
 */
import { RealmsCardModel } from "./chat/card-model";
import { NOTICE_FAMILY } from "./notices";
import { DECK_REVEAL_FAMILY } from "./decks/reveal";
import { registerModels } from "./ruleset-setup";

export const CORE_CHAT_MESSAGE_MODELS = [RealmsCardModel, NOTICE_FAMILY.model, DECK_REVEAL_FAMILY.model] as const;

/** THE place the core's ChatMessage data models are registered (init). */
export function registerChatMessageModels(): void {
  registerModels(CORE_CHAT_MESSAGE_MODELS);
}
