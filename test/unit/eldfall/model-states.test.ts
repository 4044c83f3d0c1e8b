/**
 * The Eldfall actor model connected to the State rules: `applyCondition` honours a source's duration, trait
 * immunities (the Trait registry's `immuneTo`), the hero rule and the longer duration; `removeCondition` takes a
 * State off; a "wound" part is exactly 1 HP whatever the ARM (the State ticks' Wound).
 */
import { expect } from "chai";
import { makeActor, type FakeActor } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { actorModel } from "../../../src/core/data/actor-model";
import type { EldfallActorModel } from "../../../src/rulesets/eldfall/models/actor-model";
import { statesOf, stateIdsOf } from "../../../src/rulesets/eldfall/states/actor-states";
import { EXTRA_STATES } from "../../../src/rulesets/eldfall/profile/rules/keys";
import { ALL_STATE_IDS, EXTRA_STATE_IDS, stateImmunity } from "../../../src/rulesets/eldfall/states/rules/states";
import { untilCastersNextStrategic, UNTIL_END_OF_TURN } from "../../support/fixtures-eldfall-states";
import { immunityBlocker } from "../../../src/rulesets/eldfall/profile/rules/traits";
import { strategicPlan } from "../../../src/rulesets/eldfall/turns/rules/phase-effects";

const attributes = (arm: number, hp: number) => ({ sta: 2, spd: 3, arm, hp, off: 12, def: 12, acc: 12, int: 10, ag: 12, t: 10, m: 10 });
const rule = (type: string, key: string, level = 1) => ({ name: key, type, system: { schemaVersion: 1, key, level, x: "", description: "" } });
const model = (type: "eldfallHero" | "eldfallHostile", arm: number, hp: number, items: object[] = []) =>
  makeActor({ name: type, type, system: { schemaVersion: 1, attributes: attributes(arm, hp), health: hp, ap: 0 }, items: items as never });
const sys = (a: FakeActor) => actorModel<EldfallActorModel>(a as never);
const health = (a: FakeActor) => (a.system as { health: { value: number } }).health.value;

describe("Eldfall: the actor model goes through the State rules", () => {
  bootedSuite("eldfall");

  it("applyCondition keeps the source's duration (a Spell until its caster's next Strategic Phase)", async () => {
    const hero = model("eldfallHero", 3, 4);
    await sys(hero).applyCondition("slowed", { duration: untilCastersNextStrategic("caster1") });
    const slowed = statesOf(hero as never).find((c) => c.id === "slowed");
    expect(slowed?.duration).to.deep.equal({ unit: "phase", phase: "strategic", casterId: "caster1" });
  });

  it("applyCondition keeps the longer duration when a State is applied again (S2)", async () => {
    const hero = model("eldfallHero", 3, 4);
    await sys(hero).applyCondition("weakened");
    await sys(hero).applyCondition("weakened", { duration: UNTIL_END_OF_TURN });
    expect(statesOf(hero as never).filter((c) => c.id === "weakened").map((c) => c.duration.unit)).to.deep.equal(["permanent"]);
  });

  it("applyCondition refuses what a Trait makes the model immune to, and turns a hero's Dead into Incapacitated", async () => {
    const golem = model("eldfallHostile", 3, 4, [rule("eldfallTrait", "construct")]);
    await sys(golem).applyCondition("poisoned");
    await sys(golem).applyCondition("confused");
    expect(stateIdsOf(golem as never)).to.deep.equal([]);
    const hero = model("eldfallHero", 3, 4);
    await sys(hero).applyCondition("dead");
    expect(stateIdsOf(hero as never)).to.deep.equal(["incapacitated"]);
  });

  it("removeCondition takes the State off; an unknown id is refused with an error", async () => {
    const hero = model("eldfallHero", 3, 4);
    await sys(hero).applyCondition("crouched");
    await sys(hero).removeCondition("crouched");
    expect(stateIdsOf(hero as never)).to.deep.equal([]);
    let error: unknown = null;
    await sys(hero).applyCondition("onFire").catch((e: unknown) => { error = e; });
    expect(error).to.be.instanceOf(RangeError);
  });

  it("a \"wound\" part takes exactly 1 HP, whatever the ARM", async () => {
    const tank = model("eldfallHostile", 9, 5);
    const out = await sys(tank).takeDamage(1, "wound");
    expect(out.total).to.equal(1);
    expect(health(tank)).to.equal(4);
  });
});

describe("Eldfall: one immunity answer and Petrified among the keys", () => {
  it("Petrified is one of keys.ts' extra States, listed once", () => {
    expect(EXTRA_STATES).to.include("petrified");
    expect(EXTRA_STATE_IDS).to.equal(EXTRA_STATES);
    expect(ALL_STATE_IDS.filter((s) => s === "petrified")).to.have.length(1);
  });

  it("the State rules ask the Trait registry (Construct/Elemental immune to Toxic, Undead not: S8)", () => {
    for (const [trait, effect] of [["construct", "toxic"], ["elemental", "toxic"], ["undead", "toxic"], ["undead", "poisoned"], ["fearless", "panicked"]] as const) {
      expect(stateImmunity({ [trait]: 1 }, effect)).to.equal(immunityBlocker([{ id: trait, level: 1 }], effect));
    }
    expect(stateImmunity({ construct: 1 }, "toxic")).to.equal("construct");
    expect(stateImmunity({ undead: 1 }, "toxic")).to.equal(null);
  });

  it("a Toxic Environment ticks an Undead model, not an Elemental one", () => {
    const at = (id: string, traits: Record<string, number>) => strategicPlan({
      id, side: "hostiles", hero: false, sta: 2, hp: 3, hpMax: 3, t: 10, ap: 0, states: [], traits, skills: {}, classes: [], inToxic: true,
    }).filter((e) => e.kind === "tick").map((e) => (e as { tick: string }).tick);
    expect(at("u", { undead: 1 })).to.deep.equal(["toxic"]);
    expect(at("e", { elemental: 1 })).to.deep.equal([]);
    expect(at("c", { construct: 1 })).to.deep.equal([]);
  });
});
