import { expect } from "chai";
import { Board } from "../../../src/core/rules/grid-board";
import { spaceOfPixel, waypointSpaces } from "../../../src/core/rules/grid-waypoints";

const key = (cells: readonly { x: number; y: number }[] | null) => cells?.map((c) => `${c.x},${c.y}`) ?? null;

describe("movement waypoints as grid spaces (core/rules/grid-waypoints)", () => {
  const board = new Board(6, 6, [{ a: { x: 1, y: 1 }, b: { x: 1, y: 2 }, move: true, sight: true }]);

  it("a token's space is its first cell, read by that cell's centre (a token nudged a few pixels counts where it looks)", () => {
    expect(spaceOfPixel(200, 300, 100)).to.deep.equal({ x: 2, y: 3 });
    expect(spaceOfPixel(240, 260, 100)).to.deep.equal({ x: 2, y: 3 });
    expect(spaceOfPixel(260, 300, 100)).to.deep.equal({ x: 3, y: 3 });
  });

  it("straight segments are walked space by space; a jump segment of two spaces is one step", () => {
    expect(key(waypointSpaces(board, { x: 0, y: 0 }, [{ x: 0, y: 200 }, { x: 300, y: 200 }], 100))).to.deep.equal(["0,1", "0,2", "1,2", "2,2", "3,2"]);
    expect(key(waypointSpaces(board, { x: 0, y: 0 }, [{ x: 200, y: 0, action: "jump" }], 100))).to.deep.equal(["2,0"]);
    expect(key(waypointSpaces(board, { x: 0, y: 0 }, [{ x: 0, y: 0 }], 100))).to.deep.equal([]);
  });

  it("a bent segment takes the shortest orthogonal way around walls and closed spaces; none → null", () => {
    const path = waypointSpaces(board, { x: 1, y: 1 }, [{ x: 200, y: 200 }], 100)!;
    expect(path).to.have.length(2);
    expect(key(path)!.at(-1)).to.equal("2,2");
    expect(key(path)).to.not.deep.equal(["1,2", "2,2"]);
    const closed = waypointSpaces(board, { x: 0, y: 0 }, [{ x: 100, y: 100 }], 100, (c) => (c.x === 1 && c.y === 0 ? "closed" : "open"));
    expect(key(closed)).to.deep.equal(["0,1", "1,1"]);
    expect(waypointSpaces(board, { x: 0, y: 0 }, [{ x: 100, y: 100 }], 100, (c) => (c.x + c.y === 1 ? "closed" : "open"))).to.equal(null);
  });
});
