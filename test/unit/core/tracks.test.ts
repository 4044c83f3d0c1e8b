/** The track engine (pure), checked to the digit on a 2D6-shaped hunger/thirst pair and an Eldfall-shaped Moon Dial. */
import { expect } from "chai";
import { advanceTrack, gainTrack, readTrack, setTrackLevel, shiftTrackLevel, trackEffects, trackRate, validateTrack, worldTimePeriods, type TrackDef } from "../../../src/core/rules/tracks";
import { HUNGER, LEVEL, THIRST, moonDial } from "../../support/track-defs";

describe("core/rules/tracks: 2D6 hunger and thirst", () => {
  it("seven states of 360 turns each, from Famished (1–360) to Choking (2161–2520)", () => {
    validateTrack(HUNGER);
    validateTrack(THIRST);
    const at = (v: number) => readTrack(HUNGER, v).state.id;
    expect([1, 360, 361, 720, 721, 1080, 1081, 1440, 1441, 1800, 1801, 2160, 2161, 2520].map(at)).to.deep.equal([
      "famished", "famished", "starving", "starving", "hungry", "hungry", "notHungry", "notHungry",
      "satiated", "satiated", "bloated", "bloated", "choking", "choking",
    ]);
    expect(readTrack(THIRST, 1500).state.id).to.equal("satiated");
    expect(readTrack(HUNGER, 0).out).to.equal("below");
    expect(readTrack(HUNGER, 2521).out).to.equal("above");
    expect(readTrack(HUNGER, 2520).out).to.equal(null);
  });

  it("a turn takes one turn off; crossing 1441 → 1440 is the step from Satiated to Not Hungry", () => {
    const t = advanceTrack(HUNGER, 1441, 1);
    expect(t).to.include({ before: 1441, value: 1440, from: "satiated", to: "notHungry", changed: true, overflowPeriods: 0, out: null });
    expect(advanceTrack(HUNGER, 1440, 1).changed).to.equal(false);
  });

  it("setting a level puts the counter at 180 turns remaining in it", () => {
    expect(setTrackLevel(HUNGER, 700, "satiated").value).to.equal(4 * LEVEL + 180); // 1620
    expect(setTrackLevel(HUNGER, 2000, "famished").value).to.equal(180);
    expect(setTrackLevel(THIRST, 10, "drenched").value).to.equal(6 * LEVEL + 180); // 2340
  });

  it("adjusting up lands at 90 turns remaining, down at 270 (interpretation: in the order the rules name them)", () => {
    expect(shiftTrackLevel(HUNGER, 1200, 1)).to.include({ from: "notHungry", to: "satiated", value: 1530 });
    expect(shiftTrackLevel(HUNGER, 1200, -1)).to.include({ from: "notHungry", to: "hungry", value: 990 });
    expect(shiftTrackLevel(HUNGER, 1200, -2).value).to.equal(361 + 269); // Starving with 270 left: 630
    // The ends of the track stop an adjustment.
    expect(shiftTrackLevel(HUNGER, 2400, 1)).to.include({ to: "choking", value: 6 * LEVEL + 90 });
    expect(shiftTrackLevel(HUNGER, 0, -1)).to.include({ to: "famished", value: 270 });
  });

  it("eating adds turns directly, normally no higher than the top of Satiated (1800); a curse lifts the cap", () => {
    expect(gainTrack(HUNGER, 1000, 300).value).to.equal(1300);
    expect(gainTrack(HUNGER, 1700, 300)).to.include({ value: 1800, to: "satiated" });
    expect(gainTrack(HUNGER, 2000, 50).value).to.equal(2000); // already above the cap: eating adds nothing, takes nothing
    expect(gainTrack(HUNGER, 1700, 900, true)).to.include({ value: 2600, to: "choking", out: "above" });
    expect(gainTrack(HUNGER, 1000, -300).value).to.equal(700);
  });

  it("below 1 or above 2520 turns remaining: 1 damage per turn", () => {
    const starving = advanceTrack(HUNGER, 3, 5);
    expect(starving).to.include({ value: 0, out: "below", overflowPeriods: 3 }); // 2, 1, 0, 0, 0: the last three turns
    expect(advanceTrack(HUNGER, 0, 4)).to.include({ value: 0, overflowPeriods: 4 });
    expect(advanceTrack(HUNGER, 2523, 5)).to.include({ value: 2518, overflowPeriods: 2 }); // 2522, 2521 above; 2520 back in
    expect(trackEffects([{ def: HUNGER, value: 0, overflowPeriods: 3 }]).overflow).to.deep.equal({ damage: 3 });
  });

  it("Famished/Parched −2 and no energy regeneration; Starving/Dehydrated/Choking/Drenched −1; hunger and thirst do not add up", () => {
    const effects = (h: number, t: number) => trackEffects([{ def: HUNGER, value: h }, { def: THIRST, value: t }]);
    expect(effects(100, 1500)).to.deep.equal({ modifier: -2, flags: ["noEnergyRegen"], overflow: {} });
    expect(effects(500, 1500).modifier).to.equal(-1);
    expect(effects(2200, 2400).modifier).to.equal(-1);
    expect(effects(100, 500).modifier).to.equal(-2);
    expect(effects(1000, 1500)).to.deep.equal({ modifier: 0, flags: [], overflow: {} });
  });

  it("haste: each action counts 1 + haste effects, so a Ring of Haste uses (1 + 1) × 2 = 4 food and water per action, 8 a turn with the extra action", () => {
    const perTrack = trackRate(HUNGER, 1);
    const both = advanceTrack(HUNGER, 1000, 1, perTrack).before - advanceTrack(HUNGER, 1000, 1, perTrack).value
      + (advanceTrack(THIRST, 1000, 1, perTrack).before - advanceTrack(THIRST, 1000, 1, perTrack).value);
    expect(both).to.equal(4);
    const twice = trackRate(HUNGER, 1, 2);
    expect(1000 - advanceTrack(HUNGER, 1000, 1, twice).value + 1000 - advanceTrack(THIRST, 1000, 1, twice).value).to.equal(8);
    expect(trackRate(HUNGER, 0)).to.equal(1);
    expect(trackRate(moonDial(), 3)).to.equal(1); // a track without a rate status ignores effects
  });

  it("a fed character through one day of 360 turns drops exactly one level", () => {
    const day = advanceTrack(HUNGER, HUNGER.initial, LEVEL);
    expect(day).to.include({ before: 1620, value: 1260, from: "satiated", to: "notHungry" });
  });
});

describe("core/rules/tracks: Eldfall Moon Dial", () => {
  const dial = moonDial();
  const show = (v: number) => { const r = readTrack(dial, v); return `Day ${r.lap + 1} ${r.state.id}${r.out ? ` (${r.out})` : ""}`; };

  it("starts Day 1 Midnight; Midnight → Dawn → Daylight → Dusk, and passing Dusk adds a day", () => {
    validateTrack(dial);
    expect([0, 1, 2, 3, 4, 5].map(show)).to.deep.equal(["Day 1 midnight", "Day 1 dawn", "Day 1 daylight", "Day 1 dusk", "Day 2 midnight", "Day 2 dawn"]);
    expect(advanceTrack(dial, 3, 1)).to.include({ from: "dusk", to: "midnight", value: 4 });
  });

  it("advances and rewinds (Foresight +3, a feature that reverses time), never before Day 1 Midnight", () => {
    expect(show(advanceTrack(dial, 2, 3).value)).to.equal("Day 2 dawn");
    expect(show(advanceTrack(dial, 5, -2).value)).to.equal("Day 1 dusk");
    expect(advanceTrack(dial, 1, -4).value).to.equal(0);
  });

  it("13 days: the 52nd advance passes the deadline (Day 14 would begin); Hard: 10 days, 40 advances", () => {
    expect(show(51)).to.equal("Day 13 dusk");
    expect(advanceTrack(dial, 51, 1)).to.include({ out: "above", overflowPeriods: 1, changed: true });
    expect(advanceTrack(moonDial(10), 39, 1).out).to.equal("above");
    expect(advanceTrack(moonDial(10), 38, 1).out).to.equal(null);
  });

  it("Day/Night cards read the dial: Dawn and Daylight give Day, Midnight and Dusk Night", () => {
    expect([0, 1, 2, 3].map((v) => trackEffects([{ def: dial, value: v }]).flags[0])).to.deep.equal(["night", "day", "day", "night"]);
  });
});

describe("core/rules/tracks: world time and definitions", () => {
  const clock: TrackDef = { id: "realms.test.clock", label: "x", scope: "actor", cadence: "worldTime", seconds: 60, step: 1, initial: 0, min: 0, max: 100, states: [{ id: "s", label: "x", from: 0 }] };

  it("counts whole periods of world time and carries the rest", () => {
    expect(worldTimePeriods(clock, 1000, 1150)).to.deep.equal({ periods: 2, at: 1120 });
    expect(worldTimePeriods(clock, 1120, 1000)).to.deep.equal({ periods: -2, at: 1000 });
    expect(worldTimePeriods(clock, 1000, 1059)).to.deep.equal({ periods: 0, at: 1000 });
  });

  it("refuses definitions the engine could not run", () => {
    expect(() => validateTrack({ ...clock, states: [] })).to.throw(RangeError);
    expect(() => validateTrack({ ...clock, states: [{ id: "a", label: "x", from: 5 }, { id: "b", label: "x", from: 5 }] })).to.throw(RangeError, /rise/);
    expect(() => validateTrack({ ...clock, seconds: 0 })).to.throw(RangeError);
    expect(() => validateTrack({ ...clock, path: "system.x" })).to.throw(RangeError, /flag/);
    expect(() => validateTrack({ ...HUNGER, initial: 9999 })).to.throw(RangeError);
    expect(() => setTrackLevel(clock, 0, "s")).to.throw(RangeError, /levels/);
    expect(() => setTrackLevel(HUNGER, 0, "nope")).to.throw(RangeError, /nope/);
  });
});
