import type { TokenDefaultsByType } from "../../core/tokens";

/**
 * bar1 for PCs and NPCs: the condition ladder as steps before Dead (`ladder`, a `{value, max}` the data model derives
 * from the conditions: models/actor-model.ts), so a GM reads at a glance how close a token is to Dead. Derived, so the
 * HUD cannot edit it. A PC's Injury Points (a count, no maximum) stay a value on bar2, which the HUD shows and edits.
 * PCs are linked; each NPC token is its own copy.
 */
export const ELF_TOKENS: TokenDefaultsByType = {
  elfPc: { primary: "ladder", secondary: "injuryPoints", bars: ["ladder"], values: ["injuryPoints"], linked: true },
  elfNpc: { primary: "ladder", bars: ["ladder"], values: [], linked: false },
};
