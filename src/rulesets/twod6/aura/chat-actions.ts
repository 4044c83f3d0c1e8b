/** 2D6 chat card buttons, by short name; the core registers them as `realms.twod6.<name>`. */
import type { ChatAction } from "../../../core/ruleset";
import { Refusal, warnRefusal } from "../../../core/gm";
import { undoAura } from "./aura";

export const TWOD6_CHAT_ACTIONS: Readonly<Record<string, ChatAction>> = {
  // Only the GM undoes an aura (it wrote every target).
  undoAura: async (message) => {
    if (!game.user.isGM) return warnRefusal(new Refusal("REALMS.GmRequest.gmOnly"));
    await undoAura(message);
  },
};
