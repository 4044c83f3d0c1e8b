/**
 * World options of the States part: whether tactical States end with the Quest (A37) and the Soldier cap (A59).
 * The ruleset's settings declaration lists these descriptors; reading them falls back to the defaults. Pure.
 */
import type { OptionDescriptor } from "../../../../core/option-descriptors";

export interface StatesOptions {
  /** A37: Engaged, Crouched, Flying, Shrouded, Distracted, Immobilized and Panicked end at the end of the Quest. */
  readonly clearTacticalStates: boolean;
  /** A59: the Soldier bonus is uncapped as written (0); a number caps it. */
  readonly soldierCap: number;
}

export const DEFAULT_STATES_OPTIONS: StatesOptions = { clearTacticalStates: true, soldierCap: 0 };

export const STATES_OPTION_DESCRIPTORS: readonly OptionDescriptor<keyof StatesOptions>[] = [
  { key: "clearTacticalStates", type: "boolean" },
  { key: "soldierCap", type: "number", min: 0, max: 20 },
];

/** The cap `modifiersFor` takes (null: none). */
export const soldierCapOf = (o: StatesOptions): number | null => (o.soldierCap > 0 ? o.soldierCap : null);
