/** Food and water dice, days without, ammunition recovery, potions, rests and Medicine. */
import { MAX_GAME_NUMBER, requireBool, requireInt, requireOneOf } from "../../../../core/dice/guard";
import { readTrack, trackEffects, type TrackDef } from "../../../../core/rules/tracks";

export const SUPPLY_DICE = ["d10", "d6", "none"] as const;
export type SupplyDie = (typeof SUPPLY_DICE)[number];

/** D10 keeps on 6–10, else steps down to D6; D6 keeps on 4–6, else runs out (only the sizes the rules name). */
export function dailySupply(die: SupplyDie, roll: number): { die: SupplyDie; changed: boolean } {
  requireOneOf("die", die, SUPPLY_DICE);
  requireInt("roll", roll, 1, die === "d6" ? 6 : 10);
  if (die === "d10") return roll >= 6 ? { die, changed: false } : { die: "d6", changed: true };
  if (die === "d6") return roll >= 4 ? { die, changed: false } : { die: "none", changed: true };
  return { die: "none", changed: false };
}

/**
 * Days without food, days without water: tracks counted a day at a time (the new day's roll moves them). 1 day
 * without: nothing; 2 days: −1D10 on all rolls; 3+: −2D10 and 1 damage a day (past the track's end). The two
 * are one group: they do not add up, the worse applies (interpretation).
 */
function daysWithout(kind: "food" | "water"): TrackDef {
  return {
    id: `realms.aedelore.${kind}`, label: `REALMS.Aedelore.Supply.${kind}`, scope: "actor", path: `system.supplies.${kind}Days`, cadence: "manual",
    step: 1, initial: 0, min: 0, max: 2, ceiling: MAX_SUPPLY_DAYS,
    states: [
      { id: "fed", label: "REALMS.Aedelore.Deprivation.fed", from: 0 },
      { id: "hungry", label: `REALMS.Aedelore.Deprivation.${kind}.short`, from: 2, modifier: -1 },
      { id: "starving", label: `REALMS.Aedelore.Deprivation.${kind}.long`, from: 3, modifier: -2 },
    ],
    overflow: { effect: "damage", amount: 1 }, group: "deprivation",
  };
}
/** The data model's bound on days without. */
export const MAX_SUPPLY_DAYS = 999;
export const FOOD_TRACK = daysWithout("food");
export const WATER_TRACK = daysWithout("water");

const readDays = (def: TrackDef, days: number) => {
  requireInt("daysWithout", days, 0, MAX_GAME_NUMBER);
  return { def, value: days, overflowPeriods: readTrack(def, days).out ? 1 : 0 };
};

/** Food and water do not add up: the worse of the two applies. */
export function worstDeprivation(foodDays: number, waterDays: number): { dice: number; damage: number } {
  const { modifier, overflow } = trackEffects([readDays(FOOD_TRACK, foodDays), readDays(WATER_TRACK, waterDays)]);
  return { dice: 0 - modifier, damage: overflow.damage ?? 0 };
}

/** After combat, 1D6: 1–2 keep 25%, 3–4 keep 50%, 5–6 keep 75% of what was shot (rounded down). */
export function ammoRecovered(spent: number, roll: number): { percent: number; recovered: number } {
  requireInt("spent", spent, 0, MAX_GAME_NUMBER);
  requireInt("roll", roll, 1, 6);
  const percent = roll <= 2 ? 25 : roll <= 4 ? 50 : 75;
  return { percent, recovered: Math.floor((Math.max(0, spent) * percent) / 100) };
}

export const POTIONS = ["adrenaline", "antidote", "poison", "arcaneElixir", "healing"] as const;
export type PotionKind = (typeof POTIONS)[number];
export const ELIXIR_CARRY_MAX = 4;
export const ELIXIR_ARCANA = 10;
export const ADRENALINE_DICE = 2;
/** Boost dice held at most (the character sheet's limit). */
export const BOOST_MAX = 8;

/** "All characters start with Adrenaline, Antidote, Poison"; the amounts depend on class and race, which the rules do not list. */
export const STARTING_POTIONS: readonly PotionKind[] = ["adrenaline", "antidote", "poison"];
/** One of each until the race or class says otherwise (interpretation). */
export const STARTING_POTION_QUANTITY = 1;

/**
 * The starting potions a new character still lacks: one of each every character starts with, and the class's Arcane
 * Elixirs (Mage 2, Druid 1). A kind already carried is never given twice, so dropping origins again adds nothing.
 */
export function startingPotions(carried: readonly PotionKind[], elixirs: number): { kind: PotionKind; quantity: number }[] {
  const wanted = [...STARTING_POTIONS.map((kind) => ({ kind, quantity: STARTING_POTION_QUANTITY })), ...(elixirs > 0 ? [{ kind: "arcaneElixir" as const, quantity: elixirs }] : [])];
  return wanted.filter((w) => !carried.includes(w.kind));
}

/** Medicine: 1 success +1D6 HP, 2+ successes +2D6, a critical +3D6. */
export function medicineHealing(successes: number, critical: boolean): string | null {
  requireInt("successes", successes, 0, MAX_GAME_NUMBER);
  requireBool("critical", critical);
  if (critical) return "3d6";
  if (successes >= 2) return "2d6";
  return successes === 1 ? "1d6" : null;
}

export type RestKind = "short" | "long";

/** Short rest (1 hour): +1D6 HP, +1 Weakened, +2 Arcana. Long rest (8 hours): all HP and Weakened, +2 Arcana. */
export function rest(kind: RestKind, s: { hp: number; hpMax: number; weakened: number; weakenedMax: number; arcana: number; arcanaMax: number }, d6: number) {
  requireOneOf("kind", kind, ["short", "long"] as const);
  for (const k of ["hp", "hpMax", "weakened", "weakenedMax", "arcana", "arcanaMax"] as const) requireInt(k, s[k], 0, MAX_GAME_NUMBER);
  requireInt("d6", d6, 1, 6);
  const arcana = Math.min(s.arcanaMax, s.arcana + 2);
  if (kind === "long") return { hp: s.hpMax, weakened: s.weakenedMax, arcana };
  return { hp: Math.min(s.hpMax, s.hp + d6), weakened: Math.min(s.weakenedMax, s.weakened + 1), arcana };
}
