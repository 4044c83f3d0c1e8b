import type { Migration } from "../ruleset";

/**
 * Bring one document's system data up to `target` (pure, idempotent): runs every step newer than the
 * stored schemaVersion for this document type, in version order. Returns null when nothing changes.
 */
export function migrateSystem(
  documentName: Migration["documentName"],
  type: string,
  system: Readonly<Record<string, unknown>>,
  migrations: readonly Migration[],
  target: number,
): Record<string, unknown> | null {
  const stored = typeof system.schemaVersion === "number" ? system.schemaVersion : 0;
  if (stored >= target) return null;
  const steps = migrations
    .filter((m) => m.documentName === documentName && m.types.includes(type) && m.version > stored && m.version <= target)
    .sort((a, b) => a.version - b.version);
  let next: Record<string, unknown> = structuredClone({ ...system });
  for (const step of steps) next = step.migrate(next);
  return { ...next, schemaVersion: target };
}

/** True when data carries a schemaVersion below the current one (every stored source carries it; partial updates do not). */
export function showsOldSchema(source: Readonly<Record<string, unknown>>, current: number): boolean {
  return typeof source.schemaVersion === "number" && source.schemaVersion < current;
}
