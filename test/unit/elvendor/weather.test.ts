import { expect } from "chai";
import { DEFAULT_ELVENDOR_OPTIONS as O } from "../../../src/rulesets/elvendor/options/rules/options";
import { WEATHER_STATUS, weatherStatus } from "../../../src/rulesets/elvendor/weather/rules/tables";
import { noiseModifier, scenarioWeather, windFromDice, windSpeed, windSpeedFormula, currentNoise } from "../../../src/rulesets/elvendor/weather/rules/weather";
import { windRelation, windVector } from "../../../src/rulesets/elvendor/weather/rules/wind";
import { baseDetection, detectionRadius, isDetected } from "../../../src/rulesets/elvendor/weather/rules/noise";

const calm = { timeOfDay: "day", precipitation: "clear", wind: { from: 3, to: 9, swirling: false, speed: 0 } } as const;

describe("Elvendor weather tables (rules oracle)", () => {
  it("Weather Status D6 table, row by row", () => {
    expect(WEATHER_STATUS.map((r) => `${r.roll} ${r.timeOfDay}/${r.precipitation}`)).to.deep.equal([
      "1 sunrise/clear", "2 day/fog", "3 day/rain", "4 sunset/clear", "5 night/fog", "6 night/rain",
    ]);
    expect(() => weatherStatus(7)).to.throw(RangeError);
  });
  it("Normal mode wind speed and noise: 1–2 → +1, 3–4 → +2, 5–6 → +3", () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => windSpeed([d], "normal"))).to.deep.equal([1, 1, 2, 2, 3, 3]);
    expect([1, 2, 3, 4, 5, 6].map((d) => noiseModifier(d, "normal"))).to.deep.equal([1, 1, 2, 2, 3, 3]);
  });
  it("Hard mode uses the D6 itself; Heroic rolls 2D6 for wind", () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => windSpeed([d], "hard"))).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(windSpeedFormula("heroic")).to.equal("2d6");
    expect(windSpeedFormula("normal")).to.equal("1d6");
    expect(windSpeed([6, 5], "heroic")).to.equal(11);
  });
  it("wind 3 → 9 flows across the board; equal rolls swirl with speed −1, minimum 0", () => {
    expect(windFromDice(3, 9, 2)).to.deep.equal({ from: 3, to: 9, swirling: false, speed: 2 });
    expect(windFromDice(5, 5, 2)).to.deep.equal({ from: 5, to: 5, swirling: true, speed: 1 });
    expect(windFromDice(5, 5, 0).speed).to.equal(0);
    const v = windVector(windFromDice(3, 9, 1));
    expect(v.x).to.be.closeTo(-2, 1e-9);
    expect(v.y).to.be.closeTo(0, 1e-9);
  });
  it("scenario weather combines the three rolls", () => {
    const w = scenarioWeather({ status: 5, windFrom: 12, windTo: 6, windSpeedDice: [4], noiseDie: 6 }, "normal");
    expect(w).to.deep.include({ timeOfDay: "night", precipitation: "fog", noiseModifier: 3 });
    expect(w.wind.speed).to.equal(2);
    expect(currentNoise(0, 3, 2)).to.equal(5);
  });
  it("wind relation: with within 45°, against beyond 135°, else cross; none when swirling", () => {
    const wind = windFromDice(12, 6, 2); // blowing down the map
    expect(windRelation(wind, { x: 0, y: 1 })).to.equal("with");
    expect(windRelation(wind, { x: 0, y: -1 })).to.equal("against");
    expect(windRelation(wind, { x: 1, y: 0 })).to.equal("cross");
    expect(windRelation(windFromDice(4, 4, 3), { x: 0, y: 1 })).to.equal("none");
  });
});

describe("Elvendor noise and detection", () => {
  const spider = { alert: 4, detection: null };
  it("the Spider example to the digit: base 3; noise +1 → 2, +2 → 3, +3 → 4 tiles", () => {
    expect(baseDetection(spider, O)).to.equal(3);
    expect([1, 2, 3].map((noise) => detectionRadius(spider, { ...calm, noise }, O))).to.deep.equal([2, 3, 4]);
  });
  it("fog and night each cost a tile; never below 0", () => {
    expect(detectionRadius(spider, { ...calm, noise: 2, precipitation: "fog", timeOfDay: "night" }, O)).to.equal(1);
    expect(detectionRadius({ alert: 0, detection: 0 }, { ...calm, noise: 0 }, O)).to.equal(0);
  });
  it("noise carried by the wind reaches farther, against it less", () => {
    const wind = windFromDice(9, 3, 2); // blowing toward +x
    const ctx = { ...calm, noise: 2, wind };
    const enemy = { ...spider, position: { x: 4, y: 0 } };
    expect(isDetected(enemy, { position: { x: 0, y: 0 } }, ctx, O)).to.equal(true); // 4 ≤ 3 + 1
    expect(isDetected({ ...enemy, position: { x: -4, y: 0 } }, { position: { x: 0, y: 0 } }, ctx, O)).to.equal(false);
    expect(isDetected({ ...enemy, position: { x: -2, y: 0 } }, { position: { x: 0, y: 0 } }, ctx, O)).to.equal(true);
  });
});
