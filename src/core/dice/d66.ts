/**
 * d66 and d666: two or three distinguishable d6 read as digits, high die first. "132" means high 1,
 * middle 3, low 2 (the rules: "the high die is 1, the low die 2, and the middle die 3").
 */
export type DieRole = "high" | "middle" | "low";

/** Roles of the dice in roll order, as the formulas below roll them. */
export function diceRoles(count: 2 | 3): DieRole[] {
  return count === 2 ? ["high", "low"] : ["high", "middle", "low"];
}

/** A Foundry formula whose total is the d66/d666 reading (11–66 / 111–666), each die labelled. */
export function tableFormula(count: 2 | 3): string {
  return count === 2 ? "1d6[high] * 10 + 1d6[low]" : "1d6[high] * 100 + 1d6[middle] * 10 + 1d6[low]";
}

export function readDice(dice: { high: number; low: number; middle?: number }): string {
  for (const v of [dice.high, dice.low, dice.middle ?? 1]) {
    if (!Number.isInteger(v) || v < 1 || v > 6) throw new RangeError(`A d66 die shows 1–6, got ${v}`);
  }
  return dice.middle === undefined ? `${dice.high}${dice.low}` : `${dice.high}${dice.middle}${dice.low}`;
}

/** Every reading of a d66 (36) or d666 (216), in table order. */
export function allReadings(count: 2 | 3): string[] {
  const out: string[] = [];
  for (let h = 1; h <= 6; h++) {
    for (let m = 1; m <= (count === 3 ? 6 : 1); m++) {
      for (let l = 1; l <= 6; l++) out.push(readDice(count === 3 ? { high: h, middle: m, low: l } : { high: h, low: l }));
    }
  }
  return out;
}

