/** The duel deck (pure): one card per side and stance, and the version of their data (models/card-specs.ts). */
import type { Side, Stance } from "./structures";

export const CARD_SCHEMA_VERSION = 1;
export const SIDES: readonly Side[] = ["pc", "npc"];
export const STANCES: readonly Stance[] = ["attack", "defend"];
