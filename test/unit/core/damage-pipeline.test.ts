import { expect } from "chai";
import { healPool, onPool, resolveDamage, spendFrom, type DamageProfile, type DamageRules } from "../../../src/core/rules/damage";

/** A test profile of the 2D6 System's damage rules (2d6-system.txt, "Resistances" to "Damage Auras"). */
const TWO_D6: DamageRules = {
  resistable: ["physical", "disease", "poison", "fire", "frost", "shock"],
  unresistable: ["magical", "trap"],
  secondaryOnlyIfVulnerableOption: "aura",
};
const hit = (amount: number, type: string, secondary?: string[]) => ({ parts: [{ amount, type, secondary }] });

describe("typed damage pipeline", () => {
  it("resistance is a flat reduction of its own type, never below 0", () => {
    const profile: DamageProfile = { resistances: { fire: 3, frost: 10 } };
    expect(resolveDamage(hit(8, "fire"), profile, TWO_D6).total).to.equal(5);
    expect(resolveDamage(hit(8, "frost"), profile, TWO_D6).total).to.equal(0);
    expect(resolveDamage(hit(8, "shock"), profile, TWO_D6).total).to.equal(8);
  });

  it("magical and trap damage cannot be resisted (2D6), and untyped damage never is", () => {
    const profile: DamageProfile = { resistances: { magical: 4, trap: 4, untyped: 4, physical: 4 } };
    const magical = resolveDamage(hit(7, "magical"), profile, TWO_D6);
    expect(magical.total).to.equal(7);
    expect(magical.steps.map((s) => s.label)).to.deep.equal(["REALMS.Damage.Step.base", "REALMS.Damage.Step.unresistable"]);
    expect(resolveDamage(hit(7, "trap"), profile, TWO_D6).total).to.equal(7);
    expect(resolveDamage(hit(7, "untyped"), profile, {}).total).to.equal(7);
    expect(resolveDamage(hit(7, "physical"), profile, TWO_D6).total).to.equal(3);
  });

  it("only the listed types resist when a ruleset lists them (a holy resistance does nothing in 2D6)", () => {
    expect(resolveDamage(hit(6, "holy"), { resistances: { holy: 2 } }, TWO_D6).total).to.equal(6);
    expect(resolveDamage(hit(6, "holy"), { resistances: { holy: 2 } }, {}).total).to.equal(4);
  });

  it("vulnerability doubles, and the same vulnerability twice still doubles once", () => {
    expect(resolveDamage(hit(5, "fire"), { vulnerabilities: ["fire"] }, TWO_D6).total).to.equal(10);
    expect(resolveDamage(hit(5, "fire"), { vulnerabilities: ["fire", "fire"] }, TWO_D6).total).to.equal(10);
    expect(resolveDamage(hit(5, "frost"), { vulnerabilities: ["fire"] }, TWO_D6).total).to.equal(5);
  });

  it("resistance comes off before vulnerability doubles (8 fire, resist 3, vulnerable: 10)", () => {
    const out = resolveDamage(hit(8, "fire"), { resistances: { fire: 3 }, vulnerabilities: ["fire"] }, TWO_D6);
    expect(out.steps.map((s) => [s.label, s.value])).to.deep.equal([
      ["REALMS.Damage.Step.base", 8], ["REALMS.Damage.Step.resistance", 5], ["REALMS.Damage.Step.vulnerable", 10],
    ]);
    expect(out.total).to.equal(10);
  });

  it("immunity stops the secondary effect but not the damage (a fire spell on a fire-immune creature)", () => {
    const out = resolveDamage(hit(6, "fire", ["burning"]), { immunities: ["fire"] }, TWO_D6);
    expect(out.total).to.equal(6);
    expect(out.secondary).to.deep.equal([]);
    expect(out.prevented).to.deep.equal(["burning"]);
    const byEffect = resolveDamage({ parts: [{ amount: 3, type: "poison" }], secondary: ["poisoned"] }, { immunities: ["poisoned"] }, TWO_D6);
    expect([byEffect.total, byEffect.secondary, byEffect.prevented]).to.deep.equal([3, [], ["poisoned"]]);
  });

  it("a vulnerable creature is always affected by the secondary effect, immune or not", () => {
    const out = resolveDamage(hit(4, "fire", ["burning"]), { immunities: ["burning"], vulnerabilities: ["fire"] }, TWO_D6);
    expect(out.secondary).to.deep.equal(["burning"]);
    expect(out.total).to.equal(8);
  });

  it("auras: no secondary effect unless vulnerable; an aura bearer takes nothing from its own aura's type", () => {
    const aura = { ...hit(5, "fire", ["burning"]), options: { aura: true } };
    expect(resolveDamage(aura, {}, TWO_D6).secondary).to.deep.equal([]);
    expect(resolveDamage(aura, { vulnerabilities: ["fire"] }, TWO_D6).secondary).to.deep.equal(["burning"]);
    const bearer = resolveDamage(aura, { damageImmunities: ["fire"] }, TWO_D6);
    expect([bearer.total, bearer.secondary]).to.deep.equal([0, []]);
  });

  it("parts resolve each against its own type, then sum", () => {
    const out = resolveDamage({ parts: [{ amount: 6, type: "physical" }, { amount: 4, type: "fire" }] }, { resistances: { physical: 2 }, vulnerabilities: ["fire"] }, TWO_D6);
    expect(out.total).to.equal(12);
    expect(out.steps.at(-1)).to.deep.equal({ label: "REALMS.Damage.Step.sum", value: 12 });
  });

  it("runs the ruleset's steps on the sum, in order, after the typed steps, and floors at 0", () => {
    const rules: DamageRules = {
      ...TWO_D6,
      steps: [
        (v) => ({ value: v - 3, label: "armor" }),
        (v) => ({ value: v * 2, label: "twice" }),
        () => null,
      ],
    };
    const out = resolveDamage(hit(5, "physical"), { resistances: { physical: 1 } }, rules);
    expect(out.steps.map((s) => [s.label, s.value])).to.deep.equal([["REALMS.Damage.Step.base", 5], ["REALMS.Damage.Step.resistance", 4], ["armor", 1], ["twice", 2]]);
    const floored = resolveDamage(hit(2, "physical"), {}, { steps: [(v) => ({ value: v - 5, label: "armor" })] });
    expect([floored.total, floored.steps.at(-1)]).to.deep.equal([0, { label: "REALMS.Damage.Step.floor", value: 0 }]);
  });

  it("ruleset steps see the packet and the profile", () => {
    const perHit = (v: number, ctx: { packet: { options?: Readonly<Record<string, unknown>> } }) => ({ value: v * Number(ctx.packet.options?.hits ?? 1), label: "hits" });
    expect(resolveDamage({ ...hit(3, "untyped"), options: { hits: 4 } }, {}, { steps: [perHit] }).total).to.equal(12);
  });

  it("refuses a negative or fractional amount loudly", () => {
    expect(() => resolveDamage(hit(-1, "fire"), {}, {})).to.throw(RangeError, /parts\[0\]\.amount/);
    expect(() => resolveDamage(hit(1.5, "fire"), {}, {})).to.throw(RangeError);
  });

  it("takes the total from a pool, never below its minimum, and records before and after", () => {
    const out = onPool(resolveDamage(hit(7, "untyped"), {}), { path: "health.value", value: 5 });
    expect([out.before, out.after]).to.deep.equal([{ "health.value": 5 }, { "health.value": 0 }]);
    expect(out.steps.at(-1)).to.deep.equal({ label: "REALMS.Damage.Step.pool", data: { path: "health.value", before: 5 }, value: 0 });
    expect(onPool(resolveDamage(hit(2, "untyped"), {}), { path: "hp.value", value: 5, min: -3 }).after).to.deep.equal({ "hp.value": 3 });
  });

  it("heals up to the max and spends only what is there", () => {
    expect(healPool(3, 4, 5)).to.equal(5);
    expect(healPool(3, 1, 5)).to.equal(4);
    expect(healPool(7, 1, 5)).to.equal(7);
    expect(spendFrom(3, 2)).to.deep.equal({ ok: true, value: 1 });
    expect(spendFrom(1, 2)).to.deep.equal({ ok: false, value: 1 });
  });
});
