/**
 * Where the campaign's state lives: the world's Eldfall party actor (the first one, by name, when there are
 * several). Part 2's flows read the Moon Dial and the Spawn Pool through here, never from a setting of their own.
 */
import type { PartySystem } from "../data/part2-specs";
import { MOON_START, dayLimit, dialAt, type MoonDial } from "../rules/moon-dial";

export const PARTY_TYPE = "eldfallParty";

export function currentParty(): Actor.Implementation | null {
  const parties = [...game.actors].filter((a) => a.type === PARTY_TYPE).sort((a, b) => a.name.localeCompare(b.name));
  return parties[0] ?? null;
}

export const partyData = (party: Actor.Implementation): PartySystem => party.system as unknown as PartySystem;

/** The Moon Dial's position; Day 1, Midnight when the world has no party yet. */
export function currentDial(): MoonDial {
  const party = currentParty();
  if (!party) return MOON_START;
  const data = partyData(party);
  return dialAt(data.moon.value, dayLimit(data.hard.dayCount));
}
