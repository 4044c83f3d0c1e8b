/** Attacks, damage, and the four reactions. */
import type { PoolPart, PoolResult } from "../../checks/rules/pool";
import { MAX_GAME_NUMBER, requireInt, requireOneOf } from "../../../../core/dice/guard";
import { difficultyOdds } from "../../checks/rules/odds";

/** Reach of a melee weapon in metres: the rules give weapons a range but no melee distance (our reading). */
export const MELEE_REACH_M = 2;

/** Ranged: it shoots ammunition, or its range is beyond melee reach. Prone targets help only melee attackers. */
export function isRangedWeapon(w: { readonly ammunition: string; readonly range: number | null }): boolean {
  return w.ammunition !== "" || (w.range ?? 0) > MELEE_REACH_M;
}

export type AttackResult = "miss" | "glancing" | "full";

export function attackResult(successes: number): AttackResult {
  requireInt("successes", successes, 0, MAX_GAME_NUMBER);
  return successes <= 0 ? "miss" : successes === 1 ? "glancing" : "full";
}

/** A glancing blow halves the damage, rounded down. */
export function damageFor(result: AttackResult, rolled: number): number {
  requireOneOf("result", result, ["miss", "glancing", "full"] as const);
  requireInt("rolled", rolled, 0, MAX_GAME_NUMBER);
  if (result === "miss") return 0;
  return result === "glancing" ? Math.floor(rolled / 2) : rolled;
}

export const REACTIONS = ["dodge", "parry", "block", "takeHit"] as const;
export type Reaction = (typeof REACTIONS)[number];

export interface ReactionOutcome {
  readonly reaction: Reaction;
  readonly grade: "success" | "barely" | "failure";
  readonly damageTaken: number;
  /** Damage the shield (or armor) absorbed, which it takes to its HP. */
  readonly blocked: number;
}

const gradeOf = (r: Pick<PoolResult, "successes" | "barely">) => (r.successes > 0 ? "success" : r.barely > 0 ? "barely" : "failure");

/**
 * Dodge: success avoids, barely halves (down). Parry: success avoids, barely takes off the weapon's attack
 * bonus. Block: a success stops up to the Block value, the rest goes through. Take Hit: each success −1.
 */
export function resolveReaction(reaction: Reaction, roll: Pick<PoolResult, "successes" | "barely">, damage: number,
  gear: { weaponBonus?: number; blockValue?: number } = {}): ReactionOutcome {
  requireOneOf("reaction", reaction, REACTIONS);
  requireInt("successes", roll.successes, 0, MAX_GAME_NUMBER);
  requireInt("barely", roll.barely, 0, MAX_GAME_NUMBER);
  requireInt("damage", damage, 0, MAX_GAME_NUMBER);
  if (gear.weaponBonus !== undefined) requireInt("weaponBonus", gear.weaponBonus, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  if (gear.blockValue !== undefined) requireInt("blockValue", gear.blockValue, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  const grade = gradeOf(roll);
  const out = (damageTaken: number, blocked = 0): ReactionOutcome => ({ reaction, grade, damageTaken: Math.max(0, damageTaken), blocked });
  switch (reaction) {
    case "dodge":
      return out(grade === "success" ? 0 : grade === "barely" ? Math.floor(damage / 2) : damage);
    case "parry":
      return out(grade === "success" ? 0 : grade === "barely" ? damage - (gear.weaponBonus ?? 0) : damage);
    case "block": {
      if (roll.successes < 1) return { ...out(damage), grade: "failure" };
      const blocked = Math.min(damage, Math.max(0, gear.blockValue ?? 0));
      return { ...out(damage - blocked, blocked), grade: "success" };
    }
    case "takeHit":
      return { ...out(damage - roll.successes), grade: roll.successes ? "success" : "failure" };
  }
}

/** What a defender brings to a reaction: talent totals, the equipped weapon (Parry) and the worn armor bonus (Take the hit). */
export interface ReactionGear {
  readonly totals: Readonly<Record<"dexterity" | "acrobatics" | "strength" | "toughness", number>>;
  readonly weapon: { readonly name: string; readonly bonus: number } | null;
  readonly armorBonus: number;
}

/**
 * A reaction's pool parts (rules §4.3): Dodge = Dexterity + Acrobatics, Parry = Strength + the weapon's
 * attack bonus, Block = Strength, Take the hit = Toughness + armor bonus. Statuses and the cap come after.
 */
export function reactionPoolParts(reaction: Reaction, gear: ReactionGear): PoolPart[] {
  requireOneOf("reaction", reaction, REACTIONS);
  const part = (label: string, points: number, i18n = true): PoolPart => ({ label, i18n, points });
  const t = gear.totals;
  const bonus = gear.weapon?.bonus ?? 0;
  switch (reaction) {
    case "dodge": return [part("REALMS.Aedelore.Ability.dexterity", t.dexterity), part("REALMS.Aedelore.Skill.acrobatics", t.acrobatics)];
    case "parry": return [part("REALMS.Aedelore.Ability.strength", t.strength), part(`${gear.weapon?.name ?? ""} +${bonus}`, bonus, false)];
    case "block": return [part("REALMS.Aedelore.Ability.strength", t.strength)];
    case "takeHit": return [part("REALMS.Aedelore.Ability.toughness", t.toughness), part("REALMS.Aedelore.Pool.armorBonus", gear.armorBonus)];
  }
}

/**
 * A reaction's exact odds before the defender picks, from its pool size: a full success (one 7+), a Barely
 * (no 7+ but a 5–6; Dodge halves, Parry takes off the weapon's bonus), or a failure. Block and Take the hit
 * have no Barely: Block needs a full success, and Take the hit takes 1 off per success (`success` is at least one).
 */
export function reactionOdds(reaction: Reaction, dice: number): { readonly success: number; readonly barely: number | null; readonly failure: number } {
  requireOneOf("reaction", reaction, REACTIONS);
  const one = difficultyOdds(dice)[0]!;
  if (reaction === "block" || reaction === "takeHit") return { success: one.success, barely: null, failure: 1 - one.success };
  return { success: one.success, barely: one.barelyOrBetter - one.success, failure: 1 - one.barelyOrBetter };
}

/** Initiative: 1D6 with six or fewer in the fight, 1D10 with more. */
export function initiativeDie(participants: number): "1d6" | "1d10" {
  requireInt("participants", participants, 0, MAX_GAME_NUMBER);
  return participants > 6 ? "1d10" : "1d6";
}

/** Gear at 0 HP is broken and protects no more. */
export function damageGear(hp: number, blocked: number): { hp: number; broken: boolean } {
  requireInt("hp", hp, 0, MAX_GAME_NUMBER);
  requireInt("blocked", blocked, 0, MAX_GAME_NUMBER);
  const next = Math.max(0, hp - blocked);
  return { hp: next, broken: next === 0 };
}
