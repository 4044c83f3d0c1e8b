/**
 * A Rest on the Journey (M94): the dial moves one period, and each hero picks one of two: full HP and every State
 * gone, or one Weak Point gone. Pure: heroes and their choices in, what each hero becomes out.
 */
import { ownEntry, requireOneOf } from "../../../../core/dice/guard";
import { REST_CHOICES } from "../../profile/rules/keys";
import { heal, mayRemoveWeakPoint } from "../../party/rules/difficulty";
import { MOON_ADVANCE } from "../../party/rules/moon-dial";

export type RestChoice = (typeof REST_CHOICES)[number];

export interface CampaignHero {
  readonly uuid: string;
  readonly name: string;
  readonly health: number;
  /** Maximum HP as the party plays it (rules/difficulty.ts heroMaxHp). */
  readonly max: number;
  readonly weakPoints: number;
  /** Eldfall State ids the hero has. */
  readonly states: readonly string[];
}

export interface HeroChange {
  readonly uuid: string;
  readonly health: number;
  readonly weakPoints: number;
  /** States to take off. */
  readonly removeStates: readonly string[];
}

export interface RestHeroResult extends HeroChange { readonly choice: RestChoice | null; readonly refused: "fullHp" | "noWeakPoints" | null }

/** The choice that helps: hurt or under a State → restore; else a Weak Point if there is one; else nothing to gain (restore). */
export function suggestedRestChoice(hero: CampaignHero, hardHealing = false): RestChoice {
  if (hero.health < hero.max || hero.states.length) return "restore";
  return mayRemoveWeakPoint(hero.health, hero.max, hero.weakPoints, hardHealing) ? "weakPoint" : "restore";
}

/** One hero's Rest. A Weak Point choice with nothing to remove (or, on Hard, at full HP) changes nothing and says why. */
export function restHero(hero: CampaignHero, choice: RestChoice, hardHealing = false): RestHeroResult {
  requireOneOf("choice", choice, REST_CHOICES);
  if (choice === "restore") {
    const h = heal(hero.health, hero.max, hero.weakPoints, hero.max, hardHealing);
    return { uuid: hero.uuid, choice, health: h.health, weakPoints: h.weakPoints, removeStates: [...hero.states], refused: null };
  }
  const unchanged = { uuid: hero.uuid, choice: null, health: hero.health, weakPoints: hero.weakPoints, removeStates: [] };
  if (hero.weakPoints <= 0) return { ...unchanged, refused: "noWeakPoints" };
  if (!mayRemoveWeakPoint(hero.health, hero.max, hero.weakPoints, hardHealing)) return { ...unchanged, refused: "fullHp" };
  return { ...unchanged, choice, weakPoints: hero.weakPoints - 1, refused: null };
}

/** The whole party's Rest: one period on the dial, each hero's choice (a hero without one takes the suggested one). */
export function planRest(heroes: readonly CampaignHero[], choices: Readonly<Record<string, RestChoice | undefined>>, hardHealing = false) {
  return {
    periods: MOON_ADVANCE.rest,
    heroes: heroes.map((h) => restHero(h, ownEntry(choices, h.uuid) ?? suggestedRestChoice(h, hardHealing), hardHealing)),
  };
}
