import { expect } from "chai";
import "../../support/foundry-double";
import { sanitizeSubmit } from "../../../src/core/schema/submit";
import { fieldLabelKey, localizationPrefix, noticeFormat } from "../../../src/core/schema/labels";
import { ELVENDOR_ACTOR_SPECS } from "../../../src/rulesets/elvendor/models/specs";
import { ALL_SPECS, fieldsOf } from "../../support/all-specs";
import { translate } from "../../support/render";
import { aedItemFields } from "../../../src/rulesets/aedelore/sheets/context";
import { cleanSheetSubmit } from "../../../src/core/sheets/submit";
import type { FieldSpec } from "../../../src/core/schema/spec";
import type { DeclaredModel } from "../../../src/core/ruleset";
import { world } from "../../support/foundry-double";
import { RULESETS } from "../../../src/rulesets/registered";
import "../../support/double/boot";

/** Every field a form may name, list entries included (`traits.0`, `rows.0.traits.0`), with a value of the wrong kind for it. */
function wrongValues(spec: FieldSpec, path = ""): { path: string; value: unknown }[] {
  const here = (value: unknown) => (path ? [{ path, value }] : []);
  switch (spec.type) {
    case "number": return here("abc");
    case "boolean": return here("maybe");
    case "string":
    case "html": return here("x".repeat(spec.maxLength + 1));
    case "array": return [...here("not a list"), ...wrongValues(spec.element, `${path}.0`)];
    case "object": return [...here("not a group"), ...Object.entries(spec.fields).flatMap(([k, f]) => wrongValues(f, path ? `${path}.${k}` : k))];
  }
}

describe("field labels", () => {
  it("every field of every spec has a label under its model's LOCALIZATION_PREFIXES", () => {
    const missing = Object.entries(ALL_SPECS).flatMap(([type, spec]) => fieldsOf(spec)
      .map((f) => fieldLabelKey(type, f.path))
      .filter((key) => { try { return !translate(key); } catch { return true; } }));
    expect(missing).to.deep.equal([]);
  });

  it("the Aedelore item sheet's field rows are labelled from the model's FIELDS, not hand-passed keys", () => {
    const types = Object.keys(ALL_SPECS).filter((t) => t.startsWith("aedelore") && t !== "aedeloreCharacter" && t !== "aedeloreCreature");
    const rows = types.flatMap((type) => aedItemFields(type, {}).map((row) => ({ type, row })));
    expect(rows.length).to.be.greaterThan(30);
    for (const { type, row } of rows) {
      expect(row.label, `${type} ${row.path}`).to.equal(fieldLabelKey(type, row.path));
      expect(translate(row.label)).to.be.a("string").and.not.equal("");
    }
  });

  it("keys follow Foundry's fieldPath (array entries are `element`)", () => {
    expect(localizationPrefix("elvendorHero")).to.equal("REALMS.Elvendor.Hero");
    expect(fieldLabelKey("elfPc", "traits.2.value")).to.equal("REALMS.Elf.Pc.FIELDS.traits.element.value.label");
    expect(translate(fieldLabelKey("elvendorHero", "attributes.def"))).to.equal("Defense");
    expect(() => localizationPrefix("constructor")).to.throw(RangeError);
  });

  it("every data model declares LOCALIZATION_PREFIXES, so Foundry's formGroup gets the same labels", async () => {
    const g = globalThis as unknown as { foundry: { abstract?: unknown } };
    // The double has no DataModel base class; a bare one is enough to define the model classes.
    g.foundry.abstract ??= { TypeDataModel: class {} };
    const models = {
      ...(await import("../../../src/rulesets/elvendor/models/models")).ELVENDOR_ACTOR_MODELS,
      ...(await import("../../../src/rulesets/elvendor/models/models")).ELVENDOR_ITEM_MODELS,
      ...(await import("../../../src/rulesets/elf/models/models")).ELF_ACTOR_MODELS,
      ...(await import("../../../src/rulesets/elf/models/models")).ELF_ITEM_MODELS,
      ...(await import("../../../src/rulesets/aedelore/models/models")).AEDELORE_ACTOR_MODELS,
      ...(await import("../../../src/rulesets/aedelore/models/models")).AEDELORE_ITEM_MODELS,
      ...(await import("../../../src/rulesets/eldfall/models/models")).ELDFALL_ACTOR_MODELS,
      ...(await import("../../../src/rulesets/eldfall/models/models")).ELDFALL_ITEM_MODELS,
    } as Record<string, { LOCALIZATION_PREFIXES: string[] }>;
    expect(Object.keys(models)).to.have.members(Object.keys(ALL_SPECS));
    for (const [type, model] of Object.entries(models)) expect(model.LOCALIZATION_PREFIXES, type).to.deep.equal([localizationPrefix(type)]);
  });

  it("no sheet notice of any field of any ruleset shows a raw translation key; a list entry is named by its list", () => {
    const shown: string[] = [];
    const models = RULESETS.flatMap((r): readonly DeclaredModel[] => r.models).filter((m) => m.spec);
    for (const { metadata: { type }, spec } of models) {
      for (const { path, value } of wrongValues(spec!)) {
        world.notifications.length = 0;
        // The sheets' own refusal path (RealmsActorSheet/RealmsItemSheet#_processFormData), with the double's i18n.
        const submitted = cleanSheetSubmit(type, { [`system.${path}`]: value }, {});
        expect(submitted, `${type} ${path}`).to.deep.equal({});
        expect(world.notifications, `${type} ${path}`).to.have.length(1);
        shown.push(`${type} ${path}: ${world.notifications[0]!.message}`);
      }
    }
    expect(shown.length).to.be.greaterThan(500);
    expect(shown.filter((m) => /REALMS\./.test(m))).to.deep.equal([]);
    expect(shown).to.include("elfPc traits.0: Abilities and training, entry 1 must be a group of fields.");
    expect(shown).to.include("eldfallUpgrade rows.0.traits.0: " + translate("REALMS.Eldfall.Upgrade.FIELDS.rows.element.traits.label") + ", entry 1 must be a group of fields.");
  });

  it("a sheet notice names the field's label, not its path", () => {
    const { clean, errors } = sanitizeSubmit(ELVENDOR_ACTOR_SPECS.elvendorHero, { name: "Kept", "system.attributes.def": "9", "system.health.value": "-1", "system.bogus": "1" });
    expect(clean).to.deep.equal({ name: "Kept" });
    // The same call cleanSheetSubmit makes, with the double's game.i18n (which throws on a missing key).
    expect(errors.map((e) => game.i18n.format(e.key, noticeFormat("elvendorHero", e, game.i18n)))).to.deep.equal([
      "Defense: 9 is above the maximum of 7. The old value was kept.",
      "Health: -1 is below the minimum of 0. The old value was kept.",
      "bogus is not a field of this sheet.",
    ]);
  });
});
