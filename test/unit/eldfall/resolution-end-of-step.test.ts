/**
 * Eldfall Resolution Step, stages 8–9: Assists (healing, States, Divine Healing on the Undead) and the States at
 * the end of the step (HP, Incapacitated, Dead, removal, Deathblow).
 */
import { expect } from "chai";
import { applyAssists } from "../../../src/rulesets/eldfall/resolution/rules/assists";
import { settleModel, settleStates } from "../../../src/rulesets/eldfall/resolution/rules/end-of-step";
import type { ModelChange, ResolutionModel } from "../../../src/rulesets/eldfall/resolution/rules/resolution";
import type { PendingWound } from "../../../src/rulesets/eldfall/resolution/rules/step-state";
import { attackOn, changed, hero, mdl, openScripted } from "../../support/fixtures-eldfall-resolution-step";

const fresh = (m: ResolutionModel, over: Partial<ModelChange> = {}): ModelChange => ({
  id: m.id, hpBefore: m.hp, hpAfter: m.hp, wounds: 0, healed: 0, wpDelta: 0, apLoss: 0, addStates: [], removeStates: [], incapacitated: false, dead: false, remove: null,
  berserkerUsed: false, rogueUsed: false, ...over,
});
const settled = (m: ResolutionModel, over: Partial<ModelChange>, slain = false, burn = false) => {
  const c = fresh(m, over);
  settleModel(c, m, slain, burn);
  return c;
};

describe("Eldfall resolution stages: Assists", () => {
  it("heals HP per Hit (a Construct only from Earth) and removes and gives States", () => {
    const { step } = openScripted({ models: [hero("a"), hero("b", { hp: 1, hpMax: 5 }), mdl("c", { traits: [{ id: "construct" }] })] });
    applyAssists(step, [
      { id: "s", assistant: "a", target: "b", hits: 2, healPerHit: 1, removeStates: ["bleeding"], states: [{ id: "slowed", duration: { unit: "sideTurn" } }] },
      { id: "s", assistant: "a", target: "c", hits: 2, healPerHit: 1, tags: ["healing"] },
    ]);
    expect(changed(step, "b")).to.deep.include({ healed: 2, removeStates: ["bleeding"], addStates: [{ id: "slowed", duration: { unit: "sideTurn" } }] });
    expect(changed(step, "c").healed).to.equal(0);
  });

  it("Undead I: a Divine Healing Spell deals a PW 15 DMG roll per Hit instead", () => {
    const { step, done } = openScripted({ models: [hero("a"), mdl("u", { arm: 5, traits: [{ id: "undead" }] })] }, 10, 11);
    applyAssists(step, [{ id: "s", assistant: "a", target: "u", hits: 2, healPerHit: 3, tags: ["divine", "healing"] }]);
    done();
    expect(step.plan.hits.map((h) => [h.pw, h.threshold, h.outcome])).to.deep.equal([[15, 10, "wound"], [15, 10, "noWound"]]);
    expect(changed(step, "u")).to.include({ wounds: 1, healed: 0 });
  });

  it("refuses an Assist with a Hit count that is not a whole number", () => {
    const { step } = openScripted({ models: [hero("a"), hero("b")] });
    expect(() => applyAssists(step, [{ id: "s", assistant: "a", target: "b", hits: 1.5 }])).to.throw(RangeError);
  });
});

describe("Eldfall resolution stages: States at the end of the step", () => {
  it("HP 0 makes a model Incapacitated; a Hostile is removed at the end of the turn, a hero is never Dead", () => {
    expect(settled(mdl("b", { hp: 2 }), { wounds: 3 })).to.deep.include({ hpAfter: 0, incapacitated: true, dead: false, remove: "endOfTurn" });
    const h = settled(hero("h", { hp: 1 }), { wounds: 2 });
    expect(h).to.deep.include({ hpAfter: 0, incapacitated: true, dead: false, remove: null });
    expect(h.addStates.map((s) => s.id)).to.deep.equal(["incapacitated"]);
  });

  it("an Incapacitated Hostile that suffers a Wound dies; Undead at 0 die; Constructs and Elementals at 0 are removed now", () => {
    expect(settled(mdl("b", { hp: 0, states: ["incapacitated"] }), { wounds: 1 })).to.include({ dead: true, remove: "endOfTurn" });
    expect(settled(mdl("u", { hp: 1, traits: [{ id: "undead" }] }), { wounds: 1 })).to.include({ dead: true, incapacitated: false });
    expect(settled(mdl("c", { hp: 1, traits: [{ id: "construct" }] }), { wounds: 1 })).to.include({ dead: true, remove: "now" });
  });

  it("Assassination V kills a Hostile and drops a hero to 0 instead (A58); Dead by Burn is removed now", () => {
    expect(settled(mdl("b", { hp: 3 }), {}, true)).to.include({ dead: true, hpAfter: 3 });
    expect(settled(hero("h", { hp: 3 }), { wounds: 1 }, true)).to.include({ dead: false, hpAfter: 0, incapacitated: true });
    expect(settled(mdl("b", { hp: 0, states: ["incapacitated"] }), { wounds: 1 }, false, true)).to.include({ dead: true, remove: "now" });
  });

  it("healing stops at HP max and lifts Incapacitated", () => {
    const c = settled(hero("h", { hp: 0, hpMax: 3, states: ["incapacitated"] }), { healed: 5 });
    expect(c).to.deep.include({ healed: 3, hpAfter: 3, removeStates: ["incapacitated"] });
  });

  it("counts the Wounds suffered; Deathblow kills an Incapacitated non-Boss Hostile and refuses anything else", () => {
    const x = attackOn("x", "a", "b", []);
    const wound: PendingWound = { attack: x, target: "b", cause: "burn", critical: false, fromRoll: true, pw: 12 };
    const { step } = openScripted({ models: [hero("a"), mdl("b", { hp: 1 }), mdl("d", { hp: 0, states: ["incapacitated"] }), mdl("boss", { boss: true, states: ["incapacitated"] })] });
    settleStates(step, [{ model: "a", target: "d" }], { suffered: [wound], slain: new Set() });
    expect(changed(step, "d")).to.include({ dead: true });
    expect(changed(step, "b")).to.include({ wounds: 1, hpAfter: 0, incapacitated: true, remove: "endOfTurn" });
    expect(step.plan.triggers).to.deep.equal([{ attack: "deathblow", target: "d", trigger: "deathblow", result: "dead" }]);
    expect(() => settleStates(step, [{ model: "a", target: "boss" }], { suffered: [], slain: new Set() })).to.throw(RangeError, /boss/);
    expect(() => settleStates(step, [{ model: "b", target: "a" }], { suffered: [], slain: new Set() })).to.throw(RangeError, /hero/);
  });
});
