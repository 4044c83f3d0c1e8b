import { expect } from "chai";
import { Board } from "../../../src/core/rules/grid-board";
import type { Tile } from "../../../src/core/rules/grid";
import { answerSpawn, copiesLeft, type PoolKind } from "../../../src/core/rules/spawn-pool";
import {
  facedHero, facingToward, planSpawn, regainOneHp, ROTATION_OF_FACING, SPAWN_MAX_TIER, spawnSpaces,
} from "../../../src/rulesets/eldfall/spawn/rules/spawn";
import { facingOfRotation } from "../../../src/rulesets/eldfall/space/space-scene";
import { FACINGS } from "../../../src/core/rules/grid-facing";

const t = (x: number, y: number): Tile => ({ x, y });
const kind = (id: string, tier: number, count: number, onField: number, character = false): PoolKind => ({ id, tier, count, onField, character });

/** A synthetic pool: two Tier I kinds, one Tier II, one Tier II character, one Tier III. */
const POOL: PoolKind[] = [
  kind("Test Hostile 01", 1, 3, 0), kind("Test Hostile 02", 1, 2, 0), kind("Test Hostile 03", 2, 1, 0),
  kind("Test Character 04", 2, 1, 0, true), kind("Test Hostile 05", 3, 1, 0),
];
const withField = (onField: Record<string, number>) => POOL.map((k) => ({ ...k, onField: onField[k.id] ?? 0 }));

describe("Eldfall spawning: the Spawn Pool's ladder (M80, core/rules/spawn-pool + eldfall/rules/spawn)", () => {
  it("copies left are the pool's count less those on the field", () => {
    expect(copiesLeft(kind("Test Hostile 09", 1, 3, 1))).to.equal(2);
    expect(copiesLeft(kind("Test Hostile 09", 1, 3, 3))).to.equal(0);
  });

  it("a named Hostile with a copy left spawns itself, replacing nobody", () => {
    expect(planSpawn(POOL, { kind: "named", id: "Test Hostile 01", tier: 1 })).to.deep.equal({ kind: "spawn", step: "named", tier: 1, candidates: ["Test Hostile 01"], replaces: null });
  });

  it("a named Hostile with none left: another of the same Tier, and its Quest Rules go to the replacement", () => {
    const plan = planSpawn(withField({ "Test Hostile 01": 3 }), { kind: "named", id: "Test Hostile 01", tier: 1 });
    expect(plan).to.deep.equal({ kind: "spawn", step: "sameTier", tier: 1, candidates: ["Test Hostile 02"], replaces: "Test Hostile 01" });
  });

  it("same Tier with several left: all are offered (the players choose); a character of that Tier is one of them", () => {
    const plan = planSpawn(withField({ "Test Hostile 03": 1 }), { kind: "named", id: "Test Hostile 03", tier: 2 });
    expect(plan).to.deep.equal({ kind: "spawn", step: "sameTier", tier: 2, candidates: ["Test Character 04"], replaces: "Test Hostile 03" });
    const tier1 = planSpawn(POOL, { kind: "tier", tier: 1 });
    expect(tier1).to.deep.equal({ kind: "spawn", step: "tier", tier: 1, candidates: ["Test Hostile 01", "Test Hostile 02"], replaces: null });
  });

  it("none of that Tier: a non-character Hostile one Tier higher (the character is passed over)", () => {
    const plan = planSpawn(withField({ "Test Hostile 01": 3, "Test Hostile 02": 2 }), { kind: "named", id: "Test Hostile 01", tier: 1 });
    expect(plan).to.deep.equal({ kind: "spawn", step: "higherTier", tier: 2, candidates: ["Test Hostile 03"], replaces: "Test Hostile 01" });
    const onlyCharacter = planSpawn(withField({ "Test Hostile 01": 3, "Test Hostile 02": 2, "Test Hostile 03": 1 }), { kind: "tier", tier: 1 });
    expect(onlyCharacter).to.deep.equal({ kind: "spawn", step: "higherTier", tier: 3, candidates: ["Test Hostile 05"], replaces: null });
  });

  it("a Tier III request never climbs above Tier III: all on the field → every Hostile regains 1 HP", () => {
    expect(SPAWN_MAX_TIER).to.equal(3);
    const all = withField({ "Test Hostile 01": 3, "Test Hostile 02": 2, "Test Hostile 03": 1, "Test Character 04": 1, "Test Hostile 05": 1 });
    expect(planSpawn(all, { kind: "tier", tier: 1 })).to.deep.equal({ kind: "regainHp", replaces: null });
    expect(planSpawn(withField({ "Test Hostile 05": 1 }), { kind: "named", id: "Test Hostile 05", tier: 3 })).to.deep.equal({ kind: "regainHp", replaces: "Test Hostile 05" });
    const tier4 = [...POOL, kind("Test Hostile 06", 4, 1, 0)];
    expect(answerSpawn(tier4, { kind: "tier", tier: 3 }, { maxTier: SPAWN_MAX_TIER })).to.deep.equal({ kind: "spawn", step: "tier", tier: 3, candidates: ["Test Hostile 05"] });
    expect(answerSpawn(tier4.map((k) => k.tier === 3 ? { ...k, onField: 1 } : k), { kind: "tier", tier: 3 }, { maxTier: SPAWN_MAX_TIER })).to.deep.equal({ kind: "exhausted" });
  });

  it("a named Hostile not in the pool at all counts as having none left", () => {
    expect(planSpawn(POOL, { kind: "named", id: "Test Hostile 99", tier: 3 })).to.deep.equal({ kind: "spawn", step: "sameTier", tier: 3, candidates: ["Test Hostile 05"], replaces: "Test Hostile 99" });
  });

  it("the +1 HP case: each living Hostile below its maximum gains 1; a full or Dead one does not", () => {
    expect(regainOneHp([
      { id: "a", hp: 1, max: 3, dead: false }, { id: "b", hp: 3, max: 3, dead: false }, { id: "c", hp: 0, max: 2, dead: true }, { id: "d", hp: 0, max: 2, dead: false },
    ])).to.deep.equal([{ id: "a", hp: 2 }, { id: "d", hp: 1 }]);
  });
});

describe("Eldfall spawning: placement and facing (M80, M82)", () => {
  const board = new Board(6, 6, [{ a: t(2, 2), b: t(3, 2), move: true, sight: true }]);
  const space = (taken: Record<string, number>, capacity = 4) => ({
    board, capacity: () => capacity, occupied: (c: Tile) => taken[`${c.x},${c.y}`] ?? 0,
  });

  it("the space asked for when its slots have room", () => {
    expect(spawnSpaces(space({ "2,2": 2 }), t(2, 2), 2)).to.deep.equal([t(2, 2)]);
  });

  it("a full space: every adjacent space with room, none across a wall, none off the board", () => {
    const full = space({ "2,2": 4, "2,1": 4 });
    // East (3,2) is behind the wall; north (2,1) is full: south and west remain, in the core's step order.
    expect(spawnSpaces(full, t(2, 2), 1)).to.deep.equal([t(2, 3), t(1, 2)]);
    expect(spawnSpaces(space({ "0,0": 4 }), t(0, 0), 1)).to.deep.equal([t(1, 0), t(0, 1)]);
  });

  it("a model too large for the space and every neighbour: nowhere (the GM places it)", () => {
    expect(spawnSpaces(space({ "2,2": 3, "2,1": 3, "2,3": 3, "1,2": 3 }), t(2, 2), 2)).to.deep.equal([]);
  });

  it("faces the hero who triggered it when on the field, else the closest", () => {
    const heroes = [{ id: "far", cell: t(5, 5) }, { id: "near", cell: t(1, 0) }, { id: "near2", cell: t(0, 1) }];
    expect(facedHero(t(0, 0), heroes, "far")?.id).to.equal("far");
    expect(facedHero(t(0, 0), heroes, "gone")?.id).to.equal("near");
    expect(facedHero(t(0, 0), heroes)?.id).to.equal("near");
    expect(facedHero(t(0, 0), [])).to.equal(null);
  });

  it("facing toward a space follows the longer axis; the rotation reads back as the same facing", () => {
    expect(facingToward(t(2, 2), t(5, 3))).to.equal("east");
    expect(facingToward(t(2, 2), t(0, 2))).to.equal("west");
    expect(facingToward(t(2, 2), t(3, 0))).to.equal("north");
    expect(facingToward(t(2, 2), t(3, 3))).to.equal("south");
    expect(facingToward(t(2, 2), t(2, 2))).to.equal(null);
    for (const f of FACINGS) expect(facingOfRotation(ROTATION_OF_FACING[f])).to.equal(f);
  });
});
