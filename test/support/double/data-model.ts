/**
 * `foundry.abstract.TypeDataModel` as far as the system's models use it (common/abstract/type-data.d.mts,
 * common/abstract/data.d.mts): the static `migrateData` chain ends here, `migrateDataSafe` wraps it like
 * Foundry's. Installed before any model module is imported, so the real model classes extend it and the
 * double can register them in CONFIG.Actor/Item.dataModels as each ruleset's `init` does.
 */
import type { Obj } from "./base";

export class FakeTypeDataModel {
  static defineSchema(): Obj {
    return {};
  }

  static migrateData(source: Obj): Obj {
    return source;
  }

  /** Like Foundry's: a failing migration is reported and the source is kept. */
  static migrateDataSafe(source: Obj): Obj {
    try {
      return this.migrateData(source);
    } catch (error) {
      console.warn("migrateData failed", error);
      return source;
    }
  }

  /** Called by ClientDocument#_preCreate on the creating client: false leaves the document out of the creation. */
  async _preCreate(_data: unknown, _options: unknown, _user: unknown): Promise<boolean | void> {}

  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}

FakeTypeDataModel satisfies Pick<typeof foundry.abstract.TypeDataModel, "migrateData" | "migrateDataSafe">;

/** The field classes (common/data/fields.d.mts) keep their options; the double validates through the system's specs. */
class DataField {
  constructor(readonly options: Obj = {}) {}
}
class ElementField extends DataField {
  constructor(readonly element: unknown, options: Obj = {}) { super(options); }
}
const fields = {
  DataField, NumberField: class NumberField extends DataField {}, StringField: class StringField extends DataField {},
  BooleanField: class BooleanField extends DataField {}, HTMLField: class HTMLField extends DataField {},
  ObjectField: class ObjectField extends DataField {}, ArrayField: class ArrayField extends ElementField {},
  SchemaField: class SchemaField extends ElementField {},
};

/** common/data/validation-failure.d.mts: the error a model's failed validation throws. */
export class DataModelValidationError extends Error {
  override name = "DataModelValidationError";
}

const g = globalThis as unknown as { foundry?: Obj };
g.foundry = { ...(g.foundry ?? {}), abstract: { TypeDataModel: FakeTypeDataModel }, data: { fields, validation: { DataModelValidationError } } };
