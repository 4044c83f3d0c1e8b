import { expect } from "chai";
import { shapeCells, ZoneIndex, type Zone } from "../../../src/core/rules/zones";
import type { Tile } from "../../../src/core/rules/grid";

const cellsOf = (cells: readonly Tile[]) => cells.map((c) => `${c.x},${c.y}`);
const zone = (id: string, kind: string, cells: Tile[], hidden = false): Zone => ({ id, kind, value: null, option: "", hidden, name: id, cells });

describe("zone shapes as grid cells (core/rules/zones)", () => {
  it("a rectangle covers the cells whose centres lie inside it", () => {
    expect(cellsOf(shapeCells([{ type: "rectangle", x: 100, y: 100, width: 200, height: 100 }], 100))).to.deep.equal(["1,1", "2,1"]);
  });

  it("a circle of radius 100 around a cell centre covers that cell and its four sides' neighbours (centres on the edge count)", () => {
    expect(cellsOf(shapeCells([{ type: "circle", x: 250, y: 250, radius: 100 }], 100))).to.have.members(["2,1", "1,2", "2,2", "3,2", "2,3"]);
  });

  it("a hole removes its cells: a 3×3 square with its middle cut out is 8 cells", () => {
    const cells = shapeCells([{ type: "rectangle", x: 0, y: 0, width: 300, height: 300 }, { type: "rectangle", x: 100, y: 100, width: 100, height: 100, hole: true }], 100);
    expect(cells).to.have.length(8);
    expect(cellsOf(cells)).not.to.include("1,1");
  });

  it("a triangle polygon covers the 6 cells on or under its diagonal", () => {
    expect(cellsOf(shapeCells([{ type: "polygon", points: [0, 0, 300, 0, 0, 300] }], 100))).to.have.members(["0,0", "1,0", "2,0", "0,1", "1,1", "0,2"]);
  });

  it("rotation turns a shape about its centre: a 3×1 rectangle turned 90° covers a column", () => {
    expect(cellsOf(shapeCells([{ type: "rectangle", x: 0, y: 100, width: 300, height: 100, rotation: 90 }], 100))).to.deep.equal(["1,0", "1,1", "1,2"]);
    expect(cellsOf(shapeCells([{ type: "ellipse", x: 150, y: 150, radiusX: 150, radiusY: 50, rotation: 90 }], 100))).to.deep.equal(["1,0", "1,1", "1,2"]);
  });

  it("within a board's bounds: a region reaching past the scene's edge covers only the scene's cells", () => {
    expect(cellsOf(shapeCells([{ type: "rectangle", x: -300, y: -100, width: 500, height: 200 }], 100, { width: 10, height: 10 }))).to.deep.equal(["0,0", "1,0"]);
    expect(shapeCells([{ type: "circle", x: 0, y: 0, radius: 1e7 }], 100, { width: 3, height: 2 })).to.have.length(6);
    expect(shapeCells([{ type: "circle", x: -500, y: -500, radius: 100 }], 100, { width: 3, height: 2 })).to.deep.equal([]);
  });

  it("rejects a shape it cannot read", () => {
    expect(() => shapeCells([{ type: "polygon", points: [0, 0, 1, 1] }], 100)).to.throw(RangeError);
    expect(() => shapeCells([{ type: "star" } as never], 100)).to.throw(RangeError);
  });
});

describe("zone queries (core/rules/zones ZoneIndex)", () => {
  const fog = zone("fog", "realms.test.fog", [{ x: 1, y: 1 }, { x: 2, y: 1 }]);
  const trap = zone("trap", "realms.test.trap", [{ x: 2, y: 2 }], true);
  const index = new ZoneIndex([fog, trap]);

  it("which zones apply to a space, optionally of one kind", () => {
    expect(index.at({ x: 2, y: 1 })).to.deep.equal([fog]);
    expect(index.at({ x: 2, y: 1 }, "realms.test.trap")).to.deep.equal([]);
    expect(index.at({ x: 0, y: 0 })).to.deep.equal([]);
  });

  it("which zones apply to a token: a 2×2 footprint at (1,1) touches both, each once", () => {
    expect(index.over([{ x: 1, y: 1 }, { x: 2, y: 1 }, { x: 1, y: 2 }, { x: 2, y: 2 }]).map((z) => z.id)).to.deep.equal(["fog", "trap"]);
  });

  it("which zones a line crosses, with or without its end cells (A33: through, not from or into)", () => {
    expect(index.onLine({ x: 0, y: 1 }, { x: 3, y: 1 }).map((z) => z.id)).to.deep.equal(["fog"]);
    expect(index.onLine({ x: 2, y: 1 }, { x: 2, y: 3 }).map((z) => z.id)).to.deep.equal(["fog", "trap"]);
    expect(index.onLine({ x: 2, y: 1 }, { x: 2, y: 3 }, { ends: false }).map((z) => z.id)).to.deep.equal(["trap"]);
    expect(index.onLine({ x: 2, y: 0 }, { x: 2, y: 2 }, { ends: false }).map((z) => z.id)).to.deep.equal(["fog"]);
  });

  it("hidden zones apply to everyone but are shown to the GM only", () => {
    const here = index.over([{ x: 2, y: 1 }, { x: 2, y: 2 }]);
    expect(index.shownTo(here, true).map((z) => z.id)).to.deep.equal(["fog", "trap"]);
    expect(index.shownTo(here, false).map((z) => z.id)).to.deep.equal(["fog"]);
  });
});
