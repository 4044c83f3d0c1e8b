/** Elf System world settings (from options/rules/options.ts) and the GM's private store of secret difficulties. */
import { readOptionSettings } from "../../core/option-settings";
import type { SettingsDeclaration } from "../../core/ruleset";
import { DEFAULT_ELF_OPTIONS, ELF_OPTION_DESCRIPTORS, type ElfOptions } from "./options/rules/options";

const SECRETS = "elf-secretDifficulties";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "realms.elf-secretDifficulties": Record<string, Secret>;
  }
}

export const ELF_SETTINGS: SettingsDeclaration = {
  i18n: "REALMS.Elf.Settings", descriptors: ELF_OPTION_DESCRIPTORS, defaults: DEFAULT_ELF_OPTIONS,
  // Client scope: stored in the GM's browser only, never sent to players.
  extra: { secretDifficulties: () => ({ scope: "client", config: false, type: Object, default: {} }) },
};

export function elfOptions(): ElfOptions {
  return readOptionSettings("elf", ELF_OPTION_DESCRIPTORS, DEFAULT_ELF_OPTIONS);
}

/** A secret DF and the GM who set it; entries stored before the keeper was recorded are bare numbers. */
type Secret = number | { readonly difficulty: number; readonly keeper: string };

function secretOf(requestId: string): Secret | null {
  try {
    return (game.settings.get("realms", SECRETS) ?? {})[requestId] ?? null;
  } catch {
    return null; // not registered: this browser holds no secrets
  }
}

export function secretDifficulty(requestId: string): number | null {
  const secret = secretOf(requestId);
  if (typeof secret === "number") return secret;
  return typeof secret?.difficulty === "number" ? secret.difficulty : null;
}

/** The GM who set this secret DF (null: an entry from before keepers were recorded). */
export function secretKeeper(requestId: string): string | null {
  const secret = secretOf(requestId);
  return secret && typeof secret === "object" && typeof secret.keeper === "string" ? secret.keeper : null;
}

export async function rememberSecretDifficulty(requestId: string, difficulty: number): Promise<void> {
  const store = { ...(game.settings.get("realms", SECRETS) ?? {}) };
  store[requestId] = { difficulty, keeper: game.user.id ?? "" };
  // Keep the newest 200 so the browser store stays small.
  const keys = Object.keys(store);
  for (const k of keys.slice(0, Math.max(0, keys.length - 200))) delete store[k];
  await game.settings.set("realms", SECRETS, store);
}
