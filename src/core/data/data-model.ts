import type { ObjectSpec } from "../schema/spec";
import { toFoundrySchema } from "../schema/foundry";
import type { Migration, ModelMetadata } from "../ruleset";
import { migrateSystem, showsOldSchema } from "./migrate";
import { clampText } from "../schema/clamp";

type Schema = foundry.data.fields.DataSchema;

/** What a generated model knows about itself: its document, subtype, schema version and migrations. */
export interface ModelMeta {
  readonly documentName: Migration["documentName"];
  readonly type: string;
  readonly schemaVersion: number;
  readonly migrations: readonly Migration[];
  /** Pure derived values, recomputed in prepareDerivedData and exposed as `system.derived`. */
  readonly derive?: (system: never) => Record<string, unknown>;
}

/**
 * The TypeDataModel every Realms model extends: the schema from the spec, derived values, migrations. The
 * spec and meta are statics each generated subclass sets (see ./model.ts), so the behaviour lives here once.
 */
export class RealmsDataModel extends foundry.abstract.TypeDataModel<Schema, foundry.abstract.Document.Any> {
  declare static readonly spec: ObjectSpec;
  declare static readonly realmsMeta: ModelMeta;
  declare static readonly realmsType: string;

  /** What the core's registration loop reads: the document kind and subtype this model is for. */
  static get metadata(): ModelMetadata {
    return { documentName: this.realmsMeta.documentName, type: this.realmsMeta.type };
  }

  static override defineSchema(): Schema {
    return toFoundrySchema(this.spec);
  }

  derived: Record<string, unknown> = {};

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const derive = (this.constructor as typeof RealmsDataModel).realmsMeta.derive;
    this.derived = derive ? derive(this as never) : {};
  }

  /**
   * Old sources (compendium packs, imports) are upgraded on load; the world migration persists it. v13 also
   * passes partial update data here, so only data that shows an old schemaVersion is migrated: a partial
   * update (no schemaVersion) is left as it is, never filled with defaults.
   * Text limits (../schema/spec.ts TEXT_LIMITS) need no version: they only ever narrow what is valid, and a
   * whole source is clamped to them whatever its version, so adding or lowering one needs no migration step.
   */
  static override migrateData(source: Record<string, unknown>) {
    const meta = this.realmsMeta;
    if (meta && showsOldSchema(source, meta.schemaVersion)) {
      const migrated = migrateSystem(meta.documentName, meta.type, source, meta.migrations, meta.schemaVersion);
      if (migrated) {
        for (const key of Object.keys(source)) if (!(key in migrated)) delete source[key];
        Object.assign(source, migrated);
      }
    }
    // A whole source (stored, from a pack) carries its schemaVersion; text over today's limits is cut to them so
    // it still loads. Edits carry no schemaVersion: an over-long edit is refused by validation, never cut.
    if (meta && typeof source.schemaVersion === "number") Object.assign(source, clampText(this.spec, source));
    return super.migrateData(source);
  }

  /** The data rolls read (`@health.value`): a plain copy of the system data; rulesets add their derived numbers. */
  getRollData(): Record<string, unknown> {
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(this)) if (key !== "derived" && key !== "parent") data[key] = structuredClone(value);
    return data;
  }
}
