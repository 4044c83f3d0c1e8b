import { expect } from "chai";
import { sanitizeSubmit } from "../../../src/core/schema/submit";
import { specAt, validateData } from "../../../src/core/schema/validate";
import { ALL_SPECS } from "../../support/all-specs";
import { format } from "../../support/render";

const CRAFTED = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "prototype", "__defineGetter__"];

describe("crafted update keys", () => {
  for (const [type, spec] of Object.entries(ALL_SPECS)) {
    it(`${type}: inherited names (system.constructor, system.__proto__, …) are refused with a localized message, the rest kept`, () => {
      for (const name of CRAFTED) {
        for (const key of [`system.${name}`, `system.${name}.x`, `system.schemaVersion.${name}`]) {
          const { clean, errors } = sanitizeSubmit(spec, { name: "Kept", [key]: "1" });
          expect(clean, key).to.deep.equal({ name: "Kept" });
          expect(errors, key).to.have.length(1);
          expect(format(errors[0]!.key, errors[0]!.data), key).to.match(/not a field of this sheet|cannot be changed/);
        }
      }
    });
  }

  it("a top-level __proto__ or constructor key never reaches the update or its prototype", () => {
    const flat = JSON.parse('{"name":"Kept","__proto__":{"polluted":1},"constructor":{"x":1},"img.__proto__.y":2}') as Record<string, unknown>;
    const { clean, errors } = sanitizeSubmit(ALL_SPECS.elvendorHero!, flat);
    expect(clean).to.deep.equal({ name: "Kept" });
    expect(Object.getPrototypeOf(clean)).to.equal(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect(errors.map((e) => e.key)).to.deep.equal(["REALMS.Errors.ForbiddenKey", "REALMS.Errors.ForbiddenKey", "REALMS.Errors.ForbiddenKey"]);
    expect(format(errors[0]!.key, errors[0]!.data)).to.equal("\"__proto__\" cannot be changed from a sheet.");
  });

  it("specAt and validateData see only a spec's own fields", () => {
    const spec = ALL_SPECS.elvendorHero!;
    for (const name of CRAFTED) expect(specAt(spec, name), name).to.equal(undefined);
    const system = JSON.parse('{"__proto__":{"x":1},"constructor":1}') as unknown;
    expect(validateData(spec, system).map((e) => e.key)).to.deep.equal(["REALMS.Errors.UnknownField", "REALMS.Errors.UnknownField"]);
  });
});
