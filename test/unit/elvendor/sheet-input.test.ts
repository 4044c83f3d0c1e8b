import { expect } from "chai";
import { sanitizeSubmit } from "../../../src/core/schema/submit";
import type { FieldSpec, ObjectSpec } from "../../../src/core/schema/spec";
import { ELVENDOR_ACTOR_SPECS, ELVENDOR_ITEM_SPECS } from "../../../src/rulesets/elvendor/models/specs";
import { format } from "../../support/render";

/** Dotted paths of every numeric field in a spec. */
function numericPaths(spec: FieldSpec, prefix = ""): string[] {
  if (spec.type === "number") return [prefix];
  if (spec.type === "object") return Object.entries(spec.fields).flatMap(([k, f]) => numericPaths(f, prefix ? `${prefix}.${k}` : k));
  return [];
}

describe("Elvendor sheet input", () => {
  for (const [type, spec] of Object.entries({ ...ELVENDOR_ACTOR_SPECS, ...ELVENDOR_ITEM_SPECS }) as [string, ObjectSpec][]) {
    it(`${type}: junk in any numeric field is refused with a localized message; the other edits are kept`, () => {
      for (const path of numericPaths(spec).filter((p) => p !== "schemaVersion")) {
        const { clean, errors } = sanitizeSubmit(spec, { name: "Kept", [`system.${path}`]: "abc", "system.schemaVersion": 1 });
        expect(clean, path).to.deep.equal({ name: "Kept", "system.schemaVersion": 1 });
        expect(errors.map((e) => e.key), path).to.deep.equal(["REALMS.Errors.NotANumber"]);
        expect(format(errors[0]!.key, { ...errors[0]!.data, field: path })).to.contain("The old value was kept");
      }
    });
  }
  it("out-of-range and fractional values name the limit", () => {
    const { errors } = sanitizeSubmit(ELVENDOR_ACTOR_SPECS.elvendorHero, { "system.attributes.def": "9", "system.attributes.mov": "2.5", "system.health.value": "-1" });
    expect(errors.map((e) => e.key)).to.have.members(["REALMS.Errors.AboveMax", "REALMS.Errors.NotAnInteger", "REALMS.Errors.BelowMin"]);
    expect(format("REALMS.Errors.AboveMax", { field: "DEF", value: 9, max: 7 })).to.equal("DEF: 9 is above the maximum of 7. The old value was kept.");
  });
});
