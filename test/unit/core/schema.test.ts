import { expect } from "chai";
import { field, initialValue } from "../../../src/core/schema/spec";
import { validateData, coerceField, specAt } from "../../../src/core/schema/validate";
import { sanitizeSubmit } from "../../../src/core/schema/submit";

const spec = field.obj({
  mov: field.int(3, { min: 0, max: 30 }),
  sav: field.int(4, { min: 1, max: 7 }),
  detection: field.num(null, { integer: true, min: 0, max: 30, nullable: true }),
  tier: field.choice(["minor", "standard", "major"] as const, "standard"),
  notes: field.html(""),
  steps: field.arr(field.str(), ["detect"]),
  health: field.obj({ value: field.int(4, { min: 0, max: 999 }), max: field.int(4, { min: 0, max: 999 }) }),
});

describe("schema spec", () => {
  it("produces initial values, copying array defaults", () => {
    const a = initialValue(spec);
    expect(a).to.deep.equal({ mov: 3, sav: 4, detection: null, tier: "standard", notes: "", steps: ["detect"], health: { value: 4, max: 4 } });
    a.steps.push("x");
    expect(initialValue(spec).steps).to.deep.equal(["detect"]);
  });

  it("accepts valid data and reports each bad field with its path and i18n key", () => {
    expect(validateData(spec, initialValue(spec))).to.deep.equal([]);
    const errors = validateData(spec, { mov: "abc", sav: 9, tier: "huge", health: { value: -1, max: 2.5 }, extra: 1 });
    expect(errors.map((e) => [e.path, e.key])).to.deep.equal([
      ["extra", "REALMS.Errors.UnknownField"],
      ["mov", "REALMS.Errors.NotANumber"],
      ["sav", "REALMS.Errors.AboveMax"],
      ["tier", "REALMS.Errors.NotAChoice"],
      ["health.value", "REALMS.Errors.BelowMin"],
      ["health.max", "REALMS.Errors.NotAnInteger"],
    ]);
  });

  it("finds nested specs by dotted path", () => {
    expect(specAt(spec, "health.value")).to.include({ type: "number", min: 0 });
    expect(specAt(spec, "steps.0")).to.include({ type: "string" });
    expect(specAt(spec, "health.nope")).to.equal(undefined);
  });

  it("coerces form strings strictly: '12abc' is junk, not 12", () => {
    expect(coerceField(spec.fields.mov, "5", "mov")).to.deep.equal({ ok: true, value: 5 });
    expect(coerceField(spec.fields.mov, "12abc", "mov").ok).to.equal(false);
    expect(coerceField(spec.fields.mov, "", "mov").ok).to.equal(false);
    expect(coerceField(spec.fields.detection, "", "detection")).to.deep.equal({ ok: true, value: null });
    expect(coerceField(spec.fields.mov, null, "mov").ok).to.equal(false);
  });

  it("text in a notation must match its pattern (case-insensitive by default); the error shows the expected form", () => {
    const code = field.pattern("", "^(?:[a-z]\\d)?$", "A1");
    expect(validateData(code, "b7")).to.deep.equal([]);
    expect(validateData(code, "")).to.deep.equal([]);
    expect(coerceField(code, "B7", "code")).to.deep.equal({ ok: true, value: "B7" });
    const [error] = validateData(code, "7b", "code");
    expect(error).to.deep.equal({ path: "code", key: "REALMS.Errors.BadFormat", data: { field: "code", value: "7b", example: "A1" } });
    expect(validateData(field.pattern("", "^[a-z]$", "a", ""), "A")).to.have.length(1);
  });
});

describe("sanitizeSubmit", () => {
  it("keeps valid edits, drops junk with a localized error key, passes non-system fields", () => {
    const { clean, errors } = sanitizeSubmit(spec, { name: "Ayla", "system.mov": "abc", "system.sav": 5, "system.health.value": 2 });
    expect(clean).to.deep.equal({ name: "Ayla", "system.sav": 5, "system.health.value": 2 });
    expect(errors).to.have.length(1);
    expect(errors[0]).to.deep.include({ path: "mov", key: "REALMS.Errors.NotANumber" });
    expect(errors[0].data).to.deep.equal({ field: "mov", value: "abc" });
  });

  it("rejects fields the schema does not know", () => {
    const { clean, errors } = sanitizeSubmit(spec, { "system.hacked": 1 });
    expect(clean).to.deep.equal({});
    expect(errors[0].key).to.equal("REALMS.Errors.UnknownField");
  });
});
