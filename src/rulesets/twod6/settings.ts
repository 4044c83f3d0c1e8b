/** 2D6 world settings, generated from options/rules/options.ts. */
import { readOptionSettings } from "../../core/option-settings";
import type { SettingsDeclaration } from "../../core/ruleset";
import { DEFAULT_TWOD6_OPTIONS, TWOD6_OPTION_DESCRIPTORS, type TwoD6Options } from "./options/rules/options";

export const TWOD6_SETTINGS: SettingsDeclaration = { i18n: "REALMS.Twod6.Settings", descriptors: TWOD6_OPTION_DESCRIPTORS, defaults: DEFAULT_TWOD6_OPTIONS };

export function twod6Options(): TwoD6Options {
  return readOptionSettings("twod6", TWOD6_OPTION_DESCRIPTORS, DEFAULT_TWOD6_OPTIONS);
}
