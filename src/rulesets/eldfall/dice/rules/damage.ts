/**
 * The Damage roll of one Hit: one d20, a Wound when it is at or below PW − ARM (PW 12 vs ARM 5 → 1–7).
 * PW and ARM both go through the core attribute pipeline (additions, then halvings, then doublings, rounding
 * up, never below 0), so "halved" means the same here as on every roll.
 *
 * ARM: a Critical Hit or Ignore Armor makes it 0 for that Hit; otherwise Crouched halves it and
 * Armor-Piercing adds only half of it (A17: ⌈ARM/2⌉), both halvings in that order.
 * PW: additions (Assassination I +6, Backstab +3, the lead's list), then halvings (Incorporeal target for a
 * Hit that is neither a Spell nor Burn, Resistance I), then doublings (Aquatic for electric names).
 * A threshold of 0 is still rolled (A15: no automatic failure for DMG rolls, but nothing succeeds).
 */
import { applyModifiers } from "../../../../core/rules/attributes";
import { MAX_GAME_NUMBER, requireInt } from "../../../../core/dice/guard";

/** One change to a Hit's PW, with the label the card shows. */
export interface PwModifier {
  readonly kind: "add" | "halve" | "double";
  /** For "add": the amount (may be negative). */
  readonly value?: number;
  /** i18n key or short id of the source ("assassination", "backstab", "aquatic"). */
  readonly source: string;
}

export interface ArmorCase {
  readonly arm: number;
  readonly critical?: boolean;
  readonly ignoreArmor?: boolean;
  readonly armorPiercing?: boolean;
  readonly crouched?: boolean;
}

/** The ARM a DMG roll subtracts, and why. */
export function effectiveArmor(c: ArmorCase): { value: number; reasons: string[] } {
  requireInt("arm", c.arm, 0, MAX_GAME_NUMBER);
  if (c.critical) return { value: 0, reasons: ["critical"] };
  if (c.ignoreArmor) return { value: 0, reasons: ["ignoreArmor"] };
  const reasons: string[] = [];
  if (c.crouched) reasons.push("crouched");
  if (c.armorPiercing) reasons.push("armorPiercing");
  return { value: applyModifiers(c.arm, { halve: reasons.length, clamp: { min: 0 } }).value, reasons };
}

/** The PW of a Hit after its modifiers, in the pipeline's order. */
export function effectivePower(pw: number, mods: readonly PwModifier[]): number {
  requireInt("pw", pw, 0, MAX_GAME_NUMBER);
  const adds = mods.filter((m) => m.kind === "add").map((m) => m.value ?? 0);
  const halve = mods.filter((m) => m.kind === "halve").length;
  const double = mods.filter((m) => m.kind === "double").length;
  return applyModifiers(pw, { adds, halve, double, clamp: { min: 0 } }).value;
}

/** Highest DMG roll that wounds (0: none can). */
export function damageThreshold(pw: number, arm: number): number {
  return Math.max(0, requireInt("pw", pw, 0, MAX_GAME_NUMBER) - requireInt("arm", arm, 0, MAX_GAME_NUMBER));
}

/** Whether a DMG roll wounds (A15: a threshold of 0 or less is still rolled but cannot wound; no natural-1 rescue). */
export function damageSucceeds(roll: number, threshold: number): boolean {
  requireInt("roll", roll, 1, 20);
  return roll <= threshold;
}

/** A plain attribute roll of the Resolution Step (T for Unkeen, Berserker, Stun…; M for Demon; INT for Mindgame). */
export function attributeRollSucceeds(roll: number, attribute: number): boolean {
  requireInt("roll", roll, 1, 20);
  return attribute > 0 && roll <= attribute;
}
