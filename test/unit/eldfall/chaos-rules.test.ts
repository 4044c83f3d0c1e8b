/**
 * The Chaos deck's pure rules (M84–M88, A55, M111 Night) on synthetic cards ("Chaos 12" …, not box content): what a
 * drawn card applies by kind and by each Moon Dial period, weather replacement and the Quest end, the Weather Check
 * with 0, 1 and 2 Weather cards in the top four, Night's field-wide Dark and its scene darkness, the effect key check.
 */
import { expect } from "chai";
import {
  applyWeather, chaosFieldEnvironments, nightApplies, NIGHT_DARKNESS, planNightDarkness, planWeatherCheck, resolveChaos,
  weatherAtQuestEnd, weatherChoice, weatherFx, weatherOf, type ChaosCard,
} from "../../../src/rulesets/eldfall/chaos/rules/chaos";
import { TIME_PERIODS } from "../../../src/rulesets/eldfall/profile/rules/keys";

const card = (n: number, kind: ChaosCard["kind"], extra: Partial<ChaosCard> = {}): ChaosCard => ({
  id: `c${n}`, name: `Chaos ${n}`, number: n, kind, effect: `effect ${n}`, dayEffect: `day ${n}`, nightEffect: `night ${n}`,
  weather: { fx: "", environment: "" }, ...extra,
});
const dial = (period: (typeof TIME_PERIODS)[number]) => ({ day: 2, period });

describe("Eldfall Chaos deck rules", () => {
  it("a card with no special effect applies its effect whatever the time", () => {
    for (const p of TIME_PERIODS) {
      expect(resolveChaos(card(12, "none"), dial(p))).to.deep.equal({ branch: "effect", text: "effect 12", period: null, weather: null });
    }
  });

  it("a Day/Night card: Dawn and Daylight apply the Day effect, Midnight and Dusk the Night effect (M88)", () => {
    const out = TIME_PERIODS.map((p) => resolveChaos(card(7, "dayNight"), dial(p)));
    expect(out.map((r) => [r.period, r.branch, r.text])).to.deep.equal([
      ["midnight", "night", "night 7"], ["dawn", "day", "day 7"], ["daylight", "day", "day 7"], ["dusk", "night", "night 7"],
    ]);
    expect(out.every((r) => r.weather === null)).to.equal(true);
  });

  it("a Weather card applies its effect and becomes the current weather with its effect key and field-wide Environment", () => {
    const r = resolveChaos(card(3, "weather", { weather: { fx: " snow ", environment: "hazy" } }), dial("dusk"));
    expect(r.branch).to.equal("weather");
    expect(r.text).to.equal("effect 3");
    expect(r.weather).to.deep.equal({ cardId: "c3", name: "Chaos 3", number: 3, effect: "effect 3", fx: "snow", environment: "hazy", source: "chaos" });
    expect(resolveChaos(card(4, "weather"), dial("dawn"), "check").weather).to.include({ environment: "", source: "check" });
  });

  it("A55: one weather at a time, a new one replaces the old; the Quest end clears it", () => {
    const first = weatherOf(card(3, "weather"), "check");
    const second = weatherOf(card(9, "weather"), "chaos");
    expect(applyWeather(null, first)).to.deep.equal({ weather: first, replaced: null });
    expect(applyWeather(first, second)).to.deep.equal({ weather: second, replaced: first });
    expect(applyWeather(first, first).replaced, "the same card again replaces nothing").to.equal(null);
    expect(weatherAtQuestEnd(second)).to.deep.equal({ weather: null, replaced: second });
    expect(weatherAtQuestEnd(null)).to.deep.equal({ weather: null, replaced: null });
  });

  it("the Weather Check: no Weather card keeps none, one applies at once, two ask for a choice among them (M86)", () => {
    const none = planWeatherCheck([card(1, "none"), card(2, "dayNight"), card(5, "none"), card(6, "none")]);
    expect(none).to.deep.equal({ weather: [], kept: null, choose: false });
    const one = planWeatherCheck([card(1, "none"), card(3, "weather"), card(5, "dayNight"), card(6, "none")]);
    expect(one).to.deep.equal({ weather: ["c3"], kept: "c3", choose: false });
    const two = planWeatherCheck([card(3, "weather"), card(1, "none"), card(9, "weather"), card(6, "none")]);
    expect(two).to.deep.equal({ weather: ["c3", "c9"], kept: null, choose: true });
    expect(weatherChoice(two, "c9")).to.equal("c9");
    expect(weatherChoice(two, "c1"), "not a Weather card").to.equal(null);
    expect(weatherChoice(two, null)).to.equal(null);
  });

  it("Hard difficulty's Night: Dark field-wide at Midnight and Dusk, only when Hard with Night is chosen (M111)", () => {
    expect(TIME_PERIODS.map((p) => nightApplies(p, { hard: true, night: true }))).to.deep.equal([true, false, false, true]);
    expect(TIME_PERIODS.some((p) => nightApplies(p, { hard: true, night: false }))).to.equal(false);
    expect(TIME_PERIODS.some((p) => nightApplies(p, { hard: false, night: true }))).to.equal(false);
  });

  it("the field-wide Environments of the weather and Night, each once", () => {
    const hazy = weatherOf(card(3, "weather", { weather: { fx: "fog", environment: "hazy" } }), "chaos");
    const dark = weatherOf(card(4, "weather", { weather: { fx: "", environment: "dark" } }), "chaos");
    expect(chaosFieldEnvironments(null, false)).to.deep.equal([]);
    expect(chaosFieldEnvironments(hazy, false)).to.deep.equal(["hazy"]);
    expect(chaosFieldEnvironments(hazy, true)).to.deep.equal(["hazy", "dark"]);
    expect(chaosFieldEnvironments(dark, true)).to.deep.equal(["dark"]);
    expect(chaosFieldEnvironments(weatherOf(card(5, "weather"), "chaos"), false)).to.deep.equal([]);
  });

  it("Night's scene darkness keeps the scene's own level and gives it back when Night ends", () => {
    expect(planNightDarkness(true, 0.2, null)).to.deep.equal({ darkness: NIGHT_DARKNESS, saved: 0.2 });
    expect(planNightDarkness(true, 1, null), "a darker scene stays as dark").to.deep.equal({ darkness: 1, saved: 1 });
    expect(planNightDarkness(true, 0.5, 0.2), "already Night: left as the GM tuned it").to.deep.equal({ darkness: null, saved: 0.2 });
    expect(planNightDarkness(false, NIGHT_DARKNESS, 0.2)).to.deep.equal({ darkness: 0.2, saved: null });
    expect(planNightDarkness(false, 0.4, null)).to.deep.equal({ darkness: null, saved: null });
  });

  it("a weather effect key is sent only when Foundry knows it", () => {
    const known = ["rain", "snow", "fog"];
    expect(weatherFx("snow", known)).to.deep.equal({ fx: "snow", unknown: null });
    expect(weatherFx("", known)).to.deep.equal({ fx: "", unknown: null });
    expect(weatherFx("blizzard", known)).to.deep.equal({ fx: "", unknown: "blizzard" });
    expect(weatherFx("constructor", known)).to.deep.equal({ fx: "", unknown: "constructor" });
  });
});
