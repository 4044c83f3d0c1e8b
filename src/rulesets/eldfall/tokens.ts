import type { TokenDefaultsByType } from "../../core/tokens";

/** Bars: Health and AP. Heroes are linked; each hostile token is its own copy (two of one profile on the field). */
export const ELDFALL_TOKENS: TokenDefaultsByType = {
  eldfallHero: { primary: "health", bars: ["health", "ap"], values: [], linked: true },
  eldfallHostile: { primary: "health", bars: ["health", "ap"], values: [], linked: false },
};
