/**
 * Eldfall Attacks of Opportunity (pure, ATTACK OF OPPORTUNITY, IMPEDE): where along a moving enemy's path each
 * reactive model may interrupt it. Melee: the space where the path enters the weapon's reach. Ranged: any space
 * of the path within range and LoS (the reactor names it), offered when the path enters range or comes toward
 * the reactor (Note 1); the first such space is the default. With Impede the point is where the move ends (the
 * activation rules stop the mover there).
 */
import type { Tile } from "../../../../core/rules/grid";
import { spaceDistance } from "./space";

export interface AooReactor {
  readonly id: string;
  readonly cell: Tile;
  /** Reach in spaces of its melee weapon or spell; null: none. */
  readonly meleeReach: number | null;
  /** Range in spaces of its ranged weapon or spell (Infinity for x|y reach); null: none (or it is Engaged). */
  readonly rangedReach: number | null;
  /** Whether it has LoS to the mover standing in a space of the path. */
  readonly sees: (cell: Tile) => boolean;
  readonly impede?: boolean;
}

export interface AooPoint {
  readonly reactorId: string;
  readonly kind: "melee" | "ranged";
  /** Index in the path (1 = the first space entered). */
  readonly index: number;
  readonly cell: Tile;
  /** Ranged: every path index the reactor may name instead. */
  readonly options: readonly number[];
  /** With Impede against a model not Engaged: the move ends here (and a melee attack Engages it). */
  readonly impede: boolean;
}

/**
 * The Attack of Opportunity points of a move, in path order (ties in reactor order). `path[0]` is the mover's
 * starting space; a reactor offers at most one point, melee first when both apply at the same space.
 */
export function opportunityPoints(path: readonly Tile[], reactors: readonly AooReactor[], moverEngaged = false): AooPoint[] {
  const points: (AooPoint & { order: number })[] = [];
  reactors.forEach((r, order) => {
    const d = path.map((c) => spaceDistance(c, r.cell));
    let melee: AooPoint | null = null;
    if (r.meleeReach !== null) {
      for (let i = 1; i < path.length; i++) {
        if (d[i]! <= r.meleeReach && d[i - 1]! > r.meleeReach && r.sees(path[i]!)) {
          melee = { reactorId: r.id, kind: "melee", index: i, cell: path[i]!, options: [i], impede: !!r.impede && !moverEngaged };
          break;
        }
      }
    }
    let ranged: AooPoint | null = null;
    if (r.rangedReach !== null) {
      const range = r.rangedReach;
      const enters = d.some((v, i) => i > 0 && v <= range && d[i - 1]! > range);
      const toward = d.some((v, i) => i > 0 && v < d[i - 1]!);
      const options = path.map((_, i) => i).filter((i) => i > 0 && d[i]! <= range && r.sees(path[i]!));
      if ((enters || toward) && options.length) {
        ranged = { reactorId: r.id, kind: "ranged", index: options[0]!, cell: path[options[0]!]!, options, impede: !!r.impede && !moverEngaged };
      }
    }
    const chosen = melee && (!ranged || melee.index <= ranged.index) ? melee : ranged;
    if (chosen) points.push({ ...chosen, order });
  });
  return points.sort((a, b) => a.index - b.index || a.order - b.order).map(({ order: _order, ...p }) => p);
}

