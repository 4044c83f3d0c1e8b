/**
 * The 4 Combat Arts and their 17 levels (§ COMBAT ARTS). A model has every level up to its own and picks one level
 * of one Art per Attack; a Duelist attacker bars its target's levels I–III. Pure.
 */
import { ownEntry } from "../../../../core/dice/guard";
import { COMBAT_ARTS, type CombatArtId } from "./keys";
import type { Reach } from "./profile";

/** The first (near) band of a two-value RCH covers this many spaces (A61). */
const NEAR_BAND = 10;

export const COMBAT_ART_IDS = Object.keys(COMBAT_ARTS) as CombatArtId[];
export type { CombatArtId };

/** One level's effect on the Attack it is chosen for. */
export interface ArtLevel {
  readonly name: string;
  readonly power?: number;
  readonly strikes?: number;
  /** Traits the Attack gains (with their level where they have one: Poison I). */
  readonly gains?: Readonly<Record<string, number>>;
  /** Active Role: successful Attack rolls become Critical Hits (A16: after the Confrontation). */
  readonly critOnSuccess?: boolean;
  /** A model Wounded by it dies (heroes: Incapacitated, A58). */
  readonly kills?: boolean;
  /** On the target's Melee Attack: a modifier, and Strikes taken away (never below 1). */
  readonly targetAttack?: { readonly add?: number; readonly strikes?: number };
  /** The first Reach interval of the Ranged Weapon grows (spaces). */
  readonly firstReach?: number;
  /** A Hit makes the target Slowed until the end of the turn. */
  readonly slowsOnHit?: boolean;
}

export interface CombatArtRule {
  readonly id: CombatArtId;
  /** Which Attacks it applies to (Archery says Melee; A45 reads Ranged). */
  readonly attack: "any" | "melee" | "ranged";
  readonly levels: readonly ArtLevel[];
}

export const COMBAT_ART_RULES: Readonly<Record<CombatArtId, CombatArtRule>> = {
  assassination: { id: "assassination", attack: "any", levels: [
    { name: "aimingForTheVitals", power: 6 },
    { name: "cunningPrecaution", gains: { poison: 1 } },
    { name: "overwhelmingAssault", strikes: 1 },
    { name: "decisiveBlow", critOnSuccess: true },
    { name: "deadlyPrecision", kills: true },
  ] },
  fencing: { id: "fencing", attack: "melee", levels: [
    { name: "masterfulParry", targetAttack: { add: -3 } },
    { name: "harshRiposte", targetAttack: { strikes: -1 } },
    { name: "secondWind", strikes: 1 },
    { name: "grappleAndThrash", gains: { knockdown: 1 } },
    { name: "strikingTheGaps", gains: { ignoreArmor: 1 } },
  ] },
  berserk: { id: "berserk", attack: "melee", levels: [
    { name: "grappleAndThrash", gains: { knockdown: 1 } },
    { name: "onslaught", gains: { sweep: 1 } },
    { name: "limbFracture", gains: { crippling: 1 } },
    { name: "mortalWound", gains: { cleave: 1 } },
  ] },
  archery: { id: "archery", attack: "ranged", levels: [
    { name: "overdraw", firstReach: 3 },
    { name: "impedingMomentum", slowsOnHit: true },
    { name: "staggeringPrecision", gains: { stagger: 1 } },
  ] },
};

/** Levels of Duelist's target that are barred (§ DUELIST: the target cannot use Combat Arts of level III or lower). */
export const DUELIST_BARS_UP_TO = 3;

export type ArtChoiceRefusal = "unknownArt" | "levelNotKnown" | "wrongAttack" | "duelist";

/** May a model with these Art levels choose `level` of `art` for this Attack? */
export function artChoice(known: Readonly<Record<string, number>>, art: string, level: number, attack: { readonly melee: boolean; readonly againstDuelist?: boolean }):
  { ok: true; level: ArtLevel } | { ok: false; reason: ArtChoiceRefusal } {
  const rule = ownEntry(COMBAT_ART_RULES, art);
  if (!rule) return { ok: false, reason: "unknownArt" };
  if (!Number.isInteger(level) || level < 1 || level > rule.levels.length || level > (ownEntry(known, art) ?? 0)) return { ok: false, reason: "levelNotKnown" };
  if ((rule.attack === "melee" && !attack.melee) || (rule.attack === "ranged" && attack.melee)) return { ok: false, reason: "wrongAttack" };
  if (attack.againstDuelist && level <= DUELIST_BARS_UP_TO) return { ok: false, reason: "duelist" };
  return { ok: true, level: rule.levels[level - 1]! };
}

/**
 * The Ranged Weapon's RCH with the level's Overdraw (Archery I): the first interval grows by its spaces — the near
 * band of a two-value RCH reaches 13 spaces instead of 10, a single value reaches 3 further. Other reaches, and
 * levels without Overdraw, stay as they are.
 */
export function reachWithArt(reach: Reach, level: ArtLevel | null): Reach {
  const more = level?.firstReach ?? 0;
  if (!more) return reach;
  if (reach.kind === "bands") return { ...reach, nearRange: (reach.nearRange ?? NEAR_BAND) + more };
  if (reach.kind === "spaces") return { ...reach, spaces: reach.spaces + more };
  return reach;
}

/** One level a model may choose for its Attack. */
export interface ArtOption { readonly id: CombatArtId; readonly level: number; readonly name: string }

/**
 * Every level of every Art the model knows that it may choose for this Attack, Art by Art in the rules' order:
 * the choices an attack card offers (one level of one Art per Attack, § COMBAT ARTS).
 */
export function artOptions(known: Readonly<Record<string, number>>, attack: { readonly melee: boolean; readonly againstDuelist?: boolean }): ArtOption[] {
  const out: ArtOption[] = [];
  for (const id of COMBAT_ART_IDS) {
    const top = Math.min(ownEntry(known, id) ?? 0, COMBAT_ART_RULES[id].levels.length);
    for (let level = 1; level <= top; level++) {
      const choice = artChoice(known, id, level, attack);
      if (choice.ok) out.push({ id, level, name: choice.level.name });
    }
  }
  return out;
}
