/**
 * Eldfall Areas of Effect (pure, M52, SWEEP): the spaces a Blast S/L, Spray S/L, Sweep or Line covers, and the
 * models in them. Spray runs from the attacker's front through its own space and the next 3 (S) or 5 (L) spaces
 * straight ahead (A29), stopping at a wall; the attacker itself is never hit by its own Spray.
 */
import { requireOneOf } from "../../../../core/dice/guard";
import type { Tile } from "../../../../core/rules/grid";
import { lineCells } from "../../../../core/rules/grid-area";
import type { Board } from "../../../../core/rules/grid-board";
import { spacesAhead, type Facing } from "../../../../core/rules/grid-facing";
import { isAdjacentSpace, spaceDistance } from "./space";

export const AOE_SHAPES = ["blastS", "blastL", "sprayS", "sprayL", "sweep", "line"] as const;
export type AoeShape = (typeof AOE_SHAPES)[number];
/** Spaces ahead of the attacker's own a Spray covers. */
export const SPRAY_LENGTH: Readonly<Record<"sprayS" | "sprayL", number>> = { sprayS: 3, sprayL: 5 };

export interface AoePlacement {
  readonly attacker: Tile;
  readonly facing?: Facing;
  /** Blast and Line: the target space. */
  readonly target?: Tile;
  /** Blast L: the adjacent space the attacker adds. */
  readonly extra?: Tile;
  /** Sweep: the Melee Weapon's reach in spaces (only the own and adjacent spaces count, within it). */
  readonly reach?: number;
  /** Sweep I: only spaces in LoS (Sweep II: all). */
  readonly sees?: (cell: Tile) => boolean;
}

/** The spaces an AoE covers, or a RangeError saying which placement is missing or wrong. */
export function aoeCells(board: Board, shape: AoeShape, placement: AoePlacement): Tile[] {
  requireOneOf("shape", shape, AOE_SHAPES);
  board.requireCell("attacker", placement.attacker);
  const need = <T>(name: string, v: T | undefined): T => {
    if (v === undefined) throw new RangeError(`${shape} needs a ${name}`);
    return v;
  };
  switch (shape) {
    case "blastS":
      return [board.requireCell("target", need("target", placement.target))];
    case "blastL": {
      const target = board.requireCell("target", need("target", placement.target));
      const extra = board.requireCell("extra", need("extra", placement.extra));
      if (!isAdjacentSpace(target, extra)) throw new RangeError("blastL: the added space must be adjacent to the target space");
      return [target, extra];
    }
    case "sprayS":
    case "sprayL": {
      const out: Tile[] = [];
      for (const cell of spacesAhead(placement.attacker, need("facing", placement.facing), SPRAY_LENGTH[shape])) {
        const previous = out[out.length - 1];
        if (!board.contains(cell) || (previous && board.blocksSight(previous, cell))) break;
        out.push(cell);
      }
      return out;
    }
    case "sweep": {
      const reach = need("reach", placement.reach);
      const a = placement.attacker;
      const around = [a, { x: a.x + 1, y: a.y }, { x: a.x, y: a.y + 1 }, { x: a.x - 1, y: a.y }, { x: a.x, y: a.y - 1 }];
      return around.filter((c) => board.contains(c) && spaceDistance(a, c) <= reach
        && (spaceDistance(a, c) === 0 || !board.blocksSight(a, c)) && (!placement.sees || placement.sees(c)));
    }
    case "line": {
      // Not described by the rules text (a box component's shape): the spaces a straight line from the attacker's
      // space to the target's crosses, up to the first wall, the attacker's own space left out.
      const target = board.requireCell("target", need("target", placement.target));
      const out: Tile[] = [];
      const cells = lineCells(placement.attacker, target);
      for (let i = 1; i < cells.length; i++) {
        const c = cells[i]!;
        const p = cells[i - 1]!;
        if (spaceDistance(p, c) === 1 && board.blocksSight(p, c)) break;
        out.push(c);
      }
      return out;
    }
  }
}

/** The models an AoE's spaces hold: all of them, the attacker left out of its own Spray and Sweep (A29). */
export function modelsInAoe<T extends { readonly id: string; readonly cell: Tile }>(cells: readonly Tile[], models: readonly T[], attackerId: string | null = null): T[] {
  const keys = new Set(cells.map((c) => `${c.x},${c.y}`));
  return models.filter((m) => m.id !== attackerId && keys.has(`${m.cell.x},${m.cell.y}`));
}
