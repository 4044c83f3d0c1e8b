/** The roll dialog's odds for a pool (pure: the glue and the gallery both use it). */
import type { Odds } from "../../../../core/roll-dialog-model";
import { barelyOrBetterDistribution, successDistribution } from "./odds";
import { assemblePool, type PoolPart } from "./pool";

/** The dialog's odds: the spread of successes and the chance to reach the chosen difficulty. */
export function poolOdds(parts: readonly PoolPart[], cap: number, needed: number | null, localize: (k: string) => string, barelyCounts: boolean): Odds {
  const pool = assemblePool(parts, cap);
  if (pool.raw > cap && parts.some((p) => p.label === "REALMS.Aedelore.Pool.extra")) return { target: localize("REALMS.Aedelore.Pool.overCap"), chance: null, distribution: [] };
  const d = successDistribution(pool.dice);
  const top = Math.min(pool.dice + 2, 9);
  const target = needed === null ? `${pool.dice}D10` : `${pool.dice}D10 · ${needed}+`;
  const chance = needed === null ? null : barelyCounts ? barelyOrBetterDistribution(pool.dice).atLeast(needed) : d.atLeast(needed);
  return { target, chance, distribution: Array.from({ length: top + 1 }, (_, k) => ({ label: k === top ? `${k}+` : String(k), p: k === top ? d.atLeast(k) : d.p(k) })) };
}

