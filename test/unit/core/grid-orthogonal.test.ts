import { expect } from "chai";
import { Board, type WallEdge } from "../../../src/core/rules/grid-board";
import { manhattan, orthogonalPath, reachable } from "../../../src/core/rules/grid-path";
import { wallEdges } from "../../../src/core/rules/grid-walls";
import { sightClear } from "../../../src/core/rules/grid-sight";
import { fits } from "../../../src/core/rules/grid-slots";
import { inCone, spacesAhead } from "../../../src/core/rules/grid-facing";
import { distance, footprint, lineCells } from "../../../src/core/rules/grid-area";
import { tileDistance, type Tile } from "../../../src/core/rules/grid";

const t = (x: number, y: number): Tile => ({ x, y });
const wall = (a: Tile, b: Tile, move = true, sight = true): WallEdge => ({ a, b, move, sight });
/** A wall between columns 1 and 2 on rows 0–3 of a 5×5 board: only row 4 is open. */
const fence = (move: boolean, sight: boolean) => [0, 1, 2, 3].map((y) => wall(t(1, y), t(2, y), move, sight));
const cellsOf = (cells: readonly Tile[]) => cells.map((c) => `${c.x},${c.y}`);

describe("orthogonal distance and paths (core/rules/grid-path)", () => {
  it("counts spaces orthogonally, never diagonally (Eldfall M43); the Chebyshev geometry stays as it was", () => {
    expect(manhattan(t(0, 0), t(3, 2))).to.equal(5);
    expect(manhattan(t(2, 2), t(2, 2))).to.equal(0);
    expect(manhattan(t(-1, 4), t(2, 0))).to.equal(7);
    expect(tileDistance(t(0, 0), t(3, 2))).to.equal(3);
  });

  it("an open board: the path takes exactly the Manhattan distance, step by step", () => {
    const path = orthogonalPath(new Board(5, 5), t(0, 0), t(3, 2))!;
    expect(path.cost).to.equal(5);
    expect(path.cells).to.have.length(5);
    expect(path.cells.at(-1)).to.deep.equal(t(3, 2));
    expect(orthogonalPath(new Board(5, 5), t(1, 1), t(1, 1))).to.deep.equal({ cells: [], cost: 0 });
  });

  it("a wall between columns 1 and 2 (rows 0–3) forces the detour through row 4: 12 spaces instead of 4", () => {
    const board = new Board(5, 5, fence(true, true));
    const path = orthogonalPath(board, t(0, 0), t(4, 0))!;
    expect(path.cost).to.equal(12);
    expect(path.cells).to.deep.include(t(1, 4)).and.deep.include(t(2, 4));
    expect(board.blocksMove(t(1, 2), t(2, 2))).to.equal(true);
    expect(board.blocksMove(t(2, 2), t(1, 2))).to.equal(true);
  });

  it("a sight-only wall (a black border on a Large tile, M46) blocks sight but not movement", () => {
    const board = new Board(5, 5, fence(false, true));
    expect(orthogonalPath(board, t(0, 0), t(4, 0))!.cost).to.equal(4);
    expect(board.blocksSight(t(1, 0), t(2, 0))).to.equal(true);
    expect(board.blocksMove(t(1, 0), t(2, 0))).to.equal(false);
  });

  it("a movement budget: the 12-space detour needs a budget of 12; 11 finds no path", () => {
    const board = new Board(5, 5, fence(true, true));
    expect(orthogonalPath(board, t(0, 0), t(4, 0), { budget: 11 })).to.equal(null);
    expect(orthogonalPath(board, t(0, 0), t(4, 0), { budget: 12 })!.cost).to.equal(12);
  });

  it("a cell sealed by walls on every side cannot be reached", () => {
    const board = new Board(3, 3, [wall(t(1, 1), t(0, 1)), wall(t(1, 1), t(2, 1)), wall(t(1, 1), t(1, 0)), wall(t(1, 1), t(1, 2))]);
    expect(orthogonalPath(board, t(0, 0), t(1, 1))).to.equal(null);
    expect(reachable(board, t(0, 0), { budget: 10 }).has(board.index(t(1, 1)))).to.equal(false);
  });

  it("difficult terrain as extra cost per cell: +1 crossing is cheaper than the detour (5 < 8); +5 is not (8 < 9)", () => {
    const board = new Board(5, 3);
    const rough = (extra: number) => (c: Tile) => (c.x === 2 && c.y < 2 ? extra : 0);
    expect(orthogonalPath(board, t(0, 0), t(4, 0), { extraCost: rough(1) })!.cost).to.equal(5);
    const around = orthogonalPath(board, t(0, 0), t(4, 0), { extraCost: rough(5) })!;
    expect(around.cost).to.equal(8);
    expect(around.cells).to.deep.include(t(2, 2));
  });

  it("reachable cells within a budget, each with its cheapest cost", () => {
    const board = new Board(5, 5, fence(true, true));
    const cells = reachable(board, t(0, 0), { budget: 3 });
    expect(cells.size).to.equal(7); // left of the wall: (0,0) 0, (1,0) 1, (0,1) 1, (1,1) 2, (0,2) 2, (1,2) 3, (0,3) 3; (1,3) costs 4
    expect(cells.get(board.index(t(1, 2)))).to.equal(3);
    expect(cells.has(board.index(t(2, 0)))).to.equal(false);
  });

  it("rejects cells off the board and steps that are not between neighbours", () => {
    expect(() => orthogonalPath(new Board(5, 5), t(0, 0), t(5, 0))).to.throw(RangeError);
    expect(() => new Board(5, 5, [wall(t(0, 0), t(1, 1))])).to.throw(RangeError, /share a side/);
    expect(() => new Board(0, 5)).to.throw(RangeError);
  });
});

describe("several models per space (core/rules/grid-slots)", () => {
  it("a model fits while its slots fit: Large (2) into 3 of 4 taken does not, Small (1) does; Flying (0) always", () => {
    expect(fits(2, 3, 4)).to.equal(false);
    expect(fits(1, 3, 4)).to.equal(true);
    expect(fits(0, 4, 4)).to.equal(true);
  });

});

describe("facing (core/rules/grid-facing)", () => {
  it("Spray S: the attacker's own space and the 3 straight ahead (A29); facing west runs toward −x", () => {
    expect(cellsOf(spacesAhead(t(5, 5), "north", 3))).to.deep.equal(["5,5", "5,4", "5,3", "5,2"]);
    expect(cellsOf(spacesAhead(t(5, 5), "west", 5))).to.deep.equal(["5,5", "4,5", "3,5", "2,5", "1,5", "0,5"]);
  });

  it("a cone: 180° (True LoS front, M47) includes the side line, 90° includes the diagonals only", () => {
    const north = { x: 0, y: -1 };
    expect(inCone(t(5, 5), north, 180, t(8, 5))).to.equal(true);
    expect(inCone(t(5, 5), north, 180, t(8, 6))).to.equal(false);
    expect(inCone(t(5, 5), north, 90, t(4, 4))).to.equal(true);
    expect(inCone(t(5, 5), north, 90, t(7, 4))).to.equal(false);
    expect(inCone(t(5, 5), north, 0, t(5, 5))).to.equal(true);
    expect(() => inCone(t(5, 5), { x: 0, y: 0 }, 90, t(5, 4))).to.throw(RangeError);
  });
});

describe("distance, footprints and lines (core/rules/grid-area)", () => {
  it("distance: orthogonal counts both legs, Chebyshev the longer one", () => {
    expect(distance(t(0, 0), t(2, 1), "orthogonal")).to.equal(3);
    expect(distance(t(0, 0), t(2, 1), "chebyshev")).to.equal(2);
  });

  it("a token's footprint: a 2×2 token at (100, 200) on a 100 px grid covers 4 cells; a few pixels off the grid still counts", () => {
    expect(cellsOf(footprint({ x: 100, y: 200, width: 2, height: 2 }, 100))).to.deep.equal(["1,2", "2,2", "1,3", "2,3"]);
    expect(cellsOf(footprint({ x: 104, y: 196, width: 1, height: 1 }, 100))).to.deep.equal(["1,2"]);
    expect(cellsOf(footprint({ x: 100, y: 100, width: 0.5, height: 0.5 }, 100))).to.deep.equal(["1,1"]);
  });

  it("line cells: straight lines, a line through grid corners takes both side cells", () => {
    expect(cellsOf(lineCells(t(0, 0), t(3, 0)))).to.deep.equal(["0,0", "1,0", "2,0", "3,0"]);
    expect(cellsOf(lineCells(t(0, 0), t(2, 2)))).to.deep.equal(["0,0", "1,0", "0,1", "1,1", "2,1", "1,2", "2,2"]);
    expect(cellsOf(lineCells(t(0, 0), t(3, 1)))).to.deep.equal(["0,0", "1,0", "2,0", "1,1", "2,1", "3,1"]);
    expect(cellsOf(lineCells(t(3, 1), t(0, 0)))).to.have.members(["0,0", "1,0", "2,0", "1,1", "2,1", "3,1"]);
    expect(cellsOf(lineCells(t(4, 4), t(4, 4)))).to.deep.equal(["4,4"]);
  });
});

describe("walls drawn in pixels as blocked grid edges (core/rules/grid-walls)", () => {
  it("a wall along the grid line x = 200 blocks exactly the four sides it runs along", () => {
    const edges = wallEdges([{ c: [200, 0, 200, 400], move: true, sight: true }], 100, 5, 5);
    expect(edges.map((e) => `${cellsOf([e.a])}|${cellsOf([e.b])}`)).to.have.members(["1,0|2,0", "1,1|2,1", "1,2|2,2", "1,3|2,3"]);
  });

  it("an angled wall across a corner of cell (0,0) seals its two inner sides; kinds merge where two walls share an edge", () => {
    const edges = wallEdges([{ c: [0, 130, 130, 0], move: false, sight: true }, { c: [100, 0, 100, 100], move: true, sight: false }], 100, 3, 3);
    expect(edges.map((e) => [cellsOf([e.a, e.b]).join("|"), e.move, e.sight])).to.have.deep.members([["0,0|1,0", true, true], ["0,0|0,1", false, true]]);
    const board = new Board(3, 3, edges);
    expect(orthogonalPath(board, t(0, 0), t(2, 2))!.cost).to.equal(4);
    expect(board.blocksSight(t(0, 0), t(0, 1))).to.equal(true);
  });

  it("a wall that stops nothing adds no edge; a malformed one is a RangeError", () => {
    expect(wallEdges([{ c: [200, 0, 200, 400], move: false, sight: false }], 100, 5, 5)).to.deep.equal([]);
    expect(() => wallEdges([{ c: [0, 0, Number.NaN, 1], move: true, sight: true }], 100, 5, 5)).to.throw(RangeError);
  });
});

describe("sight between spaces (core/rules/grid-sight)", () => {
  it("a line across a sight-stopping wall is blocked; a wall that stops movement only is seen through", () => {
    expect(sightClear(new Board(5, 5, fence(true, true)), t(0, 1), t(4, 2))).to.equal(false);
    expect(sightClear(new Board(5, 5, fence(false, true)), t(0, 1), t(4, 2))).to.equal(false);
    expect(sightClear(new Board(5, 5, fence(true, false)), t(0, 1), t(4, 2))).to.equal(true);
    expect(sightClear(new Board(5, 5, fence(true, true)), t(0, 4), t(4, 4))).to.equal(true);
    expect(sightClear(new Board(5, 5, fence(true, true)), t(2, 2), t(2, 2))).to.equal(true);
  });

  it("through a grid corner: clear when either way around it is, blocked when both are walled", () => {
    const one = new Board(3, 3, [wall(t(0, 0), t(1, 0))]);
    expect(sightClear(one, t(0, 0), t(1, 1))).to.equal(true);
    const both = new Board(3, 3, [wall(t(0, 0), t(1, 0)), wall(t(0, 0), t(0, 1))]);
    expect(sightClear(both, t(0, 0), t(1, 1))).to.equal(false);
    expect(sightClear(both, t(1, 1), t(0, 0))).to.equal(false);
    const far = new Board(3, 3, [wall(t(1, 0), t(1, 1)), wall(t(0, 1), t(1, 1))]);
    expect(sightClear(far, t(0, 0), t(2, 2))).to.equal(false);
  });
});
