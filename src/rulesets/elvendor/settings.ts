/** World settings generated from the rules' open magnitudes (see rules/options.ts). */
import { DEFAULT_ELVENDOR_OPTIONS, ELVENDOR_OPTION_DESCRIPTORS, type ElvendorOptions } from "./rules/options";

// Namespaced inside the system: "realms.elvendor-difficulty" etc.
const key = (k: string) => `elvendor-${k}`;
const get = (k: string): unknown => (game.settings as unknown as { get(ns: string, k: string): unknown }).get("realms", key(k));

export function registerElvendorSettings(): void {
  const settings = game.settings as unknown as { register(ns: string, k: string, data: Record<string, unknown>): void };
  for (const d of ELVENDOR_OPTION_DESCRIPTORS) {
    const base = {
      name: `REALMS.Elvendor.Settings.${d.key}.name`, hint: `REALMS.Elvendor.Settings.${d.key}.hint`,
      scope: "world", config: true, default: DEFAULT_ELVENDOR_OPTIONS[d.key],
    };
    if (d.type === "boolean") settings.register("realms", key(d.key), { ...base, type: Boolean });
    else if (d.type === "choice") {
      const prefix = d.key === "difficulty" ? "REALMS.Elvendor.Difficulty" : `REALMS.Elvendor.Settings.${d.key}`;
      settings.register("realms", key(d.key), { ...base, type: String, choices: Object.fromEntries((d.choices ?? []).map((c) => [c, `${prefix}.${c}`])) });
    } else {
      settings.register("realms", key(d.key), { ...base, type: new foundry.data.fields.NumberField({ integer: true, min: d.min, max: d.max, nullable: false }) });
    }
  }
  settings.register("realms", key("reactionTimeout"), {
    name: "REALMS.Elvendor.Settings.reactionTimeout.name", hint: "REALMS.Elvendor.Settings.reactionTimeout.hint",
    scope: "world", config: true, default: 30, type: new foundry.data.fields.NumberField({ integer: true, min: 5, max: 300, nullable: false }),
  });
}

/** The current options, falling back to the documented defaults for anything unreadable. */
export function elvendorOptions(): ElvendorOptions {
  const out: Record<string, unknown> = { ...DEFAULT_ELVENDOR_OPTIONS };
  for (const d of ELVENDOR_OPTION_DESCRIPTORS) {
    try {
      const value = get(d.key);
      if (value !== undefined && value !== null) out[d.key] = value;
    } catch {
      // not registered yet (another ruleset active): keep the default
    }
  }
  return out as unknown as ElvendorOptions;
}

export function reactionTimeout(): number {
  try {
    return Number(get("reactionTimeout")) || 30;
  } catch {
    return 30;
  }
}
