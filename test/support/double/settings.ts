/**
 * game.settings (client/helpers/client-settings.d.mts, ClientSettings): `register` records the config, `get`
 * answers the stored value or the registered default, `set` stores and calls the setting's `onChange`; both
 * throw for a key nobody registered. `store` is the world's stored values (a test may seed it before `init`).
 * A world setting is a Setting document: only a GM writes it (SETTINGS_MODIFY), and its `onChange` runs on every
 * connected client (./clients.ts), the acting one first; a client setting's only on the client that set it.
 */
import type { Imitates } from "./typing";
import { onOtherClients } from "./clients";
import { hookErrors } from "./hooks";

interface SettingConfig { default?: unknown; onChange?: (value: unknown) => unknown; [key: string]: unknown }

export function makeSettings() {
  const settings = {
    /** Registered configs by "namespace.key". */
    settings: new Map<string, SettingConfig>(),
    /** Stored values by "namespace.key". */
    store: new Map<string, unknown>(),
    register(namespace: string, key: string, config: SettingConfig | object): void {
      settings.settings.set(`${namespace}.${key}`, { ...(config as SettingConfig), namespace, key });
    },
    get(namespace: string, key: string, _options?: unknown): unknown {
      const id = `${namespace}.${key}`;
      if (settings.store.has(id)) return structuredClone(settings.store.get(id));
      const config = settings.settings.get(id);
      if (!config) throw new Error(`Setting ${id} is not registered`);
      return structuredClone(config.default);
    },
    async set(namespace: string, key: string, value: unknown, _options?: unknown): Promise<unknown> {
      const id = `${namespace}.${key}`;
      if (!settings.settings.has(id)) throw new Error(`${id} is not a registered game setting`);
      const config = settings.settings.get(id);
      // A world setting is a Setting document: only a user with SETTINGS_MODIFY (an Assistant GM or above) writes it.
      const user = (globalThis as unknown as { game: { user: { isGM: boolean; id: string } | null } }).game.user;
      if (config?.scope === "world" && user && !user.isGM) throw new Error(`User ${user.id} lacks permission to modify the world setting ${id}`);
      settings.store.set(id, structuredClone(value));
      if (config?.scope === "world" && config.onChange) onOtherClients(() => {
        // A failing onChange on another client is reported like a failing hook handler (Hooks.onError).
        Promise.resolve().then(() => config.onChange?.(structuredClone(value))).catch((error: unknown) => hookErrors.push({ hook: `onChange ${id}`, error }));
      });
      await config?.onChange?.(value);
      return value;
    },
  };
  return settings;
}

type Real = foundry.helpers.ClientSettings;
true satisfies Imitates<ReturnType<typeof makeSettings>["register"], Real["register"]>;
true satisfies Imitates<ReturnType<typeof makeSettings>["get"], Real["get"]>;
true satisfies Imitates<ReturnType<typeof makeSettings>["set"], Real["set"]>;
