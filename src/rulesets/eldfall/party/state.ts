/**
 * Where the campaign's state lives: the world's Eldfall party actor (the first one, by name, when there are
 * several). The campaign, the Chaos deck and spawning read the Moon Dial and the Spawn Pool through here, never from a
 * setting of their own; the States and the resolution read the heroes' maximum HP (M109, A53) and whether Demon counts (M111) here.
 */
import { actorAt } from "../../../core/refs";
import { actorSystem, isActorType } from "../../../core/data/subtypes";
import type { PartySystem } from "../models/campaign-specs";
import { MOON_START, dayLimit, dialAt, isDaytime, type MoonDial } from "./rules/moon-dial";
import { heroMaxHp, ignoresDemon } from "./rules/difficulty";
import { ELDFALL_MODEL_TYPES } from "../config";

export const PARTY_TYPE = "eldfallParty" as const;
const HERO_TYPE = "eldfallHero";

export function currentParty(): Actor.Implementation | null {
  const parties = [...game.actors].filter((a) => a.type === PARTY_TYPE).sort((a, b) => a.name.localeCompare(b.name));
  return parties[0] ?? null;
}

/** The party actor's data; a TypeError (a bug) for an actor that is no party. */
export const partyData = (party: Actor.Implementation): PartySystem => actorSystem(party, [PARTY_TYPE]);

/** The Moon Dial's position; Day 1, Midnight when the world has no party yet. */
export function currentDial(): MoonDial {
  const party = currentParty();
  if (!party) return MOON_START;
  const data = partyData(party);
  return dialAt(data.moon.value, dayLimit(data.hard.dayCount));
}

/** Hard's Night option in force now (Midnight or Dusk): the field is Dark (M111); the Chaos deck's weather applies it. */
export function hardNightNow(): boolean {
  const party = currentParty();
  return !!party && partyData(party).difficulty === "hard" && partyData(party).hard.night && !isDaytime(currentDial().period);
}

/**
 * The party's heroes that still exist, in the order listed. Only Heroes: the list is its owner's to write, and a
 * Hostile named in it is no member (a Rest or a Quest's end would otherwise heal it).
 */
export function partyMembers(party: Actor.Implementation | null = currentParty()): Actor.Implementation[] {
  if (!party) return [];
  return partyData(party).members.map((uuid) => actorAt(uuid)).filter((a): a is Actor.Stored => a?.type === HERO_TYPE);
}

/** The party this hero belongs to, if any. */
export function partyOf(hero: Actor.Implementation): Actor.Implementation | null {
  const uuid = hero.uuid;
  return uuid ? [...(game.actors ?? [])].find((a) => a.type === PARTY_TYPE && partyData(a).members.includes(uuid)) ?? null : null;
}

/**
 * A hero's maximum HP as the campaign plays it: the printed HP, +1 per missing hero, doubled on Easy (M109, A53).
 * A hero in no party, and a Hostile, keeps its printed HP. Every max HP the rules read comes from here (facts, the
 * resolution's models, the health bar, the sheet).
 */
export function heroHpMax(hero: Actor.Implementation): number {
  const printed = isActorType(hero, ELDFALL_MODEL_TYPES) ? hero.system.attributes.hp ?? 0 : 0;
  const party = hero.type === "eldfallHero" ? partyOf(hero) : null;
  if (!party) return printed;
  return heroMaxHp(printed, partyMembers(party).length, partyData(party).difficulty);
}

/** Easy: the Hostiles' Demon Trait is ignored (M111); the resolution reads this. */
export const demonIgnored = (): boolean => {
  const party = currentParty();
  return !!party && ignoresDemon(partyData(party).difficulty);
};
