/** Eldfall world settings: every part's option descriptors in one declaration (the core registers them as `realms.eldfall-<key>`). */
import type { SettingsDeclaration } from "../../core/ruleset";
import { DEFAULT_DICE_OPTIONS, DICE_OPTION_DESCRIPTORS } from "./dice/rules/dice-options";
import { DEFAULT_STATES_OPTIONS, STATES_OPTION_DESCRIPTORS } from "./states/rules/states-options";
import { DEFAULT_SPACE_OPTIONS, SPACE_OPTION_DESCRIPTORS } from "./space/rules/space-options";
import { DEFAULT_RESOLVE_OPTIONS, RESOLVE_OPTION_DESCRIPTORS } from "./resolution/rules/resolve-options";

export const ELDFALL_SETTINGS: SettingsDeclaration = {
  i18n: "REALMS.Eldfall.Settings",
  descriptors: [...DICE_OPTION_DESCRIPTORS, ...STATES_OPTION_DESCRIPTORS, ...SPACE_OPTION_DESCRIPTORS, ...RESOLVE_OPTION_DESCRIPTORS],
  defaults: { ...DEFAULT_DICE_OPTIONS, ...DEFAULT_STATES_OPTIONS, ...DEFAULT_SPACE_OPTIONS, ...DEFAULT_RESOLVE_OPTIONS },
};
