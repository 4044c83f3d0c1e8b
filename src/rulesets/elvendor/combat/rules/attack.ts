import { Distribution } from "../../../../core/dice/distribution";
import { targetNumber } from "../../../../core/dice/checks";
import type { ElvendorOptions } from "../../options/rules/options";
import type { Precipitation, TimeOfDay } from "../../weather/rules/tables";
import { windStrength, type WindRelation } from "../../weather/rules/wind";
import { MAX_DICE, MAX_GAME_NUMBER, requireBool, requireDice, requireInt } from "../../../../core/dice/guard";
import { applyModifiers } from "../../../../core/rules/attributes";
import { damagePerHit } from "./damage";

/** A shift of the D6 target number: positive makes the roll harder. */
export interface Modifier { readonly source: string; readonly value: number }

export interface AttackInput {
  /** The ability's HIT (x+ on a D6). */
  readonly hit: number;
  /** The target's DEF / Defense. */
  readonly defense: number;
  readonly ranged: boolean;
  /** The ability's range in tiles and the distance to the target. */
  readonly range: number;
  readonly distance: number;
  readonly timeOfDay: TimeOfDay;
  readonly precipitation: Precipitation;
  readonly wind: WindRelation;
  readonly windSpeed: number;
  readonly specialVision?: boolean;
  /** Situational shifts the player enters in the roll dialog. */
  readonly extra?: readonly Modifier[];
}

type Opts = Pick<ElvendorOptions, "minorModifier" | "nightRangedPenalty" | "defenseMode" | "naturalRolls">;

/** Weather and wind only touch ranged attacks; each shift is listed with its source for the chat card. */
export function attackModifiers(input: AttackInput, options: Opts): Modifier[] {
  const mods: Modifier[] = [];
  if (input.ranged) {
    const far = input.distance > input.range / 2;
    if (input.timeOfDay === "sunset" && far) mods.push({ source: "sunset", value: options.minorModifier });
    if (input.timeOfDay === "night" && !input.specialVision) mods.push({ source: "night", value: options.nightRangedPenalty });
    if (input.precipitation === "fog" && far) mods.push({ source: "fog", value: options.minorModifier });
    if (input.precipitation === "rain") mods.push({ source: "rain", value: options.minorModifier });
    const strength = options.minorModifier * windStrength(input.windSpeed);
    if (input.wind === "with" && strength) mods.push({ source: "windWith", value: -strength });
    if (input.wind === "against" && strength) mods.push({ source: "windAgainst", value: strength });
  }
  for (const m of input.extra ?? []) if (m.value !== 0) mods.push(m);
  return mods;
}

/** The ability's RG in tiles reaches the target (tiles counted with diagonals as 1, see core grid). */
export function inRange(distance: number, range: number): boolean {
  requireInt("distance", distance, 0, MAX_GAME_NUMBER);
  requireInt("range", range, 0, MAX_GAME_NUMBER);
  return distance <= range;
}

/** Any ability marked special vision spares its bearer the night penalty on ranged attacks. */
export function hasSpecialVision(abilities: readonly { readonly specialVision?: boolean }[]): boolean {
  return abilities.some((a) => a.specialVision === true);
}

/**
 * D6s an attack rolls. The ability's ATT column is its number of attacks; the character's ATT is the
 * base value an ability falls back on when it leaves its own ATT at 0. Always at least one die.
 */
export function attackDice(abilityAttacks: number, baseAtt: number): number {
  requireInt("abilityAttacks", abilityAttacks, 0, MAX_DICE);
  requireInt("baseAtt", baseAtt, 0, MAX_DICE);
  return Math.max(1, abilityAttacks > 0 ? abilityAttacks : baseAtt);
}

export interface AttackTarget { readonly base: number; readonly modifiers: Modifier[]; readonly target: number }

/** The D6 target: HIT against DEF (higher of the two, or their sum less one in "add" mode), then modifiers. */
export function attackTarget(input: AttackInput, options: Opts): AttackTarget {
  const base = options.defenseMode === "max" ? Math.max(input.hit, input.defense) : input.hit + input.defense - 1;
  const modifiers = attackModifiers(input, options);
  const target = applyModifiers(base, { adds: modifiers.map((m) => m.value), clamp: targetRange(options.naturalRolls) }).value;
  return { base, modifiers, target };
}

/** With natural rolls a 6 always hits and a 1 always misses, so targets stay within 2–6. */
export function clampTarget(target: number, naturalRolls: boolean): number {
  requireInt("target", target, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  return applyModifiers(target, { clamp: targetRange(naturalRolls) }).value;
}

/** With natural rolls a 6 always hits and a 1 always misses; without, a target of 1 still needs a roll. */
function targetRange(naturalRolls: boolean) {
  requireBool("naturalRolls", naturalRolls);
  return naturalRolls ? { min: 2, max: 6 } : { min: 1 };
}

export function hitChance(target: number): number {
  requireInt("target", target, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  return targetNumber(6, target);
}

/** Exact distribution of hits for `attacks` (0–MAX_DICE) D6 each needing `target`+ (a whole number). */
export function hitDistribution(target: number, attacks: number): Distribution {
  requireInt("attacks", attacks, 0, MAX_DICE);
  return Distribution.successes(attacks, hitChance(target));
}

export interface AttackResult {
  readonly dice: readonly number[];
  readonly hits: number;
  readonly damagePerHit: number;
  readonly damage: number;
}

/** One D6 per attack; each hit deals DAM less the target's ARMOR (never below 0). */
export function resolveAttack(dice: readonly number[], target: number, damage: number, armor: number): AttackResult {
  requireDice("dice", dice, 6);
  requireInt("target", target, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireInt("damage", damage, 0, MAX_GAME_NUMBER);
  requireInt("armor", armor, 0, MAX_GAME_NUMBER);
  const hits = dice.filter((d) => d >= target).length;
  const perHit = damagePerHit(damage, armor);
  return { dice, hits, damagePerHit: perHit, damage: hits * perHit };
}

/** SAV / Saves x+ on a D6. */
export function resolveSave(d6: number, sav: number): boolean {
  requireInt("d6", d6, 1, 6);
  requireInt("sav", sav, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  return d6 >= sav;
}

export function saveChance(sav: number): number {
  requireInt("sav", sav, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  return targetNumber(6, sav);
}

/** The roll dialog's evaluator: target after a shift, chance per die and the distribution of hits. Domain: whole base and shift, attacks 0–MAX_DICE. */
export function attackOdds(base: number, shift: number, attacks: number, naturalRolls: boolean, hitLabel: (hits: number) => string = String) {
  requireInt("base", base, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireInt("shift", shift, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireInt("attacks", attacks, 0, MAX_DICE);
  const target = clampTarget(base + shift, naturalRolls);
  const hits = hitDistribution(target, attacks);
  return {
    target: `${target}+`,
    // A target past the die's faces rolls as the nearest one the rules allow: the dialog says so.
    ...(target !== base + shift ? { cappedFrom: `${base + shift}+` } : {}),
    chance: 1 - hits.p(0),
    distribution: hits.entries().map(([n, p]) => ({ label: hitLabel(n), p })),
  };
}
