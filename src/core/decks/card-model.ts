/**
 * Card subtypes as TypeDataModels generated from a spec. Each model class carries static `metadata`
 * (document name, subtype, ruleset, schema version), so registration can be read off the classes:
 * the core registers them from each ruleset's declared `models` (src/core/ruleset-setup.ts `registerModels`).
 */
import type { ObjectSpec } from "../schema/spec";
import { toFoundrySchema } from "../schema/foundry";
import { localizationPrefix } from "../schema/labels";
import { showsOldSchema } from "../data/migrate";

type Schema = foundry.data.fields.DataSchema;

export interface CardModelMetadata {
  readonly documentName: "Card";
  /** The subtype, `<ruleset><Name>` as in system.json `documentTypes.Card`. */
  readonly type: string;
  readonly ruleset: string;
  readonly schemaVersion: number;
}

/** One step of a card subtype's data, keyed by the version it produces (pure, idempotent; partial data moves only what is present). */
export interface CardMigration { readonly version: number; readonly migrate: (system: Record<string, unknown>) => Record<string, unknown> }

export function cardModel<S extends ObjectSpec>(spec: S, meta: Omit<CardModelMetadata, "documentName"> & { readonly migrations?: readonly CardMigration[] }) {
  const metadata: CardModelMetadata = Object.freeze({ documentName: "Card", type: meta.type, ruleset: meta.ruleset, schemaVersion: meta.schemaVersion });
  class CardModel extends foundry.abstract.TypeDataModel<Schema, foundry.abstract.Document.Any> {
    static readonly metadata = metadata;
    static readonly spec = spec;
    static override LOCALIZATION_PREFIXES = [localizationPrefix(meta.type)];

    static override defineSchema(): Schema {
      return toFoundrySchema(spec);
    }

    /** Old sources (packs, imports) come up to date on load; partial updates carry no schemaVersion and are left alone. */
    static override migrateData(source: Record<string, unknown>) {
      if (showsOldSchema(source, meta.schemaVersion)) {
        const from = source.schemaVersion as number;
        let next = { ...source };
        for (const step of [...(meta.migrations ?? [])].sort((a, b) => a.version - b.version)) if (step.version > from && step.version <= meta.schemaVersion) next = step.migrate(next);
        for (const key of Object.keys(source)) if (!(key in next)) delete source[key];
        Object.assign(source, next, { schemaVersion: meta.schemaVersion });
      }
      return super.migrateData(source);
    }
  }
  return CardModel;
}
