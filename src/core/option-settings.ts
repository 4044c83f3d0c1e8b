/** World settings generated from a ruleset's option descriptors, and reading them back with defaults. */
import type { OptionDescriptor } from "./option-descriptors";

type Settings = { register(ns: string, k: string, data: Record<string, unknown>): void; get(ns: string, k: string): unknown };
/** Settings whose keys are built at run time (`realms.<ruleset>-<key>`), which SettingConfig cannot list. */
export const settingsRegistry = () => game.settings as unknown as Settings;
const settings = settingsRegistry;

/** Keys are namespaced inside the system ("realms.elvendor-difficulty"); labels are `<i18n>.<key>.name/hint`. */
export function registerOptionSettings(rulesetId: string, i18n: string, descriptors: readonly OptionDescriptor[], defaults: object): void {
  for (const d of descriptors) {
    const base = { name: `${i18n}.${d.key}.name`, hint: `${i18n}.${d.key}.hint`, scope: "world", config: true, default: (defaults as Record<string, unknown>)[d.key] };
    const key = `${rulesetId}-${d.key}`;
    if (d.type === "boolean") settings().register("realms", key, { ...base, type: Boolean });
    else if (d.type === "choice") {
      const prefix = d.choicePrefix ?? `${i18n}.${d.key}`;
      settings().register("realms", key, { ...base, type: String, choices: Object.fromEntries((d.choices ?? []).map((c) => [c, `${prefix}.${c}`])) });
    } else {
      settings().register("realms", key, { ...base, type: new foundry.data.fields.NumberField({ integer: true, min: d.min, max: d.max, nullable: false }) });
    }
  }
}

/** The current options, falling back to the documented defaults for anything unreadable. */
export function readOptionSettings<T extends object>(rulesetId: string, descriptors: readonly OptionDescriptor[], defaults: T): T {
  const out: Record<string, unknown> = {};
  for (const d of descriptors) {
    try {
      const value = settings().get("realms", `${rulesetId}-${d.key}`);
      if (value !== undefined && value !== null) out[d.key] = value;
    } catch {
      // not registered (another ruleset is active): keep the default
    }
  }
  return { ...defaults, ...out };
}
