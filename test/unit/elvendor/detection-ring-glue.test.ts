/**
 * Elvendor's detection rings on the canvas, on the Foundry test double with the system booted: each enemy token,
 * as the canvas refreshes it, carries one ring at its detection radius (weather/rules/noise.ts, the same geometry
 * the gallery draws), redrawn smaller when the scenario turns to night; a hero's token gets none.
 */
import { expect } from "chai";
import { drawToken, makeActor, makeScene, placeToken, refreshToken, resetWorld, type FakeGraphics } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { scenarioWeather } from "../../../src/rulesets/elvendor/weather/rules/weather";

describe("Elvendor detection rings on the canvas (Foundry test double)", () => {
  bootedSuite("elvendor");
  beforeEach(() => resetWorld());

  it("an enemy token gets a ring of radius + ½ tile around its centre, redrawn (not doubled) at night; a hero none", async () => {
    const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: { health: { value: 4, max: 4 }, actions: 2, defense: 1, saves: 5, armor: 0, move: 4, alert: 4 } });
    const aria = makeActor({ name: "Aria", type: "elvendorHero", system: { health: { value: 10, max: 10 }, attributes: { act: 3, mov: 4, def: 3, sav: 4 }, secondary: { armor: 0 }, actionsLost: 0 } });
    const scene = makeScene("Forest");
    // The scenario as stored: base noise 2 (neutral), no weather rolled yet.
    (scene.flags as Record<string, unknown>).realms = { weather: { noiseBase: 2, windBase: 0, noiseAdded: 0, weather: null } };
    const token = drawToken(placeToken(scene, spider, { x: 2, y: 2 }) as never);
    const circles = () => token.children.flatMap((c) => (c as FakeGraphics).calls.filter((call) => call[0] === "drawCircle").map((call) => call.slice(1)));
    expect(circles(), "Alert 4: 3 tiles by day, so out to 3½ tiles from the centre").to.deep.equal([[50, 50, 350]]);

    // A rolled night with no noise of its own: the radius shrinks by the night's tile.
    const night = { ...scenarioWeather({ status: 1, windFrom: 1, windTo: 1, windSpeedDice: [1], noiseDie: 3 }, "normal"), timeOfDay: "night", noiseModifier: 0, precipitation: "clear" };
    (scene.flags as Record<string, unknown>).realms = { weather: { noiseBase: 2, windBase: 0, noiseAdded: 0, weather: night } };
    refreshToken(token);
    expect(token.children, "one ring, redrawn").to.have.length(1);
    expect(circles(), "2 tiles at night").to.deep.equal([[50, 50, 250]]);

    expect(drawToken(placeToken(scene, aria, { x: 5, y: 5 }) as never).children, "heroes carry no ring").to.have.length(0);
  });
});
