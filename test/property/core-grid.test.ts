import fc from "fast-check";
import { expect } from "chai";
import { Board, type WallEdge } from "../../src/core/rules/grid-board";
import { manhattan, orthogonalPath, reachable } from "../../src/core/rules/grid-path";
import { facingToward, facingVector, FACINGS, inCone, spacesAhead, type Facing } from "../../src/core/rules/grid-facing";
import { distance, footprint, lineCells } from "../../src/core/rules/grid-area";
import { fits } from "../../src/core/rules/grid-slots";
import { wallEdges, type WallSegment } from "../../src/core/rules/grid-walls";
import { spaceOfPixel, waypointSpaces, type PixelWaypoint } from "../../src/core/rules/grid-waypoints";
import { sightClear } from "../../src/core/rules/grid-sight";
import { cellsWhere, ZoneIndex, type Zone } from "../../src/core/rules/zones";
import type { Tile } from "../../src/core/rules/grid";
import { int, properties, RUNS } from "./harness";

const SEED = process.env.FC_SEED !== undefined ? Number(process.env.FC_SEED) : process.env.FUZZ_RUNS !== undefined ? undefined : 20261123;
const tile = fc.record({ x: int(-1000, 1000), y: int(-1000, 1000) });

/** A board up to 12×12 with random walls (each stopping movement, sight or both), two cells on it and per-cell extra costs. */
const scenario = fc.record({ w: int(1, 12), h: int(1, 12) }).chain(({ w, h }) => {
  const cell = fc.record({ x: int(0, w - 1), y: int(0, h - 1) });
  // Edges off the board are dropped after generation (a filter could never succeed on a 1×1 board).
  const edge = fc.tuple(cell, fc.constantFrom({ x: 1, y: 0 }, { x: 0, y: 1 }), fc.boolean(), fc.boolean())
    .map(([c, d, move, sight]): WallEdge => ({ a: c, b: { x: c.x + d.x, y: c.y + d.y }, move, sight }));
  const walls = fc.array(edge, { maxLength: w * h }).map((list) => list.filter((e) => e.b.x < w && e.b.y < h));
  return fc.record({ w: fc.constant(w), h: fc.constant(h), walls, from: cell, to: cell,
    extra: fc.array(int(0, 3), { minLength: w * h, maxLength: w * h }), budget: fc.option(int(0, 40), { nil: undefined }) });
});

/** Reference: textbook Dijkstra scanning for the nearest unsettled cell, sharing nothing with the A* under test but Board.steps. */
function referenceCost(board: Board, from: Tile, to: Tile, extra: (c: Tile) => number): number {
  const n = board.width * board.height;
  const cost = Array<number>(n).fill(Infinity);
  const settled = Array<boolean>(n).fill(false);
  cost[board.index(from)] = 0;
  for (;;) {
    let i = -1;
    for (let k = 0; k < n; k++) if (!settled[k] && cost[k]! < Infinity && (i < 0 || cost[k]! < cost[i]!)) i = k;
    if (i < 0) return cost[board.index(to)]!;
    settled[i] = true;
    for (const c of board.steps(board.cellAt(i))) cost[board.index(c)] = Math.min(cost[board.index(c)]!, cost[i]! + 1 + extra(c));
  }
}

describe("core/rules/grid-path properties (walled boards up to 12×12)", () => {
  it("a path is valid step by step: on the board, between neighbours, never across a movement wall, ending at the goal", () => {
    fc.assert(fc.property(scenario, ({ w, h, walls, from, to }) => {
      const board = new Board(w, h, walls);
      const path = orthogonalPath(board, from, to);
      if (!path) return;
      const bad = path.cells.filter((step, i) => {
        const at = i ? path.cells[i - 1]! : from;
        return !board.contains(step) || manhattan(at, step) !== 1 || board.blocksMove(at, step);
      });
      expect(bad, "steps off the board, not between neighbours, or across a wall").to.deep.equal([]);
      expect(path.cells.at(-1) ?? from).to.deep.equal(to);
    }), { numRuns: RUNS, seed: SEED });
  });

  it("a path costs at least the Manhattan distance, and exactly the cheapest cost a plain Dijkstra finds (extra costs included)", () => {
    fc.assert(fc.property(scenario, ({ w, h, walls, from, to, extra }) => {
      const board = new Board(w, h, walls);
      const extraCost = (c: Tile) => extra[board.index(c)]!;
      const path = orthogonalPath(board, from, to, { extraCost });
      const best = referenceCost(board, from, to, extraCost);
      if (!path) { expect(best).to.equal(Infinity); return; }
      expect(path.cost).to.be.at.least(manhattan(from, to));
      expect(path.cost).to.equal(best);
      expect(path.cost).to.equal(path.cells.reduce((s, c) => s + 1 + extraCost(c), 0));
    }), { numRuns: RUNS, seed: SEED });
  });

  it("no walls: the path is exactly the Manhattan distance; walls never make it shorter", () => {
    fc.assert(fc.property(scenario, ({ w, h, walls, from, to }) => {
      expect(orthogonalPath(new Board(w, h), from, to)!.cost).to.equal(manhattan(from, to));
      const walled = orthogonalPath(new Board(w, h, walls), from, to);
      if (walled) expect(walled.cost).to.be.at.least(manhattan(from, to));
    }), { numRuns: RUNS, seed: SEED });
  });

  it("with a budget: a path exists exactly when the goal is among the reachable cells, at the same cost, never over budget", () => {
    fc.assert(fc.property(scenario, ({ w, h, walls, from, to, extra, budget }) => {
      const board = new Board(w, h, walls);
      const extraCost = (c: Tile) => extra[board.index(c)]!;
      const limit = budget ?? 40;
      const path = orthogonalPath(board, from, to, { budget: limit, extraCost });
      const cells = reachable(board, from, { budget: limit, extraCost });
      expect(path?.cost).to.equal(cells.get(board.index(to)));
      expect(Math.max(0, ...cells.values())).to.be.at.most(limit);
    }), { numRuns: RUNS, seed: SEED });
  });

  it("sight is symmetric, always clear without walls, and never stopped by walls that stop movement only", () => {
    fc.assert(fc.property(scenario, ({ w, h, walls, from, to }) => {
      const board = new Board(w, h, walls);
      expect(sightClear(board, from, to)).to.equal(sightClear(board, to, from));
      expect(sightClear(new Board(w, h), from, to)).to.equal(true);
      expect(sightClear(new Board(w, h, walls.map((e) => ({ ...e, sight: false }))), from, to)).to.equal(true);
    }), { numRuns: RUNS, seed: SEED });
  });

  it("a wall that blocks only sight never changes a path's cost", () => {
    fc.assert(fc.property(scenario, ({ w, h, walls, from, to }) => {
      const sightOnly = walls.map((e) => ({ ...e, move: false }));
      expect(orthogonalPath(new Board(w, h, sightOnly), from, to)!.cost).to.equal(manhattan(from, to));
    }), { numRuns: RUNS, seed: SEED });
  });
});

describe("core/rules/grid-facing and grid-area properties", () => {

  it("line cells run from a to b through neighbouring cells inside their bounding box", () => {
    const near = fc.record({ x: int(-30, 30), y: int(-30, 30) });
    fc.assert(fc.property(near, near, (a, b) => {
      const cells = lineCells(a, b);
      expect(cells[0]).to.deep.equal(a);
      expect(cells.at(-1)).to.deep.equal(b);
      expect(cells.length).to.be.at.least(manhattan(a, b) + 1);
      const outside = cells.filter((c) => c.x < Math.min(a.x, b.x) || c.x > Math.max(a.x, b.x) || c.y < Math.min(a.y, b.y) || c.y > Math.max(a.y, b.y));
      expect(outside).to.deep.equal([]);
      expect(cells.slice(1).filter((c, i) => distance(cells[i]!, c, "chebyshev") !== 1)).to.deep.equal([]);
    }), { numRuns: RUNS, seed: SEED });
  });

  it("a grid-aligned region on the board covers exactly its w×h cells, asking about no other centre", () => {
    fc.assert(fc.property(int(0, 20), int(0, 20), int(1, 10), int(1, 10), (x, y, w, h) => {
      let asked = 0;
      const cells = cellsWhere(() => (asked++, true), { x: x * 50, y: y * 50, width: w * 50, height: h * 50 }, 50, { width: 40, height: 40 });
      expect(cells.length).to.equal(w * h);
      expect(asked).to.equal(w * h);
      expect(cells[0]).to.deep.equal({ x, y });
    }), { numRuns: RUNS, seed: SEED });
  });
});

properties("core/rules/grid-path, grid-area (scalars)", [
  { name: "manhattan", args: [tile, tile], run: manhattan, check: (d: number, [a, b]) => expect(d).to.equal(manhattan(b, a)) },
  { name: "Board", args: [int(1, 50), int(1, 50)], junk: [0, 1], run: (w: number, h: number) => new Board(w, h).width },
  { name: "inCone", args: [tile, fc.record({ x: int(-5, 5), y: int(-5, 5) }).filter((v) => v.x !== 0 || v.y !== 0), int(0, 360), tile], junk: [2], run: inCone },
  { name: "lineCells", args: [fc.record({ x: int(-50, 50), y: int(-50, 50) }), fc.record({ x: int(-50, 50), y: int(-50, 50) })], run: lineCells },
  { name: "footprint", args: [fc.record({ x: int(-5000, 5000), y: int(-5000, 5000), width: int(1, 4), height: int(1, 4) }), int(10, 200)], junk: [1], run: footprint,
    check: (cells: unknown[], [t]) => expect(cells.length).to.equal(t.width * t.height) },
  { name: "fits", args: [int(0, 4), int(0, 8), int(0, 8)], junk: [0, 1, 2], run: fits },
  { name: "cellsWhere (a circle)", args: [int(-2000, 2000), int(-2000, 2000), int(1, 400), int(20, 200)], junk: [0, 2, 3],
    run: (x: number, y: number, radius: number, size: number) => cellsWhere((px, py) => Math.hypot(px - x, py - y) <= radius,
      { x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius }, size, { width: 30, height: 30 }).length },
]);

const small = fc.record({ x: int(0, 9), y: int(0, 9) });
const segment: fc.Arbitrary<WallSegment> = fc.record({ c: fc.array(int(-100, 600), { minLength: 4, maxLength: 4 }), move: fc.boolean(), sight: fc.boolean() });
const waypoint: fc.Arbitrary<PixelWaypoint> = fc.record({ x: int(0, 499), y: int(0, 499), action: fc.option(fc.constantFrom("walk", "jump", "fly"), { nil: undefined }) });
const zone: fc.Arbitrary<Zone> = fc.record({ id: fc.constantFrom("z1", "z2", "z3", "__proto__"), kind: fc.constantFrom("dark", "cover"), value: fc.option(int(0, 3), { nil: null }), option: fc.constant(""),
  hidden: fc.boolean(), name: fc.constant("Z"), cells: fc.array(small, { maxLength: 12 }) });

properties("core/rules/grid-facing, grid-area, grid-slots, grid-walls, grid-waypoints, zones", [
  { name: "facingVector / spacesAhead / facingToward", args: [tile, fc.constantFrom(...FACINGS), int(0, 20), tile], junk: [1, 2],
    run: (o: Tile, f: Facing, n: number, t: Tile) => ({ v: facingVector(f), ahead: spacesAhead(o, f, n), toward: facingToward(o, t, f) }),
    check: (r: { ahead: Tile[]; toward: Facing | null }, [o, , n, t]) => { expect(r.ahead).to.have.length(n + 1); if (r.toward) expect(inCone(o, facingVector(r.toward), 90, t)).to.equal(true); } },
  { name: "wallEdges", args: [fc.array(segment, { maxLength: 6 }), int(20, 100), int(1, 12), int(1, 12)], junk: [1, 2, 3],
    run: wallEdges, check: (edges: { a: Tile; b: Tile }[], [, , w, h]) => { for (const e of edges) { expect(e.b.x).to.be.below(w); expect(e.b.y).to.be.below(h); } } },
  { name: "spaceOfPixel / waypointSpaces", share: 0.5, args: [small, fc.array(waypoint, { maxLength: 5 }), fc.constantFrom(50, 100)], junk: [2],
    run: (origin: Tile, ws: PixelWaypoint[], size: number) => ({ first: ws.map((w) => spaceOfPixel(w.x, w.y, size)), path: waypointSpaces(new Board(10, 10), origin, ws, size) }),
    check: (r: { path: Tile[] | null }, [origin]) => { let at = origin; for (const c of r.path ?? []) { expect(manhattan(at, c)).to.be.within(1, 2); at = c; } } },
  { name: "ZoneIndex (at / over / onLine / shownTo)", args: [fc.array(zone, { maxLength: 4 }), small, small, fc.option(fc.constantFrom("dark", "cover"), { nil: undefined }), fc.boolean()],
    run: (zs: Zone[], a: Tile, b: Tile, kind: string | undefined, gm: boolean) => {
      const index = new ZoneIndex(zs);
      return { at: index.at(a, kind).map((z) => z.id), over: index.over([a, b], kind).map((z) => z.id), line: index.onLine(a, b, { kind, ends: gm }).map((z) => z.id), shown: index.shownTo(zs, gm).length };
    },
    check: (r: { at: string[]; over: string[] }) => { for (const id of r.at) expect(r.over).to.include(id); } },
]);

