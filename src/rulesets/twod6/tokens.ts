import type { TokenDefaultsByType } from "../../core/tokens";

/** Bars: health and energy. Characters are linked; each creature token is its own copy. */
export const TWOD6_TOKENS: TokenDefaultsByType = {
  twod6Character: { primary: "health", secondary: "energy", bars: ["health", "energy"], values: [], linked: true },
  twod6Creature: { primary: "health", secondary: "energy", bars: ["health", "energy"], values: [], linked: false },
};
