/**
 * The Resolution Step's world setting (pure): A18 — Cleave, Crippling, Stun, Bleed and Burn trigger once per
 * Attack per target (the digest's reading, default) or once per Wound.
 */
import type { OptionDescriptor } from "../../../core/option-descriptors";
import type { ResolutionOptions } from "./resolution";

export const TRIGGER_PER = ["attack", "wound"] as const;

export const DEFAULT_RESOLUTION_OPTIONS: ResolutionOptions = { triggerPer: "attack" };

export const RESOLUTION_OPTION_DESCRIPTORS: readonly OptionDescriptor<keyof ResolutionOptions>[] = [
  { key: "triggerPer", type: "choice", choices: TRIGGER_PER },
];
