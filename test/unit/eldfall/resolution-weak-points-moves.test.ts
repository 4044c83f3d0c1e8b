/**
 * Eldfall Resolution Step, stages 10–11: the Weak Points given (failed DMG rolls; a hero's rolls that led to no
 * DMG roll; one per attacker per sequence), the Hostiles turning toward their attackers, and the forced moves.
 */
import { expect } from "chai";
import type { EffectsLanded } from "../../../src/rulesets/eldfall/resolution/rules/damage-rolls";
import { faceAttackers, forcedMoves } from "../../../src/rulesets/eldfall/resolution/rules/facing-and-moves";
import type { NoDamageRoll } from "../../../src/rulesets/eldfall/resolution/rules/hits-landed";
import type { AttackInput } from "../../../src/rulesets/eldfall/resolution/rules/resolution";
import { changeOf } from "../../../src/rulesets/eldfall/resolution/rules/step-state";
import { giveWeakPoints } from "../../../src/rulesets/eldfall/resolution/rules/weak-points-given";
import { attackOn, changed, hero, mdl, openScripted } from "../../support/fixtures-eldfall-resolution-step";

const noRoll = (attack: string, target: string, count = 1): [string, NoDamageRoll] => [`${attack}|${target}`, { attack, target, count }];

describe("Eldfall resolution stages: Weak Points given", () => {
  const x = attackOn("x", "h", "b", []);
  const y = attackOn("y", "o", "h2", []);
  const models = [hero("h"), hero("h2"), mdl("b"), mdl("c"), mdl("o")];

  it("a failed DMG roll gives the hit model 1 WP, at most one per attacker per sequence", () => {
    const { step } = openScripted({ models });
    giveWeakPoints(step, { attacks: [x], failedDamage: [["b", "h"], ["b", "h"], ["h2", "o"]], noDamageRoll: new Map(), declined: [], given: [] });
    expect(step.plan.weakPoints).to.deep.equal([{ target: "b", attacker: "h", reason: "failedDamage" }, { target: "h2", attacker: "o", reason: "failedDamage" }]);
    expect(changed(step, "b").wpDelta).to.equal(1);
    expect(step.plan.weakPointsGiven).to.deep.equal([["b", "h"], ["h2", "o"]]);
  });

  it("a hero's roll that led to no DMG roll gives 1 WP unless declined; a Hostile's gives none", () => {
    const z = attackOn("z", "h", "c", []);
    const { step } = openScripted({ models });
    giveWeakPoints(step, { attacks: [x, y, z], failedDamage: [], noDamageRoll: new Map([noRoll("x", "b"), noRoll("y", "h2"), noRoll("z", "c")]), declined: ["z"], given: [] });
    expect(step.plan.weakPoints).to.deep.equal([{ target: "b", attacker: "h", reason: "noDamageRoll" }]);
  });

  it("pairs given earlier in the sequence count; a model that fell this step gets none", () => {
    const { step } = openScripted({ models });
    changeOf(step, "c").dead = true;
    giveWeakPoints(step, { attacks: [x], failedDamage: [["b", "h"], ["c", "h"]], noDamageRoll: new Map(), declined: [], given: [["b", "h"]] });
    expect(step.plan.weakPoints).to.be.empty;
  });
});

describe("Eldfall resolution stages: facing and forced moves", () => {
  const landedOn = (...pairs: [AttackInput, string][]): Map<string, EffectsLanded> => new Map(pairs.map(([attack, target]) => [`${attack.id}|${target}`, { attack, target, critical: false }]));

  it("a Hostile hit turns toward its first attacker; a hero does not; Construct and Undead only on a Wound", () => {
    const a = attackOn("a1", "h", "b", []);
    const b = attackOn("a2", "h2", "b", []);
    const { step } = openScripted({ models: [hero("h"), hero("h2"), mdl("b"), mdl("g", { traits: [{ id: "construct" }] })] });
    faceAttackers(step, landedOn([a, "b"], [b, "b"], [attackOn("a3", "b", "h", []), "h"], [attackOn("a4", "h", "g", []), "g"]), new Set(), []);
    expect(step.plan.facings).to.deep.equal([{ model: "b", toward: "h" }]);
  });

  it("Knockback first, then Dodge moves of up to ½ SPD, reacting models first; the fallen do not move", () => {
    const { step } = openScripted({ models: [hero("h", { spd: 5 }), mdl("b", { spd: 3 }), mdl("d")] });
    step.plan.moves.push({ kind: "knockback", model: "b", awayFrom: "h", spaces: 1, attack: "x" }, { kind: "knockback", model: "d", awayFrom: "h", spaces: 1, attack: "x" });
    changeOf(step, "d").incapacitated = true;
    forcedMoves(step, [{ model: "h", vs: { y: false }, reacting: false, crouch: "enter" }, { model: "b", vs: { x: true }, reacting: true }]);
    expect(step.plan.moves).to.deep.equal([
      { kind: "knockback", model: "b", awayFrom: "h", spaces: 1, attack: "x" },
      { kind: "dodge", model: "b", maxSpaces: 2 },
      { kind: "dodge", model: "h", maxSpaces: 3, crouch: "enter" },
    ]);
  });

  it("an Immobilized model moves only on a successful Dodge, which ends Immobilized", () => {
    const { step } = openScripted({ models: [mdl("s", { states: ["immobilized"] }), mdl("t", { states: ["immobilized"] })] });
    forcedMoves(step, [{ model: "s", vs: { x: false }, reacting: true }, { model: "t", vs: { x: true }, reacting: true }]);
    expect(step.plan.moves.map((m) => m.model)).to.deep.equal(["t"]);
    expect(changed(step, "t").removeStates).to.deep.equal(["immobilized"]);
  });
});
