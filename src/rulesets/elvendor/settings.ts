/** World settings generated from the rules' open magnitudes (see options/rules/options.ts). */
import { readOptionSettings } from "../../core/option-settings";
import type { SettingsDeclaration } from "../../core/ruleset";
import { DEFAULT_ELVENDOR_OPTIONS, ELVENDOR_OPTION_DESCRIPTORS, type ElvendorOptions } from "./options/rules/options";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "realms.elvendor-reactionTimeout": number;
  }
}

/** The rules' open magnitudes, plus how long a player has to answer a reaction prompt. */
export const ELVENDOR_SETTINGS: SettingsDeclaration = {
  i18n: "REALMS.Elvendor.Settings", descriptors: ELVENDOR_OPTION_DESCRIPTORS, defaults: DEFAULT_ELVENDOR_OPTIONS,
  extra: {
    reactionTimeout: () => ({
      name: "REALMS.Elvendor.Settings.reactionTimeout.name", hint: "REALMS.Elvendor.Settings.reactionTimeout.hint",
      scope: "world", config: true, default: 30, type: new foundry.data.fields.NumberField({ integer: true, min: 5, max: 300, nullable: false }),
    }),
  },
};

export function elvendorOptions(): ElvendorOptions {
  return readOptionSettings("elvendor", ELVENDOR_OPTION_DESCRIPTORS, DEFAULT_ELVENDOR_OPTIONS);
}

export function reactionTimeout(): number {
  try {
    return Number(game.settings.get("realms", "elvendor-reactionTimeout")) || 30;
  } catch {
    return 30;
  }
}
