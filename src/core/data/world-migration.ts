import { rulesetOfType } from "../registry";
import { migrateSystem } from "./migrate";

interface RawDoc { _id: string; type: string; system?: Record<string, unknown>; items?: RawDoc[] }

/** Pure: the updates a raw document (and its embedded items) needs; empty when current. */
export function migrationUpdates(documentName: "Actor" | "Item", raw: RawDoc): { system?: Record<string, unknown>; items?: { _id: string; system: Record<string, unknown> }[] } {
  const ruleset = rulesetOfType(raw.type);
  const update: ReturnType<typeof migrationUpdates> = {};
  if (ruleset && raw.system) {
    const system = migrateSystem(documentName, raw.type, raw.system, ruleset.migrations, ruleset.schemaVersion);
    if (system) update.system = system;
  }
  const items = (raw.items ?? []).flatMap((item) => {
    const itemUpdate = migrationUpdates("Item", item);
    return itemUpdate.system ? [{ _id: item._id, system: itemUpdate.system }] : [];
  });
  if (items.length) update.items = items;
  return update;
}

/**
 * Idempotent world migration, GM only, on `ready`: reads the raw stored data (not the already
 * model-migrated documents) and persists whatever is out of date.
 */
export async function migrateWorld(): Promise<number> {
  if (!game.users.activeGM?.isSelf) return 0;
  let migrated = 0;
  const collections = [["Actor", game.actors], ["Item", game.items]] as const;
  for (const [documentName, collection] of collections) {
    const raws = (collection as unknown as { _source: RawDoc[] })._source ?? [];
    for (const raw of raws) {
      const { system, items } = migrationUpdates(documentName, raw);
      const doc = collection.get(raw._id);
      if (!doc || (!system && !items)) continue;
      if (system) await doc.update({ system } as never, { diff: false, recursive: false } as never);
      if (items && documentName === "Actor") await (doc as Actor.Implementation).updateEmbeddedDocuments("Item", items as never);
      migrated += 1;
    }
  }
  if (migrated) ui.notifications?.info("REALMS.Migration.done", { localize: true, format: { count: String(migrated) } });
  return migrated;
}
