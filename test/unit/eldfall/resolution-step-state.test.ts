/**
 * Eldfall Resolution Step, the state its stages share: what opening a step checks, the change record per model,
 * the d20 it lists, and how an effect's State is granted or blocked by an immunity.
 */
import { expect } from "chai";
import {
  blockedBy, changeOf, grantState, MAX_TRAIT_X, openStep, rollD20, END_OF_TURN, UNTIL_REMOVED,
} from "../../../src/rulesets/eldfall/resolution/rules/step-state";
import { diceRoller } from "../../../src/rulesets/eldfall/resolution/rules/resolution";
import { attackOn, hero, mdl, openScripted } from "../../support/fixtures-eldfall-resolution-step";

describe("Eldfall resolution stages: opening the step", () => {
  it("refuses an Attack naming a model that is not in the step, and HP that is not a whole number", () => {
    expect(() => openStep({ models: [hero("a")], attacks: [attackOn("x", "a", "ghost", [false])] }, diceRoller([]))).to.throw(RangeError, /no model "ghost"/);
    expect(() => openStep({ models: [hero("a", { hp: 1.5 })], attacks: [] }, diceRoller([]))).to.throw(RangeError);
  });

  it("refuses a counted Trait (Burn, Knockback, Ricochet) above MAX_TRAIT_X", () => {
    const burn = attackOn("x", "a", "b", [false], { traits: [{ id: "burn", x: MAX_TRAIT_X + 1 }] });
    expect(() => openStep({ models: [hero("a"), mdl("b")], attacks: [burn] }, diceRoller([]))).to.throw(RangeError);
  });

  it("defaults to effects once per Attack, Demon not ignored, and an empty plan", () => {
    const { step } = openScripted({ models: [hero("a")] });
    expect(step.options).to.deep.equal({ triggerPer: "attack", demonIgnored: false });
    expect(step.plan.rolls).to.be.empty;
    expect(step.changes.size).to.equal(0);
  });
});

describe("Eldfall resolution stages: the step's state", () => {
  it("opens one unchanged record per model, in the order models are first touched", () => {
    const { step } = openScripted({ models: [hero("a", { hp: 2, hpMax: 4 }), mdl("b")] });
    changeOf(step, "b").wounds += 1;
    expect(changeOf(step, "a")).to.include({ hpBefore: 2, hpAfter: 2, wounds: 0, apLoss: 0, remove: null });
    expect(changeOf(step, "b").wounds).to.equal(1);
    expect([...step.changes.keys()]).to.deep.equal(["b", "a"]);
    expect(() => changeOf(step, "nobody")).to.throw(RangeError);
  });

  it("lists each d20: a DMG roll wounds at or under its threshold, an attribute of 0 never succeeds", () => {
    const { step, done } = openScripted({ models: [hero("a"), mdl("b")] }, 7, 8, 1);
    expect(rollD20(step, { purpose: "damage", model: "a", attack: "x" }, 7, "b").success).to.equal(true);
    expect(rollD20(step, { purpose: "damage", model: "a", attack: "x" }, 7, "b").success).to.equal(false);
    expect(rollD20(step, { purpose: "stun", model: "b" }, 0).success).to.equal(false);
    done();
    expect(step.plan.rolls.map((r) => [r.result, r.target, r.success, r.against])).to.deep.equal([[7, 7, true, "b"], [8, 7, false, "b"], [1, 0, false, undefined]]);
  });

  it("an immunity Trait, or Elemental Essence against an Attack of its Element, blocks an effect", () => {
    const fire = attackOn("x", "a", "b", [false], { tags: ["Fire"] });
    expect(blockedBy(mdl("c", { traits: [{ id: "construct" }] }), "bleeding", fire)).to.equal("construct");
    expect(blockedBy(mdl("e", { traits: [{ id: "elementalEssence", x: "fire" }] }), "bleeding", fire)).to.equal("elementalEssence");
    expect(blockedBy(mdl("e", { traits: [{ id: "elementalEssence", x: "frost" }] }), "bleeding", fire)).to.equal(null);
  });

  it("a State granted again replaces its earlier grant; a blocked one is listed and changes nothing", () => {
    const a = attackOn("x", "a", "b", [false]);
    const { step } = openScripted({ models: [hero("a"), mdl("b"), mdl("f", { traits: [{ id: "fearless" }] })] });
    grantState(step, a, mdl("b"), "demon", { id: "panicked", duration: END_OF_TURN });
    grantState(step, a, mdl("b"), "combatArt", { id: "panicked", duration: UNTIL_REMOVED });
    grantState(step, a, mdl("f", { traits: [{ id: "fearless" }] }), "demon", { id: "panicked", duration: END_OF_TURN });
    expect(changeOf(step, "b").addStates).to.deep.equal([{ id: "panicked", duration: UNTIL_REMOVED }]);
    expect(step.changes.has("f")).to.equal(false);
    expect(step.plan.triggers.map((t) => [t.target, t.trigger, t.blockedBy])).to.deep.equal([["b", "demon", undefined], ["b", "combatArt", undefined], ["f", "demon", "fearless"]]);
  });
});
