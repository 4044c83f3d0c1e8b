/** Eldfall's campaign as the ruleset declares it: the Moon Dial track and HUD, the GM steps, the API. */
import { CAMPAIGN_GM_ACTIONS as QUEST_ACTIONS, addSynergy, checkQuestFailure, questEnd, questRestart, questStart, rest, summonAlly, trade, unlockSynergy } from "./quest";
import { ELDFALL_TRACKS, advanceMoon, gmMoveDial, moveDial, registerMoonHud } from "./moon-dial";
import { PARTY_TYPE, currentDial, currentParty, demonIgnored, hardNightNow, heroHpMax, partyOf } from "../party/state";
import { fateCheck, gainFate, recordSecretLog } from "../party/records";
import { planLeveling, levelPoints, customHeroPoints } from "./rules/leveling";
import { LEVELING_GM_ACTIONS, levelUp } from "./leveling";
import { isActiveGmClient } from "../../../core/reacting-client";

export { ELDFALL_TRACKS };
export const CAMPAIGN_GM_ACTIONS = [gmMoveDial, ...QUEST_ACTIONS, ...LEVELING_GM_ACTIONS];

export const CAMPAIGN_API = {
  /** The world's party actor (the first by name), or null. */
  currentParty,
  /** The Moon Dial now: { day, period }. */
  currentDial,
  /** Hard's Night option in force (Midnight or Dusk): the field is Dark. */
  hardNightNow,
  /** Move the dial: `moveDial("gm", ±n)` (GM), or a campaign step `advanceMoon("event" | "quest" | "rest" | "ally" | "foresight")`. */
  moveDial, advanceMoon,
  /** Quest start (Synergy pick, Ally, other parts' steps), end (failed: M107), restart; an Ally; a Rest with each hero's choice. */
  questStart, questEnd, questRestart, summonAlly, rest,
  /** Synergy Points (+/−n) and unlocking the picked card for a hero; Storage trades. */
  addSynergy, unlockSynergy, trade,
  /** Fate tokens (gain, Fate Check) and Secret Log codes. */
  gainFate, fateCheck, recordSecretLog,
  /** A hero's max HP as the campaign plays it (M109, A53), and whether Demon is ignored (Easy). */
  heroHpMax, demonIgnored,
  /** Custom heroes' leveling (M110, A52): the budget and a validated plan. */
  levelPoints, customHeroPoints, planLeveling,
  /** A hero's Level Up through the GM: `levelUp(hero, { off: 2, hp: 1 })`. */
  levelUp,
} as const;

/** Hooks of the campaign: the HUD, and a Quest failing when its last hero falls (the active GM). */
export function registerCampaign(): void {
  registerMoonHud();
  Hooks.on("updateActor", (actor) => {
    if (actor.type !== "eldfallHero" || !isActiveGmClient()) return;
    const party = partyOf(actor);
    if (party?.type === PARTY_TYPE) void checkQuestFailure(party);
  });
}
