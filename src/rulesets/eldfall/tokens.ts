import type { TokenDefaultsByType } from "../../core/tokens";

/**
 * Bars: Health (bar1) and AP (bar2), each a `{value}` with its derived `max` (data/actor-model.ts); Weak Points and
 * Mana as values. Heroes are linked; each hostile token is its own copy (two of one profile on the field).
 */
export const ELDFALL_TOKENS: TokenDefaultsByType = {
  eldfallHero: { primary: "health", secondary: "ap", bars: ["health", "ap"], values: ["weakPoints", "mana"], linked: true },
  eldfallHostile: { primary: "health", secondary: "ap", bars: ["health", "ap"], values: ["weakPoints", "mana"], linked: false },
};
