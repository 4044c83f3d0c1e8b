/**
 * Eldfall Resolution Step (issue 11 item 6): DMG rolls, Wounds, triggers in their documented order, wound
 * prevention, Incapacitated/Dead at the end of the step, Weak Points gained and exploited, Dodge outcomes.
 * Every die comes from a script, so each case is replayed to the digit.
 */
import { expect } from "chai";
import {
  diceRoller, DiceExhausted, resolveSequence,
  type AttackInput, type ResolutionInput, type ResolutionModel, type RollRequest,
} from "../../../src/rulesets/eldfall/resolution/rules/resolution";
import { damageSucceeds, damageThreshold, effectiveArmor, effectivePower } from "../../../src/rulesets/eldfall/dice/rules/damage";

/** A model with middling attributes; override what the case is about. */
function mdl(id: string, over: Partial<ResolutionModel> = {}): ResolutionModel {
  return {
    id, hero: false, side: "hostiles", size: "medium", hp: 3, hpMax: 3, arm: 5, t: 10, m: 10, int: 10, ag: 10, spd: 4, ap: 2, wp: 0,
    tier: 1, traits: [], states: [], ...over,
  };
}
const hero = (id: string, over: Partial<ResolutionModel> = {}) => mdl(id, { hero: true, side: "heroes", ...over });

/** A scripted roller: returns the dice in order and records every request. */
function script(...dice: number[]) {
  const asked: RollRequest[] = [];
  const inner = diceRoller(dice);
  const roll = (req: RollRequest) => {
    asked.push(req);
    return inner(req);
  };
  return { roll, asked, used: () => inner.used() };
}

function attack(id: string, attacker: string | null, target: string, hits: boolean[], more: Partial<AttackInput> = {}): AttackInput {
  return { id, attacker, pw: 12, traits: [], targets: [{ target, hits: hits.map((critical) => ({ critical })) }], ...more };
}

function run(input: ResolutionInput, ...dice: number[]) {
  const s = script(...dice);
  const plan = resolveSequence(input, s.roll);
  expect(s.used(), "every scripted die is used").to.equal(dice.length);
  return { plan, asked: s.asked, change: (id: string) => plan.changes.find((c) => c.id === id)! };
}

describe("Eldfall resolution: the DMG roll", () => {
  it("PW 12 vs ARM 5 wounds on 1–7 (the rules' example)", () => {
    expect(Array.from({ length: 20 }, (_, i) => i + 1).filter((f) => damageSucceeds(f, damageThreshold(12, 5)))).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
    const models = [hero("a"), mdl("b", { arm: 5 })];
    expect(run({ models, attacks: [attack("x", "a", "b", [false])] }, 7).change("b").wounds).to.equal(1);
    expect(run({ models, attacks: [attack("x", "a", "b", [false])] }, 8).change("b").wounds).to.equal(0);
  });

  it("a Critical Hit sets ARM to 0 for that Hit only", () => {
    expect(effectiveArmor({ arm: 5, critical: true }).value).to.equal(0);
    const { plan } = run({ models: [hero("a"), mdl("b", { arm: 5, hp: 5, hpMax: 5 })], attacks: [attack("x", "a", "b", [true, false])] }, 12, 12);
    expect(plan.hits.map((h) => [h.arm, h.threshold, h.outcome])).to.deep.equal([[0, 12, "wound"], [5, 7, "noWound"]]);
  });

  it("Ignore Armor → 0; Armor-Piercing adds ⌈ARM/2⌉ (A17); Crouched halves ARM; both halvings in order", () => {
    expect(effectiveArmor({ arm: 5, ignoreArmor: true }).value).to.equal(0);
    expect(effectiveArmor({ arm: 5, armorPiercing: true }).value).to.equal(3);
    expect(effectiveArmor({ arm: 5, crouched: true }).value).to.equal(3);
    expect(effectiveArmor({ arm: 5, crouched: true, armorPiercing: true }).value).to.equal(2);
    const { plan } = run({ models: [hero("a"), mdl("b", { arm: 5, states: ["crouched"] })], attacks: [attack("x", "a", "b", [false], { traits: [{ id: "armorPiercing" }] })] }, 10);
    expect(plan.hits[0]).to.include({ arm: 2, threshold: 10, outcome: "wound" });
  });

  it("PW: additions, then halvings (Incorporeal unless Spell or Burn; Resistance I), then doublings (Aquatic)", () => {
    expect(effectivePower(12, [{ kind: "add", value: 6, source: "assassination" }, { kind: "halve", source: "incorporeal" }])).to.equal(9);
    expect(effectivePower(7, [{ kind: "halve", source: "x" }, { kind: "double", source: "aquatic" }])).to.equal(8);
    const ghost = mdl("g", { arm: 0, traits: [{ id: "incorporeal" }], hp: 9, hpMax: 9 });
    const pws = (more: Partial<AttackInput>) => run({ models: [hero("a"), ghost], attacks: [attack("x", "a", "g", [false], more)] }, 20).plan.hits[0]!.pw;
    expect(pws({})).to.equal(6);
    expect(pws({ tags: ["spell"] })).to.equal(12);
    expect(pws({ traits: [{ id: "burn", x: 1 }] })).to.equal(12);
    const fireproof = mdl("f", { arm: 0, traits: [{ id: "resistance", level: 1, x: "Fire" }] });
    expect(run({ models: [hero("a"), fireproof], attacks: [attack("x", "a", "f", [false], { tags: ["fire"] })] }, 20).plan.hits[0]!.pw).to.equal(6);
    const wet = run({ models: [hero("a"), mdl("w", { arm: 0 })], attacks: [{ ...attack("x", "a", "w", []), targets: [{ target: "w", hits: [{ critical: false }], pwMods: [{ kind: "double", source: "aquatic" }] }] }] }, 20);
    expect(wet.plan.hits[0]!.pw).to.equal(24);
  });

  it("PW − ARM ≤ 0 is still rolled and cannot wound (A15), so the target gains a WP", () => {
    const { plan, change } = run({ models: [hero("a"), mdl("b", { arm: 15 })], attacks: [attack("x", "a", "b", [false])] }, 1);
    expect(plan.hits[0]).to.include({ threshold: 0, roll: 1, outcome: "noWound" });
    expect(change("b").wpDelta).to.equal(1);
  });

  it("Resistance II negates the Hit and its effects; the hero may give a WP for the roll with no DMG roll", () => {
    const { plan, change } = run({ models: [hero("a"), mdl("b", { traits: [{ id: "resistance", level: 2, x: "burn" }] })], attacks: [attack("x", "a", "b", [false], { traits: [{ id: "burn", x: 2 }] })] });
    expect(plan.hits[0]).to.include({ outcome: "negated", reason: "resistance" });
    expect(change("b")).to.include({ wounds: 0, wpDelta: 1 });
  });
});

describe("Eldfall resolution: triggers", () => {
  const pair = (traits: AttackInput["traits"], target: Partial<ResolutionModel> = {}, attacker: Partial<ResolutionModel> = {}) => ({
    models: [hero("a", attacker), mdl("b", { hp: 9, hpMax: 9, ...target })],
    attacks: [attack("x", "a", "b", [false], { traits })],
  });

  it("Bleed: a Wound → Bleeding until removed; no Wound → nothing", () => {
    expect(run(pair([{ id: "bleed" }]), 1).change("b").addStates).to.deep.equal([{ id: "bleeding", duration: { unit: "permanent" } }]);
    expect(run(pair([{ id: "bleed" }]), 20).change("b").addStates).to.deep.equal([]);
  });

  it("Bleed is blocked by Construct, Elemental and Undead I and says so", () => {
    for (const id of ["construct", "elemental", "undead"]) {
      const { plan, change } = run(pair([{ id: "bleed" }], { traits: [{ id }] }), 1);
      expect(change("b").addStates, id).to.deep.equal([]);
      expect(plan.triggers.find((t) => t.trigger === "bleed")?.blockedBy).to.equal(id);
    }
  });

  it("Cleave: one more Wound, once per Attack per target by default (A18), per Wound as the option", () => {
    const two = { models: [hero("a"), mdl("b", { hp: 9, hpMax: 9 })], attacks: [attack("x", "a", "b", [false, false], { traits: [{ id: "cleave" }] })] };
    expect(run(two, 1, 1).change("b").wounds).to.equal(3);
    expect(run({ ...two, options: { triggerPer: "wound" } }, 1, 1).change("b").wounds).to.equal(4);
  });

  it("Burn X: X DMG rolls at ARM 0 after a Wound; Aquatic lowers it by one; Construct ignores it", () => {
    const burn = pair([{ id: "burn", x: 2 }], { arm: 8 });
    const { plan, change } = run(burn, 4, 5, 13);
    expect(plan.rolls.map((r) => [r.purpose, r.target, r.success])).to.deep.equal([["damage", 4, true], ["burn", 12, true], ["burn", 12, false]]);
    expect(change("b").wounds).to.equal(2);
    expect(run(pair([{ id: "burn", x: 2 }], { aquatic: true }), 1, 1).change("b").wounds).to.equal(2);
    expect(run(pair([{ id: "burn", x: 1 }], { aquatic: true }), 1).change("b").wounds).to.equal(1);
    expect(run(pair([{ id: "burn", x: 2 }], { traits: [{ id: "construct" }] }), 1).change("b").wounds).to.equal(1);
  });

  it("Frostbite: one T roll however many Wounds; a failure adds one Wound", () => {
    const frost = { models: [hero("a"), mdl("b", { hp: 9, hpMax: 9, t: 10 })], attacks: [attack("x", "a", "b", [false, false], { traits: [{ id: "frostbite" }] })] };
    expect(run(frost, 1, 1, 11).change("b").wounds).to.equal(3);
    expect(run(frost, 1, 1, 10).change("b").wounds).to.equal(2);
  });

  it("Crippling and Stun: a T roll after a Wound; failure → Crippled / every AP lost", () => {
    expect(run(pair([{ id: "crippling" }], { t: 10 }), 1, 11).change("b").addStates.map((s) => s.id)).to.deep.equal(["crippled"]);
    expect(run(pair([{ id: "crippling" }], { t: 10 }), 1, 10).change("b").addStates).to.deep.equal([]);
    expect(run(pair([{ id: "stun" }], { t: 10 }), 1, 11).change("b").apLoss).to.equal("all");
    expect(run(pair([{ id: "stun" }], { t: 10 }), 1, 3).change("b").apLoss).to.equal(0);
  });

  it("Poison I → Weakened until its next Strategic Phase; II → also Poisoned; Weakening → Weakened", () => {
    expect(run(pair([{ id: "poison", level: 1 }]), 1).change("b").addStates).to.deep.equal([{ id: "weakened", duration: { unit: "phase", phase: "strategic" } }]);
    expect(run(pair([{ id: "poison", level: 2 }]), 1).change("b").addStates.map((s) => s.id)).to.deep.equal(["weakened", "poisoned"]);
    expect(run(pair([{ id: "weakening" }]), 1).change("b").addStates).to.deep.equal([{ id: "weakened", duration: { unit: "permanent" } }]);
  });

  it("Demon: M roll after a Wound, Panicked until the end of the turn; a crit panics outright; Demons and Fearless are immune", () => {
    const demonic = (target: Partial<ResolutionModel>, crit = false) => ({ models: [hero("a", { traits: [{ id: "demon" }] }), mdl("b", { hp: 9, hpMax: 9, m: 10, ...target })], attacks: [attack("x", "a", "b", [crit])] });
    expect(run(demonic({}), 1, 11).change("b").addStates).to.deep.equal([{ id: "panicked", duration: { unit: "sideTurn" } }]);
    expect(run(demonic({}), 1, 10).change("b").addStates).to.deep.equal([]);
    expect(run(demonic({}, true), 1).change("b").addStates.map((s) => s.id)).to.deep.equal(["panicked"]);
    expect(run(demonic({ traits: [{ id: "demon" }] }), 1).plan.triggers.find((t) => t.trigger === "demon")?.blockedBy).to.equal("demon");
    expect(run(demonic({ traits: [{ id: "fearless" }] }), 1).plan.triggers.find((t) => t.trigger === "demon")?.blockedBy).to.equal("fearless");
  });

  it("Demon with demonIgnored (M111 Easy): a Hostile's Demon, on it or its Attack, triggers nothing; a hero's still rolls", () => {
    const easy = (attacker: ResolutionModel, traits: AttackInput["traits"] = []) => ({
      models: [attacker, mdl("b", { hp: 9, hpMax: 9, m: 10 })], attacks: [attack("x", "a", "b", [true], { traits })], options: { demonIgnored: true },
    });
    const states = (input: ResolutionInput) => run(input, 1).change("b").addStates.map((s) => s.id);
    expect(states(easy(mdl("a", { traits: [{ id: "demon" }] })))).to.deep.equal([]);
    expect(states(easy(mdl("a"), [{ id: "demon" }]))).to.deep.equal([]);
    expect(states(easy(hero("a", { traits: [{ id: "demon" }] })))).to.deep.equal(["panicked"]);
  });

  it("Vampirism: the attacker regains 1 HP per Wound, never from Undead, Construct or Elemental", () => {
    const vamp = (traits: ResolutionModel["traits"]) => ({
      models: [hero("a", { hp: 1, hpMax: 4, skills: ["vampirism"] }), mdl("b", { hp: 9, hpMax: 9, traits })],
      attacks: [attack("x", "a", "b", [false, false])],
    });
    expect(run(vamp([]), 1, 1).change("a")).to.include({ healed: 2, hpAfter: 3 });
    expect(run(vamp([{ id: "undead" }]), 1, 1).plan.changes.find((c) => c.id === "a")).to.equal(undefined);
  });

  it("Knockback X, Knockdown and Stagger act on a Hit (no Wound needed), never on a model two Sizes larger", () => {
    const { plan, change } = run(pair([{ id: "knockback", x: 2 }, { id: "knockdown" }, { id: "stagger" }]), 20);
    expect(plan.moves).to.deep.equal([{ kind: "knockback", model: "b", awayFrom: "a", spaces: 2, attack: "x" }]);
    expect(change("b").addStates.map((s) => s.id)).to.deep.equal(["crouched"]);
    expect(change("b").apLoss).to.equal(1);
    const huge = run(pair([{ id: "knockback", x: 2 }, { id: "knockdown" }, { id: "stagger" }], { size: "huge" }), 20);
    expect(huge.plan.moves).to.deep.equal([]);
    expect(huge.change("b")).to.include({ apLoss: 0 });
    expect(huge.plan.triggers.map((t) => t.blockedBy)).to.deep.equal(["size", "size", "size"]);
    const large = run(pair([{ id: "knockdown" }], { size: "large" }), 20);
    expect(large.change("b").addStates.map((s) => s.id)).to.deep.equal(["crouched"]);
  });

  it("Sweep: each Hit landed hits every other model in its reach once; a successful Dodge avoids it", () => {
    const models = [hero("a"), mdl("b"), mdl("c"), hero("d")];
    const sweep: AttackInput = { id: "x", attacker: "a", pw: 12, traits: [{ id: "sweep", level: 1 }], targets: [{ target: "b", hits: [{ critical: false }], sweep: ["a", "c", "d"] }] };
    const { plan } = run({ models, attacks: [sweep], dodges: [{ model: "d", vs: { x: true }, reacting: false }] }, 20, 20);
    expect(plan.hits.map((h) => [h.target, h.source, h.outcome])).to.deep.equal([["d", "sweep", "dodged"], ["b", "strike", "noWound"], ["c", "sweep", "noWound"]]);
  });

  it("Ricochet X: the nearest enemies within 2 spaces are hit too, X times per sequence, never the same model twice; equidistant → all", () => {
    const models = [hero("a"), mdl("b"), mdl("c"), mdl("d"), mdl("e"), mdl("f")];
    const ric: AttackInput = {
      id: "x", attacker: "a", pw: 12, traits: [{ id: "ricochet", x: 2 }], targets: [{ target: "b", hits: [{ critical: false }] }],
      ricochet: { b: ["c", "d"], c: ["b", "e"], d: ["f"], e: ["f"] },
    };
    const { plan } = run({ models, attacks: [ric] }, 20, 20, 20, 20);
    expect(plan.hits.map((h) => [h.target, h.source])).to.deep.equal([["b", "strike"], ["c", "ricochet"], ["d", "ricochet"], ["e", "ricochet"]]);
  });

  it("Mindgame: the target's INT roll replaces the DMG roll; success → no damage, no effects, a WP", () => {
    const mind = pair([{ id: "mindgame" }, { id: "knockdown" }], { int: 10 });
    const failed = run(mind, 11);
    expect(failed.plan.rolls[0]).to.include({ purpose: "mindgame", model: "b", target: 10 });
    expect(failed.change("b")).to.include({ wounds: 1 });
    expect(failed.change("b").addStates.map((s) => s.id)).to.deep.equal(["crouched"]);
    const resisted = run(mind, 9);
    expect(resisted.change("b")).to.include({ wounds: 0, wpDelta: 1 });
    expect(resisted.change("b").addStates).to.deep.equal([]);
    const construct = run(pair([{ id: "mindgame" }], { traits: [{ id: "construct" }] }), 1);
    expect(construct.plan.rolls[0]!.purpose, "Construct is unaffected: an ordinary DMG roll").to.equal("damage");
  });

  it("Finishing Strike: a Wound opens one unmodified STK 1 follow-up Attack, which opens none itself", () => {
    const fs = pair([], {}, { skills: ["finishingStrike"] });
    expect(run(fs, 1).plan.followUps).to.deep.equal([{ kind: "finishingStrike", attacker: "a", target: "b", attack: "x" }]);
    expect(run(fs, 20).plan.followUps).to.deep.equal([]);
    const again = { ...fs, attacks: [{ ...fs.attacks[0]!, followUp: "finishingStrike" as const }] };
    expect(run(again, 1).plan.followUps).to.deep.equal([]);
  });

  it("Rogue: once per Activation, an AG roll after a Hit gives that Hit Knockdown", () => {
    const rogue = pair([], {}, { classes: ["rogue"], ag: 12 });
    expect(run(rogue, 20, 12).change("b").addStates.map((s) => s.id)).to.deep.equal(["crouched"]);
    expect(run(rogue, 20, 13).plan.changes.find((c) => c.id === "b")?.addStates ?? []).to.deep.equal([]);
  });

  it("Assassination V: a Wounded Hostile dies; a hero drops to 0 HP and is Incapacitated instead (A58)", () => {
    const slay = { models: [hero("a"), mdl("b", { hp: 5, hpMax: 5 })], attacks: [attack("x", "a", "b", [false], { deadly: true })] };
    expect(run(slay, 1).change("b")).to.include({ dead: true, remove: "endOfTurn" });
    const onHero = { models: [mdl("a"), hero("b", { hp: 5, hpMax: 5 })], attacks: [attack("x", "a", "b", [false], { deadly: true })] };
    expect(run(onHero, 1).change("b")).to.include({ dead: false, incapacitated: true, hpAfter: 0 });
  });
});

describe("Eldfall resolution: one documented order", () => {
  it("DMG rolls → on-Hit rolls → prevention → Burn/Frostbite → on-Wound rolls", () => {
    const models = [hero("a", { classes: ["rogue"], ag: 15 }), mdl("b", { hp: 9, hpMax: 9, classes: ["berserker"], t: 10 })];
    const x = attack("x", "a", "b", [false, false], { traits: [{ id: "unkeen" }, { id: "burn", x: 1 }, { id: "frostbite" }, { id: "crippling" }, { id: "stun" }, { id: "demon" }] });
    // DMG 1, 1 · Rogue 15 · Unkeen 20 + Berserker 20 (×2 Wounds) · Burn 1 · Frostbite 20 · then their Wounds: Unkeen 20 + Berserker 20 (Burn), Unkeen 20 (Frostbite) · Crippling 20 · Stun 20 · Demon 20
    const { asked, change } = run({ models, attacks: [x] }, 1, 1, 15, 20, 20, 20, 20, 1, 20, 20, 20, 20, 20, 20, 20);
    expect(asked.map((r) => r.purpose)).to.deep.equal([
      "damage", "damage", "rogue", "unkeen", "berserker", "unkeen", "berserker", "burn", "frostbite", "unkeen", "berserker", "unkeen", "crippling", "stun", "demon",
    ]);
    expect(change("b").wounds).to.equal(4);
    expect(change("b").addStates.map((s) => s.id)).to.deep.equal(["crouched", "crippled", "panicked"]);
  });

  it("Everything resolves at once: two models that wound each other to 0 are both Incapacitated at the end", () => {
    const models = [hero("a", { hp: 1, hpMax: 3 }), mdl("b", { hp: 1, hpMax: 3 })];
    const { change } = run({ models, attacks: [attack("x", "a", "b", [false]), attack("y", "b", "a", [false])] }, 1, 1);
    expect(change("a")).to.include({ hpAfter: 0, incapacitated: true, dead: false });
    expect(change("b")).to.include({ hpAfter: 0, incapacitated: true, remove: "endOfTurn" });
  });
});

describe("Eldfall resolution: wound prevention", () => {
  it("Unkeen: the victim's T roll negates that Wound", () => {
    const { plan, change } = run({ models: [hero("a"), mdl("b", { t: 10 })], attacks: [attack("x", "a", "b", [false, false], { traits: [{ id: "unkeen" }] })] }, 1, 1, 10, 11);
    expect(plan.wounds.map((w) => w.prevented ?? "suffered")).to.deep.equal(["unkeen", "suffered"]);
    expect(change("b").wounds).to.equal(1);
  });

  it("Berserker: once per turn, a T roll per Wound from a DMG roll (Cleave too); not again this turn", () => {
    const zerk = (hits: boolean[], over: Partial<ResolutionModel> = {}) => ({
      models: [hero("a"), mdl("b", { hp: 9, hpMax: 9, classes: ["berserker"], t: 10, ...over })],
      attacks: [attack("x", "a", "b", hits, { traits: [{ id: "cleave" }] })],
    });
    const first = run(zerk([false, false]), 1, 1, 5, 11, 12);
    expect(first.plan.wounds.map((w) => [w.cause, w.prevented ?? "suffered"])).to.deep.equal([["damage", "berserker"], ["damage", "suffered"], ["cleave", "suffered"]]);
    expect(first.asked.map((r) => r.purpose)).to.deep.equal(["damage", "damage", "berserker", "berserker", "berserker"]);
    expect(first.change("b")).to.include({ berserkerUsed: true, wounds: 2 });
    expect(run(zerk([false], { berserkerUsedThisTurn: true }), 1).change("b").wounds).to.equal(2);
  });

  it("Berserker rolls no T for a Frostbite Wound (no DMG roll)", () => {
    const models = [hero("a"), mdl("b", { hp: 9, hpMax: 9, classes: ["berserker"], t: 10 })];
    const { asked } = run({ models, attacks: [attack("x", "a", "b", [false], { traits: [{ id: "frostbite" }] })] }, 1, 11, 11);
    expect(asked.map((r) => r.purpose)).to.deep.equal(["damage", "berserker", "frostbite"]);
  });

  it("Familiar: removed instead of the caster suffering the Wounds of one Attack", () => {
    const models = [mdl("a"), mdl("c"), hero("b", { hp: 3, hpMax: 3 })];
    const { plan, change } = run({
      models, attacks: [attack("x", "a", "b", [false, false]), attack("y", "c", "b", [false])], familiars: { b: ["owl"] },
    }, 1, 1, 1);
    expect(plan.familiarsRemoved).to.deep.equal(["owl"]);
    expect(plan.wounds.map((w) => w.prevented ?? "suffered")).to.deep.equal(["familiar", "familiar", "suffered"]);
    expect(change("b")).to.include({ wounds: 1, hpAfter: 2 });
  });
});

describe("Eldfall resolution: Incapacitated and Dead at the end of the step", () => {
  const hit = (target: ResolutionModel, dice: number[], traits: AttackInput["traits"] = []) =>
    run({ models: [hero("a"), target], attacks: [attack("x", "a", target.id, dice.map(() => false), { traits })] }, ...dice);

  it("a hero at 0 HP is Incapacitated, never Dead, even when Wounded again", () => {
    expect(run({ models: [mdl("a"), hero("b", { hp: 1 })], attacks: [attack("x", "a", "b", [false, false])] }, 1, 1).change("b")).to.include({ hpAfter: 0, incapacitated: true, dead: false, remove: null });
    expect(run({ models: [mdl("a"), hero("b", { hp: 0, states: ["incapacitated"] })], attacks: [attack("x", "a", "b", [false])] }, 1).change("b")).to.include({ dead: false, incapacitated: false });
  });

  it("a Hostile at 0 HP is Incapacitated and removed at the end of the turn; Wounded again → Dead", () => {
    expect(hit(mdl("b", { hp: 1 }), [1]).change("b")).to.include({ incapacitated: true, dead: false, remove: "endOfTurn" });
    expect(hit(mdl("b", { hp: 0, states: ["incapacitated"] }), [1]).change("b")).to.include({ dead: true, remove: "endOfTurn" });
  });

  it("Undead at 0 → Dead; Construct and Elemental at 0 → removed at once; Dead by a Burn Wound → removed", () => {
    expect(hit(mdl("b", { hp: 1, traits: [{ id: "undead" }] }), [1]).change("b")).to.include({ dead: true, remove: "endOfTurn" });
    expect(hit(mdl("b", { hp: 1, traits: [{ id: "construct" }] }), [1]).change("b")).to.include({ remove: "now" });
    expect(hit(mdl("b", { hp: 1, traits: [{ id: "elemental" }] }), [1]).change("b")).to.include({ remove: "now" });
    const burnt = run({ models: [hero("a"), mdl("b", { hp: 0, states: ["incapacitated"] })], attacks: [attack("x", "a", "b", [false], { traits: [{ id: "burn", x: 1 }] })] }, 1, 1);
    expect(burnt.change("b")).to.include({ dead: true, remove: "now" });
    expect(hit(mdl("b", { hp: 0, states: ["incapacitated"] }), [1]).change("b"), "Dead without Burn: removed at the end of the turn").to.include({ dead: true, remove: "endOfTurn" });
  });

  it("healing an Incapacitated hero ends the State; healing never passes the maximum", () => {
    const models = [hero("a"), hero("b", { hp: 0, hpMax: 3, states: ["incapacitated"] })];
    const { change } = run({ models, attacks: [], assists: [{ id: "h", assistant: "a", target: "b", hits: 2, healPerHit: 2 }] });
    expect(change("b")).to.include({ hpAfter: 3, healed: 3 });
    expect(change("b").removeStates).to.deep.equal(["incapacitated"]);
  });

  it("a Divine Healing Spell deals Undead a PW 15 Hit per Hit instead", () => {
    const { plan, change } = run({ models: [hero("a"), mdl("u", { arm: 3, traits: [{ id: "undead" }] })], attacks: [], assists: [{ id: "h", assistant: "a", target: "u", hits: 1, healPerHit: 2, tags: ["divine", "healing", "spell"] }] }, 12);
    expect(plan.hits[0]).to.include({ pw: 15, threshold: 12, outcome: "wound" });
    expect(change("u")).to.include({ wounds: 1, healed: 0 });
  });
});

describe("Eldfall resolution: Weak Points", () => {
  it("a failed DMG roll gives the target 1 WP, at most one per attacker per sequence", () => {
    const models = [hero("a"), hero("c"), mdl("b", { arm: 12 })];
    const { change, plan } = run({ models, attacks: [attack("x", "a", "b", [false, false]), attack("y", "c", "b", [false])] }, 20, 20, 20);
    expect(change("b").wpDelta).to.equal(2);
    expect(plan.weakPointsGiven).to.deep.equal([["b", "a"], ["b", "c"]]);
    const again = run({ models, attacks: [attack("z", "a", "b", [false])], weakPointsGiven: plan.weakPointsGiven }, 20);
    expect(again.plan.changes.find((c) => c.id === "b")?.wpDelta ?? 0, "the follow-up of the same sequence gives none").to.equal(0);
  });

  it("heroes gain WP from failed DMG rolls too (A23)", () => {
    expect(run({ models: [mdl("a"), hero("b")], attacks: [attack("x", "a", "b", [false])] }, 20).change("b").wpDelta).to.equal(1);
  });

  it("a hero's successful roll that led to no DMG roll (lost Confrontation, Dodge) may give the enemy 1 WP; a Hostile's never", () => {
    const lost = (a: ResolutionModel, b: ResolutionModel, declined: string[] = []) =>
      resolveSequence({ models: [a, b], attacks: [{ id: "x", attacker: a.id, pw: 12, traits: [], targets: [{ target: b.id, hits: [], negated: 1 }] }], declinedWeakPoints: declined }, diceRoller([]));
    expect(lost(hero("a"), mdl("b")).weakPoints).to.deep.equal([{ target: "b", attacker: "a", reason: "noDamageRoll" }]);
    expect(lost(hero("a"), mdl("b"), ["x"]).weakPoints).to.deep.equal([]);
    expect(lost(mdl("a"), hero("b")).weakPoints).to.deep.equal([]);
    const dodged = run({ models: [hero("a"), mdl("b")], attacks: [attack("x", "a", "b", [false])], dodges: [{ model: "b", vs: { x: true }, reacting: true }] });
    expect(dodged.change("b").wpDelta).to.equal(1);
  });

  it("no WP to a model that ends the step Dead or removed", () => {
    const models = [hero("a"), hero("c"), mdl("b", { hp: 1, traits: [{ id: "construct" }] })];
    const { change } = run({ models, attacks: [attack("x", "a", "b", [false]), attack("y", "c", "b", [false])] }, 1, 20);
    expect(change("b")).to.include({ remove: "now", wpDelta: 0 });
  });

  it("exploits: Tier WP for a critical; 1 WP for Knockback (1); the abyss push kills and removes, and its Attack drops out", () => {
    const h = hero("h");
    const foe = mdl("f", { wp: 2, tier: 2, openEdge: true, size: "huge" });
    const crit = run({ models: [h, foe], attacks: [attack("x", "h", "f", [true])], exploits: [{ hero: "h", target: "f", kind: "critical" }] }, 20);
    expect(crit.plan.exploits).to.deep.equal([{ hero: "h", target: "f", kind: "critical", cost: 2 }]);
    expect(crit.change("f").wpDelta, "−2 exploited, +1 for the failed DMG roll").to.equal(-1);
    const kb = run({ models: [h, foe], attacks: [attack("x", "h", "f", [false])], exploits: [{ hero: "h", target: "f", kind: "knockback" }] }, 20);
    expect(kb.plan.moves).to.deep.equal([]);
    const kbMedium = run({ models: [h, mdl("f", { wp: 1, tier: 2 })], attacks: [attack("x", "h", "f", [false])], exploits: [{ hero: "h", target: "f", kind: "knockback" }] }, 20);
    expect(kbMedium.plan.moves).to.deep.equal([{ kind: "knockback", model: "f", awayFrom: "h", spaces: 1, attack: "x" }]);
    const push = run({ models: [h, foe], attacks: [attack("y", "f", "h", [false]), attack("x", "h", "f", [false])], exploits: [{ hero: "h", target: "f", kind: "abyss" }] });
    expect(push.change("f")).to.include({ dead: true, remove: "now" });
    expect(push.plan.hits).to.deep.equal([]);
  });

  it("the abyss push needs an open edge, no Boss, and at most two sizes larger; any exploit needs the WP", () => {
    const h = hero("h");
    const tryPush = (over: Partial<ResolutionModel>, kind: "abyss" | "critical" = "abyss") =>
      () => resolveSequence({ models: [h, mdl("f", { wp: 2, tier: 2, openEdge: true, ...over })], attacks: [], exploits: [{ hero: "h", target: "f", kind }] }, diceRoller([]));
    expect(tryPush({ boss: true })).to.throw(/boss/);
    expect(tryPush({ openEdge: false })).to.throw(/noOpenEdge/);
    expect(tryPush({ size: "gigantic" })).to.throw(/tooLarge/);
    expect(tryPush({ wp: 1 }, "critical")).to.throw(/notEnoughWeakPoints/);
    expect(tryPush({ size: "huge" })).not.to.throw();
  });
});

describe("Eldfall resolution: Dodge", () => {
  it("a successful Dodge avoids non-critical Hits; a critical still lands", () => {
    const { plan } = run({ models: [mdl("a"), hero("b", { hp: 5, hpMax: 5 })], attacks: [attack("x", "a", "b", [false, true])], dodges: [{ model: "b", vs: { x: true }, reacting: true }] }, 1);
    expect(plan.hits.map((h) => [h.critical, h.outcome])).to.deep.equal([[false, "dodged"], [true, "wound"]]);
  });

  it("against an AoE a successful Dodge avoids every Hit and effect; the Dodge is rolled against each Attack apart", () => {
    const models = [mdl("a"), mdl("c"), hero("b", { hp: 5, hpMax: 5 })];
    const { plan } = run({
      models, attacks: [attack("x", "a", "b", [true], { aoe: true }), attack("y", "c", "b", [false])], dodges: [{ model: "b", vs: { x: true, y: false }, reacting: true }],
    }, 20);
    expect(plan.hits.map((h) => [h.attack, h.outcome])).to.deep.equal([["x", "dodged"], ["y", "noWound"]]);
  });

  it("Dodge moves at the end: ≤ ⌈SPD/2⌉, reacting models first, even after a failed roll; Immobilized moves only on a success, which ends it", () => {
    const models = [hero("act", { spd: 5 }), mdl("r", { spd: 3 }), mdl("i", { spd: 4, states: ["immobilized"] }), mdl("j", { spd: 4, states: ["immobilized"] })];
    const { plan, change } = run({
      models, attacks: [],
      dodges: [{ model: "act", vs: {}, reacting: false, crouch: "enter" }, { model: "r", vs: { z: false }, reacting: true }, { model: "i", vs: { z: false }, reacting: true }, { model: "j", vs: { z: true }, reacting: true }],
    });
    expect(plan.moves).to.deep.equal([
      { kind: "dodge", model: "r", maxSpaces: 2 }, { kind: "dodge", model: "j", maxSpaces: 2 }, { kind: "dodge", model: "act", maxSpaces: 3, crouch: "enter" },
    ]);
    expect(change("j").removeStates).to.deep.equal(["immobilized"]);
  });

  it("a model that falls in the step makes no move", () => {
    const { plan } = run({ models: [hero("a"), mdl("b", { hp: 1 })], attacks: [attack("x", "a", "b", [false], { traits: [{ id: "knockback", x: 1 }] })], dodges: [{ model: "b", vs: { x: false }, reacting: true }] }, 1);
    expect(plan.moves).to.deep.equal([]);
  });
});

describe("Eldfall resolution: dice and input", () => {
  it("running out of pre-rolled dice says how many were used, so the glue rolls more and replays", () => {
    expect(() => resolveSequence({ models: [hero("a"), mdl("b")], attacks: [attack("x", "a", "b", [false, false])] }, diceRoller([3]))).to.throw(DiceExhausted).with.property("used", 1);
  });

  it("an unknown model is a caller's bug", () => {
    expect(() => resolveSequence({ models: [hero("a")], attacks: [attack("x", "a", "nobody", [false])] }, diceRoller([1]))).to.throw(RangeError, /nobody/);
  });
});

describe("Eldfall resolution: Friendly Fire, Distracted, Deathblow, facing", () => {
  it("a hero's Hit on an ally: M roll, Panicked until its next Strategic Phase; Fearless is immune; Hostiles' Hits never (A62)", () => {
    const ff = (attacker: ResolutionModel, ally: ResolutionModel) => ({ models: [attacker, ally], attacks: [attack("x", attacker.id, ally.id, [false])] });
    const shot = run(ff(hero("a"), hero("b", { m: 10 })), 20, 11);
    expect(shot.asked.map((r) => r.purpose)).to.deep.equal(["damage", "friendlyFire"]);
    expect(shot.change("b").addStates).to.deep.equal([{ id: "panicked", duration: { unit: "phase", phase: "strategic" } }]);
    expect(run(ff(hero("a"), hero("b", { m: 10 })), 20, 10).change("b").addStates).to.deep.equal([]);
    expect(run(ff(hero("a"), hero("b", { traits: [{ id: "fearless" }] })), 20).plan.triggers[0]).to.include({ trigger: "friendlyFire", blockedBy: "fearless" });
    expect(run(ff(mdl("a"), mdl("b")), 20).asked.map((r) => r.purpose)).to.deep.equal(["damage"]);
  });

  it("an attacked Distracted Hostile stops being Distracted, even when the Attack misses", () => {
    const plan = resolveSequence({ models: [hero("a"), mdl("b", { states: ["distracted"] })], attacks: [{ id: "x", attacker: "a", pw: 12, traits: [], targets: [{ target: "b", hits: [] }] }] }, diceRoller([]));
    expect(plan.changes.find((c) => c.id === "b")!.removeStates).to.deep.equal(["distracted"]);
  });

  it("Deathblow: an Incapacitated Hostile becomes Dead with no roll; never a Boss, never a hero", () => {
    const down = mdl("b", { hp: 0, states: ["incapacitated"] });
    const plan = resolveSequence({ models: [hero("a"), down], attacks: [], deathblows: [{ model: "a", target: "b" }] }, diceRoller([]));
    expect(plan.changes.find((c) => c.id === "b")).to.include({ dead: true, remove: "endOfTurn" });
    expect(() => resolveSequence({ models: [hero("a"), { ...down, boss: true }], attacks: [], deathblows: [{ model: "a", target: "b" }] }, diceRoller([]))).to.throw(/boss/);
    expect(() => resolveSequence({ models: [mdl("a"), hero("b", { hp: 0, states: ["incapacitated"] })], attacks: [], deathblows: [{ model: "a", target: "b" }] }, diceRoller([]))).to.throw(/hero/);
    expect(() => resolveSequence({ models: [hero("a"), mdl("b")], attacks: [], deathblows: [{ model: "a", target: "b" }] }, diceRoller([]))).to.throw(/notIncapacitated/);
  });

  it("a Hostile Hit turns toward its attacker; Construct and Undead only when Wounded; heroes choose their own", () => {
    const faced = (target: ResolutionModel, die: number) => run({ models: [hero("a"), target], attacks: [attack("x", "a", target.id, [false])] }, die).plan.facings;
    expect(faced(mdl("b"), 20)).to.deep.equal([{ model: "b", toward: "a" }]);
    expect(faced(mdl("b", { traits: [{ id: "construct" }], hp: 5 }), 20)).to.deep.equal([]);
    expect(faced(mdl("b", { traits: [{ id: "undead" }], hp: 5 }), 1)).to.deep.equal([{ model: "b", toward: "a" }]);
    expect(run({ models: [mdl("a"), hero("b")], attacks: [attack("x", "a", "b", [false])] }, 20).plan.facings).to.deep.equal([]);
  });
});
