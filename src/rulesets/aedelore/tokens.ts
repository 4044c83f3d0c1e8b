import type { TokenDefaultsByType } from "../../core/tokens";

/** Bar: HP (and a caster's Arcana as a second bar to pick). Characters are linked; each creature token is its own copy. */
export const AEDELORE_TOKENS: TokenDefaultsByType = {
  aedeloreCharacter: { primary: "hp", bars: ["hp", "arcana"], values: [], linked: true },
  aedeloreCreature: { primary: "hp", bars: ["hp"], values: [], linked: false },
};
