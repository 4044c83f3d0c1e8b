import { expect } from "chai";
import { cellsWhere, ZoneIndex, type Zone } from "../../../src/core/rules/zones";
import type { Tile } from "../../../src/core/rules/grid";

const cellsOf = (cells: readonly Tile[]) => cells.map((c) => `${c.x},${c.y}`);
const zone = (id: string, kind: string, cells: Tile[], hidden = false): Zone => ({ id, kind, value: null, option: "", hidden, name: id, cells });

describe("a region's cells (core/rules/zones cellsWhere)", () => {
  const board = { width: 10, height: 10 };

  it("asks only about the cell centres within the bounds, row by row, and keeps those the region contains", () => {
    const asked: string[] = [];
    const cells = cellsWhere((x, y) => (asked.push(`${x},${y}`), x < 200), { x: 100, y: 100, width: 200, height: 100 }, 100, board);
    expect(asked).to.deep.equal(["150,150", "250,150"]);
    expect(cellsOf(cells)).to.deep.equal(["1,1"]);
  });

  it("bounds reaching past the board are cut to it; bounds off the board ask nothing", () => {
    const asked: string[] = [];
    expect(cellsOf(cellsWhere((x, y) => (asked.push(`${x},${y}`), true), { x: -300, y: -100, width: 500, height: 200 }, 100, board))).to.deep.equal(["0,0", "1,0"]);
    expect(asked).to.have.length(2);
    expect(cellsWhere(() => true, { x: 1e7, y: 0, width: 1e7, height: 1e7 }, 100, { width: 3, height: 2 })).to.deep.equal([]);
    expect(cellsWhere(() => true, { x: -1e7, y: -1e7, width: 2e7, height: 2e7 }, 100, { width: 3, height: 2 })).to.have.length(6);
  });

  it("an empty region (0 × 0 bounds at the origin) covers no cell", () => {
    expect(cellsWhere(() => true, { x: 0, y: 0, width: 0, height: 0 }, 100, board)).to.deep.equal([]);
  });

  it("refuses a grid, a board or bounds it cannot read", () => {
    expect(() => cellsWhere(() => true, { x: 0, y: 0, width: 1, height: 1 }, 10, board)).to.throw(RangeError);
    expect(() => cellsWhere(() => true, { x: 0, y: 0, width: 1, height: 1 }, 100, { width: 0, height: 1 })).to.throw(RangeError);
    expect(() => cellsWhere(() => true, { x: Number.NaN, y: 0, width: 1, height: 1 }, 100, board)).to.throw(RangeError);
    expect(() => cellsWhere(() => true, { x: 0, y: 0, width: -1, height: 1 }, 100, board)).to.throw(RangeError);
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
