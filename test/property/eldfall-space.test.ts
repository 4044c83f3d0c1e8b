import fc from "fast-check";
import { expect } from "chai";
import { Board, type WallEdge } from "../../src/core/rules/grid-board";
import type { Tile } from "../../src/core/rules/grid";
import { manhattan } from "../../src/core/rules/grid-path";
import { SIZES } from "../../src/rulesets/eldfall/profile/rules/keys";
import { reachSpaces, slotsTaken, twoValueModifier } from "../../src/rulesets/eldfall/space/rules/space";
import { halvedUp } from "../../src/rulesets/eldfall/profile/rules/reach";
import { checkMove, isNormalMovement, movementBudget, MOVEMENT_KINDS, type MoveCheck, type Occupant } from "../../src/rulesets/eldfall/space/rules/movement";
import { opportunityPoints } from "../../src/rulesets/eldfall/space/rules/aoo";
import { knockbackPath } from "../../src/rulesets/eldfall/space/rules/knockback";
import { dieHits, engagements, engages, friendlyFireCheck, shootingIntoMelee } from "../../src/rulesets/eldfall/space/rules/engaged";
import { AOE_SHAPES, aoeCells, modelsInAoe } from "../../src/rulesets/eldfall/space/rules/aoe";
import {
  affecting, affects, aquaticBurn, aquaticPower, coverFor, coverGradeOf, endOfSequenceEffects, environmentKind, environmentsFromZones, groundLevel, halvedAttributes, has, meleeEnvironment,
  movementEffects, rangedEnvironment, strategicPhaseEffects, withFieldWide, SLOTS_KIND, type EnvironmentAt,
} from "../../src/rulesets/eldfall/space/rules/environments";
import { attackSpace } from "../../src/rulesets/eldfall/space/rules/attack-space";
import { blindReason, LOS_MODES } from "../../src/rulesets/eldfall/space/rules/sight";
import { ENVIRONMENTS } from "../../src/rulesets/eldfall/profile/rules/keys";
import { FACINGS } from "../../src/core/rules/grid-facing";
import { all, idOf, int, properties } from "./harness";

const W = 8;
const cell = fc.record({ x: int(0, W - 1), y: int(0, W - 1) });
const size = fc.constantFrom(...SIZES);
const edge = fc.tuple(cell, fc.constantFrom({ x: 1, y: 0 }, { x: 0, y: 1 }), fc.boolean(), fc.boolean())
  .map(([c, d, move, sight]): WallEdge => ({ a: c, b: { x: c.x + d.x, y: c.y + d.y }, move, sight }));
const walls = fc.array(edge, { maxLength: 20 }).map((list) => list.filter((e) => e.b.x < W && e.b.y < W));
const env: fc.Arbitrary<EnvironmentAt> = fc.oneof(
  fc.constantFrom(...ENVIRONMENTS).filter((e) => e !== "cover" && e !== "elevation").map((e) => ({ env: e })),
  fc.constantFrom("heavy", "light" as const).map((grade) => ({ env: "cover" as const, grade })),
  int(-2, 2).map((level) => ({ env: "elevation" as const, level })),
);
const envs = fc.array(env, { maxLength: 3 });
const occupant: fc.Arbitrary<Occupant> = fc.record({ cell, side: fc.constantFrom("heroes", "hostiles"), size, incapacitated: fc.boolean(), dead: fc.boolean(), flying: fc.boolean() });
const mover = fc.record({
  spd: int(0, 12), size, side: fc.constantFrom("heroes", "hostiles"), flying: fc.boolean(), crippled: fc.boolean(), crouched: fc.boolean(),
  trample: fc.boolean(), leap: fc.boolean(), engagedBy: fc.array(cell, { maxLength: 2 }),
});
/** A path of up to 10 spaces: mostly orthogonal steps from the start, sometimes a jump or a stray cell. */
const walk = fc.tuple(cell, fc.array(fc.constantFrom({ x: 1, y: 0 }, { x: -1, y: 0 }, { x: 0, y: 1 }, { x: 0, y: -1 }, { x: 2, y: 0 }, { x: 1, y: 1 }), { maxLength: 10 }))
  .map(([from, steps]) => {
    const path: Tile[] = [];
    let at = from;
    for (const s of steps) { at = { x: at.x + s.x, y: at.y + s.y }; path.push(at); }
    return { from, path };
  });
const moveCase = fc.record({
  walls, occupants: fc.array(occupant, { maxLength: 8 }), slots: int(1, 6), kind: fc.constantFrom(...MOVEMENT_KINDS), mover, walk,
  envByCell: fc.array(envs, { minLength: W * W, maxLength: W * W }), jumpCost: int(1, 2),
});

properties("eldfall/rules/space", [
  { name: "halvedUp", args: [int(0, 10_000)], junk: all(1), run: halvedUp, check: (r: number, [v]: number[]) => expect(r).to.equal(Math.ceil(v! / 2)) },
  { name: "reachSpaces (spaces)", args: [int(0, 1000)], junk: all(1), run: (n: number) => reachSpaces({ kind: "spaces", spaces: n }) },
  { name: "reachSpaces (attribute)", args: [int(0, 99)], junk: all(1), run: (v: number) => reachSpaces({ kind: "attribute", attribute: "t" }, { attributes: { t: v } }) },
  { name: "twoValueModifier", args: [int(-9, 9), int(-9, 9), int(0, 1000)], junk: [2], run: (near: number, far: number, d: number) => twoValueModifier({ kind: "bands", near, far }, d),
    check: (r: number, [near, far, d]: number[]) => expect(r).to.equal(d! <= 10 ? near : far) },
  { name: "slotsTaken", args: [size, fc.boolean(), fc.boolean()], run: (s: (typeof SIZES)[number], incapacitated: boolean, flying: boolean) => slotsTaken({ size: s, incapacitated, flying }),
    check: (r: number) => expect(r).to.be.within(0, 4) },
]);

properties("eldfall/rules/movement", [
  { name: "movementBudget", args: [int(-5, 99), fc.constantFrom(...MOVEMENT_KINDS)], junk: [0], run: (spd: number, kind: (typeof MOVEMENT_KINDS)[number]) => movementBudget({ spd, size: "medium", side: "a" }, kind),
    check: (r: number) => expect(r).to.be.at.least(0) },
  {
    name: "checkMove (8×8 boards, random walls, models, environments)", args: [moveCase],
    run: (c: { walls: WallEdge[]; occupants: Occupant[]; slots: number; kind: (typeof MOVEMENT_KINDS)[number]; mover: Parameters<typeof checkMove>[1]; walk: { from: Tile; path: Tile[] }; envByCell: EnvironmentAt[][]; jumpCost: number }) => {
      const board = new Board(W, W, c.walls);
      const space = { board, occupants: c.occupants, slots: () => c.slots, environments: (t: Tile) => (board.contains(t) ? c.envByCell[board.index(t)]! : []) };
      return { result: checkMove(space, c.mover, c.kind, c.walk.from, c.walk.path, { jumpCost: c.jumpCost }), board, walk: c.walk, kind: c.kind };
    },
    // A legal move stays on the board, steps to neighbours (or jumps two straight), crosses no movement wall and fits its budget.
    check: (r: { result: MoveCheck; board: Board; walk: { from: Tile; path: Tile[] }; kind: string }) => {
      if (!r.result.ok) return;
      expect(r.result.cost).to.be.at.most(r.result.budget);
      let at = r.walk.from;
      for (const step of r.walk.path) {
        expect(r.board.contains(step)).to.equal(true);
        const d = manhattan(at, step);
        expect(d === 1 || (d === 2 && r.kind === "jump" && (at.x === step.x || at.y === step.y))).to.equal(true);
        if (d === 1) expect(r.board.blocksMove(at, step)).to.equal(false);
        at = step;
      }
    },
  },
]);

properties("eldfall/rules/aoo, engaged, aoe, environments", [
  {
    name: "opportunityPoints", args: [fc.array(cell, { minLength: 1, maxLength: 11 }), fc.array(fc.record({ cell, melee: fc.option(int(0, 3), { nil: null }), ranged: fc.option(int(0, 20), { nil: null }), impede: fc.boolean() }), { maxLength: 6 })],
    run: (path: Tile[], rs: { cell: Tile; melee: number | null; ranged: number | null; impede: boolean }[]) =>
      opportunityPoints(path, rs.map((r, i) => ({ id: `r${i}`, cell: r.cell, meleeReach: r.melee, rangedReach: r.ranged, impede: r.impede, sees: () => true }))),
    check: (points: { index: number; reactorId: string }[]) => {
      expect(points.map((p) => p.index)).to.deep.equal([...points.map((p) => p.index)].sort((a, b) => a - b));
      expect(new Set(points.map((p) => p.reactorId)).size).to.equal(points.length);
    },
  },
  {
    name: "engagements", args: [fc.array(fc.record({ cell, side: fc.constantFrom("a", "b"), reach: fc.option(int(0, 3), { nil: null }), crouched: fc.boolean(), flying: fc.boolean() }), { maxLength: 8 })],
    run: (ms: { cell: Tile; side: string; reach: number | null; crouched: boolean; flying: boolean }[]) =>
      engagements(ms.map((m, i) => ({ id: `m${i}`, side: m.side, cell: m.cell, meleeReach: m.reach, crouched: m.crouched, flying: m.flying }))),
  },
  { name: "shootingIntoMelee", args: [int(0, 8), fc.boolean()], junk: [0], run: (n: number, aoe: boolean) => shootingIntoMelee(n, { aoe }),
    check: (r: { modifier: number }, args: unknown[]) => { const [n, aoe] = args as [number, boolean]; expect(r.modifier).to.equal(aoe || !n ? 0 : -4 * n); } },
  { name: "dieHits", args: [int(1, 20), int(0, 3)], junk: [0], run: (face: number, allies: number) => dieHits(face, shootingIntoMelee(allies)) },
  {
    name: "aoeCells", args: [walls, fc.constantFrom(...AOE_SHAPES), cell, cell, fc.constantFrom(...FACINGS), int(0, 2)],
    run: (ws: WallEdge[], shape: (typeof AOE_SHAPES)[number], attacker: Tile, target: Tile, facing: (typeof FACINGS)[number], reach: number) => {
      const board = new Board(W, W, ws);
      const extra = { x: target.x + (target.x + 1 < W ? 1 : -1), y: target.y };
      return { cells: aoeCells(board, shape, { attacker, target, extra, facing, reach }), board };
    },
    check: (r: { cells: Tile[]; board: Board }) => { for (const c of r.cells) expect(r.board.contains(c)).to.equal(true); },
  },
  {
    name: "rangedEnvironment", args: [envs, envs, envs, fc.boolean(), int(0, 6), fc.boolean()],
    run: (attacker: EnvironmentAt[], target: EnvironmentAt[], between: EnvironmentAt[], sameSpace: boolean, sizeRank: number, crouched: boolean) =>
      rangedEnvironment({ attacker, target, between, sameSpace, targetModel: { sizeRank, crouched } }),
    check: (r: { modifiers: { value: number }[] }) => expect(r.modifiers.reduce((s, m) => s + m.value, 0)).to.be.within(-7, 0),
  },
]);

const immunity = fc.record({ survival: fc.subarray([...ENVIRONMENTS]), incorporeal: fc.boolean(), construct: fc.boolean(), elemental: fc.boolean(), profane: fc.boolean() }, { requiredKeys: [] });
const zone = fc.record({ id: fc.constantFrom("z1", "z2"), kind: fc.oneof(fc.constantFrom(...ENVIRONMENTS).map(environmentKind), fc.constantFrom(SLOTS_KIND, "realms.other.dark", "realms.eldfall.__proto__")),
  value: fc.option(int(-3, 3), { nil: null }), option: fc.constantFrom("", "heavy", "light", "higher", "lower") });

properties("eldfall/rules/environments", [
  { name: "environmentsFromZones / withFieldWide / affects / affecting / has / groundLevel / coverGradeOf", args: [fc.array(zone, { maxLength: 4 }), fc.subarray([...ENVIRONMENTS]), immunity],
    wild: { 0: fc.array(fc.tuple(zone, fc.constantFrom(Number.NaN, 2.5, 1e9, "1")).map(([z, value]) => ({ ...z, kind: environmentKind("elevation"), value })), { minLength: 1, maxLength: 2 }) },
    run: (zs: Parameters<typeof environmentsFromZones>[0], field: (typeof ENVIRONMENTS)[number][], m: Parameters<typeof affects>[1]) => {
      const envs = withFieldWide(environmentsFromZones(zs), field);
      return { envs, affects: envs.map((e) => affects(e.env, m)), affecting: affecting(envs, m), dark: has(envs, "dark"), level: groundLevel(envs), cover: coverGradeOf(envs) };
    },
    check: (r: { envs: EnvironmentAt[] }) => { for (const e of r.envs) expect(ENVIRONMENTS).to.include(e.env); } },
  { name: "coverFor / meleeEnvironment", args: [fc.record({ sizeRank: int(0, 6), crouched: fc.boolean(), flying: fc.boolean() }), envs, envs, fc.boolean(), int(0, 3), int(0, 4)],
    run: (t: { sizeRank: number }, a: EnvironmentAt[], b: EnvironmentAt[], higher: boolean, reach: number, distance: number) => ({ cover: coverFor(t, b, higher), melee: meleeEnvironment({ attacker: a, target: b, defaultReach: reach, distance }) }),
    check: (r: { melee: { stk: number } }) => expect(r.melee.stk).to.be.oneOf([0, -1]) },
  { name: "endOfSequenceEffects / strategicPhaseEffects / movementEffects / halvedAttributes", args: [envs, immunity, fc.boolean()],
    run: (e: EnvironmentAt[], m: Parameters<typeof affects>[1], crossed: boolean) => ({ end: endOfSequenceEffects(e, m), strategic: strategicPhaseEffects(e, m), move: movementEffects(crossed), halved: halvedAttributes(e) }) },
  { name: "aquaticPower / aquaticBurn", args: [fc.constantFrom("Lightning Bolt", "Sword", "electric eel"), int(0, 3), envs, fc.boolean()], junk: [1],
    run: (name: string, burn: number, e: EnvironmentAt[], wet: boolean) => ({ power: aquaticPower(name, e), burn: aquaticBurn(burn, wet) }),
    check: (r: { power: number; burn: number }, [, burn]) => { expect(r.power).to.be.oneOf([1, 2]); expect(r.burn).to.be.within(Math.max(0, burn - 1), burn); } },
]);

const viewer = fc.record({ cell, size, facing: fc.option(fc.constantFrom(...FACINGS), { nil: undefined }), vigilance: fc.boolean(), awareness: int(0, 5), moving: fc.boolean(), environments: envs,
  engagedBy: fc.subarray(["t1", "t2"]) });
const sighted = fc.record({ id: fc.option(fc.constantFrom("t1", "t3"), { nil: undefined }), cell, size, crouched: fc.boolean(), attacking: fc.boolean() });
const meleeModel = fc.record({ id: fc.constantFrom("m1", "m2", "m3"), side: fc.constantFrom("a", "b"), cell, level: fc.option(int(-1, 1), { nil: undefined }), meleeReach: fc.option(int(0, 3), { nil: null }),
  flying: fc.boolean(), crouched: fc.boolean(), incapacitated: fc.boolean(), dead: fc.boolean(), petrified: fc.boolean(), incorporeal: fc.boolean() });

properties("eldfall/rules/sight, engaged, aoe, aoo, movement, attack-space", [
  { name: "blindReason", args: [walls, fc.constantFrom(...LOS_MODES), viewer, sighted, envs], wild: { 1: idOf([...LOS_MODES]) },
    run: (ws: WallEdge[], mode: "true", v: Parameters<typeof blindReason>[1], t: Parameters<typeof blindReason>[2], between: EnvironmentAt[]) =>
      blindReason({ board: new Board(W, W, ws), mode, between: () => between }, v, t),
    check: (reason: string | null, [, , v, t]) => { if (v.cell.x === t.cell.x && v.cell.y === t.cell.y) expect(reason, "a model sees its own space").to.equal(null); } },
  { name: "engages / friendlyFireCheck", args: [meleeModel, meleeModel, fc.boolean(), fc.boolean()],
    run: (a: Parameters<typeof engages>[0], b: Parameters<typeof engages>[0], hero: boolean, could: boolean) => ({ engages: engages(a, b), ff: friendlyFireCheck({ id: a.id, side: a.side, hero }, { id: b.id, side: b.side }, could) }),
    check: (r: { engages: boolean }, [a, b]) => { if (a.side === b.side) expect(r.engages).to.equal(false); } },
  { name: "knockbackPath", args: [walls, cell, cell, int(0, 6), fc.constantFrom(...FACINGS)],
    run: (ws: WallEdge[], at: Tile, from: Tile, spaces: number, facing: (typeof FACINGS)[number]) => ({ path: knockbackPath(new Board(W, W, ws), at, from, spaces, facing), board: new Board(W, W, ws), at, spaces }),
    check: (r: { path: Tile[]; board: Board; at: Tile; spaces: number }) => {
      expect(r.path.length).to.be.at.most(r.spaces);
      r.path.forEach((c, i) => {
        const prev = i ? r.path[i - 1]! : r.at;
        expect(manhattan(prev, c)).to.equal(1);
        expect(r.board.blocksMove(prev, c)).to.equal(false);
      });
    } },
  { name: "modelsInAoe", args: [fc.array(cell, { maxLength: 6 }), fc.array(fc.record({ id: fc.constantFrom("a", "b", "c"), cell }), { maxLength: 4 }), fc.option(fc.constantFrom("a", "b"), { nil: null })],
    run: (cells: Tile[], models: { id: string; cell: Tile }[], attacker: string | null) => ({ hit: modelsInAoe(cells, models, attacker) }),
    check: (r: { hit: { id: string }[] }, [, , attacker]) => { for (const m of r.hit) expect(m.id).not.to.equal(attacker); } },
  { name: "isNormalMovement", args: [fc.constantFrom(...MOVEMENT_KINDS), fc.boolean(), fc.boolean()], run: (k: "walk", climbing: boolean, leap: boolean) => isNormalMovement(k, { climbing, leap }) },
  { name: "attackSpace", args: [fc.constantFrom("melee", "ranged" as const), cell, cell, fc.oneof(fc.constant({ kind: "same" as const }), int(0, 6).map((spaces) => ({ kind: "spaces" as const, spaces })), fc.constant({ kind: "aura" as const }), fc.constant({ kind: "bands" as const, near: 3, far: -3 })),
    fc.option(fc.constantFrom("dark", "wall", "hazy" as const), { nil: null }), envs, envs, envs, fc.record({ sizeRank: int(0, 6), crouched: fc.boolean(), flying: fc.boolean() }), int(0, 3), fc.boolean(), fc.boolean(), fc.boolean()],
    run: (kind: "melee", attacker: Tile, target: Tile, reach: Parameters<typeof attackSpace>[0]["reach"], blind: "dark" | null, a: EnvironmentAt[], t: EnvironmentAt[], between: EnvironmentAt[], targetModel: { sizeRank: number }, allies: number, shots: boolean, full: boolean, flying: boolean) =>
      attackSpace({ kind, attacker, target, reach, reachContext: { awareness: 3 }, blind, attackerEnvs: a, targetEnvs: t, betweenEnvs: between, targetModel, alliesWithTarget: allies, shots, targetSpaceFull: full }, flying),
    check: (r: { allowed: boolean; refusal: string | null }) => expect(r.allowed).to.equal(r.refusal === null) },
]);
