import type { TokenDefaultsByType } from "../../core/tokens";

/**
 * A PC's condition track is its Injury Points (a count, no maximum: the token HUD shows and edits it). NPCs
 * carry no number for harm, only the ladder statuses on the token, so they get no bar. PCs are linked.
 */
export const ELF_TOKENS: TokenDefaultsByType = {
  elfPc: { primary: "injuryPoints", bars: [], values: ["injuryPoints"], linked: true },
  elfNpc: { primary: null, bars: [], values: [], linked: false },
};
