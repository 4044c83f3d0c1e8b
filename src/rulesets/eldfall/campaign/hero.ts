/**
 * A hero as the campaign rules read it. Apart from party/state.ts because it reads the States (states/actor-states.ts), which read the facts,
 * which read party/state.ts for a hero's max HP: the bundle allows no import cycle.
 */
import type { CampaignHero } from "./rules/rest";
import { heroHpMax } from "../party/state";
import { stateIdsOf } from "../states/actor-states";
import { uuidOf } from "../../../core/refs";
import { actorSystem } from "../../../core/data/subtypes";
import { ELDFALL_MODEL_TYPES } from "../config";

/** A hero as the campaign rules read it. */
export function campaignHero(hero: Actor.Implementation): CampaignHero {
  const s = actorSystem(hero, ELDFALL_MODEL_TYPES);
  return { uuid: uuidOf(hero), name: hero.name ?? "", health: s.health.value, max: heroHpMax(hero), weakPoints: s.weakPoints, states: stateIdsOf(hero) };
}
