import type { ObjectSpec } from "../schema/spec";
import { toFoundrySchema } from "../schema/foundry";
import { localizationPrefix } from "../schema/labels";
import type { Migration, ModelMetadata } from "../ruleset";
import { migrateSystem, showsOldSchema } from "./migrate";

type Schema = foundry.data.fields.DataSchema;

/**
 * A TypeDataModel generated from a spec. Each ruleset merges an interface of the spec's data
 * (SpecData) into its model class, so `Actor.OfType<"elvendorHero">["system"]` is checked by tsc.
 */
export function specModel<S extends ObjectSpec>(
  spec: S,
  meta: {
    documentName: Migration["documentName"]; type: string; schemaVersion: number; migrations: readonly Migration[];
    /** Pure derived values, recomputed in prepareDerivedData and exposed as `system.derived`. */
    derive?: (system: never) => Record<string, unknown>;
  },
) {
  class SpecModel extends foundry.abstract.TypeDataModel<Schema, foundry.abstract.Document.Any> {
    static readonly spec = spec;
    /** What the core's registration loop reads: the document kind and subtype this model is for. */
    static readonly metadata: ModelMetadata = Object.freeze({ documentName: meta.documentName, type: meta.type });
    /** Foundry labels the fields from `<prefix>.FIELDS.<path>.label`; the sheet notices read the same keys. */
    static override LOCALIZATION_PREFIXES = [localizationPrefix(meta.type)];

    static override defineSchema(): Schema {
      return toFoundrySchema(spec);
    }

    derived: Record<string, unknown> = {};

    override prepareDerivedData(): void {
      super.prepareDerivedData();
      this.derived = meta.derive ? meta.derive(this as never) : {};
    }

    /**
     * Old sources (compendium packs, imports) are upgraded on load; the world migration persists it. v13 also
     * passes partial update data here, so only data that shows an old schemaVersion is migrated: a partial
     * update (no schemaVersion) is left as it is, never filled with defaults.
     */
    static override migrateData(source: Record<string, unknown>) {
      if (showsOldSchema(source, meta.schemaVersion)) {
        const migrated = migrateSystem(meta.documentName, meta.type, source, meta.migrations, meta.schemaVersion);
        if (migrated) {
          for (const key of Object.keys(source)) if (!(key in migrated)) delete source[key];
          Object.assign(source, migrated);
        }
      }
      return super.migrateData(source);
    }
  }
  return SpecModel;
}

/** A ruleset's model maker: its schema version and migrations once, then one line per document type. */
export function modelsFor(schemaVersion: number, migrations: readonly Migration[]) {
  return <S extends ObjectSpec>(spec: S, documentName: Migration["documentName"], type: string, derive?: (system: never) => Record<string, unknown>) =>
    specModel(spec, { documentName, type, schemaVersion, migrations, derive });
}
