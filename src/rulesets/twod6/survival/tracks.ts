/** Hunger and thirst as the core registers them: the two tracks, and their overflow as untyped damage (I12). */
import type { TrackSet } from "../../../core/tracks";
import { SUSTENANCE_TRACKS } from "./rules/sustenance";
import { TWOD6_ID } from "../config";

export const TWOD6_TRACKS: TrackSet = {
  ruleset: TWOD6_ID,
  tracks: SUSTENANCE_TRACKS,
  overflow: {
    damage: async (actor, amount) => {
      if (actor) await (actor.system as unknown as { takeDamage(n: number): Promise<unknown> }).takeDamage(amount);
    },
  },
};
