import { expect } from "chai";
import { applyModifiers } from "../../../src/core/rules/attributes";
import type { ActiveCondition } from "../../../src/core/rules/conditions";
import {
  ALL_STATE_IDS, STATE_IDS, applyState, durationFor, statesEndedBy, stateImmunity, stateStages, stateStk, UNTIL_NEXT_STRATEGIC,
} from "../../../src/rulesets/eldfall/states/rules/states";
import { untilCastersNextStrategic, UNTIL_END_OF_TURN } from "../../support/fixtures-eldfall-states";

const at = { round: 1, turn: null, worldTime: 0, side: "heroes" };
const ids = (a: readonly ActiveCondition[]) => a.map((c) => c.id);
const modified = (base: number, states: string[], attr: Parameters<typeof stateStages>[1]) => applyModifiers(base, stateStages(states, attr)).value;

describe("Eldfall States", () => {
  it("has all 17 States of the rules and the three referenced tokens", () => {
    expect(STATE_IDS).to.have.length(17);
    expect(ALL_STATE_IDS).to.include.members(["defensiveStance", "overEncumbered", "petrified"]);
    expect(ALL_STATE_IDS).to.have.length(20);
  });

  it("Confused halves OFF DEF ACC INT AG M, rounding up, and leaves T alone", () => {
    for (const a of ["off", "def", "acc", "int", "ag", "m"] as const) expect(modified(13, ["confused"], a), a).to.equal(7);
    expect(modified(13, ["confused"], "t")).to.equal(13);
  });

  it("Crippled halves SPD and AG; Crouched SPD and ARM; Slowed SPD; Weakened T; Flying doubles SPD", () => {
    expect(modified(5, ["crippled"], "spd")).to.equal(3);
    expect(modified(13, ["crippled"], "ag")).to.equal(7);
    expect(modified(3, ["crouched"], "arm")).to.equal(2);
    expect(modified(4, ["crouched"], "spd")).to.equal(2);
    expect(modified(3, ["slowed"], "spd")).to.equal(2);
    expect(modified(11, ["weakened"], "t")).to.equal(6);
    expect(modified(3, ["flying"], "spd")).to.equal(6);
  });

  it("two States halving one attribute halve it twice (modifiers stack); halving comes before doubling (A20)", () => {
    expect(modified(13, ["confused", "crippled"], "ag")).to.equal(4);
    expect(modified(5, ["slowed", "flying"], "spd")).to.equal(6);
  });

  it("STK: Weakened −1; Crouched 1 for every Attack; Flying 1 in melee; Defensive Stance 1 in the Active Role only", () => {
    expect(stateStk(["weakened"], { melee: true, role: "active" })).to.deep.equal({ add: -1, one: null });
    expect(stateStk(["crouched"], { melee: false, role: "reactive" }).one).to.equal("crouched");
    expect(stateStk(["flying"], { melee: false, role: "active" }).one).to.equal(null);
    expect(stateStk(["flying"], { melee: true, role: "active" }).one).to.equal("flying");
    expect(stateStk(["defensiveStance"], { melee: true, role: "active" }).one).to.equal("defensiveStance");
    expect(stateStk(["defensiveStance"], { melee: true, role: "reactive" }).one).to.equal(null);
  });

  it("trait immunities: Construct, Elemental, Undead I, Fearless, Incorporeal", () => {
    expect(stateImmunity({ construct: 1 }, "confused")).to.equal("construct");
    expect(stateImmunity({ construct: 1 }, "crippled")).to.equal(null);
    expect(stateImmunity({ elemental: 1 }, "bleeding")).to.equal("elemental");
    expect(stateImmunity({ elemental: 1 }, "panicked")).to.equal(null);
    expect(stateImmunity({ undead: 2 }, "panicked")).to.equal("undead");
    expect(stateImmunity({ fearless: 1 }, "panicked")).to.equal("fearless");
    expect(stateImmunity({ fearless: 0 }, "panicked")).to.equal(null);
    expect(stateImmunity({ incorporeal: 1 }, "engaged")).to.equal("incorporeal");
    const r = applyState([], "poisoned", { at, traits: { undead: 1 } });
    expect(r.outcome).to.deep.equal({ kind: "ignored", reason: "trait", blockedBy: "undead" });
    expect(r.active).to.deep.equal([]);
  });

  it("heroes never become Dead: they are Incapacitated instead (A58)", () => {
    const r = applyState([], "dead", { at, hero: true });
    expect(r.state).to.equal("incapacitated");
    expect(ids(r.active)).to.deep.equal(["incapacitated"]);
    expect(ids(applyState([], "dead", { at }).active)).to.deep.equal(["dead"]);
  });

  it("durations: until removed by default; Fatigued and Defensive Stance until the next Strategic Phase; the source's when named", () => {
    expect(applyState([], "bleeding", { at }).active[0]!.duration).to.deep.equal({ unit: "permanent" });
    expect(applyState([], "fatigued", { at }).active[0]!.duration).to.deep.equal(UNTIL_NEXT_STRATEGIC);
    expect(applyState([], "defensiveStance", { at }).active[0]!.duration).to.deep.equal(UNTIL_NEXT_STRATEGIC);
    expect(applyState([], "slowed", { at, duration: UNTIL_END_OF_TURN }).active[0]!.duration).to.deep.equal({ unit: "sideTurn" });
    expect(applyState([], "weakened", { at, duration: untilCastersNextStrategic("c1") }).active[0]!.duration)
      .to.deep.equal({ unit: "phase", phase: "strategic", casterId: "c1" });
  });

  it("a second application keeps the longer duration (Weakening after Poison I lasts; Poison I after Weakening changes nothing)", () => {
    const poisonI = applyState([], "weakened", { at, duration: UNTIL_NEXT_STRATEGIC }).active;
    const weakening = applyState(poisonI, "weakened", { at });
    expect(weakening.outcome.kind).to.equal("refreshed");
    expect(weakening.active[0]!.duration).to.deep.equal({ unit: "permanent" });
    const again = applyState(weakening.active, "weakened", { at, duration: UNTIL_NEXT_STRATEGIC });
    expect(again.outcome).to.deep.equal({ kind: "ignored", reason: "duplicate" });
    expect(again.active[0]!.duration).to.deep.equal({ unit: "permanent" });
  });

  it("entering Crouched, Incapacitated, Dead, Immobilized or Petrified ends Flying; Flying is never voluntarily Crouched nor entered while Engaged", () => {
    const flying = applyState([], "flying", { at }).active;
    for (const s of ["crouched", "incapacitated", "dead", "immobilized", "petrified"] as const) {
      const r = applyState(flying, s, { at });
      expect(r.cancelled, s).to.deep.equal(["flying"]);
      expect(ids(r.active), s).to.deep.equal([s]);
    }
    expect(applyState(flying, "crouched", { at, voluntary: true }).outcome).to.deep.equal({ kind: "ignored", reason: "flying", blockedBy: "flying" });
    expect(applyState(flying, "engaged", { at }).outcome).to.include({ kind: "ignored", reason: "immune" });
    const engaged = applyState([], "engaged", { at }).active;
    expect(applyState(engaged, "flying", { at }).outcome).to.include({ kind: "ignored", reason: "immune", blockedBy: "engaged" });
  });
});

describe("Eldfall States ended by events", () => {
  it("an Action reveals the Shrouded, a successful Dodge frees the Immobilized, regaining HP ends Incapacitated, an attack ends Distracted", () => {
    let active: ActiveCondition[] = [];
    for (const s of ["incapacitated", "shrouded", "immobilized", "distracted", "bleeding"] as const) active = applyState(active, s, { at }).active;
    expect(ids(statesEndedBy(active, "action"))).to.deep.equal(["shrouded"]);
    expect(ids(statesEndedBy(active, "dodgeSuccess"))).to.deep.equal(["immobilized"]);
    expect(ids(statesEndedBy(active, "healed"))).to.deep.equal(["incapacitated"]);
    expect(ids(statesEndedBy(active, "attacked"))).to.deep.equal(["distracted"]);
    expect(ids(statesEndedBy(active, "perceived"))).to.deep.equal(["shrouded"]);
  });
});

describe("Eldfall States at the end of the Quest (A37)", () => {
  it("with the option on, tactical States without a stated end last until the Quest ends; body States and sourced durations stay as they are", () => {
    const on = { clearTacticalAtQuestEnd: true };
    expect(durationFor("crouched", on)).to.deep.equal({ unit: "quest" });
    expect(durationFor("engaged", on)).to.deep.equal({ unit: "quest" });
    expect(durationFor("bleeding", on)).to.deep.equal({ unit: "permanent" });
    expect(durationFor("incapacitated", on), "A38: until healed").to.deep.equal({ unit: "permanent" });
    expect(durationFor("panicked", { ...on, duration: UNTIL_END_OF_TURN })).to.deep.equal({ unit: "sideTurn" });
    expect(durationFor("fatigued", on)).to.deep.equal(UNTIL_NEXT_STRATEGIC);
    expect(durationFor("crouched", { clearTacticalAtQuestEnd: false })).to.deep.equal({ unit: "permanent" });
  });
});
