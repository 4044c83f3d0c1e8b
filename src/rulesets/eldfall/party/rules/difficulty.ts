/**
 * Difficulty and party size (M109, M111, readings A53 and P2-campaign-2). Pure: the party's difficulty and its
 * number of heroes in, the numbers the hero profiles and the healing rules use out.
 */
import { requireInt, requireOneOf } from "../../../../core/dice/guard";
import { DIFFICULTIES } from "../../profile/rules/keys";

export type Difficulty = (typeof DIFFICULTIES)[number];
/** A full party (M99, A51). */
export const FULL_PARTY = 4;

/** Each hero gains +1 HP for every missing hero when fewer than four play (M109). */
export function missingHeroBonus(heroes: number): number {
  requireInt("heroes", heroes, 0, 99);
  return Math.max(0, FULL_PARTY - heroes);
}

/** Objectives that need several heroes need one fewer with fewer than four (M109). */
export const objectiveReduction = (heroes: number): number => (missingHeroBonus(heroes) > 0 ? 1 : 0);

/** A hero's maximum HP: the printed HP plus the missing-hero bonus, doubled on Easy (A53: the bonus is doubled too). */
export function heroMaxHp(printed: number, heroes: number, difficulty: Difficulty): number {
  requireInt("printed", printed, 0, 999);
  requireOneOf("difficulty", difficulty, DIFFICULTIES);
  const hp = printed + missingHeroBonus(heroes);
  return difficulty === "easy" ? hp * 2 : hp;
}

/** Easy: Hostiles' Demon Trait is ignored (M111). */
export const ignoresDemon = (difficulty: Difficulty): boolean => difficulty === "easy";

export interface Healing { readonly health: number; readonly weakPoints: number; readonly healed: number; readonly wpRemoved: number }

/**
 * `amount` HP regained. With Hard's healing option (M42/M111) each point, while the Weak Points exceed the HP, removes
 * a Weak Point instead (P2-campaign-2: point by point, so a large heal first brings the WP down to the HP, then heals).
 */
export function heal(health: number, max: number, weakPoints: number, amount: number, hardHealing: boolean): Healing {
  requireInt("health", health, 0, 999);
  requireInt("max", max, 0, 999);
  requireInt("weakPoints", weakPoints, 0, 999);
  requireInt("amount", amount, 0, 999);
  let hp = Math.min(health, max);
  let wp = weakPoints;
  for (let i = 0; i < amount; i++) {
    if (hardHealing && wp > hp) wp -= 1;
    else if (hp < max) hp += 1;
    else break;
  }
  return { health: hp, weakPoints: wp, healed: hp - Math.min(health, max), wpRemoved: weakPoints - wp };
}

/** Hard's healing option: no Weak Point is removed from a hero at full HP (M42). */
export const mayRemoveWeakPoint = (health: number, max: number, weakPoints: number, hardHealing: boolean): boolean =>
  weakPoints > 0 && !(hardHealing && health >= max);
