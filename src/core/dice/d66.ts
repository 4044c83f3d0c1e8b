/**
 * d66, d666, d6666 and d66666: two to five distinguishable d6 read as digits, high die first, then the
 * middle dice, low die last. "132" means high 1, middle 3, low 2 (the rules: "the high die is 1, the low
 * die 2, and the middle die 3"); with four or five dice the extra middles follow the first one.
 */
export type DiceCount = 2 | 3 | 4 | 5;
export type DieRole = "high" | "middle" | "middle2" | "middle3" | "low";

const MIDDLES = ["middle", "middle2", "middle3"] as const;

/** Roles of the dice in roll order, as the formulas below roll them. */
export function diceRoles(count: DiceCount): DieRole[] {
  return ["high", ...MIDDLES.slice(0, count - 2), "low"];
}

/** A Foundry formula whose total is the reading (11–66 … 11111–66666), each die labelled. */
export function tableFormula(count: DiceCount): string {
  const roles = diceRoles(count);
  return roles.map((role, i) => {
    const place = 10 ** (roles.length - 1 - i);
    return place > 1 ? `1d6[${role}] * ${place}` : `1d6[${role}]`;
  }).join(" + ");
}

/** The number of dice a roll table's formula reads, if it is one of ours. */
export function tableCount(formula: string): DiceCount | null {
  return ([2, 3, 4, 5] as const).find((n) => tableFormula(n) === formula) ?? null;
}

export function readDice(dice: Partial<Record<DieRole, number>> & { high: number; low: number }): string {
  // Middle dice fill in order: a second middle needs a first.
  const present = MIDDLES.filter((m) => dice[m] !== undefined);
  if (present.some((m, i) => m !== MIDDLES[i])) throw new RangeError(`Middle dice fill in order, got ${present.join(", ")}`);
  const values = [dice.high, ...present.map((m) => dice[m]!), dice.low];
  for (const v of values) {
    if (!Number.isInteger(v) || v < 1 || v > 6) throw new RangeError(`A d66 die shows 1–6, got ${v}`);
  }
  return values.join("");
}

