/**
 * The Resolution Step's world setting (pure): whether the on-Wound triggers (Cleave, Crippling, Stun, Bleed, Burn)
 * fire once per Attack on each target that suffered a Wound (A18, the default) or on every Wound. The resolution
 * glue reads it into `ResolutionInput.options` when the caller does not say.
 */
import type { OptionDescriptor } from "../../../../core/option-descriptors";
import type { ResolutionOptions } from "./resolution-input";

export const TRIGGER_PER = ["attack", "wound"] as const satisfies readonly ResolutionOptions["triggerPer"][];

export const DEFAULT_RESOLVE_OPTIONS: ResolutionOptions = { triggerPer: "attack" };

export const RESOLVE_OPTION_DESCRIPTORS: readonly OptionDescriptor<keyof ResolutionOptions>[] = [
  { key: "triggerPer", type: "choice", choices: TRIGGER_PER },
];
