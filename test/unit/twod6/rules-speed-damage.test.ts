import { expect } from "chai";
import { HASTE_WAYS, resolveSpeed, speedOdds } from "../../../src/rulesets/twod6/turns/rules/speed";
import { damageProfile, DAMAGE_TYPES, hitPacket, RESISTIBLE_TYPES, TWOD6_DAMAGE_RULES, type Defences } from "../../../src/rulesets/twod6/creatures/rules/damage";
import { resolveAura } from "../../../src/rulesets/twod6/aura/rules/aura";
import { blessedValue, critFailModifier, refuseLoss, refuseUnequip } from "../../../src/rulesets/twod6/items/rules/items";
import { resolveDamage } from "../../../src/core/rules/damage";

describe("2D6 haste and slow", () => {
  it("a haste roll reaches 8 on 15 of 36", () => {
    expect(HASTE_WAYS).to.equal(15);
    expect(speedOdds({ hastes: 1, slows: [], staMod: 0 }).chance).to.deep.equal([0, 21 / 36, 15 / 36]);
  });
  it("the rules' example: two haste and one slow act once, twice or not at all, with exact odds", () => {
    // Slow at power 0 and STA +0: 2D6 ≥ 7 passes on 21 of 36.
    const o = speedOdds({ hastes: 2, slows: [{ power: 0 }], staMod: 0 });
    expect(o.of).to.equal(36 ** 3);
    expect(o.ways).to.deep.equal([15 * 36 * 36, 21 * 21 * 21, 21 * (36 * 36 - 21 * 21)]);
    expect(o.ways.reduce((a, b) => a + b, 0)).to.equal(o.of);
    expect(o.chance[0]).to.be.closeTo(15 / 36, 1e-15);
    const rolled = (h1: number[], h2: number[], s: number[]) => resolveSpeed({ hastes: 2, slows: [{ power: 0 }], staMod: 0 }, [h1, h2], [s]).actions;
    expect(rolled([1, 2], [3, 3], [4, 3])).to.equal(1);
    expect(rolled([1, 2], [4, 4], [4, 3])).to.equal(2);
    expect(rolled([6, 6], [6, 6], [3, 3])).to.equal(0);
  });
  it("the slow check: 2D6 + STA modifier ≥ 7 + power, double 1s fail", () => {
    const f = (staMod: number, power: number, dice: number[]) => resolveSpeed({ hastes: 0, slows: [{ power }], staMod }, [], [dice]).actions;
    expect(f(2, 2, [3, 4])).to.equal(1);
    expect(f(1, 2, [3, 4])).to.equal(0);
    expect(f(5, -5, [1, 1])).to.equal(0);
    expect(speedOdds({ hastes: 0, slows: [{ power: 2 }], staMod: 0 }).ways).to.deep.equal([26, 10, 0]);
  });
});

describe("2D6 damage types and defences", () => {
  const none: Defences = { natural: {}, slots: {}, immunities: [], vulnerabilities: [] };
  it("resists Physical, Disease, Poison, Fire, Frost and Shock; never Magical or Trap", () => {
    expect(DAMAGE_TYPES).to.deep.equal(["physical", "disease", "poison", "fire", "frost", "shock", "magical", "trap"]);
    const tough: Defences = { ...none, natural: { physical: 2 }, slots: { body: { fire: 3 } } };
    expect(resolveDamage(hitPacket(5, "fire"), damageProfile(tough), TWOD6_DAMAGE_RULES).total).to.equal(2);
    expect(resolveDamage(hitPacket(5, "physical"), damageProfile(tough), TWOD6_DAMAGE_RULES).total).to.equal(3);
    for (const t of ["magical", "trap"] as const) {
      const p = damageProfile(tough);
      expect(resolveDamage(hitPacket(5, t), { ...p, resistances: { [t]: 4 } }, TWOD6_DAMAGE_RULES).total).to.equal(5);
    }
    expect(RESISTIBLE_TYPES).to.have.length(6);
  });
  it("the struck slot's armour counts (body unless the hit says head)", () => {
    const d: Defences = { ...none, slots: { body: { physical: 4 }, head: { physical: 1 } } };
    expect(resolveDamage(hitPacket(6, "physical"), damageProfile(d, "body"), TWOD6_DAMAGE_RULES).total).to.equal(2);
    expect(resolveDamage(hitPacket(6, "physical"), damageProfile(d, "head"), TWOD6_DAMAGE_RULES).total).to.equal(5);
  });
  it("immunity stops the secondary effect, not the damage", () => {
    const o = resolveDamage(hitPacket(4, "fire"), damageProfile({ ...none, immunities: ["fire"] }), TWOD6_DAMAGE_RULES);
    expect(o.total).to.equal(4);
    expect(o.secondary).to.deep.equal([]);
    expect(o.prevented).to.deep.equal(["onFire"]);
  });
  it("vulnerability doubles once however often listed, and always lets the secondary effect through", () => {
    const o = resolveDamage(hitPacket(3, "poison"), damageProfile({ ...none, vulnerabilities: ["poison", "poison"], immunities: ["poison"] }), TWOD6_DAMAGE_RULES);
    expect(o.total).to.equal(6);
    expect(o.secondary).to.deep.equal(["poisoned"]);
  });
});

describe("2D6 auras", () => {
  const none: Defences = { natural: {}, slots: {}, immunities: [], vulnerabilities: [] };
  const at = (x: number, y: number) => [{ x, y }];
  it("D3 + STA modifier to every adjacent creature; a creature's aura reaches 1", () => {
    const r = resolveAura({ id: "a", cells: at(0, 0), type: "fire", staMod: 1, monster: false }, [
      { id: "n", cells: at(1, 1), defences: none }, { id: "far", cells: at(2, 0), defences: none },
    ], 2);
    expect(r.base).to.equal(3);
    expect(r.lines.map((l) => [l.id, l.amount, l.outcome?.total])).to.deep.equal([["n", 3, 3]]);
  });
  it("a monster's aura reaches 2 and deals ×1.5 (rounded down) to adjacent targets", () => {
    const r = resolveAura({ id: "ogre", cells: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 1 }], type: "fire", staMod: 2, monster: true }, [
      { id: "near", cells: at(2, 0), defences: none }, { id: "two", cells: at(3, 3), defences: none }, { id: "three", cells: at(4, 0), defences: none },
    ], 3);
    expect(r.lines.map((l) => [l.id, l.distance, l.base, l.amount, l.multiplied])).to.deep.equal([["near", 1, 5, 7, true], ["two", 2, 5, 5, false]]);
  });
  it("resistance is the average of body and head, rounded down; secondary effects only on the vulnerable", () => {
    const armoured: Defences = { ...none, slots: { body: { fire: 3 }, head: { fire: 0 } } };
    const vulnerable: Defences = { ...none, vulnerabilities: ["fire"] };
    const r = resolveAura({ id: "a", cells: at(0, 0), type: "fire", staMod: 2, monster: false }, [
      { id: "armoured", cells: at(1, 0), defences: armoured }, { id: "vulnerable", cells: at(0, 1), defences: vulnerable },
    ], 3);
    const [a, v] = r.lines;
    expect(a!.outcome!.total).to.equal(4);
    expect(a!.outcome!.secondary).to.deep.equal([]);
    expect(v!.outcome!.total).to.equal(10);
    expect(v!.outcome!.secondary).to.deep.equal(["onFire"]);
  });
  it("heals a creature that shares the aura; the bearer is immune to its type; never crits", () => {
    const r = resolveAura({ id: "a", cells: at(0, 0), type: "frost", staMod: 0, monster: false }, [{ id: "twin", cells: at(1, 0), defences: { ...none, aura: "frost" } }], 1);
    expect(r.lines[0]).to.deep.include({ heal: true, amount: 1, outcome: null });
    const own = resolveDamage(hitPacket(9, "frost"), damageProfile({ ...none, aura: "frost" }), TWOD6_DAMAGE_RULES);
    expect(own.total).to.equal(0);
    expect(own.secondary).to.deep.equal([]);
  });
  it("the modifier is capped at +5 and counts hunger penalties; a negative base deals nothing", () => {
    expect(resolveAura({ id: "a", cells: at(0, 0), type: "shock", staMod: 8, monster: false }, [], 3).base).to.equal(8);
    expect(resolveAura({ id: "a", cells: at(0, 0), type: "shock", staMod: 0, adds: [-2], monster: false }, [], 1).base).to.equal(0);
  });
});

describe("2D6 cursed and blessed items", () => {
  it("a cursed item is never willingly given up; a bound one stays equipped", () => {
    const cursed = { cursed: true, bound: false, equipped: true };
    for (const way of ["drop", "trade", "give", "delete"] as const) expect(refuseLoss(cursed, way)).to.equal("cursedKeep");
    expect(refuseLoss(cursed, "delete", true)).to.equal(null);
    expect(refuseLoss({ ...cursed, cursed: false }, "drop")).to.equal(null);
    expect(refuseUnequip(cursed)).to.equal(null);
    expect(refuseUnequip({ ...cursed, bound: true })).to.equal("boundUnequip");
  });
  it("+1 critical failure modifier per equipped cursed item", () => {
    expect(critFailModifier([{ cursed: true, bound: false, equipped: true }, { cursed: true, bound: true, equipped: true }, { cursed: true, bound: false, equipped: false }, { cursed: false, bound: false, equipped: true }])).to.equal(2);
  });
  it("blessed items add their own bonus", () => {
    expect(blessedValue(3, true, 2)).to.equal(5);
    expect(blessedValue(3, false, 2)).to.equal(3);
  });
});
