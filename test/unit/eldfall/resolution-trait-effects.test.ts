/**
 * Eldfall Resolution Step, the trait effects as handlers: each entry of the on-Hit, extra-Wound and on-Wound
 * tables run on its own against one target, and the order the tables apply in.
 */
import { expect } from "chai";
import { ON_HIT_EFFECTS, ON_HIT_ORDER, type HitContext } from "../../../src/rulesets/eldfall/resolution/rules/on-hit-effects";
import { EXTRA_WOUND_EFFECTS, EXTRA_WOUND_ORDER } from "../../../src/rulesets/eldfall/resolution/rules/extra-wounds";
import { ON_WOUND_EFFECTS, ON_WOUND_ORDER, type WoundContext } from "../../../src/rulesets/eldfall/resolution/rules/on-wound-effects";
import type { AttackInput, ResolutionInput, ResolutionModel } from "../../../src/rulesets/eldfall/resolution/rules/resolution";
import { attackOn, changed, hero, mdl, openScripted } from "../../support/fixtures-eldfall-resolution-step";

const stepOver = (models: ResolutionModel[], options: ResolutionInput["options"], dice: number[]) => openScripted({ models, options }, ...dice);
const traits = (...ids: string[]): Partial<AttackInput> => ({ traits: ids.map((id) => ({ id })) });

describe("Eldfall resolution stages: the order of the trait effects", () => {
  it("on a Hit: Knockback, Knockdown, Stagger, Rogue, Combat Art States, Friendly Fire", () => {
    expect(ON_HIT_ORDER).to.deep.equal(["knockback", "knockdown", "stagger", "rogue", "combatArt", "friendlyFire"]);
    expect(Object.keys(ON_HIT_EFFECTS).sort()).to.deep.equal([...ON_HIT_ORDER].sort());
  });

  it("on a Wound: Cleave, Burn, Frostbite add Wounds first; then Bleed … Finishing Strike", () => {
    expect(EXTRA_WOUND_ORDER).to.deep.equal(["cleave", "burn", "frostbite"]);
    expect(ON_WOUND_ORDER).to.deep.equal(["bleed", "crippling", "stun", "poison", "weakening", "demon", "combatArt", "vampirism", "assassination", "finishingStrike"]);
    expect(Object.keys(ON_WOUND_EFFECTS).sort()).to.deep.equal([...ON_WOUND_ORDER].sort());
  });
});

describe("Eldfall resolution stages: on-Hit effect handlers", () => {
  const hitOn = (target: ResolutionModel, more: Partial<AttackInput>, attacker: ResolutionModel = hero("a"), knockbackExploited = false): HitContext =>
    ({ attack: attackOn("x", attacker.id, target.id, [false], more), target, attacker, knockbackExploited });

  it("knockback: X spaces away from the attacker; the exploit gives at least 1; two Sizes larger is not moved", () => {
    const { step } = stepOver([hero("a"), mdl("b"), mdl("big", { size: "huge" })], {}, []);
    ON_HIT_EFFECTS.knockback(step, hitOn(mdl("b"), { traits: [{ id: "knockback", x: 2 }] }));
    ON_HIT_EFFECTS.knockback(step, hitOn(mdl("b"), {}, hero("a"), true));
    ON_HIT_EFFECTS.knockback(step, hitOn(mdl("big", { size: "huge" }), { traits: [{ id: "knockback", x: 1 }] }));
    expect(step.plan.moves).to.deep.equal([
      { kind: "knockback", model: "b", awayFrom: "a", spaces: 2, attack: "x" },
      { kind: "knockback", model: "b", awayFrom: "a", spaces: 1, attack: "x" },
    ]);
    expect(step.plan.triggers.at(-1)).to.include({ target: "big", trigger: "knockback", blockedBy: "size" });
  });

  it("knockdown makes the target Crouched; stagger costs it 1 AP (not past all AP)", () => {
    const { step } = stepOver([hero("a"), mdl("b")], {}, []);
    ON_HIT_EFFECTS.knockdown(step, hitOn(mdl("b"), traits("knockdown")));
    ON_HIT_EFFECTS.stagger(step, hitOn(mdl("b"), traits("stagger")));
    ON_HIT_EFFECTS.stagger(step, hitOn(mdl("b"), traits("stagger")));
    expect(changed(step, "b").addStates.map((s) => s.id)).to.deep.equal(["crouched"]);
    expect(changed(step, "b").apLoss).to.equal(2);
    changed(step, "b").apLoss = "all";
    ON_HIT_EFFECTS.stagger(step, hitOn(mdl("b"), traits("stagger")));
    expect(changed(step, "b").apLoss).to.equal("all");
  });

  it("rogue: one AG roll per Activation; success knocks the target down", () => {
    const rogue = hero("a", { classes: ["rogue"], ag: 12 });
    const { step, done } = stepOver([rogue, mdl("b")], {}, [12]);
    ON_HIT_EFFECTS.rogue(step, hitOn(mdl("b"), {}, rogue));
    ON_HIT_EFFECTS.rogue(step, hitOn(mdl("b"), {}, rogue));
    done();
    expect(changed(step, "a").rogueUsed).to.equal(true);
    expect(changed(step, "b").addStates.map((s) => s.id)).to.deep.equal(["crouched"]);
  });

  it("combatArt grants the Attack's States on a Hit only", () => {
    const { step } = stepOver([hero("a"), mdl("b")], {}, []);
    ON_HIT_EFFECTS.combatArt(step, hitOn(mdl("b"), { states: [{ id: "slowed", duration: { unit: "sideTurn" }, on: "hit" }, { id: "bleeding", duration: { unit: "sideTurn" }, on: "wound" }] }));
    expect(changed(step, "b").addStates.map((s) => s.id)).to.deep.equal(["slowed"]);
  });

  it("friendlyFire: a hero's Hit on an ally calls for an M roll, a failure panics it; a Hostile's Hit never does", () => {
    const ally = hero("b", { m: 8 });
    const { step, done } = stepOver([hero("a"), ally, mdl("c"), mdl("d")], {}, [9]);
    ON_HIT_EFFECTS.friendlyFire(step, hitOn(ally, {}));
    ON_HIT_EFFECTS.friendlyFire(step, hitOn(mdl("d"), {}, mdl("c")));
    done();
    expect(changed(step, "b").addStates).to.deep.equal([{ id: "panicked", duration: { unit: "phase", phase: "strategic" } }]);
    expect(step.changes.has("d")).to.equal(false);
  });
});

describe("Eldfall resolution stages: extra-Wound handlers", () => {
  const wounded = (target: ResolutionModel, more: Partial<AttackInput>, times = 1) => ({ attack: attackOn("x", "a", target.id, [false], more), target, times, pw: 12 });

  it("cleave adds one Wound per trigger, which no DMG roll made", () => {
    const { step } = stepOver([hero("a"), mdl("b")], {}, []);
    expect(EXTRA_WOUND_EFFECTS.cleave(step, wounded(mdl("b"), traits("cleave"), 2)).map((w) => [w.cause, w.fromRoll])).to.deep.equal([["cleave", false], ["cleave", false]]);
    expect(step.plan.triggers[0]).to.include({ trigger: "cleave", result: "2" });
  });

  it("burn X: X DMG rolls at ARM 0, each success a Wound; Aquatic makes it X − 1; Construct is immune", () => {
    const { step, done } = stepOver([hero("a"), mdl("b"), mdl("c", { traits: [{ id: "construct" }] })], {}, [12, 13]);
    expect(EXTRA_WOUND_EFFECTS.burn(step, wounded(mdl("b"), { traits: [{ id: "burn", x: 2 }] })).map((w) => w.cause)).to.deep.equal(["burn"]);
    expect(EXTRA_WOUND_EFFECTS.burn(step, wounded(mdl("b", { aquatic: true }), { traits: [{ id: "burn", x: 1 }] }))).to.be.empty;
    expect(EXTRA_WOUND_EFFECTS.burn(step, wounded(mdl("c", { traits: [{ id: "construct" }] }), { traits: [{ id: "burn", x: 1 }] }))).to.be.empty;
    done();
    expect(step.plan.rolls.map((r) => [r.purpose, r.target])).to.deep.equal([["burn", 12], ["burn", 12]]);
    expect(step.plan.triggers.map((t) => [t.result, t.blockedBy])).to.deep.equal([["2", undefined], ["none", "construct"]]);
  });

  it("frostbite: one T roll whatever the Wounds; a failure adds a Wound", () => {
    const { step, done } = stepOver([hero("a"), mdl("b", { t: 10 })], {}, [11, 10]);
    expect(EXTRA_WOUND_EFFECTS.frostbite(step, wounded(mdl("b", { t: 10 }), traits("frostbite"), 3))).to.have.length(1);
    expect(EXTRA_WOUND_EFFECTS.frostbite(step, wounded(mdl("b", { t: 10 }), traits("frostbite"), 3))).to.be.empty;
    done();
  });
});

describe("Eldfall resolution stages: on-Wound effect handlers", () => {
  const woundOn = (target: ResolutionModel, more: Partial<AttackInput>, over: Partial<WoundContext> = {}): WoundContext =>
    ({ attack: attackOn("x", "a", target.id, [false], more), target, attacker: hero("a"), wounds: 1, critical: false, slain: new Set(), ...over });

  it("bleed, poison I/II and weakening grant their States with their durations", () => {
    const { step } = stepOver([hero("a"), mdl("b")], {}, []);
    ON_WOUND_EFFECTS.bleed(step, woundOn(mdl("b"), traits("bleed")));
    ON_WOUND_EFFECTS.poison(step, woundOn(mdl("b"), { traits: [{ id: "poison", level: 2 }] }));
    expect(changed(step, "b").addStates).to.deep.equal([
      { id: "bleeding", duration: { unit: "permanent" } }, { id: "weakened", duration: { unit: "phase", phase: "strategic" } }, { id: "poisoned", duration: { unit: "permanent" } },
    ]);
    ON_WOUND_EFFECTS.weakening(step, woundOn(mdl("b"), traits("weakening")));
    expect(changed(step, "b").addStates.find((s) => s.id === "weakened")?.duration).to.deep.equal({ unit: "permanent" });
  });

  it("crippling and stun: a T roll per trigger (per Wound when set so); any failure applies", () => {
    const { step, done } = stepOver([hero("a"), mdl("b", { t: 10 })], { triggerPer: "wound" }, [10, 11, 10]);
    ON_WOUND_EFFECTS.stun(step, woundOn(mdl("b", { t: 10 }), traits("stun"), { wounds: 2 }));
    ON_WOUND_EFFECTS.crippling(step, woundOn(mdl("b", { t: 10 }), traits("crippling")));
    done();
    expect(changed(step, "b").apLoss).to.equal("all");
    expect(changed(step, "b").addStates).to.be.empty;
  });

  it("demon: an M roll or Panicked until the end of the turn; a Critical Hit panics outright; Easy ignores Hostiles' Demon", () => {
    const { step, done } = stepOver([hero("a"), mdl("b"), mdl("d")], {}, [11]);
    ON_WOUND_EFFECTS.demon(step, woundOn(mdl("b"), traits("demon")));
    ON_WOUND_EFFECTS.demon(step, woundOn(mdl("d"), traits("demon"), { critical: true }));
    done();
    expect([changed(step, "b").addStates[0]?.id, changed(step, "d").addStates[0]?.id]).to.deep.equal(["panicked", "panicked"]);
    const easy = stepOver([hero("h"), mdl("d")], { demonIgnored: true }, []);
    ON_WOUND_EFFECTS.demon(easy.step, woundOn(hero("h"), traits("demon"), { attacker: mdl("d") }));
    expect(easy.step.plan.triggers).to.be.empty;
  });

  it("vampirism: the attacker regains 1 HP per Wound, not from Undead, Constructs or Elementals", () => {
    const vampire = hero("a", { skills: ["vampirism"] });
    const { step } = stepOver([vampire, mdl("b"), mdl("u", { traits: [{ id: "undead" }] })], {}, []);
    ON_WOUND_EFFECTS.vampirism(step, woundOn(mdl("b"), {}, { attacker: vampire, wounds: 2 }));
    ON_WOUND_EFFECTS.vampirism(step, woundOn(mdl("u", { traits: [{ id: "undead" }] }), {}, { attacker: vampire }));
    expect(changed(step, "a").healed).to.equal(2);
    expect(step.plan.triggers.map((t) => [t.result, t.blockedBy])).to.deep.equal([["2", undefined], ["none", "undead"]]);
  });

  it("assassination marks the target slain; finishingStrike asks for one follow-up Attack per attacker", () => {
    const finisher = hero("a", { skills: ["finishingStrike"] });
    const { step } = stepOver([finisher, mdl("b"), mdl("c")], {}, []);
    const slain = new Set<string>();
    ON_WOUND_EFFECTS.assassination(step, woundOn(mdl("b"), { deadly: true }, { slain }));
    ON_WOUND_EFFECTS.finishingStrike(step, woundOn(mdl("b"), {}, { attacker: finisher }));
    ON_WOUND_EFFECTS.finishingStrike(step, woundOn(mdl("c"), {}, { attacker: finisher }));
    ON_WOUND_EFFECTS.finishingStrike(step, woundOn(mdl("c"), { followUp: "finishingStrike" }, { attacker: hero("z", { skills: ["finishingStrike"] }) }));
    expect([...slain]).to.deep.equal(["b"]);
    expect(step.plan.followUps).to.deep.equal([{ kind: "finishingStrike", attacker: "a", target: "b", attack: "x" }]);
  });
});
