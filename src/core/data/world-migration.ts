import { allRulesets, rulesetOfType, specOfType } from "../registry";
import { SYSTEM_ID } from "../settings";
import { reachesTextLimit } from "../schema/clamp";
import { migrateSystem } from "./migrate";
import { isActiveGmClient } from "../reacting-client";
import { staleBarPatch } from "../tokens";

interface RawDoc { _id: string; type: string; system?: Record<string, unknown>; items?: RawDoc[] }
type Versions = Record<string, number>;

/**
 * The world setting that records, per ruleset, the schema version the world's stored data was last written at,
 * and under TEXT_LIMITS_KEY (never a ruleset id: those are lower case) the text limits it was written under.
 */
export const MIGRATED_VERSIONS_KEY = "migratedVersions";
export const TEXT_LIMITS_KEY = "textLimits";
/**
 * Raise when a text limit (../schema/spec.ts TEXT_LIMITS) is lowered: the sources it cuts on load are then written
 * back once, so the database no longer holds (and sends every client) the long text.
 */
export const TEXT_LIMITS_VERSION = 1;
/**
 * Under this key the world records the token bar defaults its tokens were last brought to. Raise it when a type's
 * bars change (Eldfall's HP and AP became value/max pairs, the Elf ladder bar came in): once, every prototype token
 * and placed token whose bar slot draws nothing the type offers gets the type's default (core/tokens.ts staleBarPatch).
 */
export const TOKEN_BARS_KEY = "tokenBars";
export const TOKEN_BARS_VERSION = 1;

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "realms.migratedVersions": Record<string, number>;
  }
}

export function registerMigrationSetting(): void {
  game.settings.register(SYSTEM_ID, MIGRATED_VERSIONS_KEY, { scope: "world", config: false, type: Object, default: {} });
}

/** Pure: the rulesets whose stored data is older than their schema. */
export function staleRulesets(stored: Readonly<Versions>, current: readonly { id: string; schemaVersion: number }[]): Set<string> {
  return new Set(current.filter((r) => (stored[r.id] ?? 0) < r.schemaVersion).map((r) => r.id));
}

/**
 * Pure: the full `system` to write for a document (and its embedded items) of a stale ruleset: its source,
 * migrated where it still shows an old schema. Foundry has usually migrated the loaded source in place
 * already, so a current-looking source is written too: the database still holds the old one. With `limits`
 * (the text limits changed), a source of any ruleset with a text cut to its limit on load is written as well.
 */
export function migrationUpdates(documentName: "Actor" | "Item", raw: RawDoc, stale: ReadonlySet<string>, limits = false): { system?: Record<string, unknown>; items?: { _id: string; system: Record<string, unknown> }[] } {
  const ruleset = rulesetOfType(raw.type);
  const spec = specOfType(raw.type);
  const update: ReturnType<typeof migrationUpdates> = {};
  if (ruleset && stale.has(ruleset.id) && raw.system) {
    update.system = migrateSystem(documentName, raw.type, raw.system, ruleset.migrations, ruleset.schemaVersion) ?? structuredClone(raw.system);
  } else if (spec && limits && raw.system && reachesTextLimit(spec, raw.system)) {
    update.system = structuredClone(raw.system);
  }
  const items = (raw.items ?? []).flatMap((item) => {
    const itemUpdate = migrationUpdates("Item", item, stale, limits);
    return itemUpdate.system ? [{ _id: item._id, system: itemUpdate.system }] : [];
  });
  if (items.length) update.items = items;
  return update;
}

/**
 * World migration, GM only, on `ready`: when the recorded version of a ruleset is older than its schema, every
 * document of that ruleset is written with its full migrated `system` (no diff, replacing the stored one), then
 * the version is recorded, so it runs once per schema change. Likewise once per TEXT_LIMITS_VERSION for the
 * documents whose texts were cut on load.
 */
export async function migrateWorld(): Promise<number> {
  if (!isActiveGmClient()) return 0;
  const stored = game.settings.get(SYSTEM_ID, MIGRATED_VERSIONS_KEY) ?? {};
  const rulesets = allRulesets();
  const stale = staleRulesets(stored, rulesets);
  const limits = (stored[TEXT_LIMITS_KEY] ?? 0) < TEXT_LIMITS_VERSION;
  const bars = (stored[TOKEN_BARS_KEY] ?? 0) < TOKEN_BARS_VERSION;
  if (!stale.size && !limits && !bars) return 0;
  const full = { diff: false, recursive: false };
  let migrated = 0;
  const collections = [["Actor", game.actors], ["Item", game.items]] as const;
  for (const [documentName, collection] of collections) {
    for (const doc of collection) {
      const { system, items } = migrationUpdates(documentName, doc.toObject() as unknown as RawDoc, stale, limits);
      const prototypeToken = bars && documentName === "Actor" ? barPatchOf(doc as Actor.Implementation, (doc as Actor.Implementation).prototypeToken) : null;
      if (!system && !items && !prototypeToken) continue;
      if (system) await doc.update({ system }, full);
      if (prototypeToken) await doc.update({ prototypeToken });
      if (items && documentName === "Actor") await (doc as Actor.Implementation).updateEmbeddedDocuments("Item", items, full);
      migrated += 1;
    }
  }
  if (bars) migrated += await migratePlacedTokenBars();
  await game.settings.set(SYSTEM_ID, MIGRATED_VERSIONS_KEY, {
    ...stored, ...Object.fromEntries(rulesets.filter((r) => stale.has(r.id)).map((r) => [r.id, r.schemaVersion])),
    [TEXT_LIMITS_KEY]: TEXT_LIMITS_VERSION, [TOKEN_BARS_KEY]: TOKEN_BARS_VERSION,
  });
  if (migrated) ui.notifications?.info("REALMS.Migration.done", { localize: true, format: { count: String(migrated) } });
  return migrated;
}

/** The bar slots to bring to the actor type's defaults on a token or prototype token (null: none). */
function barPatchOf(actor: Actor.Implementation | null | undefined, token: { readonly bar1?: { readonly attribute?: unknown } | null; readonly bar2?: { readonly attribute?: unknown } | null } | null | undefined) {
  return actor ? staleBarPatch(rulesetOfType(actor.type)?.tokens[actor.type], token) : null;
}

/** Placed tokens keep their own bar slots (an unlinked Hostile's above all): each is brought to its type's defaults. */
async function migratePlacedTokenBars(): Promise<number> {
  let count = 0;
  for (const scene of game.scenes ?? []) {
    for (const token of scene.tokens) {
      const patch = barPatchOf(token.actor, token);
      if (!patch) continue;
      await token.update(patch);
      count += 1;
    }
  }
  return count;
}
