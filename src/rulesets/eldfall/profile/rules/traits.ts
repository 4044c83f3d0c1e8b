/**
 * The 52 Traits of Northern Wind: what each one is (level, parameter), which part of the rules engine
 * acts on it, and which States and effects it makes a model immune to. Traits are passive and cannot be
 * disregarded; a level includes every lower level; an Item, Spell or Combat Art listing a Trait passes it
 * to its Hits and Wounds (the attack carries it, see resolution.ts).
 *
 * `automation` says who acts on the trait, so the sheet can show the rest as text with a manual button:
 *   resolution  — the Resolution Step here (damage, Wounds, on-Hit/on-Wound triggers, prevention, death);
 *   roll        — the roll/confrontation rules (rerolls, modifiers, STK, crits, Confrontation);
 *   space       — movement, reach, sight, AoE, environments;
 *   states      — States, AP, phase effects, attribute modifiers;
 *   immunity    — only blocks things (answered by `immuneTo`);
 *   manual      — a player or GM decision, a placement on the canvas, or content outside the rules text: the sheet
 *                 marks it "by hand";
 *   none        — no mechanical effect.
 */

import type { TraitId } from "./keys";

export type TraitParam = "none" | "number" | "element" | "environment" | "characteristic" | "text";
export type TraitAutomation = "resolution" | "roll" | "space" | "states" | "immunity" | "manual" | "none";

export interface TraitDef {
  readonly id: TraitId;
  /** Highest level the rules text gives (1 for a trait without Roman numerals). */
  readonly maxLevel: number;
  /** What its "(X)" holds. */
  readonly param: TraitParam;
  readonly automation: TraitAutomation;
  /** Where a Resolution Step hook runs: on each Hit landed, on Wounds suffered, on the DMG roll, on the model hit. */
  readonly hooks?: readonly ("hit" | "wound" | "damage" | "target" | "attacker")[];
  /** States and effects the bearer cannot suffer (effect ids: States, Traits, Skills, Environments). */
  readonly immuneTo?: readonly string[];
}

/** A trait as a model, Item, Spell or attack carries it: id, level (I = 1) and its "(X)". */
export interface TraitRef {
  readonly id: string;
  readonly level?: number;
  readonly x?: number | string;
}

const def = (id: TraitId, automation: TraitAutomation, more: Partial<Omit<TraitDef, "id" | "automation">> = {}): TraitDef => ({
  id, automation, maxLevel: more.maxLevel ?? 1, param: more.param ?? "none", ...more,
});

/** The registry, in the rules text's order (the ids of keys.ts TRAITS). */
export const TRAIT_DEFS: readonly TraitDef[] = [
  def("acuteSenses", "space"),
  def("advantage", "roll", { param: "characteristic" }),
  def("affinity", "roll", { param: "element" }),
  def("armorPiercing", "resolution", { hooks: ["damage"] }),
  def("beast", "none"),
  def("bleed", "resolution", { hooks: ["wound"] }),
  def("brute", "roll"),
  def("burn", "resolution", { param: "number", hooks: ["wound"] }),
  def("cleave", "resolution", { hooks: ["wound"] }),
  def("construct", "immunity", {
    hooks: ["target"],
    immuneTo: ["surpriseAttack", "stagger", "vampirism", "mindgame", "burn", "charm", "toxic", "panicked", "bleeding", "poisoned", "weakened", "confused"],
  }),
  def("continuous", "resolution", { hooks: ["hit", "wound"] }),
  def("crippling", "resolution", { hooks: ["wound"] }),
  def("demon", "resolution", { hooks: ["wound", "attacker"], immuneTo: ["demon"] }),
  def("duelist", "roll"),
  def("elemental", "immunity", {
    hooks: ["target"],
    immuneTo: ["stagger", "vampirism", "mindgame", "charm", "toxic", "bleeding", "poisoned", "weakened"],
  }),
  def("elementalEssence", "resolution", { param: "element", hooks: ["target"] }),
  def("familiar", "resolution", { hooks: ["target"] }),
  def("fearless", "immunity", { immuneTo: ["panicked"] }),
  def("focus", "space"),
  def("frostbite", "resolution", { hooks: ["wound"] }),
  def("ignoreArmor", "resolution", { hooks: ["damage"] }),
  def("ignoreShield", "manual"),
  def("incorporeal", "resolution", { hooks: ["damage", "target"], immuneTo: ["engaged"] }),
  def("inspiring", "states"),
  def("intimidating", "states"),
  def("knockback", "resolution", { param: "number", hooks: ["hit"] }),
  def("knockdown", "resolution", { hooks: ["hit"] }),
  def("manaCost", "roll", { param: "number" }),
  def("menacing", "states", { maxLevel: 3 }),
  def("mindgame", "resolution", { hooks: ["hit"] }),
  def("obstacle", "manual", { param: "text" }),
  def("poison", "resolution", { maxLevel: 2, hooks: ["wound"] }),
  def("resistance", "resolution", { maxLevel: 2, param: "text", hooks: ["damage", "target"] }),
  def("resourceful", "manual", { maxLevel: 3 }),
  def("ricochet", "resolution", { param: "number", hooks: ["hit"] }),
  def("spellbound", "manual", { param: "text" }),
  def("stagger", "resolution", { hooks: ["hit"] }),
  def("stun", "resolution", { hooks: ["wound"] }),
  def("surpriseAttack", "roll"),
  def("survival", "immunity", { param: "environment" }),
  def("sweep", "resolution", { maxLevel: 2, hooks: ["hit"] }),
  def("tactician", "manual"),
  def("targetless", "manual"),
  def("throwing", "space"),
  def("trample", "resolution", { hooks: ["hit"] }),
  def("undead", "immunity", { maxLevel: 2, hooks: ["target"], immuneTo: ["poisoned", "weakened", "bleeding", "panicked", "vampirism", "mindgameSpell"] }),
  def("unkeen", "resolution", { hooks: ["wound"] }),
  def("unstoppable", "roll"),
  def("unwieldy", "roll"),
  def("vigilance", "immunity", { immuneTo: ["surpriseAttack"] }),
  def("watchful", "states"),
  def("weakening", "resolution", { hooks: ["wound"] }),
];

const BY_ID = new Map<string, TraitDef>(TRAIT_DEFS.map((t) => [t.id, t]));

/** Traits the sheet marks as applied by hand: their effect is a decision, a placement on the canvas, or content the rules text lacks. */
export const MANUAL_TRAITS: readonly TraitId[] = TRAIT_DEFS.filter((t) => t.automation === "manual").map((t) => t.id);

/** The bearer's level of a trait (0 when absent); several copies count the highest. */
export function traitLevel(traits: readonly TraitRef[], id: string): number {
  let level = 0;
  for (const t of traits) if (t.id === id) level = Math.max(level, t.level ?? 1);
  return level;
}

export function hasTrait(traits: readonly TraitRef[], id: string): boolean {
  return traits.some((t) => t.id === id);
}

/** The numeric "(X)" of a trait (Burn 2, Knockback 1, Ricochet 3): the highest present, 0 when absent. */
export function traitX(traits: readonly TraitRef[], id: string): number {
  let x = 0;
  for (const t of traits) if (t.id === id) x = Math.max(x, typeof t.x === "number" ? t.x : Number(t.x ?? 1) || 1);
  return x;
}

/** The text "(X)" values of a trait (Resistance (Fire), Survival (Dark), Elemental Essence (Profane)). */
export function traitParams(traits: readonly TraitRef[], id: string): string[] {
  return traits.filter((t) => t.id === id && t.x !== undefined).map((t) => String(t.x).toLowerCase());
}

/**
 * Which of the bearer's traits blocks an effect (a State id, a Trait id, a Skill id or an Environment id),
 * or null. Survival (X) blocks Environment X; the "(X)" matches case-insensitively.
 */
export function immunityBlocker(traits: readonly TraitRef[], effect: string): string | null {
  for (const t of traits) {
    if (t.id === "survival" && t.x !== undefined && String(t.x).toLowerCase() === effect.toLowerCase()) return t.id;
    if (BY_ID.get(t.id)?.immuneTo?.includes(effect)) return t.id;
  }
  return null;
}

/** Whether the bearer's traits make it immune to a State or effect (Construct, Elemental, Undead, Fearless, Vigilance, Survival…). */
export function immuneTo(traits: readonly TraitRef[], effect: string): boolean {
  return immunityBlocker(traits, effect) !== null;
}

/**
 * Resistance on the bearer against an attack of these types/traits: 2 negates its Hits and effects, 1 halves
 * its PW, 0 none. The "(X)" names a Type or Trait ("Fire", "Lightning", "burn").
 */
export function resistanceLevel(bearer: readonly TraitRef[], attackTags: readonly string[]): 0 | 1 | 2 {
  const tags = new Set(attackTags.map((t) => t.toLowerCase()));
  let level: 0 | 1 | 2 = 0;
  for (const t of bearer) {
    if (t.id !== "resistance" || t.x === undefined || !tags.has(String(t.x).toLowerCase())) continue;
    level = Math.max(level, Math.min(2, t.level ?? 1)) as 0 | 1 | 2;
  }
  return level;
}
