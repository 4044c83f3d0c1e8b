/**
 * Where Elf System tables differ or the rules leave a number open, a world setting with our default;
 * the rules journal's "Rules interpretations" page explains each.
 */
import type { OptionDescriptor } from "../../../../core/option-descriptors";
import type { Structure } from "../../combat/rules/structures";

export interface ElfOptions {
  /** The combat structure a new combat starts with (the GM can switch per combat). */
  readonly structure: Structure;
  /** The optional Attack/Defend rule for duels (face-down cards). */
  readonly attackDefend: boolean;
  /** A Long-range weapon may shoot at Very Long range with Disadvantage ("a pretty good marksman"). */
  readonly veryLongAtDisadvantage: boolean;
  /** Minutes of rest after combat before Stunned wears off ("a few minutes"). */
  readonly stunRecoveryMinutes: number;
  /** Stunned and Wounded penalties add up (−6); off: the worst one (−3) applies. */
  readonly stackPenalties: boolean;
  /** New difficulty requests are secret unless the GM unticks it. */
  readonly secretByDefault: boolean;
  /** Roll Dying checks automatically as world time passes (off: the GM is reminded instead). */
  readonly autoDyingChecks: boolean;
  /** World seconds a duel round takes ("roughly a second"). */
  readonly duelRoundSeconds: number;
  /** World seconds a melee round takes ("roughly five seconds"). */
  readonly meleeRoundSeconds: number;
  /** Stunned and Wounded penalties also count against the roll to resist damage (the rules add only armor). */
  readonly penaltiesOnResist: boolean;
}

export const DEFAULT_ELF_OPTIONS: ElfOptions = {
  structure: "exchange",
  attackDefend: false,
  veryLongAtDisadvantage: true,
  stunRecoveryMinutes: 5,
  stackPenalties: true,
  secretByDefault: false,
  autoDyingChecks: true,
  duelRoundSeconds: 1,
  meleeRoundSeconds: 5,
  penaltiesOnResist: false,
};

export const ELF_OPTION_DESCRIPTORS: readonly OptionDescriptor<keyof ElfOptions>[] = [
  { key: "structure", type: "choice", choices: ["duel", "exchange", "sequential"], choicePrefix: "REALMS.Elf.Structure" },
  { key: "attackDefend", type: "boolean" },
  { key: "veryLongAtDisadvantage", type: "boolean" },
  { key: "stunRecoveryMinutes", type: "number", min: 1, max: 60 },
  { key: "stackPenalties", type: "boolean" },
  { key: "secretByDefault", type: "boolean" },
  { key: "autoDyingChecks", type: "boolean" },
  { key: "duelRoundSeconds", type: "number", min: 1, max: 60 },
  { key: "meleeRoundSeconds", type: "number", min: 1, max: 600 },
  { key: "penaltiesOnResist", type: "boolean" },
];
