/**
 * Eldfall d20 rolls (pure): the modified attribute in the rules' order, which attribute a roll uses, what
 * each face means (critical, valid, miss), Strikes, rerolls and damage rolls. Rules text § DICE ROLLS,
 * CRITICAL HIT, ATTRIBUTE MODIFIERS, STRIKE (STK), REROLL, GLOSSARY; digest M1–M19 and A13–A15.
 */
import { applyModifiers, type PipelineResult } from "../../../../core/rules/attributes";
import type { FaceClass } from "../../../../core/dice/contest";
import { MAX_GAME_NUMBER, requireBool, requireInt, requireOneOf } from "../../../../core/dice/guard";
import type { COMBAT_ATTRIBUTES } from "../../profile/rules/keys";

export const D20 = 20;

/** What a roll is for: attacks have criticals; damage rolls never fail automatically. */
export type RollPurpose = "attribute" | "attack" | "damage";
export const ROLL_PURPOSES: readonly RollPurpose[] = ["attribute", "attack", "damage"];

export interface AttributeModifiers {
  /** Additions and subtractions (−3 Dark, −4 per ally when shooting into melee, +4 Marksman…). */
  readonly adds?: readonly number[];
  /** Times the value is halved (Dodge without LoS, Hazy, Crouched ARM…). */
  readonly halve?: number;
  /** Times the value is doubled. */
  readonly double?: number;
  /** A20 option (`halveAndDouble` = cancel): a halving and a doubling cancel each other instead of both applying. */
  readonly cancelHalveDouble?: boolean;
}

/**
 * M7: additions first, then halving and doubling rounding up (A20: halve then double), never below 0; a
 * modified 0 fails automatically except on damage rolls; above 20 a 20 is a Critical Hit too (A14: attacks only).
 */
export function modifiedAttribute(base: number, mods: AttributeModifiers = {}, purpose: RollPurpose = "attribute"): PipelineResult {
  requireOneOf("purpose", purpose, ROLL_PURPOSES);
  const pairs = requireBool("cancelHalveDouble", mods.cancelHalveDouble ?? false) ? Math.min(mods.halve ?? 0, mods.double ?? 0) : 0;
  return applyModifiers(base, {
    adds: mods.adds ?? [], halve: (mods.halve ?? 0) - pairs, double: (mods.double ?? 0) - pairs, clamp: { min: 0 },
    autoFailAtOrBelow: 0, autoFailExempt: purpose === "damage", critAbove: purpose === "attack" ? D20 : undefined,
  });
}

/** The attributes a roll may use (M3a): the Combat attributes. */
export type RollAttribute = (typeof COMBAT_ATTRIBUTES)[number];

/** Kinds of rolls the rules name, with the attribute each uses (M3a). */
export type RollKind =
  | "meleeItem" | "rangedItem" | "spell" | "dodge" | "perceive" | "toughness" | "poisoned" | "morale" | "charm" | "rogueKnockdown" | "immobilized";
export const ROLL_KINDS: readonly RollKind[] = ["meleeItem", "rangedItem", "spell", "dodge", "perceive", "toughness", "poisoned", "morale", "charm", "rogueKnockdown", "immobilized"];

export interface RollContext {
  /** The roller's role: melee attacks with an Item use OFF when Active, DEF when Reactive. */
  readonly role?: "active" | "reactive";
  /** Mystic class: M instead of INT for Spells. */
  readonly mystic?: boolean;
  /** Acute Senses: Perceive with AG, and no halving of AG when Dodging without LoS. */
  readonly acuteSenses?: boolean;
  /** Line of sight to the activated model (Dodge without it halves AG). */
  readonly lineOfSight?: boolean;
  /** Immobilized cancel: AG or T, the roller's choice (default AG). */
  readonly immobilizedWith?: "ag" | "t";
}

export interface AttributeChoice { readonly attribute: RollAttribute; readonly mods: Required<Omit<AttributeModifiers, "cancelHalveDouble">> }

/** The attribute a roll uses and the modifiers the rule itself adds (Poisoned −6, Dodge without LoS halved). */
export function attributeFor(kind: RollKind, ctx: RollContext = {}): AttributeChoice {
  requireOneOf("kind", kind, ROLL_KINDS);
  const plain = (attribute: RollAttribute, adds: number[] = [], halve = 0): AttributeChoice => ({ attribute, mods: { adds, halve, double: 0 } });
  switch (kind) {
    case "meleeItem": return plain(ctx.role === "reactive" ? "def" : "off");
    case "rangedItem": return plain("acc");
    case "spell": return plain(ctx.mystic ? "m" : "int");
    case "dodge": return plain("ag", [], ctx.lineOfSight === false && !ctx.acuteSenses ? 1 : 0);
    case "perceive": return plain(ctx.acuteSenses ? "ag" : "int");
    case "toughness": return plain("t");
    case "poisoned": return plain("t", [-6]);
    case "morale": return plain("m");
    case "charm": return plain("int");
    case "rogueKnockdown": return plain("ag");
    case "immobilized": return plain(ctx.immobilizedWith ?? "ag");
  }
}

export interface CritSources {
  /** Assassin class: 1, 2 and 3 are critical (A13: 2 and 3 only when they are also successes). */
  readonly assassin?: boolean;
}

/** A roll's reading: its modified value and what each face means. */
export interface RollCheck {
  readonly purpose: RollPurpose;
  readonly value: number;
  readonly autoFail: boolean;
  /** Faces that are Critical Hits (attacks only). */
  readonly critFaces: readonly number[];
  /** Index 0 = face 1. */
  readonly faces: readonly FaceClass[];
}

/** Faces that crit on an attack with this modified attribute (M5, A13, A14). */
export function critFaces(modified: PipelineResult, sources: CritSources = {}): number[] {
  requireBool("assassin", sources.assassin ?? false);
  if (modified.autoFail) return [];
  const out = [1];
  if (sources.assassin) for (const f of [2, 3]) if (f <= modified.value) out.push(f);
  if (modified.extraCritFace !== null) out.push(modified.extraCritFace);
  return out;
}

/** Read a modified attribute as a d20 check: each face crit, valid or miss. */
export function rollCheck(modified: PipelineResult, purpose: RollPurpose, sources: CritSources = {}): RollCheck {
  requireOneOf("purpose", purpose, ROLL_PURPOSES);
  const crits = purpose === "attack" ? critFaces(modified, sources) : [];
  const faces = Array.from({ length: D20 }, (_, i): FaceClass => {
    const face = i + 1;
    if (modified.autoFail) return "miss";
    if (crits.includes(face)) return "crit";
    return face <= modified.value ? "valid" : "miss";
  });
  return { purpose, value: modified.value, autoFail: modified.autoFail, critFaces: crits, faces };
}

/** Shorthand: base attribute, modifiers and purpose straight to a check. */
export function checkOf(base: number, mods: AttributeModifiers = {}, purpose: RollPurpose = "attribute", sources: CritSources = {}): RollCheck {
  return rollCheck(modifiedAttribute(base, mods, purpose), purpose, sources);
}

/** The class of one rolled face. */
export function readFace(check: RollCheck, face: number): FaceClass {
  requireInt("face", face, 1, D20);
  return check.faces[face - 1]!;
}

export interface StrikeInput {
  /** The Item's / Spell's STK (already read from `STA` etc.). */
  readonly base: number;
  /** Reactive Role: 1 unless the model keeps its STK (Warrior Defensive Stance, "unless stated"). */
  readonly role?: "active" | "reactive";
  readonly keepsStrikesWhenReactive?: boolean;
  /** +1 each: Armsmaster, Sentinel, Brute, Assassination III, Fencing III, Claws… */
  readonly bonus?: number;
  /** −1 each: Weakened, Dense, Fencing II on the target. */
  readonly penalty?: number;
  /** STK 1 whatever else applies: Crouched, Flying melee, Dash, Chain Attack, Shots, Defensive Stance (Active). */
  readonly forcedOne?: boolean;
  /** Unwieldy in the hands of a Medium or smaller model: never above 1. */
  readonly capOne?: boolean;
}

/** Dice rolled for an Action at a target (M13–M19): never below 1. */
export function strikeCount(input: StrikeInput): number {
  const base = requireInt("base", input.base, 0, 100);
  const bonus = requireInt("bonus", input.bonus ?? 0, 0, 100);
  const penalty = requireInt("penalty", input.penalty ?? 0, 0, 100);
  const start = input.role === "reactive" && !input.keepsStrikesWhenReactive ? 1 : base;
  let stk = input.forcedOne ? 1 : start + bonus - penalty;
  if (input.capOne) stk = Math.min(1, stk);
  return Math.max(1, stk);
}

/** One die of a roll, with its reroll history (a die is rerolled at most once unless stated: M9). */
export interface RolledDie { readonly face: number; readonly rerolledFrom: number | null }

export const rolledDie = (face: number): RolledDie => ({ face: requireInt("face", face, 1, D20), rerolledFrom: null });

/** Reroll a die: the new face replaces the old entirely. Refuses a second reroll unless `times` allows more. */
export function rerollDie(die: RolledDie, face: number, times = 1): RolledDie {
  requireInt("times", times, 1, 100);
  requireInt("face", face, 1, D20);
  if (die.rerolledFrom !== null && times <= 1) throw new RangeError("A die is rerolled at most once");
  return { face, rerolledFrom: die.face };
}

/** Where a reroll comes from, and what it allows (rules § REROLL, classes, skills, traits). */
export type RerollSource = "dualWield" | "unwieldy" | "mage" | "sorcerer" | "wizard" | "alchemist" | "advantage" | "tracking";
export const REROLL_SOURCES: readonly RerollSource[] = ["dualWield", "unwieldy", "mage", "sorcerer", "wizard", "alchemist", "advantage", "tracking"];

export interface RerollAllowance {
  /** Dice it may reroll (null: any number). */
  readonly dice: number | null;
  /** Only failed rolls (Sorcerer, Wizard, Alchemist). */
  readonly failedOnly: boolean;
  /** It costs an unspent AP (Mage). */
  readonly costsAp: boolean;
}

/**
 * Dual Wield: one Melee Attack roll; Unwieldy (not Mounted): one Attack roll; Mage: any number of dice when
 * casting, for 1 AP; Sorcerer (Active, Sorcery Spell), Wizard (Elder Spell), Alchemist (Transmutation Spell):
 * one failed roll; Advantage (X): any number of dice, once per sequence; Tracking: one Perceive roll.
 */
export function rerollAllowance(source: RerollSource): RerollAllowance {
  requireOneOf("source", source, REROLL_SOURCES);
  const one = { dice: 1, failedOnly: false, costsAp: false };
  switch (source) {
    case "mage": return { dice: null, failedOnly: false, costsAp: true };
    case "advantage": return { dice: null, failedOnly: false, costsAp: false };
    case "sorcerer": case "wizard": case "alchemist": return { ...one, failedOnly: true };
    default: return one;
  }
}

/** Why a reroll choice breaks its source's rule (null: allowed); the glue shows the reason localized. */
export type RerollProblem = "chosenTwice" | "tooMany" | "rerolledBefore" | "failedOnly";

export function rerollProblem(dice: readonly RolledDie[], chosen: readonly number[], check: RollCheck, allowance: RerollAllowance): RerollProblem | null {
  chosen.forEach((i) => requireInt("die index", i, 0, dice.length - 1));
  if (new Set(chosen).size !== chosen.length) return "chosenTwice";
  if (allowance.dice !== null && chosen.length > allowance.dice) return "tooMany";
  if (chosen.some((i) => dice[i]!.rerolledFrom !== null)) return "rerolledBefore";
  if (allowance.failedOnly && chosen.some((i) => readFace(check, dice[i]!.face) !== "miss")) return "failedOnly";
  return null;
}

const PROBLEM_TEXT: Record<RerollProblem, string> = {
  chosenTwice: "A die is chosen twice", tooMany: "Too many dice for this reroll", rerolledBefore: "A die is rerolled at most once", failedOnly: "Only a failed roll may be rerolled",
};

/** Throws with the reason when the choice breaks its source's rule. */
export function checkRerollChoice(dice: readonly RolledDie[], chosen: readonly number[], check: RollCheck, allowance: RerollAllowance): void {
  const problem = rerollProblem(dice, chosen, check, allowance);
  if (problem) throw new RangeError(PROBLEM_TEXT[problem]);
}

/** A damage roll (M4): success on ≤ PW − ARM; a Critical Hit sets ARM to 0 for that Hit. ARM as already modified. */
export function damageTarget(pw: number, arm: number, critical: boolean): number {
  requireInt("pw", pw, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  requireInt("arm", arm, 0, MAX_GAME_NUMBER);
  requireBool("critical", critical);
  return pw - (critical ? 0 : arm);
}

/** Chance one damage roll wounds. */
export const damageChance = (target: number): number => Math.max(0, Math.min(D20, requireInt("target", target, -MAX_GAME_NUMBER, MAX_GAME_NUMBER))) / D20;

/** Chance an attribute roll succeeds (no criticals outside attacks). */
export function attributeChance(check: RollCheck): number {
  return check.faces.filter((c) => c !== "miss").length / D20;
}

/** Apply a reroll to a side's dice: each chosen die gets the new face, its old one kept as `rerolledFrom`. */
export function applyRerolls(dice: readonly RolledDie[], chosen: readonly number[], faces: readonly number[], check: RollCheck, allowance: RerollAllowance): RolledDie[] {
  checkRerollChoice(dice, chosen, check, allowance);
  if (faces.length !== chosen.length) throw new RangeError(`${chosen.length} dice chosen, ${faces.length} rerolled`);
  const out = [...dice];
  chosen.forEach((i, k) => { out[i] = rerollDie(dice[i]!, faces[k]!); });
  return out;
}
