/**
 * Who acts when, beyond initiative: creatures inserted right after their summoner (2D6: "summoned by other
 * creatures take their action right after the summoning creature; summoned by the environment act after all
 * existing creatures"), and extra and lost actions (2D6 haste and slow).
 */

/** How a combatant joined the order. `seq` counts summons in the fight, so later ones come after earlier ones. */
export interface Placement {
  /** The summoner's combatant id. */
  readonly summoner?: string;
  /** Summoned by the environment: after everyone already there. */
  readonly environment?: boolean;
  readonly seq: number;
}

export interface OrderFacts {
  placement(id: string): Placement | null;
  exists(id: string): boolean;
  /** The order of two combatants nobody summoned (initiative). */
  base(a: string, b: string): number;
}

const MAX_LINEAGE = 64;

/** The first combatant up the summoner chain still in the fight, the summon seqs down to `id`, and the environment's seq if it placed the root. */
function lineage(id: string, facts: OrderFacts) {
  const path: number[] = [];
  let root = id;
  for (let i = 0; i < MAX_LINEAGE; i++) {
    const p = facts.placement(root);
    if (!p?.summoner || p.summoner === root || !facts.exists(p.summoner)) break;
    path.unshift(p.seq);
    root = p.summoner;
  }
  const rootPlacement = facts.placement(root);
  return { root, path, environment: rootPlacement?.environment ? rootPlacement.seq : null };
}

/**
 * Turn order with summons: each summon right after its summoner (and after that summoner's earlier summons
 * and theirs), environment summons after everyone else in the order they came; a summon whose summoner left
 * keeps its place by its own initiative.
 */
export function compareWithSummons(a: string, b: string, facts: OrderFacts): number {
  if (a === b) return 0;
  const la = lineage(a, facts);
  const lb = lineage(b, facts);
  if (la.environment !== lb.environment) {
    if (la.environment === null) return -1;
    if (lb.environment === null) return 1;
    return la.environment - lb.environment;
  }
  if (la.root !== lb.root) return facts.base(la.root, lb.root);
  for (let i = 0; i < Math.max(la.path.length, lb.path.length); i++) {
    const x = la.path[i];
    const y = lb.path[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x !== y) return x - y;
  }
  return 0;
}

/** A speed effect's check this turn: a haste roll (2D6 total), or a slow check that passed or failed. */
export type SpeedCheck = { readonly kind: "haste"; readonly total: number } | { readonly kind: "slow"; readonly passed: boolean };

/** The 2D6 target a haste roll must reach to act twice. */
export const HASTE_TARGET = 8;

/**
 * How many times a creature acts this turn. A failed slow check takes the normal action and with it every
 * haste; otherwise any haste roll of 8 or more adds one more action (never more than one, however many hastes).
 */
export function actionsThisTurn(checks: readonly SpeedCheck[], hasteTarget = HASTE_TARGET): number {
  if (checks.some((c) => c.kind === "slow" && !c.passed)) return 0;
  return checks.some((c) => c.kind === "haste" && c.total >= hasteTarget) ? 2 : 1;
}
