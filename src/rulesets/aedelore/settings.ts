/** Aedelore world settings, generated from rules/options.ts. */
import { readOptionSettings, registerOptionSettings } from "../../core/option-settings";
import { AEDELORE_OPTION_DESCRIPTORS, DEFAULT_AEDELORE_OPTIONS, type AedeloreOptions } from "./rules/options";

export function registerAedeloreSettings(): void {
  registerOptionSettings("aedelore", "REALMS.Aedelore.Settings", AEDELORE_OPTION_DESCRIPTORS, DEFAULT_AEDELORE_OPTIONS);
}

export function aedeloreOptions(): AedeloreOptions {
  return readOptionSettings("aedelore", AEDELORE_OPTION_DESCRIPTORS, DEFAULT_AEDELORE_OPTIONS);
}
