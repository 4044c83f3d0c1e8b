/**
 * A spawn pool (pure): each kind of creature the field may hold, how many copies at most, how many are out now,
 * and the ladder a ruleset climbs when the one asked for has none left — the same kind, then another of the same
 * tier, then (non-character kinds only) one tier higher at a time up to a cap. When the ladder runs out the
 * ruleset applies its own consolation (Eldfall: every Hostile regains 1 HP). Ties are never broken here: several
 * candidates on the step reached are all returned, for the players to choose.
 */
import { requireInt } from "../dice/guard";

export interface PoolKind {
  /** What the ruleset spawns (an Actor uuid). */
  readonly id: string;
  readonly tier: number;
  /** Copies the pool holds (the most that may be on the field at once). */
  readonly count: number;
  /** Copies on the field now. */
  readonly onField: number;
  /** A named character: never picked as a replacement from a higher tier. */
  readonly character?: boolean;
}

/** Spawn this kind (it need not be in the pool: then it has none left), or any kind of this tier. */
export type SpawnRequest = { readonly kind: "named"; readonly id: string; readonly tier: number } | { readonly kind: "tier"; readonly tier: number };

/** The step of the ladder the answer comes from. */
export type SpawnStep = "named" | "tier" | "sameTier" | "higherTier";

export type PoolAnswer =
  | { readonly kind: "spawn"; readonly step: SpawnStep; readonly tier: number; readonly candidates: readonly string[] }
  | { readonly kind: "exhausted" };

export interface LadderOptions {
  /** The highest tier a replacement climbs to (Eldfall: III). */
  readonly maxTier: number;
}

/** Copies of a kind still off the field. */
export const copiesLeft = (k: PoolKind) => Math.max(0, requireInt("count", k.count, 0, 9999) - requireInt("onField", k.onField, 0, 9999));

function ofTier(pool: readonly PoolKind[], tier: number, nonCharacter: boolean, except?: string): string[] {
  return pool.filter((k) => k.tier === tier && copiesLeft(k) > 0 && k.id !== except && !(nonCharacter && k.character)).map((k) => k.id);
}

/** What to spawn for a request: the first step of the ladder with a copy left, and every candidate on it. */
export function answerSpawn(pool: readonly PoolKind[], request: SpawnRequest, options: LadderOptions): PoolAnswer {
  const tier = requireInt("tier", request.tier, 0, 99);
  const maxTier = requireInt("maxTier", options.maxTier, 0, 99);
  if (request.kind === "named") {
    const named = pool.find((k) => k.id === request.id);
    if (named && copiesLeft(named) > 0) return { kind: "spawn", step: "named", tier, candidates: [named.id] };
    const same = ofTier(pool, tier, false, request.id);
    if (same.length) return { kind: "spawn", step: "sameTier", tier, candidates: same };
  } else {
    const same = ofTier(pool, tier, false);
    if (same.length) return { kind: "spawn", step: "tier", tier, candidates: same };
  }
  for (let t = tier + 1; t <= maxTier; t++) {
    const higher = ofTier(pool, t, true);
    if (higher.length) return { kind: "spawn", step: "higherTier", tier: t, candidates: higher };
  }
  return { kind: "exhausted" };
}
