/**
 * A hero as the campaign rules read it. Apart from party/state.ts because it reads the States (states/actor-states.ts), which read the facts,
 * which read party/state.ts for a hero's max HP: the bundle allows no import cycle.
 */
import type { CampaignHero } from "./rules/rest";
import { heroHpMax } from "../party/state";
import { stateIdsOf } from "../states/actor-states";
import { uuidOf } from "../../../core/refs";

/** A hero as the campaign rules read it. */
export function campaignHero(hero: Actor.Implementation): CampaignHero {
  const s = hero.system as unknown as { health: { value: number }; weakPoints: number };
  return { uuid: uuidOf(hero), name: hero.name ?? "", health: s.health.value, max: heroHpMax(hero), weakPoints: s.weakPoints, states: stateIdsOf(hero) };
}
