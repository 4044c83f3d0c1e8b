/**
 * The field as a Hostile's AI reads it (pure): every model's side, space, size, HP, States, AP, Tier, Morale,
 * weapons and how it moves, and the questions a Behavior row asks of them — line of sight (rules/sight.ts),
 * Awareness counted around walls (rules/space.ts), Engaged (the State), and movement through the space's
 * movement check (rules/movement.ts). The glue reads a scene into this once per proposal; tests and the bench
 * build it by hand.
 */
import type { Tile } from "../../../../core/rules/grid";
import type { Board } from "../../../../core/rules/grid-board";
import type { Facing } from "../../../../core/rules/grid-facing";
import type { EnvironmentAt } from "../../space/rules/environments";
import type { Size } from "../../profile/rules/keys";
import type { Mover, MoveOptions, MoveSpace, Occupant } from "../../space/rules/movement";
import { blindReason, type LosMode, type SightInput } from "../../space/rules/sight";
import { awarenessRadius, DEFAULT_SPACE_SLOTS, spaceDistance, withinAwareness } from "../../space/rules/space";

/** A weapon or Spell the model attacks with: its RCH in spaces (0 = ❖ its own space, null = unlimited). */
export interface AiWeapon {
  readonly id: string;
  readonly name: string;
  readonly type: "melee" | "ranged" | "spell";
  readonly reach: number | null;
}

export interface AiModel {
  /** Token id on the scene. */
  readonly id: string;
  /** Actor uuid (what the activation sequence names). */
  readonly uuid: string;
  readonly name: string;
  readonly side: string;
  readonly cell: Tile;
  readonly size: Size;
  readonly hp: number;
  /** Bare Eldfall State ids. */
  readonly states: readonly string[];
  readonly ap: number;
  readonly tier: number;
  /** Morale (M): the activation order within a Tier. */
  readonly m: number;
  readonly weapons: readonly AiWeapon[];
  /** How it moves (SPD, States and Skills that change movement); `engagedBy` is filled from the field. */
  readonly mover: Mover;
  readonly facing?: Facing;
  readonly vigilance?: boolean;
  readonly acuteSenses?: boolean;
}

export interface FieldInput {
  readonly board: Board;
  readonly models: readonly AiModel[];
  readonly losMode?: LosMode;
  /** Environments on the spaces a line crosses (Hazy, Profane Miasma); none when absent. */
  readonly between?: SightInput["between"];
  /** Slots of a space (scene default, zone override). */
  readonly slots?: (cell: Tile) => number;
  /** Environments on a space, field-wide ones included. */
  readonly environments?: (cell: Tile) => readonly EnvironmentAt[];
  readonly moveOptions?: MoveOptions;
  /** Who causes whose Engaged State (model id → enemy ids); by default the State alone, with no named cause. */
  readonly engagedBy?: ReadonlyMap<string, readonly string[]>;
}

export interface AiField {
  readonly board: Board;
  readonly models: readonly AiModel[];
  model(id: string): AiModel;
  /** Whether `viewer`, standing at `from` (its own space by default), has LoS to `target`. */
  sees(viewer: AiModel, target: AiModel, from?: Tile): boolean;
  /** Whether `target` is within `viewer`'s Awareness from `from`. */
  aware(viewer: AiModel, target: AiModel, from?: Tile): boolean;
  /** The movement check's view of the field for `mover` (the other models as occupants). */
  moveSpace(mover: AiModel): MoveSpace;
  readonly moveOptions: MoveOptions;
  /** Ids of the enemies causing a model's Engaged State. */
  engagedBy(model: AiModel): readonly string[];
}

const NO_ENVIRONMENTS: readonly EnvironmentAt[] = [];
const DEFAULT_SLOTS = () => DEFAULT_SPACE_SLOTS;

export const isDown = (m: AiModel): boolean => m.states.includes("incapacitated") || m.states.includes("dead");

/** M75: Incapacitated, Dead and Shrouded enemies are never a Hostile's targets, nor considered. */
export function validEnemies(field: AiField, self: AiModel): AiModel[] {
  return field.models.filter((m) => m.side !== self.side && !isDown(m) && !m.states.includes("shrouded"));
}

export function alliesOf(field: AiField, self: AiModel): AiModel[] {
  return field.models.filter((m) => m.side === self.side && m.id !== self.id && !isDown(m));
}

export const distance = (a: Tile, b: Tile): number => spaceDistance(a, b);

const occupant = (m: AiModel): Occupant => ({
  cell: m.cell, side: m.side, size: m.size, incapacitated: m.states.includes("incapacitated"), dead: m.states.includes("dead"), flying: m.states.includes("flying"),
});

/** The field from its parts: sight, Awareness and movement answered by the space's rules. */
export function aiField(input: FieldInput): AiField {
  const byId = new Map(input.models.map((m) => [m.id, m]));
  const between = input.between ?? (() => NO_ENVIRONMENTS);
  const environments = input.environments ?? (() => NO_ENVIRONMENTS);
  const sight: SightInput = { board: input.board, mode: input.losMode ?? "assisted", between };
  const engagedBy = (m: AiModel) => input.engagedBy?.get(m.id) ?? [];
  const radius = (m: AiModel) => awarenessRadius({ acuteSenses: m.acuteSenses });
  const occupants = input.models.map(occupant);
  // The field is a snapshot: each mover's view of the others is built once.
  const spaces = new Map<string, MoveSpace>();
  const field: AiField = {
    board: input.board,
    models: input.models,
    model: (id) => {
      const m = byId.get(id);
      if (!m) throw new RangeError(`no model ${id} on the field`);
      return m;
    },
    sees: (viewer, target, from = viewer.cell) => blindReason(sight, {
      cell: from, size: viewer.size, facing: viewer.facing, vigilance: viewer.vigilance, awareness: radius(viewer),
      environments: environments(from), engagedBy: engagedBy(viewer),
    }, { id: target.id, cell: target.cell, size: target.size, crouched: target.states.includes("crouched") }) === null,
    aware: (viewer, target, from = viewer.cell) => withinAwareness(from, target.cell, radius(viewer), input.board),
    moveSpace: (mover) => {
      let space = spaces.get(mover.id);
      if (!space) {
        space = { board: input.board, occupants: occupants.filter((_, i) => input.models[i]!.id !== mover.id), slots: input.slots ?? DEFAULT_SLOTS, environments };
        spaces.set(mover.id, space);
      }
      return space;
    },
    moveOptions: input.moveOptions ?? {},
    engagedBy,
  };
  return field;
}
