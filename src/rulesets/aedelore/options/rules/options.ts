/**
 * Where Aedelore tables differ or the rules leave a choice open, a world setting with our default; the
 * rules journal's "Rules interpretations" page explains each.
 */
import type { OptionDescriptor } from "../../../../core/option-descriptors";

export interface AedeloreOptions {
  /** A check that reaches its difficulty only by counting 5–6 dice is made "barely" (with a consequence). */
  readonly barelyCounts: boolean;
  /** A tied contest goes to the defender (the rules' usual call); off: the card only flags it for the DM. */
  readonly tieToDefender: boolean;
  /** Poisoned takes this much damage each round (the rules: 1, "DM varies"). */
  readonly poisonDamage: number;
  /** Seconds a player has to pick Dodge, Parry, Block or Take Hit before the GM decides. */
  readonly reactionTimeout: number;
  /** Worthiness from which a character counts as Respected (the rules name high and low standing without a number). */
  readonly respectedFrom: number;
}

export const DEFAULT_AEDELORE_OPTIONS: AedeloreOptions = { barelyCounts: true, tieToDefender: true, poisonDamage: 1, reactionTimeout: 30, respectedFrom: 5 };

export const AEDELORE_OPTION_DESCRIPTORS: readonly OptionDescriptor<keyof AedeloreOptions>[] = [
  { key: "barelyCounts", type: "boolean" },
  { key: "tieToDefender", type: "boolean" },
  { key: "poisonDamage", type: "number", min: 0, max: 5 },
  { key: "reactionTimeout", type: "number", min: 5, max: 300 },
  { key: "respectedFrom", type: "number", min: 1, max: 99 },
];
