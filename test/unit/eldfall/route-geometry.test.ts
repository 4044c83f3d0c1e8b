import { expect } from "chai";
import { routeGeometry } from "../../../src/rulesets/eldfall/ai/rules/route-geometry";
import { detectionRing } from "../../../src/rulesets/elvendor/weather/rules/noise";

describe("overlay geometry the canvas and the gallery share", () => {
  it("an AI route: a line from the start's centre through each entered space's centre, each space a square", () => {
    const g = routeGeometry({ x: 2, y: 1 }, [{ x: 2, y: 2 }, { x: 3, y: 2 }], 50);
    expect(g.line).to.deep.equal([{ x: 125, y: 75 }, { x: 125, y: 125 }, { x: 175, y: 125 }]);
    expect(g.steps).to.deep.equal([{ x: 100, y: 100, size: 50 }, { x: 150, y: 100, size: 50 }]);
  });

  it("a route of no spaces is the start alone", () => {
    expect(routeGeometry({ x: 0, y: 0 }, [], 100)).to.deep.equal({ line: [{ x: 50, y: 50 }], steps: [] });
  });

  it("a detection ring is centred on the token and reaches the middle of the last tile in range", () => {
    expect(detectionRing({ w: 100, h: 100 }, 3, 100)).to.deep.equal({ x: 50, y: 50, r: 350 });
    expect(detectionRing({ w: 200, h: 200 }, 0, 100), "radius 0: its own tile").to.deep.equal({ x: 100, y: 100, r: 50 });
  });
});
