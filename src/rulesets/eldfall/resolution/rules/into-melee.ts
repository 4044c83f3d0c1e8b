/**
 * Shooting into melee after the dice (SHOOTING INTO MELEE, A22): each die of a Ranged Attack without AoE at an enemy
 * sharing its space with the shooter's allies that shows 17, 18, 19 or 20 hits one of those allies instead, whatever
 * the modified attribute; every other die stays with the target as the dice resolved it. The Hit on the ally is not
 * critical (a 1 never shows 17–20) and, from a hero, asks the ally the Friendly Fire Morale roll (the on-Hit effects).
 */
import { dieHits, type ShootingIntoMelee } from "../../space/rules/engaged";
import type { HitInput, TargetInput } from "./resolution-input";

/** One rolled die as the dice cards record it: its face, whether it ended a Hit, a successful roll that became none. */
export interface RolledStrike {
  readonly face: number;
  readonly landed: boolean;
  /** A successful roll that became no Hit (negated in a Confrontation): a hero may give 1 WP for it. */
  readonly negated: boolean;
}

/** The target's share of the dice, and how many Hits the ally takes instead. */
export interface IntoMeleeSplit {
  readonly target: TargetInput;
  readonly allyHits: number;
}

/**
 * Split a side's dice: `hits` are the target's Hits in die order (`die` is the index of the die that made each one, null
 * for one no die made, which always stays), `dice` every die rolled.
 */
export function splitIntoMelee(
  target: string, dice: readonly RolledStrike[], hits: readonly (HitInput & { readonly die: number | null })[], rule: ShootingIntoMelee,
): IntoMeleeSplit {
  const strays = new Set(dice.flatMap((d, i) => (dieHits(d.face, rule) === "ally" ? [i] : [])));
  const kept = hits.filter((h) => h.die === null || !strays.has(h.die)).map((h) => ({ critical: h.critical }));
  const negated = dice.filter((d, i) => d.negated && !strays.has(i)).length;
  return { target: { target, hits: kept, negated }, allyHits: strays.size };
}
