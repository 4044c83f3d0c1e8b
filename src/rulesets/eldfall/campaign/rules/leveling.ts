/**
 * Custom heroes' points and leveling (M110, reading A52). Pure: a budget and a list of purchases in, whether they
 * fit and what they change out. Named heroes level by the Quest Log's next profile instead (M99).
 */
import { requireInt } from "../../../../core/dice/guard";
import type { Attribute } from "../../profile/rules/keys";

/** Points a custom hero gains on reaching a level (M110). */
export const LEVEL_POINTS: Readonly<Record<number, number>> = { 2: 5, 3: 6 };
/** A new custom hero's points, and the bonus for a Recruitment Cost of 16 or less (M110). */
export const CUSTOM_HERO_POINTS = 4;
export const LOW_COST_BONUS = 3;
export const LOW_COST_LIMIT = 16;
/** +2 to one, or +1 to two, of these for 3 points. */
export const COMBAT_RAISE: readonly Attribute[] = ["off", "def", "acc", "int", "m"];
export const COMBAT_RAISE_COST = 3;
/** +1 to one of these for 5 points (A52: the list as printed, +1). */
export const VITALITY_RAISE: readonly Attribute[] = ["ag", "t", "hp", "arm"];
export const VITALITY_RAISE_COST = 5;

export type Purchase =
  | { readonly kind: "upgrade"; readonly name: string; readonly cost: number }
  | { readonly kind: "combat"; readonly attributes: readonly Attribute[] }
  | { readonly kind: "vitality"; readonly attribute: Attribute };

export const levelPoints = (level: number): number => {
  requireInt("level", level, 1, 3);
  return LEVEL_POINTS[level] ?? 0;
};

export function customHeroPoints(recruitmentCost: number): number {
  requireInt("recruitmentCost", recruitmentCost, 0, 999);
  return CUSTOM_HERO_POINTS + (recruitmentCost <= LOW_COST_LIMIT ? LOW_COST_BONUS : 0);
}

export interface LevelingError { readonly key: string; readonly data: Readonly<Record<string, string>> }
export interface LevelingPlan {
  readonly ok: boolean;
  readonly spent: number;
  readonly left: number;
  /** Attribute raises, summed. */
  readonly raises: Readonly<Partial<Record<Attribute, number>>>;
  readonly upgrades: readonly string[];
  readonly errors: readonly LevelingError[];
}

const E = "REALMS.Eldfall.Campaign.Leveling.Errors";

/** Check purchases against a budget: every error at once, nothing applied unless `ok`. */
export function planLeveling(budget: number, purchases: readonly Purchase[]): LevelingPlan {
  requireInt("budget", budget, 0, 999);
  const errors: LevelingError[] = [];
  const raises: Partial<Record<Attribute, number>> = {};
  const upgrades: string[] = [];
  let spent = 0;
  const raise = (a: Attribute, n: number) => { raises[a] = (raises[a] ?? 0) + n; };
  purchases.forEach((p, i) => {
    const row = String(i + 1);
    if (p.kind === "upgrade") {
      if (!Number.isInteger(p.cost) || p.cost < 0 || p.cost > 99) errors.push({ key: `${E}.cost`, data: { row } });
      else { spent += p.cost; upgrades.push(p.name); }
    } else if (p.kind === "combat") {
      const attrs = p.attributes;
      const valid = attrs.every((a) => COMBAT_RAISE.includes(a)) && (attrs.length === 1 || (attrs.length === 2 && attrs[0] !== attrs[1]));
      if (!valid) errors.push({ key: `${E}.combat`, data: { row, list: COMBAT_RAISE.join(", ").toUpperCase() } });
      else { spent += COMBAT_RAISE_COST; attrs.forEach((a) => raise(a, attrs.length === 1 ? 2 : 1)); }
    } else if (VITALITY_RAISE.includes(p.attribute)) {
      spent += VITALITY_RAISE_COST;
      raise(p.attribute, 1);
    } else errors.push({ key: `${E}.vitality`, data: { row, list: VITALITY_RAISE.join(", ").toUpperCase() } });
  });
  if (spent > budget) errors.push({ key: `${E}.budget`, data: { spent: String(spent), budget: String(budget) } });
  return { ok: !errors.length, spent, left: budget - spent, raises, upgrades, errors };
}

/** The attributes after the raises (a printed "–" stays as it is: null + raise is still null). */
export function applyRaises(attributes: Readonly<Partial<Record<Attribute, number | null>>>, raises: LevelingPlan["raises"]): Partial<Record<Attribute, number | null>> {
  const out: Partial<Record<Attribute, number | null>> = { ...attributes };
  for (const [a, n] of Object.entries(raises) as [Attribute, number][]) {
    const v = out[a];
    if (typeof v === "number") out[a] = v + n;
  }
  return out;
}

/** Raises asked for, per attribute (the Level Up dialog's numbers). */
export type Raises = Readonly<Partial<Record<Attribute, number>>>;

/**
 * The purchases a set of raises stands for: a Combat attribute's +2s one purchase each, its odd +1s paired with
 * another Combat attribute's (+1 to two for 3 points); a Vitality attribute's +1s one purchase each (5 points).
 */
export function purchasesFor(raises: Raises): { readonly purchases: Purchase[]; readonly errors: LevelingError[] } {
  const purchases: Purchase[] = [];
  const errors: LevelingError[] = [];
  const odd: Attribute[] = [];
  for (const [a, n] of Object.entries(raises) as [Attribute, number][]) {
    if (!Number.isInteger(n) || n < 0 || n > 20) errors.push({ key: `${E}.amount`, data: { attribute: a.toUpperCase() } });
    else if (!n) continue;
    else if (COMBAT_RAISE.includes(a)) {
      for (let i = 0; i < Math.floor(n / 2); i++) purchases.push({ kind: "combat", attributes: [a] });
      if (n % 2) odd.push(a);
    } else if (VITALITY_RAISE.includes(a)) for (let i = 0; i < n; i++) purchases.push({ kind: "vitality", attribute: a });
    else errors.push({ key: `${E}.notRaisable`, data: { attribute: a.toUpperCase() } });
  }
  if (odd.length % 2) errors.push({ key: `${E}.combatPairs`, data: { list: COMBAT_RAISE.join(", ").toUpperCase() } });
  else for (let i = 0; i < odd.length; i += 2) purchases.push({ kind: "combat", attributes: [odd[i]!, odd[i + 1]!] });
  return { purchases, errors };
}

/** What decides a hero's Level Up: its level, whether it is a custom hero, the points it kept and its printed attributes. */
export interface LevelUpFacts {
  readonly level: number;
  readonly custom: boolean;
  readonly points: number;
  readonly attributes: Readonly<Partial<Record<Attribute, number | null>>>;
}

export interface LevelUpPlan {
  readonly ok: boolean;
  readonly level: number;
  /** Points available: the kept ones and, for a custom hero, the new level's (M110). */
  readonly budget: number;
  readonly spent: number;
  /** Points kept for Upgrades (or a later raise). */
  readonly points: number;
  readonly raises: LevelingPlan["raises"];
  readonly attributes: Partial<Record<Attribute, number | null>>;
  readonly errors: readonly LevelingError[];
}

/** The highest Level (M99: levels I–III). */
export const MAX_LEVEL = 3;

/**
 * One Level Up: the next level, a custom hero's points for it (a named hero levels by the Quest Log's next profile,
 * so it gets none and raises nothing), the raises bought from them, the attributes after. Every error at once.
 */
export function planLevelUp(hero: LevelUpFacts, raises: Raises): LevelUpPlan {
  requireInt("level", hero.level, 1, MAX_LEVEL);
  requireInt("points", hero.points, 0, 999);
  const errors: LevelingError[] = [];
  if (hero.level >= MAX_LEVEL) errors.push({ key: `${E}.maxLevel`, data: { level: String(MAX_LEVEL) } });
  const level = Math.min(hero.level + 1, MAX_LEVEL);
  const budget = hero.points + (hero.custom ? levelPoints(level) : 0);
  const asked = Object.values(raises).some((n) => n !== 0);
  if (asked && !hero.custom) errors.push({ key: `${E}.named`, data: {} });
  const bought = purchasesFor(raises);
  errors.push(...bought.errors);
  for (const [a, n] of Object.entries(raises) as [Attribute, number][]) {
    if (n && typeof hero.attributes[a] !== "number") errors.push({ key: `${E}.unprinted`, data: { attribute: a.toUpperCase() } });
  }
  const plan = planLeveling(budget, bought.purchases);
  errors.push(...plan.errors);
  return {
    ok: !errors.length, level, budget, spent: plan.spent, points: plan.left, raises: plan.raises,
    attributes: applyRaises(hero.attributes, plan.raises), errors,
  };
}
