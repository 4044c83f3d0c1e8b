/**
 * Traits of Items and Spells that act on their use (§ TRAITS, § MANA COST): Mana Cost (X) spends Mana Counters,
 * Throwing spends the Item (one per Strike, never more Strikes than its QTY), Unstable turns a 20 on the user. Pure.
 */
import { MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";
import { hasTrait, traitX, type TraitRef } from "./traits";

/** The Mana a row costs to cast: its Mana Cost (X) Trait, else the Spell's printed Mana Cost; 0 without either. */
export function manaCostOf(rowTraits: readonly TraitRef[], printed: number | null): number {
  const x = hasTrait(rowTraits, "manaCost") ? traitX(rowTraits, "manaCost") : printed ?? 0;
  return requireInt("mana cost", x, 0, MAX_GAME_NUMBER);
}

/** Throwing: the QTY an Item of `qty` ("/" = one Item) carries on; 0 when all of it was thrown. */
export function thrownLeft(qty: number | null, thrown: number): number {
  requireInt("thrown", thrown, 0, MAX_GAME_NUMBER);
  return Math.max(0, requireInt("qty", qty ?? 1, 0, MAX_GAME_NUMBER) - thrown);
}

/** Throwing: the most Strikes an Attack with the Item makes (its QTY; "/" = one). */
export const throwingStrikeCap = (qty: number | null): number => requireInt("qty", qty ?? 1, 0, MAX_GAME_NUMBER);

/** Unstable (A47: on the row or the user's Skill list): each 20 rolled is a Hit the user suffers. */
export function unstableHits(faces: readonly number[]): number {
  return faces.filter((f) => requireInt("face", f, 1, 20) === 20).length;
}
