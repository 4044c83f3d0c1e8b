/** Realms keeps its per-document state under `flags.realms`; read it without the typed flag registry. */
export function realmsFlag<T>(doc: { flags?: unknown }, key: string): T | undefined {
  return ((doc.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.realms?.[key] as T | undefined);
}

export const realmsFlagPath = (key: string) => `flags.realms.${key}`;
