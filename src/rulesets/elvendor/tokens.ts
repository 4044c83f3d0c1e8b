import type { TokenDefaultsByType } from "../../core/tokens";

/** Heroes and companions are one of a kind (linked tokens); each enemy token is its own copy. Bar: health. */
export const ELVENDOR_TOKENS: TokenDefaultsByType = {
  elvendorHero: { primary: "health", bars: ["health"], values: ["secondary.rage"], linked: true },
  elvendorCompanion: { primary: "health", bars: ["health"], values: ["ap"], linked: true },
  elvendorEnemy: { primary: "health", bars: ["health"], values: [], linked: false },
};
