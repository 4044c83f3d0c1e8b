/**
 * What spells and items do to hunger and thirst, from the creature sheet ("Hunger & Thirst"): set a state (180
 * turns left in it) or move it one state up (90 left) or down (270 left), through the core tracks, which post the
 * change of state. Only the creature's owner or the GM may; anything else is refused with its reason.
 */
import { changeTrack } from "../../../core/tracks";
import { Refusal, reportingRefusals } from "../../../core/gm";
import { HUNGER_TRACK, THIRST_TRACK } from "./rules/sustenance";

const TRACKS = { hunger: HUNGER_TRACK, thirst: THIRST_TRACK } as const;

function trackOf(name: string) {
  const def = Object.hasOwn(TRACKS, name) ? TRACKS[name as keyof typeof TRACKS] : null;
  if (!def) throw new Refusal("REALMS.Twod6.Sustenance.badTrack", { track: name });
  return def;
}

/** Set a track to a state, as a spell or effect that sets it does. */
export function setSustenance(actor: Actor.Implementation, track: string, state: string): Promise<void> {
  return reportingRefusals(async () => {
    const def = trackOf(track);
    if (!def.states.some((s) => s.id === state)) throw new Refusal("REALMS.Twod6.Sustenance.badState", { track, state });
    await changeTrack(actor, def.id, { kind: "set", state });
  });
}

/** Move a track one state up (+1) or down (−1), as a spell or effect that adjusts it does. */
export function shiftSustenance(actor: Actor.Implementation, track: string, steps: number): Promise<void> {
  return reportingRefusals(async () => {
    const def = trackOf(track);
    if (steps !== 1 && steps !== -1) throw new Refusal("REALMS.Twod6.Sustenance.badStep");
    await changeTrack(actor, def.id, { kind: "shift", steps });
  });
}
