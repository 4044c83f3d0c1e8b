/**
 * Eldfall Resolution Step, stage 3: a DMG roll per Hit landed (PW and ARM after their modifiers), Mindgame's INT
 * roll in its place, and what the later stages receive (Wounds before prevention, failed rolls, effects landed).
 */
import { expect } from "chai";
import { rollDamage } from "../../../src/rulesets/eldfall/resolution/rules/damage-rolls";
import type { LandedHit } from "../../../src/rulesets/eldfall/resolution/rules/hits-landed";
import type { AttackInput, ResolutionModel } from "../../../src/rulesets/eldfall/resolution/rules/resolution";
import { attackOn, hero, mdl, openScripted } from "../../support/fixtures-eldfall-resolution-step";

function rolled(attack: AttackInput, target: ResolutionModel, criticals: boolean[], ...dice: number[]) {
  const { step, done } = openScripted({ models: [hero("a"), target], attacks: [attack] }, ...dice);
  const landed: LandedHit[] = criticals.map((critical) => ({ attack, target: target.id, critical, source: "strike", pwMods: [] }));
  const out = rollDamage(step, landed);
  done();
  return { step, out };
}

describe("Eldfall resolution stages: DMG rolls", () => {
  it("PW 12 against ARM 5 wounds on 7 or less; a Critical Hit sets ARM to 0 for that Hit", () => {
    const { step, out } = rolled(attackOn("x", "a", "b", []), mdl("b"), [false, true, false], 7, 12, 8);
    expect(step.plan.hits.map((h) => [h.arm, h.threshold, h.roll, h.outcome])).to.deep.equal([[5, 7, 7, "wound"], [0, 12, 12, "wound"], [5, 7, 8, "noWound"]]);
    expect(out.woundsBy.get("x|b")?.map((w) => [w.cause, w.critical, w.fromRoll])).to.deep.equal([["damage", false, true], ["damage", true, true]]);
    expect(out.failedDamage).to.deep.equal([["b", "a"]]);
    expect(out.effectsLanded.get("x|b")?.critical, "any critical Hit of the Attack counts").to.equal(true);
  });

  it("Incorporeal halves the PW of an Attack that is no Spell and has no Burn; Crouched halves ARM", () => {
    const ghost = mdl("g", { arm: 4, states: ["crouched"], traits: [{ id: "incorporeal" }] });
    expect(rolled(attackOn("x", "a", "g", []), ghost, [false], 20).step.plan.hits[0]).to.include({ pw: 6, arm: 2, threshold: 4 });
    expect(rolled(attackOn("x", "a", "g", [], { tags: ["spell"] }), ghost, [false], 20).step.plan.hits[0]).to.include({ pw: 12 });
  });

  it("an environment's Hit (no attacker) is rolled for the target and gives no Weak Point", () => {
    const { step, out } = rolled(attackOn("m", null, "b", []), mdl("b"), [false], 20);
    expect(step.plan.rolls[0]).to.include({ purpose: "damage", model: "b", against: "b" });
    expect(out.failedDamage).to.be.empty;
  });

  it("Mindgame: the target's INT roll replaces the DMG roll; resisted → no effects, no damage, a WP for the attacker", () => {
    const mind = attackOn("x", "a", "b", [], { traits: [{ id: "mindgame" }] });
    const resisted = rolled(mind, mdl("b", { int: 10 }), [false], 10);
    expect(resisted.step.plan.hits[0]).to.include({ outcome: "resisted", threshold: null, roll: 10 });
    expect(resisted.out.effectsLanded.size).to.equal(0);
    expect(resisted.out.failedDamage).to.deep.equal([["b", "a"]]);
    const failed = rolled(mind, mdl("b", { int: 10 }), [false], 11);
    expect(failed.out.woundsBy.get("x|b")?.map((w) => [w.cause, w.fromRoll])).to.deep.equal([["mindgame", false]]);
    expect(failed.out.effectsLanded.has("x|b")).to.equal(true);
  });

  it("a model immune to Mindgame takes the ordinary DMG roll", () => {
    const golem = mdl("c", { traits: [{ id: "construct" }] });
    const { step } = rolled(attackOn("x", "a", "c", [], { traits: [{ id: "mindgame" }] }), golem, [false], 1);
    expect(step.plan.rolls.map((r) => r.purpose)).to.deep.equal(["damage"]);
  });
});
