/** Aedelore world settings, generated from options/rules/options.ts. */
import { readOptionSettings } from "../../core/option-settings";
import type { SettingsDeclaration } from "../../core/ruleset";
import { AEDELORE_OPTION_DESCRIPTORS, DEFAULT_AEDELORE_OPTIONS, type AedeloreOptions } from "./options/rules/options";

export const AEDELORE_SETTINGS: SettingsDeclaration = {
  i18n: "REALMS.Aedelore.Settings", descriptors: AEDELORE_OPTION_DESCRIPTORS, defaults: DEFAULT_AEDELORE_OPTIONS,
};

export function aedeloreOptions(): AedeloreOptions {
  return readOptionSettings("aedelore", AEDELORE_OPTION_DESCRIPTORS, DEFAULT_AEDELORE_OPTIONS);
}
