import { expect } from "chai";
import type { Boundary } from "../../../src/core/rules/timeline";
import { planBoundary, strategicPlan, tickTarget, tickWounds, type PhaseModel } from "../../../src/rulesets/eldfall/turns/rules/phase-effects";

const model = (over: Partial<PhaseModel> & { id: string }): PhaseModel => ({
  side: "heroes", hero: true, sta: 2, hp: 3, hpMax: 3, t: 10, ap: 0, states: [], traits: {}, skills: {}, classes: [], ...over,
});
const phase = (kind: "phaseStart" | "phaseEnd", side: string, p: string, round = 1): Boundary => ({ kind, round, phase: p, side, skipped: false });

describe("Eldfall phases: what each boundary does", () => {
  const tharos = model({ id: "tharos", sta: 2 });
  const anari = model({ id: "anari", sta: 3, ap: 1, states: ["fatigued"] });
  const wolf = model({ id: "wolf", side: "hostiles", hero: false, sta: 1, traits: { watchful: 1 } });
  const oni = model({ id: "oni", side: "hostiles", hero: false, sta: 2, ap: 2, states: ["incapacitated"], hp: 0 });

  it("Upkeep gives both sides AP = STA (Watchful ×2 when reactive); Fatigued and Incapacitated receive none and keep theirs", () => {
    const fx = planBoundary([tharos, anari, wolf, oni], phase("phaseStart", "heroes", "upkeep"));
    expect(fx).to.deep.equal([
      { kind: "setAp", id: "tharos", ap: 2 },
      { kind: "setAp", id: "anari", ap: 1 },
      { kind: "setAp", id: "wolf", ap: 2 },
      { kind: "setAp", id: "oni", ap: 2 },
    ]);
    const hostileTurn = planBoundary([wolf], phase("phaseStart", "hostiles", "upkeep"));
    expect(hostileTurn, "active now: no doubling").to.deep.equal([{ kind: "setAp", id: "wolf", ap: 1 }]);
  });

  it("the End Phase discards every model's AP and removes Incapacitated or Dead non-heroes; heroes stay", () => {
    const downHero = model({ id: "na'ra", states: ["incapacitated"], hp: 0, ap: 1 });
    const fx = planBoundary([tharos, anari, oni, downHero], phase("phaseEnd", "heroes", "end"));
    expect(fx).to.deep.equal([
      { kind: "setAp", id: "anari", ap: 0 }, { kind: "setAp", id: "oni", ap: 0 }, { kind: "setAp", id: "na'ra", ap: 0 },
      { kind: "remove", id: "oni", state: "incapacitated" },
    ]);
  });

  it("the Chaos Phase hands over to the deck (part 2); the End Phase offers Rangers of the active side a move", () => {
    expect(planBoundary([], phase("phaseStart", "hostiles", "chaos", 3))).to.deep.equal([{ kind: "chaos", round: 3 }]);
    const ranger = model({ id: "seigen", classes: ["ranger"] });
    expect(planBoundary([ranger], phase("phaseStart", "heroes", "end"))).to.deep.equal([{ kind: "prompt", id: "seigen", prompt: "rangerMove" }]);
    expect(planBoundary([ranger], phase("phaseStart", "hostiles", "end")), "not its Active Role").to.deep.equal([]);
  });

  it("only the active side's models have a Strategic Phase (A2)", () => {
    const bleeding = model({ id: "b", states: ["bleeding"] });
    expect(planBoundary([bleeding], phase("phaseStart", "hostiles", "strategic"))).to.deep.equal([]);
    expect(planBoundary([bleeding], phase("phaseStart", "heroes", "strategic"))).to.have.length(1);
  });

  it("Bleeding is a T roll, Poisoned a T−6 roll, Toxic a T roll; Weakened halves T after the −6", () => {
    expect(tickTarget("bleeding", 10, [])).to.deep.equal({ target: 10, autoFail: false });
    expect(tickTarget("poisoned", 10, [])).to.deep.equal({ target: 4, autoFail: false });
    expect(tickTarget("poisoned", 11, ["weakened"])).to.deep.equal({ target: 3, autoFail: false });
    expect(tickTarget("poisoned", 5, [])).to.deep.equal({ target: 0, autoFail: true });
    expect(tickWounds(10, { target: 10, autoFail: false })).to.equal(false);
    expect(tickWounds(11, { target: 10, autoFail: false })).to.equal(true);
    expect(tickWounds(1, { target: 0, autoFail: true })).to.equal(true);
    const m = model({ id: "m", t: 12, states: ["bleeding", "poisoned"], inToxic: true });
    expect(strategicPlan(m).filter((e) => e.kind === "tick")).to.deep.equal([
      { kind: "tick", id: "m", tick: "bleeding", target: 12, autoFail: false },
      { kind: "tick", id: "m", tick: "poisoned", target: 6, autoFail: false },
      { kind: "tick", id: "m", tick: "toxic", target: 12, autoFail: false },
    ]);
    expect(strategicPlan({ ...m, traits: { construct: 1 } }), "Construct: no Bleeding, Poisoned or Toxic").to.deep.equal([]);
  });

  it("Regeneration heals 1 HP per level (not past max) and cancels Bleeding, Weakened and Crippled before the rolls", () => {
    const m = model({ id: "r", hp: 1, hpMax: 4, skills: { regeneration: 2 }, states: ["bleeding", "weakened", "poisoned"] });
    expect(strategicPlan(m)).to.deep.equal([
      { kind: "regenerate", id: "r", heal: 2, cancel: ["bleeding", "weakened"] },
      { kind: "tick", id: "r", tick: "poisoned", target: 4, autoFail: false },
    ]);
    expect(strategicPlan({ ...m, hp: 4, states: [] }), "nothing to do").to.deep.equal([]);
  });

  it("Incapacitated with HP above 0 ends in its Strategic Phase (also when Regeneration brought it back)", () => {
    const recovered = [{ kind: "endState", id: "i", state: "incapacitated", reason: "hpAboveZero" }, { kind: "prompt", id: "i", prompt: "crouchOnRecovery" }];
    expect(strategicPlan(model({ id: "i", hp: 1, states: ["incapacitated"] }))).to.deep.equal(recovered);
    expect(strategicPlan(model({ id: "i", hp: 0, states: ["incapacitated"] }))).to.deep.equal([]);
    expect(strategicPlan(model({ id: "i", hp: 0, skills: { regeneration: 1 }, states: ["incapacitated"] }))).to.deep.equal([
      { kind: "regenerate", id: "i", heal: 1, cancel: [] }, ...recovered,
    ]);
  });

  it("Strategic declarations are offered: Warrior stance, Alchemist, Artificer, Stealth II re-entering Shrouded; none for the Dead", () => {
    const m = model({ id: "w", classes: ["warrior", "alchemist", "artificer"], skills: { stealth: 2 } });
    expect(strategicPlan(m).map((e) => e.kind === "prompt" && e.prompt)).to.deep.equal(["defensiveStance", "alchemistReplenish", "artificerEnchant", "stealthShroud"]);
    expect(strategicPlan({ ...m, skills: { stealth: 1 } }).map((e) => e.kind === "prompt" && e.prompt)).to.not.include("stealthShroud");
    expect(strategicPlan({ ...m, states: ["dead", "bleeding"] })).to.deep.equal([]);
  });
});
