/**
 * Quest start and end bookkeeping (M91, M98, M100, M107; readings A37, A38, P2-campaign-3/4). Pure: the party and
 * its heroes in, what changes out. Wounds, Weak Points and equipment carry over (M98): only what is listed changes.
 */
import { requireInt } from "../../../../core/dice/guard";
import { MOON_ADVANCE } from "../../party/rules/moon-dial";
import type { CampaignHero, HeroChange } from "./rest";

const INCAPACITATED = "incapacitated";
const isDown = (h: CampaignHero) => h.states.includes(INCAPACITATED);

/** All heroes Incapacitated: the Quest ends at once (M107). A party without heroes has not failed. */
export const questFailed = (heroes: readonly CampaignHero[]): boolean => heroes.length > 0 && heroes.every(isDown);

export interface QuestEndPlan {
  /** Periods the dial moves: one for a completed Quest, none for a failed one (P2-campaign-3). */
  readonly periods: number;
  /** Shared Synergy Points discarded (§ SYNERGY POINTS). */
  readonly synergyDiscarded: number;
  readonly heroes: readonly HeroChange[];
  /** Heroes who stay Incapacitated at 0 HP into the Journey (A38): the sheet warns before the next Quest. */
  readonly stillDown: readonly string[];
}

/**
 * A completed (or failed) Quest ends. Tactical States go by the core's quest end (A37, when the option is on); here an
 * Incapacitated hero with HP above 0 gets up (its State would end at its next Strategic Phase, and there is none), one
 * at 0 HP stays down (A38).
 */
export function planQuestEnd(heroes: readonly CampaignHero[], synergyPoints: number, failed = false): QuestEndPlan {
  requireInt("synergyPoints", synergyPoints, 0, 999);
  const changes = heroes.map((h) => ({
    uuid: h.uuid, health: h.health, weakPoints: h.weakPoints,
    removeStates: h.states.includes(INCAPACITATED) && h.health > 0 ? [INCAPACITATED] : [],
  }));
  return {
    periods: failed ? 0 : MOON_ADVANCE.quest, synergyDiscarded: synergyPoints, heroes: changes,
    stillDown: heroes.filter((h) => h.health <= 0).map((h) => h.uuid),
  };
}

/** A failed Quest restarted (M107): optionally full HP (Incapacitated ends with it) and every Weak Point removed. */
export function planRestart(heroes: readonly CampaignHero[], options: { readonly restoreHp: boolean; readonly removeWeakPoints: boolean }): HeroChange[] {
  return heroes.map((h) => ({
    uuid: h.uuid,
    health: options.restoreHp ? h.max : h.health,
    weakPoints: options.removeWeakPoints ? 0 : h.weakPoints,
    removeStates: options.restoreHp && h.states.includes(INCAPACITATED) ? [INCAPACITATED] : [],
  }));
}

/** Heroes who start a Quest at 0 HP (A38's warning). */
export const downAtStart = (heroes: readonly CampaignHero[]): string[] => heroes.filter((h) => h.health <= 0).map((h) => h.uuid);

export type AllyRefusal = "alreadyThisQuest" | "alreadySummoned" | "noQuest";

/** One Ally per Quest, at its start, never the same one again in the campaign unless the text says so (M100). */
export function allyRefusal(ally: string, state: { readonly questActive: boolean; readonly summonedThisQuest: string; readonly summoned: readonly string[] }, again = false): AllyRefusal | null {
  if (!state.questActive) return "noQuest";
  if (state.summonedThisQuest) return "alreadyThisQuest";
  if (!again && state.summoned.includes(ally)) return "alreadySummoned";
  return null;
}
