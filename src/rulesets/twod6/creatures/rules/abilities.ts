/**
 * The four abilities, their modifiers and what each applies to ("The Abilities"). A human's modifier is the
 * score − 7 (2 → −5, 7 → 0, 12 → +5); other races shift that scale by a per-ability offset (an orc's
 * strength runs −4..+6 over the same scores: offset +1).
 */
import { requireInt, requireOneOf } from "../../../../core/dice/guard";
import { ABILITIES, type Ability } from "./keys";

export { ABILITIES, type Ability };
export type AbilityScores = Readonly<Record<Ability, number>>;
export type AbilityOffsets = Readonly<Partial<Record<Ability, number>>>;

/** Highest score or offset the sheets accept (monsters exceed 12; nothing needs more than this). */
export const MAX_SCORE = 60;
export const MAX_OFFSET = 30;

/** Races the rules name, with the offsets the rules give. Anything not stated is 0 (the human scale). */
export const RACES = {
  human: {},
  orc: { str: 1 },
} as const satisfies Record<string, AbilityOffsets>;
export const RACE_IDS = ["human", "orc", "other"] as const;
export type Race = (typeof RACE_IDS)[number];

/** The modifier of a score on a race's scale. */
export function abilityModifier(score: number, offset = 0): number {
  requireInt("score", score, 0, MAX_SCORE);
  requireInt("offset", offset, -MAX_OFFSET, MAX_OFFSET);
  return score - 7 + offset;
}

/** A race's offsets, or the sheet's own for "other" (an ogre, a custom race). */
export function raceOffsets(race: Race, own: AbilityOffsets = {}): AbilityOffsets {
  return requireOneOf("race", race, RACE_IDS) === "other" ? own : RACES[race as Exclude<Race, "other">];
}

export function modifiers(scores: AbilityScores, offsets: AbilityOffsets = {}): Record<Ability, number> {
  return Object.fromEntries(ABILITIES.map((a) => [a, abilityModifier(scores[a], offsets[a] ?? 0)])) as Record<Ability, number>;
}

/** What a use is: a check against a difficulty, a to-hit roll, a damage roll, or a value (block, health, prices). */
export type UseKind = "check" | "toHit" | "damage" | "value";

export interface AbilityUse {
  readonly id: string;
  readonly ability: Ability;
  readonly kind: UseKind;
  /** An attack: a double 6 succeeds critically. */
  readonly canCrit: boolean;
  /** A melee or ranged damage roll, which an ability (aimed shot, crushing blow) may lift above the +5 cap. */
  readonly damage?: "melee" | "ranged" | "thrown";
}

const use = (ability: Ability, id: string, kind: UseKind, extra: Partial<AbilityUse> = {}): AbilityUse =>
  ({ id, ability, kind, canCrit: kind === "toHit", ...extra });

/** Every use the rules list, in the rules' order. */
export const ABILITY_USES: readonly AbilityUse[] = [
  use("str", "meleeToHit", "toHit"),
  use("str", "meleeDamage", "damage", { damage: "melee" }),
  use("str", "thrownDamage", "damage", { damage: "thrown" }),
  use("str", "block", "value"),
  use("str", "break", "check"),
  use("str", "snare", "check"),
  use("str", "climb", "check"),
  use("str", "intimidation", "check"),
  use("agi", "rangedToHit", "toHit"),
  use("agi", "rangedDamage", "damage", { damage: "ranged" }),
  use("agi", "thrownToHit", "toHit"),
  use("agi", "finesseToHit", "toHit"),
  use("agi", "finesseDamage", "damage", { damage: "melee" }),
  use("agi", "dodge", "value"),
  use("agi", "parry", "value"),
  use("agi", "disarmTrap", "check"),
  use("agi", "pickLock", "check"),
  use("agi", "sneak", "check"),
  use("agi", "jump", "check"),
  use("sta", "offensiveSpellToHit", "toHit"),
  use("sta", "mental", "check"),
  use("sta", "search", "check"),
  use("sta", "health", "value"),
  use("sta", "energy", "value"),
  use("sta", "healthRegen", "check"),
  use("sta", "energyRegen", "check"),
  use("cha", "defensiveSpellToHit", "toHit"),
  use("cha", "persuasion", "check"),
  use("cha", "merchantPrices", "value"),
];

export function abilityUse(id: string): AbilityUse {
  const found = ABILITY_USES.find((u) => u.id === id);
  if (!found) throw new RangeError(`No ability use "${id}"`);
  return found;
}

/** The uses a player can roll (checks, to-hit and damage rolls), grouped by ability for the dialog. */
export const rollableUses = (ability?: Ability) => ABILITY_USES.filter((u) => u.kind !== "value" && (!ability || u.ability === ability));
