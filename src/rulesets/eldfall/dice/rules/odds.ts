/**
 * Exact odds the Eldfall roll dialogs show (pure): an attribute roll, an attack (Hits, and Wounds when the
 * damage roll is known), a damage roll, and a Confrontation (the Hits each side deals, who wins). The joint
 * distribution is the core's (core/dice/contest.ts); Backstab's automatic Hit shifts its side by one.
 */
import { contestOdds, hitsAndWounds, type ContestOutcome } from "../../../../core/dice/contest";
import { Distribution } from "../../../../core/dice/distribution";
import { requireBool, requireInt } from "../../../../core/dice/guard";
import { contestRulesOf, type CritReading } from "./dice-options";
import { attributeChance, D20, damageChance, damageTarget, type RollCheck } from "./roll";

export { attributeChance, damageChance };

export interface AttackPlan {
  /** Strikes aimed at this target, the Backstab one included. */
  readonly strikes: number;
  readonly check: RollCheck;
  /** One Strike is an automatic Hit (Backstab). */
  readonly backstab?: boolean;
}

export interface DamagePlan { readonly pw: number; readonly arm: number }

const crits = (check: RollCheck) => check.faces.filter((c) => c === "crit").length / D20;
const plain = (check: RollCheck) => check.faces.filter((c) => c === "valid").length / D20;

function rolled(plan: AttackPlan): number {
  requireInt("strikes", plan.strikes, 0, 20);
  if (requireBool("backstab", plan.backstab ?? false) && plan.strikes < 1) throw new RangeError("Backstab needs a Strike");
  return plan.strikes - (plan.backstab ? 1 : 0);
}

/** An unopposed attack: P(k Hits), and with a damage plan P(k Wounds) (criticals at ARM 0). */
export function attackOdds(plan: AttackPlan, damage: DamagePlan | null = null): { hits: Distribution; wounds: Distribution | null } {
  const dice = rolled(plan);
  const auto = plan.backstab ? 1 : 0;
  const onCrit = damage ? damageChance(damageTarget(damage.pw, damage.arm, true)) : 0;
  const onPlain = damage ? damageChance(damageTarget(damage.pw, damage.arm, false)) : 0;
  const r = hitsAndWounds(dice, crits(plan.check), plain(plan.check), onCrit, onPlain);
  // Backstab's Hit is not a roll: not critical, one more damage roll at the full ARM.
  return {
    hits: r.hits.plus(auto),
    wounds: damage ? r.wounds.plus(Distribution.successes(auto, onPlain)) : null,
  };
}

export interface ConfrontationOdds {
  /** P(A deals i Hits and B deals j Hits), (strikesA+1) × (strikesB+1). */
  readonly hits: number[][];
  readonly hitsA: Distribution;
  readonly hitsB: Distribution;
  /** A alone lands, B alone, both (criticals on both sides), neither (both nullified). */
  readonly winners: { readonly a: number; readonly b: number; readonly both: number; readonly none: number };
}

/** The Hits each side deals in a Confrontation (or, under Unstoppable, in two unopposed attacks). */
export function confrontationOdds(a: AttackPlan, b: AttackPlan, options: { unstoppable?: boolean; critReading?: CritReading } = {}): ConfrontationOdds {
  const da = rolled(a);
  const db = rolled(b);
  const shiftA = a.backstab ? 1 : 0;
  const shiftB = b.backstab ? 1 : 0;
  let outcomes: { a: number; b: number; p: number }[];
  if (requireBool("unstoppable", options.unstoppable ?? false)) {
    const ha = attackOdds({ ...a, backstab: false, strikes: da }).hits;
    const hb = attackOdds({ ...b, backstab: false, strikes: db }).hits;
    outcomes = ha.entries().flatMap(([i, pi]) => hb.entries().map(([j, pj]) => ({ a: i, b: j, p: pi * pj })));
  } else {
    const total = (o: ContestOutcome["x"]) => o.crits + o.plain;
    outcomes = contestOdds({ dice: da, faces: a.check.faces }, { dice: db, faces: b.check.faces }, contestRulesOf(options.critReading ?? "strict")).outcomes.map((o) => ({ a: total(o.x), b: total(o.y), p: o.p }));
  }
  const hits = Array.from({ length: a.strikes + 1 }, () => new Array<number>(b.strikes + 1).fill(0));
  const winners = { a: 0, b: 0, both: 0, none: 0 };
  for (const o of outcomes) {
    hits[o.a + shiftA]![o.b + shiftB]! += o.p;
    winners[o.a && o.b ? "both" : o.a ? "a" : o.b ? "b" : "none"] += o.p;
  }
  const marginal = (pick: (i: number, j: number) => number) =>
    Distribution.fromWeights(hits.flatMap((row, i) => row.map((p, j) => [pick(i, j), p] as [number, number])));
  return { hits, hitsA: marginal((i) => i), hitsB: marginal((_i, j) => j), winners };
}
