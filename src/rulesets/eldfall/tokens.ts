import type { TokenDefaultsByType } from "../../core/tokens";

/** Bars: Health and AP; Weak Points and Mana as values. Heroes are linked; each hostile token is its own copy (two of one profile on the field). */
export const ELDFALL_TOKENS: TokenDefaultsByType = {
  eldfallHero: { primary: "health", bars: ["health", "ap"], values: ["weakPoints", "mana"], linked: true },
  eldfallHostile: { primary: "health", bars: ["health", "ap"], values: ["weakPoints", "mana"], linked: false },
};
