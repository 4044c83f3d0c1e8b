/**
 * Eldfall Resolution Step, stages 5–7: Wound prevention (Unkeen, Berserker, a Familiar), the extra Wounds going
 * through prevention again, and the on-Wound effects once per Attack per target that suffered a Wound.
 */
import { expect } from "chai";
import type { DamageOutcome } from "../../../src/rulesets/eldfall/resolution/rules/damage-rolls";
import type { AttackInput, ResolutionInput, ResolutionModel } from "../../../src/rulesets/eldfall/resolution/rules/resolution";
import type { PendingWound } from "../../../src/rulesets/eldfall/resolution/rules/step-state";
import { settleWounds, woundGuard, PREVENTION_ORDER } from "../../../src/rulesets/eldfall/resolution/rules/wound-prevention";
import { sufferWounds } from "../../../src/rulesets/eldfall/resolution/rules/wounds";
import { attackOn, changed, hero, mdl, openScripted } from "../../support/fixtures-eldfall-resolution-step";

const dmg = (attack: AttackInput, target: string, n: number, critical = false): PendingWound[] =>
  Array.from({ length: n }, () => ({ attack, target, cause: "damage", critical, fromRoll: true, pw: 12 }));

function damageOf(...wounds: PendingWound[][]): DamageOutcome {
  const woundsBy = new Map(wounds.map((list) => [`${list[0]!.attack.id}|${list[0]!.target}`, list]));
  const effectsLanded = new Map(wounds.map((list) => [`${list[0]!.attack.id}|${list[0]!.target}`, { attack: list[0]!.attack, target: list[0]!.target, critical: list.some((w) => w.critical) }]));
  return { woundsBy, failedDamage: [], effectsLanded };
}

const open = (models: ResolutionModel[], dice: number[], options: ResolutionInput["options"] = {}) => openScripted({ models, options }, ...dice);

describe("Eldfall resolution stages: Wound prevention", () => {
  it("Unkeen comes before Berserker", () => {
    expect(PREVENTION_ORDER).to.deep.equal(["unkeen", "berserker"]);
  });

  it("Unkeen: a T roll per Wound, a success negates it", () => {
    const x = attackOn("x", "a", "b", [], { traits: [{ id: "unkeen" }] });
    const { step, done } = open([hero("a"), mdl("b", { t: 10 })], [10, 11]);
    const kept = settleWounds(step, woundGuard({}), "x|b", dmg(x, "b", 2));
    done();
    expect(kept).to.have.length(1);
    expect(step.plan.wounds.map((w) => w.prevented)).to.deep.equal(["unkeen", undefined]);
  });

  it("Berserker: once per turn, a T roll per Wound from a DMG roll or Cleave, not for Frostbite's", () => {
    const x = attackOn("x", "a", "b", []);
    const berserk = hero("b", { classes: ["berserker"], t: 10 });
    const { step, done } = open([hero("a"), berserk], [10, 11]);
    const frost: PendingWound = { attack: x, target: "b", cause: "frostbite", critical: false, fromRoll: false, pw: 12 };
    const kept = settleWounds(step, woundGuard({}), "x|b", [...dmg(x, "b", 2), frost]);
    done();
    expect(kept.map((w) => w.cause)).to.deep.equal(["damage", "frostbite"]);
    expect(changed(step, "b").berserkerUsed).to.equal(true);
    const used = open([hero("a"), hero("b", { classes: ["berserker"], berserkerUsedThisTurn: true })], []);
    expect(settleWounds(used.step, woundGuard({}), "x|b", dmg(x, "b", 1))).to.have.length(1);
  });

  it("a Familiar takes every Wound of one Attack; the caster's next Familiar takes the next Attack's", () => {
    const x = attackOn("x", "a", "b", []);
    const y = attackOn("y", "a", "b", []);
    const { step } = open([hero("a"), mdl("b")], []);
    const guard = woundGuard({ b: ["owl"] });
    expect(settleWounds(step, guard, "x|b", dmg(x, "b", 2))).to.be.empty;
    expect(settleWounds(step, guard, "y|b", dmg(y, "b", 1))).to.have.length(1);
    expect(step.plan.familiarsRemoved).to.deep.equal(["owl"]);
    expect(step.plan.wounds.map((w) => [w.attack, w.prevented, w.familiar])).to.deep.equal([["x", "familiar", "owl"], ["x", "familiar", "owl"], ["y", undefined, undefined]]);
  });
});

describe("Eldfall resolution stages: Wounds suffered", () => {
  it("extra Wounds come after prevention and go through it again; on-Wound effects count every Wound suffered", () => {
    const x = attackOn("x", "a", "b", [], { traits: [{ id: "cleave" }, { id: "unkeen" }, { id: "bleed" }] });
    const vampire = hero("a", { skills: ["vampirism"] });
    const { step, done } = open([vampire, mdl("b", { t: 10 })], [11, 10]);
    const out = sufferWounds(step, damageOf(dmg(x, "b", 1)), {});
    done();
    expect(step.plan.wounds.map((w) => [w.cause, w.prevented])).to.deep.equal([["damage", undefined], ["cleave", "unkeen"]]);
    expect(out.suffered.map((w) => w.cause)).to.deep.equal(["damage"]);
    expect(changed(step, "a").healed).to.equal(1);
    expect(step.plan.triggers.map((t) => t.trigger)).to.deep.equal(["cleave", "bleed", "vampirism"]);
  });

  it("an Attack whose Wounds were all prevented triggers nothing", () => {
    const x = attackOn("x", "a", "b", [], { traits: [{ id: "cleave" }, { id: "bleed" }] });
    const { step } = open([hero("a"), mdl("b")], []);
    const out = sufferWounds(step, damageOf(dmg(x, "b", 1)), { b: ["owl"] });
    expect(out.suffered).to.be.empty;
    expect(step.plan.triggers).to.be.empty;
  });

  it("per Wound (A18 setting) Cleave triggers once for each Wound suffered; the critical flag reaches Demon", () => {
    const x = attackOn("x", "a", "b", [], { traits: [{ id: "cleave" }, { id: "demon" }] });
    const { step } = open([hero("a"), mdl("b", { hp: 9, hpMax: 9 })], [], { triggerPer: "wound" });
    const out = sufferWounds(step, damageOf(dmg(x, "b", 2, true)), {});
    expect(out.suffered.map((w) => w.cause)).to.deep.equal(["damage", "damage", "cleave", "cleave"]);
    expect(changed(step, "b").addStates.map((s) => s.id)).to.deep.equal(["panicked"]);
    expect(step.plan.rolls, "a Critical Hit panics with no M roll").to.be.empty;
  });

  it("Assassination V: the target is slain", () => {
    const x = attackOn("x", "a", "b", [], { deadly: true });
    const { step } = open([hero("a"), mdl("b")], []);
    expect([...sufferWounds(step, damageOf(dmg(x, "b", 1)), {}).slain]).to.deep.equal(["b"]);
  });
});
