/**
 * A weapon attack ("Ability Checks", "The Abilities", "Ability Modifiers", "Resistances", "Vulnerabilities"):
 * a to-hit check of the weapon's ability against the default difficulty 7 (a double 6 hits, double 1s miss),
 * then on a hit the weapon's damage formula plus the damage ability's modifier, of the weapon's damage type.
 * The damage modifier is held to +5 like any other unless the roll is exempt (aimed shot, crushing blow, or a
 * weapon marked so); hunger and thirst penalties count on both rolls. The hit meets the target's defences
 * through the core pipeline (creatures/rules/damage.ts): the struck slot's armour plus its own resistance,
 * immunity, vulnerability and the secondary effect of the type.
 *
 * Readings: which ability each reach uses is the abilities list's (melee STR, finesse AGI, ranged AGI, thrown
 * AGI to hit and STR for damage); thrown damage counts as ranged for the cap exemption; a hit never deals less
 * than 0; a critical hit hits whatever the total and deals no extra damage (the rules give none); the rules
 * give no defence value that changes the difficulty, so it is 7 and the situation moves it through modifiers.
 */
import { requireBool, requireDice, requireInt, requireOneOf } from "../../../../core/dice/guard";
import { checkModifier, DEFAULT_DIFFICULTY, isSuccess, resolveCheck } from "../../checks/rules/check";
import { hitPacket, SLOTS, type DamageType, type Slot } from "../../creatures/rules/damage";
import { abilityUse, type AbilityUse } from "../../creatures/rules/abilities";

export const REACHES = ["melee", "ranged", "thrown"] as const;
export type Reach = (typeof REACHES)[number];

/** What the attack rules read of a weapon. */
export interface WeaponFacts {
  readonly reach: Reach;
  readonly finesse: boolean;
  readonly damage: string;
  readonly damageType: DamageType;
  /** Its damage always goes past the +5 cap. */
  readonly exceedsCap: boolean;
}

/** The to-hit and damage uses of a weapon, by its reach (and finesse for melee). */
export function weaponUses(w: Pick<WeaponFacts, "reach" | "finesse">): { toHit: AbilityUse; damage: AbilityUse } {
  const reach = requireOneOf("reach", w.reach, REACHES);
  requireBool("finesse", w.finesse);
  const ids: Record<Reach, [string, string]> = {
    melee: w.finesse ? ["finesseToHit", "finesseDamage"] : ["meleeToHit", "meleeDamage"],
    ranged: ["rangedToHit", "rangedDamage"],
    thrown: ["thrownToHit", "thrownDamage"],
  };
  const [toHit, damage] = ids[reach];
  return { toHit: abilityUse(toHit), damage: abilityUse(damage) };
}

/** A damage formula the weapons use: N dice of S sides, plus or minus a flat number ("1d6", "2d4+1"). */
export interface DamageFormula { readonly count: number; readonly sides: number; readonly flat: number }

const MAX_DICE = 20;
const MAX_SIDES = 100;
const MAX_FLAT = 100;

/** The formula, or null when it is not one (the sheet's text is the user's). */
export function parseDamageFormula(formula: string): DamageFormula | null {
  const m = /^\s*(\d*)\s*d\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$/i.exec(String(formula));
  if (!m) return null;
  const count = m[1] ? Number(m[1]) : 1;
  const sides = Number(m[2]);
  const flat = m[4] ? (m[3] === "-" ? -1 : 1) * Number(m[4]) : 0;
  if (count < 1 || count > MAX_DICE || sides < 2 || sides > MAX_SIDES || Math.abs(flat) > MAX_FLAT) return null;
  return { count, sides, flat };
}

/** The dice part of a formula as Foundry rolls it. */
export const diceFormula = (f: DamageFormula): string => `${f.count}d${f.sides}`;

export interface ToHitSpec {
  /** The to-hit ability's modifier. */
  readonly ability: number;
  /** Hunger and thirst (0 when fed), then the situational value. */
  readonly penalty: number;
  readonly situational: number;
  readonly critFailModifier: number;
}

/** The to-hit check from two dice: a double 6 hits, the critical failure range misses. */
export function resolveToHit(spec: ToHitSpec, dice: readonly number[]) {
  const adds = [spec.penalty, spec.situational].filter((v) => v !== 0);
  const r = resolveCheck({ base: spec.ability, adds, difficulty: DEFAULT_DIFFICULTY, canCrit: true, critFailModifier: spec.critFailModifier }, dice);
  return { ...r, hit: isSuccess(r.result) };
}

export interface DamageSpec {
  /** The damage ability's modifier. */
  readonly ability: number;
  readonly penalty: number;
  /** Aimed shot, crushing blow, or a weapon whose damage always exceeds the cap. */
  readonly capExempt: boolean;
}

/** The damage modifier: ability and penalty, held to +5 unless exempt. */
export function damageModifier(spec: DamageSpec) {
  requireBool("capExempt", spec.capExempt);
  return checkModifier({ base: spec.ability, adds: spec.penalty ? [spec.penalty] : [], capExempt: spec.capExempt });
}

/** The damage of a hit: the formula's dice and flat number plus the modifier, never below 0. */
export function hitDamage(formula: DamageFormula, dice: readonly number[], spec: DamageSpec) {
  requireDice("dice", dice, formula.sides, formula.count);
  if (dice.length !== formula.count) throw new RangeError(`The formula rolls ${formula.count} dice, got ${dice.length}`);
  const rolled = dice.reduce((s, d) => s + d, 0);
  const mod = damageModifier(spec);
  const uncapped = spec.ability + spec.penalty;
  return { rolled, flat: formula.flat, modifier: mod.value, uncapped, capped: mod.capped, amount: Math.max(0, rolled + formula.flat + mod.value) };
}

/** A hit of `amount` of a type on a slot: the packet the target's model resolves (slot in its options). */
export function attackPacket(amount: number, type: DamageType, slot: Slot) {
  requireInt("amount", amount, 0, 1_000_000);
  const packet = hitPacket(amount, type);
  return { ...packet, options: { slot: requireOneOf("slot", slot, SLOTS) } };
}
