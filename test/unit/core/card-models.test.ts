/** Card subtypes: declared in system.json, labelled, carrying the metadata registration reads, migrated on load. */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import "../../support/foundry-double";
import { CARD_MODELS } from "../../../src/rulesets/card-models";
import { CARD_SPECS } from "../../../tools/all-specs";
import { cardModel } from "../../../src/core/decks/card-model";
import { field } from "../../../src/core/schema/spec";
import { fieldLabelKey, localizationPrefix } from "../../../src/core/schema/labels";
import { fieldsOf } from "../../support/all-specs";
import { translate } from "../../support/render";
import { RULESETS } from "../../../src/rulesets/registered";

type Meta = { metadata: { documentName: string; type: string; ruleset: string; schemaVersion: number }; LOCALIZATION_PREFIXES: string[]; spec: unknown };
const models = CARD_MODELS as unknown as Record<string, Meta>;

describe("Card subtypes", () => {
  it("every Card model is a system.json documentTypes.Card entry with a TYPES label, and every spec has a model", () => {
    const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { documentTypes: { Card: Record<string, unknown> } };
    expect(Object.keys(manifest.documentTypes.Card).sort()).to.deep.equal(Object.keys(models).sort());
    expect(Object.keys(CARD_SPECS).sort()).to.deep.equal(Object.keys(models).sort());
    for (const type of Object.keys(models)) expect(translate(`TYPES.Card.${type}`), type).to.be.a("string");
  });

  it("each model carries its registration metadata and the LOCALIZATION_PREFIXES its field labels live under", () => {
    for (const [type, model] of Object.entries(models)) {
      // A card carries its ruleset's schema version (Eldfall: its actors, items and cards share one).
      const ruleset = type.match(/^[a-z]+/)![0];
      expect(model.metadata, type).to.deep.equal({ documentName: "Card", type, ruleset, schemaVersion: RULESETS.find((r) => r.id === ruleset)!.schemaVersion });
      expect(model.LOCALIZATION_PREFIXES).to.deep.equal([localizationPrefix(type)]);
      expect(model.spec).to.equal(CARD_SPECS[type]);
      const missing = fieldsOf(CARD_SPECS[type]!).map((f) => fieldLabelKey(type, f.path)).filter((k) => { try { return !translate(k); } catch { return true; } });
      expect(missing, type).to.deep.equal([]);
    }
  });

  it("an old card source comes up to the current schema on load; partial update data is left alone", () => {
    const spec = field.obj({ schemaVersion: field.int(2, { min: 0, max: 999 }), weather: field.str("") });
    const Model = cardModel(spec, { type: "testChaos", ruleset: "test", schemaVersion: 2, migrations: [{ version: 2, migrate: ({ sky, ...rest }) => ({ ...rest, weather: sky }) }] });
    expect(Model.migrateData({ schemaVersion: 1, sky: "rain" })).to.deep.equal({ schemaVersion: 2, weather: "rain" });
    expect(Model.migrateData({ sky: "rain" })).to.deep.equal({ sky: "rain" });
    expect(Model.migrateData({ schemaVersion: 2, weather: "snow" })).to.deep.equal({ schemaVersion: 2, weather: "snow" });
  });
});
