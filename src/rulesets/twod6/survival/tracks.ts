/** Hunger and thirst as the core registers them: the two tracks, and their overflow as untyped damage (I12). */
import type { TrackSet } from "../../../core/tracks";
import { SUSTENANCE_TRACKS } from "./rules/sustenance";
import { actorSystem } from "../../../core/data/subtypes";
import { TWOD6_ACTOR_TYPES, TWOD6_ID } from "../config";

export const TWOD6_TRACKS: TrackSet = {
  ruleset: TWOD6_ID,
  tracks: SUSTENANCE_TRACKS,
  overflow: {
    damage: async (actor, amount) => {
      if (actor) await actorSystem(actor, TWOD6_ACTOR_TYPES).takeDamage(amount);
    },
  },
};
