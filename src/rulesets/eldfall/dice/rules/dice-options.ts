/**
 * The dice part's world setting (pure): how a Confrontation reads a Critical Hit on one side only (A12). The
 * rules say a critical "beats all opponent Confrontation roll results" and that only successful rolls negate:
 *   - "strict" (the digest's reading, default): the side's other valid rolls must still beat the enemy's best
 *     valid roll;
 *   - "literal": the enemy's rolls, all beaten, negate nothing, so every valid roll of the critical side lands.
 * Criticals on both sides read the same either way: only the criticals land.
 * And how a halving meets a doubling of the same value (A20), read by every roll's attribute pipeline.
 */
import type { OptionDescriptor } from "../../../../core/option-descriptors";

export const CRIT_READINGS = ["strict", "literal"] as const;
export type CritReading = (typeof CRIT_READINGS)[number];

/** A20: a halving and a doubling of one value both apply (halve, then double: the rules' order) or cancel each other. */
export const HALVE_AND_DOUBLE = ["both", "cancel"] as const;
export type HalveAndDouble = (typeof HALVE_AND_DOUBLE)[number];

export interface DiceOptions { readonly critReading: CritReading; readonly halveAndDouble: HalveAndDouble }

export const DEFAULT_DICE_OPTIONS: DiceOptions = { critReading: "strict", halveAndDouble: "both" };

export const DICE_OPTION_DESCRIPTORS: readonly OptionDescriptor<keyof DiceOptions>[] = [
  { key: "critReading", type: "choice", choices: CRIT_READINGS },
  { key: "halveAndDouble", type: "choice", choices: HALVE_AND_DOUBLE },
];

/** The core contest's switch for a reading. */
export const contestRulesOf = (reading: CritReading) => ({ critFreesValid: reading === "literal" });
