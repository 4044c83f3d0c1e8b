import type { OptionDescriptor } from "../../../../core/option-descriptors";
/**
 * Every magnitude the Elvendor rules leave open ("minor penalty", "reduced detection"), with the
 * default we chose. The Foundry glue turns each into a world setting; the rules journal's
 * "Rules interpretations" page explains each choice.
 */
export type DifficultyMode = "normal" | "hard" | "heroic";

export interface ElvendorOptions {
  /** Normal / Hard / Heroic: how wind speed and noise are rolled. */
  readonly difficulty: DifficultyMode;
  /** Size of a "minor" ranged bonus or penalty, as a shift of the D6 target number. */
  readonly minorModifier: number;
  /** Extra penalty at Night for ranged attacks without special vision. */
  readonly nightRangedPenalty: number;
  /** Tiles of detection lost to Fog (the rules say 1). */
  readonly fogDetection: number;
  /** Tiles of detection lost at Night. */
  readonly nightDetection: number;
  /** Tiles of detection lost to Rain ("sound dampening slightly"). */
  readonly rainDetection: number;
  /** Tiles gained per wind step (see windStrength) when noise travels with the wind, lost against it. */
  readonly windDetection: number;
  /** Base detection radius = Alert + this (the Spider: Alert 4, base detection 3). */
  readonly detectionAlertOffset: number;
  /** The noise value at which detection equals the base radius (the Spider example: +2 → 3 tiles). */
  readonly neutralNoise: number;
  /** D6 target for a successful Dodge or Parry. */
  readonly reactionTarget: number;
  /** Parry only against melee attacks. */
  readonly parryMeleeOnly: boolean;
  /** How an ability's HIT and the target's Defense combine into the target number. */
  readonly defenseMode: "max" | "add";
  /** A natural 1 always misses and a natural 6 always hits. */
  readonly naturalRolls: boolean;
  /** Rounds a Minor tier removes and a Major tier adds to a condition's standard duration. */
  readonly tierRoundShift: number;
  /** A condition from an attack first allows the target's save (SAV / Saves). */
  readonly saveAgainstConditions: boolean;
}

export const DEFAULT_ELVENDOR_OPTIONS: ElvendorOptions = {
  difficulty: "normal",
  minorModifier: 1,
  nightRangedPenalty: 1,
  fogDetection: 1,
  nightDetection: 1,
  rainDetection: 1,
  windDetection: 1,
  detectionAlertOffset: -1,
  neutralNoise: 2,
  reactionTarget: 4,
  parryMeleeOnly: true,
  defenseMode: "max",
  naturalRolls: true,
  tierRoundShift: 1,
  saveAgainstConditions: true,
};


/** World settings generated from the options; labels are REALMS.Elvendor.Settings.<key>.name/hint. */
export const ELVENDOR_OPTION_DESCRIPTORS: readonly OptionDescriptor<keyof ElvendorOptions>[] = [
  { key: "difficulty", type: "choice", choices: ["normal", "hard", "heroic"], choicePrefix: "REALMS.Elvendor.Difficulty" },
  { key: "minorModifier", type: "number", min: 0, max: 3 },
  { key: "nightRangedPenalty", type: "number", min: 0, max: 3 },
  { key: "fogDetection", type: "number", min: 0, max: 6 },
  { key: "nightDetection", type: "number", min: 0, max: 6 },
  { key: "rainDetection", type: "number", min: 0, max: 6 },
  { key: "windDetection", type: "number", min: 0, max: 6 },
  { key: "detectionAlertOffset", type: "number", min: -6, max: 6 },
  { key: "neutralNoise", type: "number", min: 0, max: 12 },
  { key: "reactionTarget", type: "number", min: 1, max: 6 },
  { key: "parryMeleeOnly", type: "boolean" },
  { key: "defenseMode", type: "choice", choices: ["max", "add"] },
  { key: "naturalRolls", type: "boolean" },
  { key: "tierRoundShift", type: "number", min: 0, max: 3 },
  { key: "saveAgainstConditions", type: "boolean" },
];
