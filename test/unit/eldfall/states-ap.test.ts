import { expect } from "chai";
import { AP_COST, apAfterEnd, apAfterUpkeep, apOnArrival, mayUseAp, spendAp, upkeepAllotment } from "../../../src/rulesets/eldfall/turns/rules/ap";
import { apLost } from "../../../src/rulesets/eldfall/resolution/rules/ap-loss";

describe("Eldfall AP (M20–M25)", () => {
  const model = (sta: number, states: string[] = [], watchful = false) => ({ sta, states, watchful });

  it("every model gets AP = STA at Upkeep, in either role", () => {
    expect(upkeepAllotment(model(2), "active")).to.equal(2);
    expect(upkeepAllotment(model(3), "reactive")).to.equal(3);
  });

  it("Watchful doubles AP in the Reactive Role only", () => {
    expect(upkeepAllotment(model(2, [], true), "reactive")).to.equal(4);
    expect(upkeepAllotment(model(2, [], true), "active")).to.equal(2);
  });

  it("Fatigued, Incapacitated and Dead receive none and keep what they have (leftover kept until the End Phase)", () => {
    for (const s of ["fatigued", "incapacitated", "dead"]) {
      expect(upkeepAllotment(model(3, [s]), "active"), s).to.equal(0);
      expect(apAfterUpkeep(model(3, [s]), "active", 1), s).to.equal(1);
    }
    expect(apAfterUpkeep(model(3), "active", 1), "a fit model's allotment replaces the rest").to.equal(3);
  });

  it("Incapacitated and Dead cannot spend the AP they kept; nobody spends AP it lacks", () => {
    expect(mayUseAp(["incapacitated"])).to.equal(false);
    expect(mayUseAp(["fatigued"])).to.equal(true);
    expect(spendAp(1, AP_COST.activation, ["incapacitated"])).to.deep.equal({ ok: false, reason: "unusable" });
    expect(spendAp(0, AP_COST.reaction, [])).to.deep.equal({ ok: false, reason: "noAp" });
    expect(spendAp(2, AP_COST.reaction, [])).to.deep.equal({ ok: true, left: 1 });
  });

  it("End Phase discards; arrivals receive their role's AP at once; Stagger and Stun take AP away", () => {
    expect(apAfterEnd()).to.equal(0);
    expect(apOnArrival(model(2, [], true), "reactive")).to.equal(4);
    expect(apLost(2, 1), "Stagger: 1 of 2").to.equal(1);
    expect(apLost(0, 1), "never more than it has").to.equal(0);
    expect(apLost(3, "all"), "Stun: every one").to.equal(3);
  });

  it("refuses an STA that is not a game number", () => {
    expect(() => upkeepAllotment(model(-1), "active")).to.throw(RangeError);
    expect(() => upkeepAllotment(model(1.5), "active")).to.throw(RangeError);
  });
});
