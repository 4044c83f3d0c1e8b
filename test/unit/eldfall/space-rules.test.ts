import { expect } from "chai";
import { Board, type WallEdge } from "../../../src/core/rules/grid-board";
import type { Tile } from "../../../src/core/rules/grid";
import { SIZE_SLOTS, SIZES } from "../../../src/rulesets/eldfall/profile/rules/keys";
import {
  awarenessRadius, DEFAULT_SPACE_SLOTS, isAdjacentSpace, reachSpaces, sizeRank, slotsTaken, spaceDistance,
  twoValueModifier, withinAwareness,
} from "../../../src/rulesets/eldfall/space/rules/space";
import { halvedUp } from "../../../src/rulesets/eldfall/profile/rules/reach";
import { blindReason, type SightInput, type Viewer } from "../../../src/rulesets/eldfall/space/rules/sight";
import { aoeCells, modelsInAoe } from "../../../src/rulesets/eldfall/space/rules/aoe";
import { ALLY_HIT_FACES, dieHits, engagements, engages, friendlyFireCheck, shootingIntoMelee, type MeleeModel } from "../../../src/rulesets/eldfall/space/rules/engaged";
import { opportunityPoints, type AooReactor } from "../../../src/rulesets/eldfall/space/rules/aoo";
import type { EnvironmentAt } from "../../../src/rulesets/eldfall/space/rules/environments";

const t = (x: number, y: number): Tile => ({ x, y });
const wall = (a: Tile, b: Tile, move = true, sight = true): WallEdge => ({ a, b, move, sight });
const key = (cells: readonly Tile[]) => cells.map((c) => `${c.x},${c.y}`);

describe("Eldfall space: distance, reach, slots, Awareness (eldfall/rules/space)", () => {
  it("distance counts from the adjacent space up to and including the target, orthogonally: same space 0, adjacent 1, a diagonal 2", () => {
    expect(spaceDistance(t(3, 3), t(3, 3))).to.equal(0);
    expect(spaceDistance(t(3, 3), t(4, 3))).to.equal(1);
    expect(spaceDistance(t(3, 3), t(4, 4))).to.equal(2);
    expect(spaceDistance(t(0, 0), t(3, 2))).to.equal(5);
    expect(isAdjacentSpace(t(3, 3), t(3, 4))).to.equal(true);
    expect(isAdjacentSpace(t(3, 3), t(4, 4))).to.equal(false);
  });

  it("RCH ❖ reaches only the own space, RCH 1 the own and adjacent, RCH 2 two away; never through a corner", () => {
    const same = { kind: "same" } as const;
    const one = { kind: "spaces", spaces: 1 } as const;
    const two = { kind: "spaces", spaces: 2 } as const;
    // As the attack checks it (attack-space.ts): out of reach when the distance exceeds the reach's spaces.
    const withinReach = (from: Tile, to: Tile, reach: Parameters<typeof reachSpaces>[0]) => spaceDistance(from, to) <= reachSpaces(reach);
    expect(withinReach(t(2, 2), t(2, 2), same)).to.equal(true);
    expect(withinReach(t(2, 2), t(3, 2), same)).to.equal(false);
    expect(withinReach(t(2, 2), t(3, 2), one)).to.equal(true);
    expect(withinReach(t(2, 2), t(3, 3), one), "diagonal is 2 away").to.equal(false);
    expect(withinReach(t(2, 2), t(3, 3), two)).to.equal(true);
    expect(withinReach(t(2, 2), t(4, 3), two)).to.equal(false);
  });

  it("an attribute as RCH is half its value rounded up: T 13 → RCH 7; T 12 → 6", () => {
    expect(reachSpaces({ kind: "attribute", attribute: "t" }, { attributes: { t: 13 } })).to.equal(7);
    expect(reachSpaces({ kind: "attribute", attribute: "t" }, { attributes: { t: 12 } })).to.equal(6);
    expect(halvedUp(13)).to.equal(7);
    expect(() => reachSpaces({ kind: "attribute", attribute: "t" })).to.throw(/attribute "t"/);
  });

  it("two reach values: infinite range, x within 10, y beyond (Crossbow +3|−3)", () => {
    const crossbow = { kind: "bands", near: 3, far: -3 } as const;
    expect(reachSpaces(crossbow)).to.equal(Infinity);
    expect(twoValueModifier(crossbow, 10)).to.equal(3);
    expect(twoValueModifier(crossbow, 11)).to.equal(-3);
    expect(twoValueModifier({ kind: "spaces", spaces: 4 }, 3)).to.equal(0);
  });

  it("Casting Aura reaches the caster's Awareness: 3, with Acute Senses 4 (A36)", () => {
    expect(reachSpaces({ kind: "aura" })).to.equal(3);
    expect(reachSpaces({ kind: "aura" }, { awareness: awarenessRadius({ acuteSenses: true }) })).to.equal(4);
  });

  it("Awareness: 3 spaces counted like distance (a diamond of 25 spaces), Acute Senses +1", () => {
    expect(awarenessRadius({})).to.equal(3);
    expect(awarenessRadius({ acuteSenses: true })).to.equal(4);
    let inside = 0;
    for (let y = -5; y <= 5; y++) for (let x = -5; x <= 5; x++) if (withinAwareness(t(5, 5), t(5 + x, 5 + y), 3)) inside++;
    expect(inside).to.equal(25);
    // A65: walls do not stop Awareness, but a space behind one counts by the way around it.
    const walled = new Board(8, 8, [0, 1, 2].map((y) => wall(t(2, y), t(3, y))));
    expect(withinAwareness(t(2, 0), t(3, 0), 3, walled), "around the wall: 7 steps").to.equal(false);
    expect(withinAwareness(t(2, 2), t(3, 2), 3, walled), "down, across and up: 3 steps").to.equal(true);
    expect(withinAwareness(t(2, 0), t(3, 0), 3), "open ground").to.equal(true);
  });

  it("sizes take 1/1/1/2/3/4/4 slots; Incapacitated, Dead and Flying take none; a space holds 4 by default (A28)", () => {
    expect(SIZES.map((s) => SIZE_SLOTS[s])).to.deep.equal([1, 1, 1, 2, 3, 4, 4]);
    expect(slotsTaken({ size: "huge" })).to.equal(2);
    expect(slotsTaken({ size: "huge", incapacitated: true })).to.equal(0);
    expect(slotsTaken({ size: "epic", dead: true })).to.equal(0);
    expect(slotsTaken({ size: "gigantic", flying: true })).to.equal(0);
    expect(DEFAULT_SPACE_SLOTS).to.equal(4);
    expect(sizeRank("small")).to.be.below(sizeRank("medium"));
  });
});

describe("Eldfall line of sight (eldfall/rules/sight)", () => {
  const board = new Board(12, 12, [wall(t(5, 5), t(6, 5))]);
  const none = () => [] as EnvironmentAt[];
  const assisted: SightInput = { board, mode: "assisted", between: none };
  const trueLos: SightInput = { board, mode: "true", between: none };
  const viewer: Viewer = { cell: t(2, 2), size: "medium", awareness: 3, facing: "east" };
  const at = (x: number, y: number, extra: object = {}) => ({ cell: t(x, y), size: "medium" as const, ...extra });

  it("Assisted: marker to marker, stopped by a sight wall; the own space is always seen", () => {
    expect(blindReason(assisted, viewer, at(8, 2))).to.equal(null);
    expect(blindReason(assisted, { ...viewer, cell: t(5, 5) }, at(6, 5))).to.equal("wall");
    expect(blindReason(assisted, { ...viewer, cell: t(5, 5) }, at(5, 5))).to.equal(null);
  });

  it("True: only the front 180°; Vigilance and a moving model see all round", () => {
    expect(blindReason(trueLos, viewer, at(6, 2))).to.equal(null);
    expect(blindReason(trueLos, viewer, at(2, 6)), "straight beside: the edge of the front arc").to.equal(null);
    expect(blindReason(trueLos, viewer, at(0, 2))).to.equal("behind");
    expect(blindReason(trueLos, { ...viewer, vigilance: true }, at(0, 2))).to.equal(null);
    expect(blindReason(trueLos, { ...viewer, moving: true }, at(0, 2))).to.equal(null);
    expect(blindReason(assisted, viewer, at(0, 2)), "Assisted has no arcs").to.equal(null);
  });

  it("Dark: LoS only within Awareness (3; Acute Senses 4), counted around walls (A65)", () => {
    const dark = { ...viewer, environments: [{ env: "dark" } as const] };
    expect(blindReason(assisted, dark, at(5, 2))).to.equal(null);
    expect(blindReason(assisted, dark, at(6, 2))).to.equal("dark");
    expect(blindReason(assisted, { ...dark, awareness: 4 }, at(6, 2))).to.equal(null);
    expect(blindReason(assisted, { ...dark, cell: t(5, 4) }, at(6, 5)), "a diagonal neighbour: 2 steps").to.equal(null);
  });

  it("Crouched: hidden beyond 3 from an enemy of the same size or smaller, unless it attacks (A27)", () => {
    expect(blindReason(assisted, viewer, at(6, 2, { crouched: true }))).to.equal("crouched");
    expect(blindReason(assisted, viewer, at(5, 2, { crouched: true }))).to.equal(null);
    expect(blindReason(assisted, viewer, at(6, 2, { crouched: true, attacking: true }))).to.equal(null);
    expect(blindReason(assisted, { ...viewer, size: "large" }, at(6, 2, { crouched: true }))).to.equal("crouched");
    expect(blindReason(assisted, viewer, { cell: t(6, 2), size: "huge", crouched: true }), "a bigger Crouched model is still seen").to.equal(null);
  });

  it("Hazy (or Profane Miasma) between blocks sight; an Engaged model always sees the enemies engaging it", () => {
    const hazy: SightInput = { board, mode: "assisted", between: () => [{ env: "hazy" }] };
    expect(blindReason(hazy, viewer, at(8, 2))).to.equal("hazy");
    expect(blindReason(hazy, viewer, at(3, 2))).to.equal("hazy");
    expect(blindReason(hazy, { ...viewer, engagedBy: ["orc"] }, at(3, 2, { id: "orc" }))).to.equal(null);
  });
});

describe("Eldfall Areas of Effect (eldfall/rules/aoe)", () => {
  const board = new Board(10, 10, [wall(t(6, 2), t(7, 2))]);

  it("Blast S is the target's space; Blast L adds one adjacent space the attacker picks", () => {
    expect(key(aoeCells(board, "blastS", { attacker: t(0, 0), target: t(4, 4) }))).to.deep.equal(["4,4"]);
    expect(key(aoeCells(board, "blastL", { attacker: t(0, 0), target: t(4, 4), extra: t(4, 5) }))).to.deep.equal(["4,4", "4,5"]);
    expect(() => aoeCells(board, "blastL", { attacker: t(0, 0), target: t(4, 4), extra: t(5, 5) })).to.throw(/adjacent/);
    expect(() => aoeCells(board, "blastS", { attacker: t(0, 0) })).to.throw(/needs a target/);
  });

  it("Spray S covers the own space and 3 ahead of the front, Spray L 5; a wall stops it", () => {
    expect(key(aoeCells(board, "sprayS", { attacker: t(1, 5), facing: "east" }))).to.deep.equal(["1,5", "2,5", "3,5", "4,5"]);
    expect(aoeCells(board, "sprayL", { attacker: t(1, 5), facing: "east" })).to.have.length(6);
    expect(key(aoeCells(board, "sprayL", { attacker: t(3, 2), facing: "east" }))).to.deep.equal(["3,2", "4,2", "5,2", "6,2"]);
    expect(key(aoeCells(board, "sprayS", { attacker: t(1, 1), facing: "north" }))).to.deep.equal(["1,1", "1,0"]);
  });

  it("Sweep: own and adjacent spaces within the melee reach (I: in LoS only)", () => {
    expect(aoeCells(board, "sweep", { attacker: t(4, 4), reach: 1 })).to.have.length(5);
    expect(key(aoeCells(board, "sweep", { attacker: t(4, 4), reach: 0 }))).to.deep.equal(["4,4"]);
    expect(aoeCells(board, "sweep", { attacker: t(4, 4), reach: 1, sees: (c) => c.y >= 4 })).to.have.length(4);
    expect(key(aoeCells(board, "sweep", { attacker: t(6, 2), reach: 1 }))).to.not.include("7,2");
  });

  it("Line: the spaces a straight line to the target crosses, up to a wall", () => {
    expect(key(aoeCells(board, "line", { attacker: t(0, 0), target: t(3, 0) }))).to.deep.equal(["1,0", "2,0", "3,0"]);
    expect(key(aoeCells(board, "line", { attacker: t(4, 2), target: t(9, 2) }))).to.deep.equal(["5,2", "6,2"]);
  });

  it("the models in the spaces; the attacker is never hit by its own Spray (A29)", () => {
    const models = [{ id: "me", cell: t(1, 5) }, { id: "a", cell: t(3, 5) }, { id: "b", cell: t(3, 6) }];
    const cells = aoeCells(board, "sprayS", { attacker: t(1, 5), facing: "east" });
    expect(modelsInAoe(cells, models, "me").map((m) => m.id)).to.deep.equal(["a"]);
  });
});

describe("Eldfall Engaged, shooting into melee, friendly fire (eldfall/rules/engaged)", () => {
  const m = (id: string, side: string, x: number, y: number, extra: Partial<MeleeModel> = {}): MeleeModel => ({ id, side, cell: t(x, y), meleeReach: 1, ...extra });

  it("a model within an enemy's melee RCH is Engaged (figure: Marauder RCH 1 engages Seigen RCH ❖, not the other way)", () => {
    const seigen = m("seigen", "heroes", 2, 2, { meleeReach: 0 });
    const marauder = m("marauder", "hostiles", 3, 2);
    const map = engagements([seigen, marauder]);
    expect(map.get("seigen")).to.deep.equal(["marauder"]);
    expect(map.has("marauder")).to.equal(false);
    // Seigen moves into the Marauder's space: both Engaged.
    const closer = engagements([{ ...seigen, cell: t(3, 2) }, marauder]);
    expect(closer.get("marauder")).to.deep.equal(["seigen"]);
  });

  it("no Engaged across levels, by Crouched/Incapacitated enemies, nor of Flying models; walls stop reach", () => {
    const hero = m("h", "heroes", 2, 2);
    expect(engages(m("e", "hostiles", 3, 2, { level: 1 }), hero)).to.equal(false);
    expect(engages(m("e", "hostiles", 3, 2, { crouched: true }), hero)).to.equal(false);
    expect(engages(m("e", "hostiles", 3, 2, { incapacitated: true }), hero)).to.equal(false);
    expect(engages(m("e", "hostiles", 3, 2), { ...hero, flying: true })).to.equal(false);
    expect(engages(m("e", "hostiles", 3, 2), hero, () => true)).to.equal(false);
    expect(engages(m("e", "hostiles", 2, 2, { meleeReach: 0 }), hero)).to.equal(true);
    expect(engages(m("f", "heroes", 3, 2), hero), "allies never engage").to.equal(false);
  });

  it("shooting into melee: −4 per allied model there, stacking; 17, 18, 19 and 20 hit an ally (A22); AoE and Shots ignore it", () => {
    expect(shootingIntoMelee(1).modifier).to.equal(-4);
    expect(shootingIntoMelee(2).modifier).to.equal(-8);
    expect(shootingIntoMelee(2).allyHitFaces).to.deep.equal([17, 18, 19, 20]);
    expect(ALLY_HIT_FACES).to.deep.equal([17, 18, 19, 20]);
    expect(shootingIntoMelee(2, { aoe: true })).to.deep.equal({ modifier: 0, allyHitFaces: [] });
    expect(shootingIntoMelee(1, { ignores: true }).modifier).to.equal(0);
    const rule = shootingIntoMelee(1);
    expect([1, 16, 17, 20].map((f) => dieHits(f, rule))).to.deep.equal(["target", "target", "ally", "ally"]);
    expect(dieHits(18, shootingIntoMelee(0))).to.equal("target");
  });

  it("friendly fire: a hero's Hit that could damage an ally asks a Morale roll, failing → Panicked until its next Strategic Phase", () => {
    const hero = { id: "tharos", side: "heroes", hero: true };
    expect(friendlyFireCheck(hero, { id: "anari", side: "heroes" }, true)).to.deep.equal({
      modelId: "anari", attribute: "m", onFail: { state: "panicked", until: "ownNextStrategicPhase" } });
    expect(friendlyFireCheck(hero, { id: "anari", side: "heroes" }, false)).to.equal(null);
    expect(friendlyFireCheck(hero, { id: "orc", side: "hostiles" }, true)).to.equal(null);
    expect(friendlyFireCheck({ ...hero, hero: false }, { id: "anari", side: "heroes" }, true)).to.equal(null);
  });
});

describe("Eldfall Attacks of Opportunity (eldfall/rules/aoo)", () => {
  const path = [t(0, 2), t(1, 2), t(2, 2), t(3, 2), t(4, 2), t(5, 2)];
  const sees = () => true;
  const reactor = (id: string, x: number, y: number, extra: Partial<AooReactor> = {}): AooReactor => ({ id, cell: t(x, y), meleeReach: null, rangedReach: null, sees, ...extra });

  it("melee: the point where the path enters the weapon's reach, in path order", () => {
    const seigen = reactor("seigen", 4, 3, { meleeReach: 1 });
    const spear = reactor("spear", 2, 4, { meleeReach: 2 });
    const points = opportunityPoints(path, [seigen, spear]);
    expect(points.map((p) => [p.reactorId, p.index, p.kind])).to.deep.equal([["spear", 2, "melee"], ["seigen", 4, "melee"]]);
    expect(points[1]!.cell).to.deep.equal(t(4, 2));
  });

  it("a model already within reach at the start is not entered; a reactor that cannot see the space offers nothing there", () => {
    expect(opportunityPoints(path, [reactor("near", 0, 3, { meleeReach: 1 })])).to.deep.equal([]);
    expect(opportunityPoints(path, [reactor("blind", 4, 3, { meleeReach: 1, sees: () => false })])).to.deep.equal([]);
  });

  it("ranged: any path space within range and LoS, offered when the path enters range or comes closer; the first is the default", () => {
    const tharos = reactor("tharos", 9, 2, { rangedReach: 6 });
    const [p] = opportunityPoints(path, [tharos]);
    expect(p).to.include({ kind: "ranged", index: 3 });
    expect(p!.options).to.deep.equal([3, 4, 5]);
    const away = opportunityPoints([t(5, 2), t(4, 2), t(3, 2)], [tharos]);
    expect(away, "moving away inside range: no ranged AoO").to.deep.equal([]);
  });

  it("Impede ends the move at the point of the attack, unless the mover was Engaged", () => {
    const [p] = opportunityPoints(path, [reactor("warden", 3, 3, { meleeReach: 1, impede: true })]);
    // The point's index is where the activation stops the mover (activation rules' `impede`; glue: "Impede ends the move").
    expect([p!.impede, p!.index, key([p!.cell])]).to.deep.equal([true, 3, ["3,2"]]);
    const [q] = opportunityPoints(path, [reactor("warden", 3, 3, { meleeReach: 1, impede: true })], true);
    expect(q!.impede).to.equal(false);
  });
});
