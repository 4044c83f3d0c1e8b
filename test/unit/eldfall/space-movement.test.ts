import { expect } from "chai";
import { Board, type WallEdge } from "../../../src/core/rules/grid-board";
import type { Tile } from "../../../src/core/rules/grid";
import { checkMove, isNormalMovement, movementBudget, type MoveSpace, type Mover, type Occupant } from "../../../src/rulesets/eldfall/space/rules/movement";
import type { EnvironmentAt } from "../../../src/rulesets/eldfall/space/rules/environments";

const t = (x: number, y: number): Tile => ({ x, y });
const wall = (a: Tile, b: Tile): WallEdge => ({ a, b, move: true, sight: true });
const row = (y: number, from: number, to: number) => Array.from({ length: Math.abs(to - from) }, (_, i) => t(from + (to > from ? i + 1 : -i - 1), y));
const hero: Mover = { spd: 4, size: "medium", side: "heroes" };

function space(options: { walls?: WallEdge[]; occupants?: Occupant[]; slots?: number; envs?: Record<string, EnvironmentAt[]> } = {}): MoveSpace {
  return {
    board: new Board(12, 12, options.walls ?? []),
    occupants: options.occupants ?? [],
    slots: () => options.slots ?? 4,
    environments: (c) => options.envs?.[`${c.x},${c.y}`] ?? [],
  };
}

describe("Eldfall movement budget (eldfall/rules/movement)", () => {
  it("Walk SPD, Run 2×SPD, Flying doubled, Dodge half; Crippled/Slowed/Crouched halve (rounding up, each halving again, S1); halve then double (A20)", () => {
    expect(movementBudget(hero, "walk")).to.equal(4);
    expect(movementBudget(hero, "run")).to.equal(8);
    expect(movementBudget({ ...hero, flying: true }, "walk")).to.equal(8);
    expect(movementBudget({ ...hero, flying: true }, "run")).to.equal(16);
    expect(movementBudget({ ...hero, spd: 5 }, "dodge")).to.equal(3);
    expect(movementBudget({ ...hero, spd: 5, crippled: true }, "walk")).to.equal(3);
    expect(movementBudget({ ...hero, spd: 5, slowed: true, crippled: true }, "walk"), "5 → 3 → 2").to.equal(2);
    expect(movementBudget({ ...hero, spd: 5, slowed: true, crippled: true }, "walk", true), "and Difficult ground: 5 → 3 → 2 → 1").to.equal(1);
    expect(movementBudget({ ...hero, spd: 5, slowed: true, crippled: true }, "run", false, true), "A20 option: one doubling cancels one halving → 3").to.equal(3);
    expect(movementBudget({ ...hero, spd: 5, crouched: true }, "run")).to.equal(6);
    expect(movementBudget(hero, "walk", true), "Difficult ground").to.equal(2);
    expect(movementBudget(hero, "idle")).to.equal(0);
    expect(movementBudget({ ...hero, spd: 5, crippled: true }, "run"), "halve 5 → 3, double → 6").to.equal(6);
    expect(movementBudget({ ...hero, spd: 5, crippled: true }, "run", false, true), "A20 option: they cancel → 5").to.equal(5);
    expect(movementBudget({ ...hero, spd: 5, crippled: true, flying: true }, "run", false, true), "one doubling left").to.equal(10);
  });

  it("Climb with Climbing and Jump with Leap count as Normal Movement", () => {
    expect(isNormalMovement("climb", {})).to.equal(false);
    expect(isNormalMovement("climb", { climbing: true })).to.equal(true);
    expect(isNormalMovement("jump", { leap: true })).to.equal(true);
    expect(isNormalMovement("run", { leap: true, climbing: true })).to.equal(false);
  });
});

describe("Eldfall legal move (eldfall/rules/movement checkMove)", () => {
  it("a Walk of up to SPD orthogonal steps is legal; one more is too far (with cost and budget)", () => {
    expect(checkMove(space(), hero, "walk", t(0, 0), row(0, 0, 4))).to.include({ ok: true, cost: 4, budget: 4 });
    expect(checkMove(space(), hero, "walk", t(0, 0), row(0, 0, 5))).to.deep.include({ ok: false, reason: "tooFar", cost: 5, budget: 4 });
    expect(checkMove(space(), hero, "run", t(0, 0), row(0, 0, 8)).ok).to.equal(true);
  });

  it("no diagonal steps, no leaving the board, no crossing a wall", () => {
    expect(checkMove(space(), hero, "walk", t(0, 0), [t(1, 1)])).to.include({ ok: false, reason: "notAdjacent", step: 0 });
    expect(checkMove(space(), hero, "walk", t(0, 0), [t(-1, 0)])).to.include({ reason: "offBoard" });
    expect(checkMove(space({ walls: [wall(t(1, 0), t(2, 0))] }), hero, "walk", t(0, 0), row(0, 0, 3))).to.include({ reason: "wall", step: 1 });
  });

  it("through allies, not through enemies unless Incapacitated or Dead; ending in an enemy's space is allowed (melee at ❖)", () => {
    const ally: Occupant = { cell: t(1, 0), side: "heroes", size: "medium" };
    const enemy: Occupant = { cell: t(1, 0), side: "hostiles", size: "medium" };
    expect(checkMove(space({ occupants: [ally] }), hero, "walk", t(0, 0), row(0, 0, 2)).ok).to.equal(true);
    expect(checkMove(space({ occupants: [enemy] }), hero, "walk", t(0, 0), row(0, 0, 2))).to.include({ reason: "enemy", step: 0 });
    expect(checkMove(space({ occupants: [{ ...enemy, incapacitated: true }] }), hero, "walk", t(0, 0), row(0, 0, 2)).ok).to.equal(true);
    expect(checkMove(space({ occupants: [{ ...enemy, dead: true }] }), hero, "walk", t(0, 0), row(0, 0, 2)).ok).to.equal(true);
    expect(checkMove(space({ occupants: [enemy] }), hero, "walk", t(0, 0), [t(1, 0)]).ok).to.equal(true);
  });

  it("slots: cannot end in a full space; may pass through a full space that holds an ally; Flying takes none", () => {
    const full = (side: string, cell = t(1, 0)): Occupant[] => [0, 1, 2, 3].map(() => ({ cell, side, size: "medium" }));
    expect(checkMove(space({ occupants: full("heroes") }), hero, "walk", t(0, 0), [t(1, 0)])).to.include({ reason: "endFull" });
    expect(checkMove(space({ occupants: full("heroes") }), hero, "walk", t(0, 0), row(0, 0, 2)).ok).to.equal(true);
    expect(checkMove(space({ occupants: [{ cell: t(1, 0), side: "hostiles", size: "colossal", incapacitated: true }, ...full("heroes").slice(0, 3)] }), hero, "walk", t(0, 0), [t(1, 0)]).ok,
      "an Incapacitated model takes no slots").to.equal(true);
    expect(checkMove(space({ occupants: [{ cell: t(1, 0), side: "heroes", size: "huge" }], slots: 2 }), hero, "walk", t(0, 0), [t(1, 0)])).to.include({ reason: "endFull" });
    expect(checkMove(space({ occupants: full("heroes") }), { ...hero, flying: true }, "walk", t(0, 0), [t(1, 0)]).ok).to.equal(true);
    expect(checkMove(space({ occupants: [{ cell: t(1, 0), side: "heroes", size: "medium" }], slots: 4 }), { ...hero, size: "colossal" }, "walk", t(0, 0), [t(1, 0)])).to.include({ reason: "endFull" });
  });

  it("Over-encumbered and Immobilized cannot move; Crouched only Normal Movement", () => {
    expect(checkMove(space(), { ...hero, overEncumbered: true }, "walk", t(0, 0), [t(1, 0)])).to.include({ reason: "overEncumbered" });
    expect(checkMove(space(), { ...hero, immobilized: true }, "walk", t(0, 0), [t(1, 0)])).to.include({ reason: "immobilized" });
    expect(checkMove(space(), { ...hero, crouched: true }, "run", t(0, 0), [t(1, 0)])).to.include({ reason: "crouchedSpecial" });
    expect(checkMove(space(), { ...hero, crouched: true }, "walk", t(0, 0), row(0, 0, 2)).ok).to.equal(true);
    expect(checkMove(space(), { ...hero, crouched: true }, "walk", t(0, 0), row(0, 0, 3))).to.include({ reason: "tooFar" });
    expect(checkMove(space(), hero, "idle", t(0, 0), [])).to.include({ ok: true, cost: 0 });
    expect(checkMove(space(), hero, "idle", t(0, 0), [t(1, 0)])).to.include({ reason: "idle" });
  });

  it("Engaged: only Idle or Walk, and a Walk goes directly toward the enemy causing it", () => {
    const engaged = { ...hero, engagedBy: [t(3, 0)] };
    expect(checkMove(space(), engaged, "run", t(0, 0), [t(1, 0)])).to.include({ reason: "engagedMovement" });
    expect(checkMove(space(), engaged, "walk", t(0, 0), row(0, 0, 2)).ok).to.equal(true);
    expect(checkMove(space(), engaged, "walk", t(0, 0), [t(0, 1)])).to.include({ reason: "engagedDirection" });
    expect(checkMove(space(), { ...hero, engagedBy: [t(3, 0), t(0, 3)] }, "walk", t(0, 0), [t(0, 1)]).ok, "toward the other enemy").to.equal(true);
    expect(checkMove(space(), { ...hero, engagedBy: [t(1, 0)] }, "walk", t(0, 0), row(0, 0, 2)), "not past it").to.include({ reason: "engagedDirection" });
    expect(checkMove(space(), engaged, "dodge", t(0, 0), [t(0, 1)]).ok, "Dodge moves away").to.equal(true);
  });

  it("Difficult ground halves SPD for the whole move (A31); Flying and Flicker ignore it", () => {
    const envs = { "2,0": [{ env: "difficult" } as const] };
    expect(checkMove(space({ envs }), hero, "walk", t(0, 0), row(0, 0, 2))).to.include({ ok: true, budget: 2 });
    expect(checkMove(space({ envs }), hero, "walk", t(0, 0), row(0, 0, 3))).to.include({ reason: "tooFar", budget: 2 });
    expect(checkMove(space({ envs }), { ...hero, flicker: true }, "walk", t(0, 0), row(0, 0, 4)).ok).to.equal(true);
    expect(checkMove(space({ envs: { "0,0": [{ env: "aquatic" }] } }), hero, "walk", t(0, 0), row(0, 0, 3)), "Aquatic halves SPD too").to.include({ reason: "tooFar" });
    expect(checkMove(space({ envs }), { ...hero, survival: ["difficult"] }, "walk", t(0, 0), row(0, 0, 4)).ok, "Survival (Difficult)").to.equal(true);
  });

  it("Elevation: changing level needs Climb or Jump; Crevice must be jumped; Dense is closed to Flying and Mounted", () => {
    const high = { "2,0": [{ env: "elevation", level: 1 } as const], "3,0": [{ env: "elevation", level: 1 } as const] };
    expect(checkMove(space({ envs: high }), hero, "walk", t(0, 0), row(0, 0, 3))).to.include({ reason: "elevation", step: 1 });
    expect(checkMove(space({ envs: high }), hero, "climb", t(0, 0), row(0, 0, 3)).ok).to.equal(true);
    expect(checkMove(space({ envs: high }), { ...hero, flying: true }, "walk", t(0, 0), row(0, 0, 3)).ok).to.equal(true);
    const crevice = { "1,0": [{ env: "crevice" } as const] };
    expect(checkMove(space({ envs: crevice }), hero, "walk", t(0, 0), row(0, 0, 2))).to.include({ reason: "crevice" });
    expect(checkMove(space({ envs: crevice }), hero, "jump", t(0, 0), [t(2, 0)])).to.include({ ok: true, cost: 2 });
    expect(checkMove(space({ envs: crevice }), hero, "jump", t(0, 0), [t(2, 0)], { jumpCost: 1 })).to.include({ ok: true, cost: 1 });
    const dense = { "1,0": [{ env: "dense" } as const] };
    expect(checkMove(space({ envs: dense }), { ...hero, flying: true }, "walk", t(0, 0), [t(1, 0)])).to.include({ reason: "dense" });
    expect(checkMove(space({ envs: dense }), { ...hero, mounted: true }, "walk", t(0, 0), [t(1, 0)])).to.include({ reason: "dense" });
    expect(checkMove(space({ envs: dense }), hero, "walk", t(0, 0), [t(1, 0)]).ok).to.equal(true);
  });

  it("a Jump passes over one space (its enemies and Environment) but not over a wall; only Jump moves two at a time", () => {
    const enemy: Occupant = { cell: t(1, 0), side: "hostiles", size: "medium" };
    expect(checkMove(space({ occupants: [enemy] }), hero, "jump", t(0, 0), [t(2, 0)]).ok).to.equal(true);
    expect(checkMove(space(), hero, "walk", t(0, 0), [t(2, 0)])).to.include({ reason: "notAdjacent" });
    expect(checkMove(space(), hero, "jump", t(0, 0), [t(1, 1)])).to.include({ reason: "notAdjacent" });
    expect(checkMove(space({ walls: [wall(t(1, 0), t(2, 0))] }), hero, "jump", t(0, 0), [t(2, 0)])).to.include({ reason: "wall" });
  });

  it("Profane Miasma crossed (Jump included) is reported for its Weak Point", () => {
    const miasma = { "1,0": [{ env: "profaneMiasma" } as const] };
    expect(checkMove(space({ envs: miasma }), hero, "walk", t(0, 0), row(0, 0, 2))).to.include({ ok: true, crossedMiasma: true });
    expect(checkMove(space({ envs: miasma }), hero, "jump", t(0, 0), [t(2, 0)])).to.include({ ok: true, crossedMiasma: true });
    expect(checkMove(space({ envs: miasma }), { ...hero, profane: true }, "walk", t(0, 0), row(0, 0, 2))).to.include({ crossedMiasma: false });
    expect(checkMove(space(), hero, "walk", t(0, 0), row(0, 0, 2))).to.include({ crossedMiasma: false });
  });

  it("Flying passes over enemies; Trample runs through smaller models and lists them; Flicker ignores models", () => {
    const enemy: Occupant = { cell: t(1, 0), side: "hostiles", size: "medium" };
    expect(checkMove(space({ occupants: [enemy] }), { ...hero, flying: true }, "walk", t(0, 0), row(0, 0, 2)).ok).to.equal(true);
    expect(checkMove(space({ occupants: [enemy] }), { ...hero, flicker: true }, "walk", t(0, 0), row(0, 0, 2)).ok).to.equal(true);
    const big = { ...hero, size: "huge" as const, trample: true };
    const check = checkMove(space({ occupants: [enemy] }), big, "run", t(0, 0), row(0, 0, 2));
    expect(check.ok && check.trampled).to.deep.equal([enemy]);
    expect(checkMove(space({ occupants: [enemy] }), big, "walk", t(0, 0), row(0, 0, 2))).to.include({ reason: "enemy" });
    expect(checkMove(space({ occupants: [{ ...enemy, size: "huge" }] }), big, "run", t(0, 0), row(0, 0, 2))).to.include({ reason: "enemy" });
  });
});
