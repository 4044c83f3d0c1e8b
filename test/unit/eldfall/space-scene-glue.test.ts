import { expect } from "chai";
import { actAs, addRegion, addWall, makeActor, makeScene, placeToken, type FakeScene, type FakeToken } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { ZONE_BEHAVIOR } from "../../../src/core/zones";
import { facingOfRotation, SpaceScene } from "../../../src/rulesets/eldfall/space/space-scene";
import { weaponData } from "../../support/eldfall-models";
import { environmentKind } from "../../../src/rulesets/eldfall/space/rules/environments";

const g = globalThis as unknown as { game: { settings: { set(ns: string, k: string, v: unknown): Promise<unknown> } } };
const asScene = (s: FakeScene) => s as unknown as Scene.Implementation;
const zone = (scene: FakeScene, name: string, x: number, y: number, kind: string, option = "") =>
  addRegion(scene, { name, shapes: [{ type: "rectangle", x: x * 100, y: y * 100, width: 100, height: 100 }], behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: environmentKind(kind as never), option } }] });

describe("Eldfall space scene: LoS, Engaged, Attacks of Opportunity, attacks, AoE and environment effects from a scene (flows/space-scene.ts)", () => {
  let scene: FakeScene;
  let tharos: FakeToken;
  let seigen: FakeToken;
  let marauder: FakeToken;
  let archer: FakeToken;
  const field = () => new SpaceScene(asScene(scene));

  bootedSuite("eldfall", () => {
    actAs({ id: "gm", isGM: true });
  });

  beforeEach(() => {
    scene = makeScene("Hall", { gridSize: 100 });
    // A wall between (5,0) and (6,0); Heavy Cover and Profane Miasma on (3,0); Toxic on (0,0).
    addWall(scene, { c: [600, 0, 600, 100] });
    zone(scene, "crates", 3, 0, "cover", "heavy");
    zone(scene, "miasma", 3, 0, "profaneMiasma");
    zone(scene, "fumes", 0, 0, "toxic");
    // Reach from the models' weapons: the Hostiles' spears reach 1 space, Tharos' bow 8, the heroes' melee is Unarmed (❖).
    tharos = placeToken(scene, makeActor({ name: "Tharos", type: "eldfallHero", system: {}, items: [weaponData("Bow", "8", ["ranged"])] as never }), { x: 0, y: 0 });
    (tharos as unknown as { rotation: number }).rotation = 270;
    seigen = placeToken(scene, makeActor({ name: "Seigen", type: "eldfallHero", system: {} }), { x: 3, y: 0 });
    marauder = placeToken(scene, makeActor({ name: "Marauder", type: "eldfallHostile", system: {},
      items: [{ name: "Impede", type: "eldfallSkill", system: { key: "impede" } }, weaponData("Spear", "1")] as never }), { x: 3, y: 0 });
    archer = placeToken(scene, makeActor({ name: "Archer", type: "eldfallHostile", system: {}, items: [weaponData("Spear", "1")] as never }), { x: 8, y: 0 });
  });

  it("facing from the token's rotation: 0° south, 90° west, 180° north, 270° east", () => {
    expect([0, 90, 180, 270, -90, 360].map(facingOfRotation)).to.deep.equal(["south", "west", "north", "east", "east", "south"]);
  });

  it("LoS: Assisted sees past nothing but walls; True sees only the front", async () => {
    expect(field().blind(tharos.id, marauder.id)).to.equal(null);
    expect(field().blind(tharos.id, archer.id)).to.equal("wall");
    await g.game.settings.set("realms", "eldfall-losMode", "true");
    try {
      expect(field().blind(tharos.id, marauder.id)).to.equal(null);
      (tharos as unknown as { rotation: number }).rotation = 90;
      expect(field().blind(tharos.id, marauder.id)).to.equal("behind");
      expect(field().blind(tharos.id, marauder.id, { moving: true })).to.equal(null);
    } finally {
      await g.game.settings.set("realms", "eldfall-losMode", "assisted");
    }
  });

  it("Engaged recomputed from positions: models sharing a space engage each other; RCH 1 reaches the adjacent space", () => {
    const map = field().engagements();
    expect(map.get(seigen.id)).to.deep.equal([marauder.id]);
    expect(map.get(marauder.id)).to.deep.equal([seigen.id]);
    expect(map.has(tharos.id)).to.equal(false);
    tharos.x = 200;
    expect(field().engagements().get(tharos.id)).to.deep.equal([marauder.id]);
  });

  it("Attacks of Opportunity: the Marauder's reach is entered at the second space, and its Impede stops the move there", () => {
    const points = field().opportunities(tharos.id, [{ x: 1, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 1 }]);
    expect(points.map((p) => [p.reactorId, p.index, p.kind, p.impede])).to.deep.equal([[marauder.id, 2, "melee", true]]);
  });

  it("a ranged attack at the Marauder: Heavy Cover −4, one ally in its space −4 (17–20 hit Seigen), halved in the Miasma", () => {
    const r = field().attack(tharos.id, marauder.id, { kind: "ranged", reach: { kind: "spaces", spaces: 8 } });
    expect(r).to.deep.include({ allowed: true, halve: true, cover: "heavy" });
    expect(r.modifiers).to.deep.equal([{ source: "cover", value: -4 }, { source: "shootingIntoMelee", value: -4 }]);
    expect(r.intoMelee.allyHitFaces).to.deep.equal([17, 18, 19, 20]);
    expect(field().attack(tharos.id, archer.id, { kind: "ranged", reach: { kind: "spaces", spaces: 10 } })).to.include({ allowed: false, refusal: "noLineOfSight" });
  });

  it("Awareness between tokens: 3 spaces (the Archer, 8 away behind a wall, is not in Tharos's)", () => {
    expect(field().withinAwareness(tharos.id, seigen.id)).to.equal(true);
    expect(field().withinAwareness(tharos.id, archer.id)).to.equal(false);
  });

  it("AoE: a Blast S on (3,0) covers Seigen and the Marauder; Tharos's Spray S east covers them but not Tharos", () => {
    expect(field().aoe("blastS", tharos.id, { target: { x: 3, y: 0 } }).sort()).to.deep.equal([seigen.id, marauder.id].sort());
    expect(field().aoe("sprayS", tharos.id, {}).sort()).to.deep.equal([seigen.id, marauder.id].sort());
  });

  it("environment effects as data: the Miasma's Hit at the end of the sequence, Toxic's T roll in the heroes' Strategic Phase", () => {
    const end = field().endOfSequence();
    expect(end.map((e) => e.tokenId).sort()).to.deep.equal([seigen.id, marauder.id].sort());
    expect(end[0]!.effects).to.deep.equal([{ kind: "hit", source: "profaneMiasma", power: 10, traits: ["ignoreArmor", "weakening"] }]);
    expect(field().strategicPhase("heroes")).to.deep.equal([{ tokenId: tharos.id, effects: [{ kind: "roll", source: "toxic", attribute: "t", onFail: { wounds: 1 } }] }]);
    expect(field().strategicPhase("hostiles")).to.deep.equal([]);
  });

  it("game.realms.eldfall offers the space queries to macros: the viewed scene's SpaceScene and the environment lookups", () => {
    const api = (globalThis as unknown as { game: { realms: { eldfall: Record<string, (...a: unknown[]) => unknown> } } }).game.realms.eldfall;
    for (const name of ["spaceScene", "environmentsAt", "environmentsOnLine", "environmentsOfToken", "setFieldEnvironments", "setSpaceSlots"]) expect(api[name], name).to.be.a("function");
    const viewedScene = api.spaceScene!() as SpaceScene;
    expect(viewedScene.models.map((m) => m.id)).to.deep.equal([tharos.id, seigen.id, marauder.id, archer.id]);
    expect(api.environmentsAt!(scene, { x: 0, y: 0 })).to.deep.equal([{ env: "toxic", zoneId: scene.regions[2]!.behaviors[0]!.uuid }]);
  });
});
