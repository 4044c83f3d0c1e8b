import { expect } from "chai";
import { MOON_START, advanceDial, dayLimit, deadlinePassed, isDaytime, periodsElapsed } from "../../../src/rulesets/eldfall/rules/moon-dial";

describe("Eldfall Moon Dial (M90–M92, A54)", () => {
  it("runs clockwise from Day 1, Midnight, and adds a Day when Dusk passes to Midnight", () => {
    expect(advanceDial(MOON_START, 1)).to.deep.equal({ day: 1, period: "dawn" });
    expect(advanceDial(MOON_START, 3)).to.deep.equal({ day: 1, period: "dusk" });
    expect(advanceDial(MOON_START, 4)).to.deep.equal({ day: 2, period: "midnight" });
    expect(advanceDial({ day: 2, period: "dusk" }, 3)).to.deep.equal({ day: 3, period: "daylight" });
  });

  it("runs back, across a day boundary, and never before Day 1, Midnight", () => {
    expect(advanceDial({ day: 2, period: "midnight" }, -1)).to.deep.equal({ day: 1, period: "dusk" });
    expect(advanceDial({ day: 1, period: "dawn" }, -5)).to.deep.equal(MOON_START);
  });

  it("Dawn and Daylight are day; Midnight and Dusk are night (M88)", () => {
    expect(["midnight", "dawn", "daylight", "dusk"].map((p) => isDaytime(p as "dawn"))).to.deep.equal([false, true, true, false]);
  });

  it("the deadline passes on Day 14 (52 advances), on Hard's Day Count on Day 11 (40 advances)", () => {
    const limit = dayLimit(false);
    expect(limit).to.equal(13);
    expect(deadlinePassed(advanceDial(MOON_START, 51), limit)).to.equal(false);
    expect(deadlinePassed(advanceDial(MOON_START, 52), limit)).to.equal(true);
    expect(periodsElapsed(advanceDial(MOON_START, 52))).to.equal(52);
    expect(deadlinePassed(advanceDial(MOON_START, 39), dayLimit(true))).to.equal(false);
    expect(deadlinePassed(advanceDial(MOON_START, 40), dayLimit(true))).to.equal(true);
  });
});
