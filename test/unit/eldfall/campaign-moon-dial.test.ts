import { expect } from "chai";
import { advanceTrack, validateTrack } from "../../../src/core/rules/tracks";
import { dayLimit, dialAt, isDaytime, moonDialTrack } from "../../../src/rulesets/eldfall/party/rules/moon-dial";

describe("Eldfall Moon Dial (M90–M92, A54) on the core track engine", () => {
  // What a move of the dial runs in play (campaign/moon-dial.ts `moveDialNow` → core `changeTracks`): the track advanced.
  const advance = (value: number, steps: number, days = dayLimit(false)) => advanceTrack(moonDialTrack(days), value, steps);

  it("is a valid core track kept on the party actor", () => {
    expect(validateTrack(moonDialTrack())).to.include({ scope: "actor", path: "system.moon.value", cycle: 4 });
  });

  it("runs clockwise from Day 1, Midnight, and adds a Day when Dusk passes to Midnight", () => {
    expect([0, 1, 2, 3, 4, 5].map((v) => dialAt(v))).to.deep.equal([
      { day: 1, period: "midnight" }, { day: 1, period: "dawn" }, { day: 1, period: "daylight" }, { day: 1, period: "dusk" },
      { day: 2, period: "midnight" }, { day: 2, period: "dawn" },
    ]);
    expect(dialAt(advance(7, 3).value)).to.deep.equal({ day: 3, period: "daylight" });
    expect(advance(7, 3).value).to.equal(10);
  });

  it("runs back, across a day boundary, and never before Day 1, Midnight", () => {
    expect(dialAt(advance(4, -1).value)).to.deep.equal({ day: 1, period: "dusk" });
    expect(advance(1, -5).value).to.equal(0);
  });

  it("Dawn and Daylight are day; Midnight and Dusk are night (M88)", () => {
    expect((["midnight", "dawn", "daylight", "dusk"] as const).map(isDaytime)).to.deep.equal([false, true, true, false]);
  });

  it("the deadline passes at the 52nd advance (Day 14 would begin); Hard's Day Count at the 40th", () => {
    expect(dayLimit(false)).to.equal(13);
    expect(advance(50, 1)).to.deep.include({ value: 51, out: null });
    expect(advance(51, 1).out).to.equal("above");
    expect(advance(38, 1, dayLimit(true)).out).to.equal(null);
    expect(advance(39, 1, dayLimit(true)).out).to.equal("above");
  });
});
