/**
 * Eldfall Resolution Step, stage 2: which Hits land (Strikes per target, negated by Resistance II or Undead, avoided
 * by a Dodge), the Hits that spread (Sweep, Ricochet), and the rolls that led to no DMG roll.
 */
import { expect } from "chai";
import { landHits } from "../../../src/rulesets/eldfall/resolution/rules/hits-landed";
import type { AttackInput } from "../../../src/rulesets/eldfall/resolution/rules/resolution";
import { attackOn, changed, hero, mdl, openScripted } from "../../support/fixtures-eldfall-resolution-step";

const landedOf = (attacks: AttackInput[], models = [hero("a"), mdl("b"), mdl("c"), mdl("d")], more: Parameters<typeof landHits>[2] = [], pushed: string[] = []) => {
  const { step } = openScripted({ models, attacks });
  const out = landHits(step, attacks, more, new Set(pushed));
  return { step, out, targets: out.landed.map((l) => `${l.attack.id}>${l.target}:${l.source}`) };
};

describe("Eldfall resolution stages: Hits landed", () => {
  it("each Hit of each Attack lands in declaration order, per target, and rolls nothing", () => {
    const x: AttackInput = { id: "x", attacker: "a", pw: 12, traits: [], targets: [{ target: "b", hits: [{ critical: true }, { critical: false }] }, { target: "c", hits: [{ critical: false }] }] };
    const { step, targets, out } = landedOf([x, attackOn("y", "b", "a", [false])]);
    expect(targets).to.deep.equal(["x>b:strike", "x>b:strike", "x>c:strike", "y>a:strike"]);
    expect(out.landed.map((l) => l.critical)).to.deep.equal([true, false, false, false]);
    expect(step.plan.rolls).to.be.empty;
  });

  it("Resistance II and Undead against a Mindgame Spell negate the Hit; the roll counts as one that led to no DMG roll", () => {
    const wall = mdl("b", { traits: [{ id: "resistance", level: 2, x: "fire" }] });
    const dead = mdl("c", { traits: [{ id: "undead" }] });
    const fire = attackOn("x", "a", "b", [false], { tags: ["fire"] });
    const mind = attackOn("y", "a", "c", [false], { tags: ["spell"], traits: [{ id: "mindgame" }] });
    const { step, targets, out } = landedOf([fire, mind], [hero("a"), wall, dead]);
    expect(targets).to.be.empty;
    expect(step.plan.hits.map((h) => [h.target, h.outcome, h.reason, h.roll])).to.deep.equal([["b", "negated", "resistance", null], ["c", "negated", "undead", null]]);
    expect([...out.noDamageRoll.values()]).to.deep.equal([{ attack: "x", target: "b", count: 1 }, { attack: "y", target: "c", count: 1 }]);
  });

  it("a successful Dodge avoids the non-critical Hits of that Attack, and every Hit of an AoE", () => {
    const dodge = [{ model: "b", vs: { x: true, z: true }, reacting: true }];
    expect(landedOf([attackOn("x", "a", "b", [true, false])], undefined, dodge).targets).to.deep.equal(["x>b:strike"]);
    expect(landedOf([attackOn("z", "a", "b", [true, false], { aoe: true })], undefined, dodge).targets).to.be.empty;
    expect(landedOf([attackOn("y", "a", "b", [false])], undefined, dodge).targets).to.deep.equal(["y>b:strike"]);
  });

  it("rolls negated in a lost Confrontation are counted; an attacked Distracted model stops being Distracted", () => {
    const x: AttackInput = { id: "x", attacker: "a", pw: 12, traits: [], targets: [{ target: "b", hits: [], negated: 2 }] };
    const { step, out } = landedOf([x], [hero("a"), mdl("b", { states: ["distracted"] })]);
    expect(out.noDamageRoll.get("x|b")).to.deep.equal({ attack: "x", target: "b", count: 2 });
    expect(changed(step, "b").removeStates).to.deep.equal(["distracted"]);
  });

  it("Sweep: each Hit landed also hits every other model in reach, never the attacker", () => {
    const x: AttackInput = { id: "x", attacker: "a", pw: 12, traits: [{ id: "sweep", level: 2 }], targets: [{ target: "b", hits: [{ critical: false }, { critical: false }], sweep: ["a", "b", "c"] }] };
    expect(landedOf([x]).targets).to.deep.equal(["x>b:strike", "x>c:sweep", "x>b:strike", "x>c:sweep"]);
  });

  it("Ricochet (X): chains from each model hit to its nearest enemies, at most X times, never the same model twice", () => {
    const x = attackOn("x", "a", "b", [false], { traits: [{ id: "ricochet", x: 1 }], ricochet: { b: ["c"], c: ["d"] } });
    expect(landedOf([x]).targets).to.deep.equal(["x>b:strike", "x>c:ricochet"]);
    const twice = attackOn("x", "a", "b", [false], { traits: [{ id: "ricochet", x: 2 }], ricochet: { b: ["c", "b"], c: ["d", "b"] } });
    expect(landedOf([twice]).targets).to.deep.equal(["x>b:strike", "x>c:ricochet", "x>d:ricochet"]);
  });

  it("a model pushed into the abyss makes no Attack and takes no Hit", () => {
    const { targets, out } = landedOf([attackOn("x", "a", "b", [false]), attackOn("y", "b", "a", [false])], undefined, [], ["b"]);
    expect(targets).to.be.empty;
    expect(out.attacks.map((a) => a.id)).to.deep.equal(["x"]);
  });
});
