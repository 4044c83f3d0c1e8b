/**
 * Eldfall space options (pure): world settings where the rules leave a choice to the table (M47 LoS modes, A28
 * slots printed on tiles, A30 Jump) and how strictly token moves are checked. Registered by `registerEldfallSpace`.
 */
import type { OptionDescriptor } from "../../../../core/option-descriptors";
import { LOS_MODES, type LosMode } from "./sight";
import { DEFAULT_SPACE_SLOTS } from "./space";

export const MOVEMENT_CHECKS = ["players", "everyone", "off"] as const;
export type MovementCheckMode = (typeof MOVEMENT_CHECKS)[number];

export interface EldfallSpaceOptions {
  /** Assisted (marker to marker, all round) or True (front 180°) line of sight (M47). */
  readonly losMode: LosMode;
  /** Slots of a space where no scene flag or Slots zone says (A28). */
  readonly spaceSlots: number;
  /** Spaces of movement a Jump over one space costs (A30 reading: 2, the spaces it covers). */
  readonly jumpCost: number;
  /** Whose token moves in combat are checked: players' only (the GM's moves override), everyone's, or none. */
  readonly movementCheck: MovementCheckMode;
}

export const DEFAULT_SPACE_OPTIONS: EldfallSpaceOptions = { losMode: "assisted", spaceSlots: DEFAULT_SPACE_SLOTS, jumpCost: 2, movementCheck: "players" };

export const SPACE_OPTION_DESCRIPTORS: readonly OptionDescriptor<keyof EldfallSpaceOptions>[] = [
  { key: "losMode", type: "choice", choices: LOS_MODES },
  { key: "spaceSlots", type: "number", min: 1, max: 8 },
  { key: "jumpCost", type: "number", min: 1, max: 2 },
  { key: "movementCheck", type: "choice", choices: MOVEMENT_CHECKS },
];
