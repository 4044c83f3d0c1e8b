import { expect } from "chai";
import { readFileSync } from "node:fs";
import { actAs, addRegion, addWall, hookErrors, makeActor, makeScene, placeToken, resetWorld, type FakeScene } from "../../support/foundry-double";
import { bootSystem } from "../../support/double/boot";
import { lang } from "../../support/lang";
import { registerZoneKind, sceneZones, shownZones, tokenCells, ZONE_BEHAVIOR, zoneKinds, zonesAt, zonesOfToken, zonesOnLine } from "../../../src/core/zones";
import { sceneBoard } from "../../../src/core/grid-scene";
import { orthogonalPath } from "../../../src/core/rules/grid-path";
import { sightClear } from "../../../src/core/rules/grid-sight";
import { SPACE_CONST } from "../../support/double/regions";

const g = globalThis as unknown as { CONFIG: { RegionBehavior: { dataModels: Record<string, { defineSchema(): Record<string, { options: { choices?: () => Record<string, string> } }> }>; typeIcons: Record<string, string> } } };
const FOG = "realms.test.fog";
const TRAP = "realms.test.trap";
const ids = (zones: { name: string }[]) => zones.map((z) => z.name);
const asScene = (s: FakeScene) => s as unknown as Scene.Implementation;

describe("zones: the realms.zone RegionBehavior and the query API (core/zones.ts)", () => {
  let shutdown: () => void;
  let scene: FakeScene;
  let errors = 0;

  before(async () => {
    // The test kinds a ruleset's init would register (no ruleset uses zones yet).
    if (!zoneKinds().some((k) => k.id === FOG)) {
      registerZoneKind({ id: FOG, label: "Fog" });
      registerZoneKind({ id: TRAP, label: "Trap" });
    }
    errors = hookErrors.length;
    resetWorld();
    ({ shutdown } = await bootSystem("elvendor"));
    scene = makeScene("Zones", { gridSize: 100 });
    // Fog over (1,1)–(2,1); a trap the GM hid, a circle on (2,2) and its four neighbours.
    addRegion(scene, { name: "fog", shapes: [{ type: "rectangle", x: 100, y: 100, width: 200, height: 100 }], behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: FOG, value: 2 } }] });
    addRegion(scene, { name: "trap", shapes: [{ type: "circle", x: 250, y: 250, radius: 100 }], visibility: SPACE_CONST.REGION_VISIBILITY.GAMEMASTER,
      behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: TRAP, option: "spikes" } }] });
    // Not zones: a disabled zone, a zone with no kind yet, a core behavior.
    addRegion(scene, { name: "off", shapes: [{ type: "rectangle", x: 0, y: 0, width: 500, height: 500 }],
      behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: FOG }, disabled: true }, { type: ZONE_BEHAVIOR, system: {} }, { type: "pauseGame", system: {} }] });
  });
  after(() => {
    shutdown();
    actAs({ id: "gm", isGM: true });
  });

  it("init registers the behavior as dnd5e does a system subtype: the namespaced type in system.json and CONFIG.RegionBehavior", () => {
    const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { documentTypes: { RegionBehavior: Record<string, unknown> } };
    expect(Object.keys(manifest.documentTypes.RegionBehavior)).to.deep.equal([ZONE_BEHAVIOR]);
    expect(g.CONFIG.RegionBehavior.dataModels[ZONE_BEHAVIOR]).to.be.a("function");
    expect(g.CONFIG.RegionBehavior.typeIcons[ZONE_BEHAVIOR]).to.match(/^fa-/);
    expect(hookErrors.slice(errors)).to.deep.equal([]);
  });

  it("the model's kind offers the registered kinds by label; its fields and type are labelled in lang/", () => {
    const schema = g.CONFIG.RegionBehavior.dataModels[ZONE_BEHAVIOR]!.defineSchema();
    expect(Object.keys(schema)).to.deep.equal(["schemaVersion", "kind", "value", "option"]);
    expect(schema.kind!.options.choices!()).to.deep.include({ [FOG]: "Fog", [TRAP]: "Trap" });
    const tree = lang as { TYPES: { RegionBehavior: { realms: { zone: string } } }; REALMS: { Zone: { FIELDS: Record<string, { label: string }> } } };
    expect(tree.TYPES.RegionBehavior.realms.zone).to.be.a("string");
    for (const key of Object.keys(schema)) expect(tree.REALMS.Zone.FIELDS[key]?.label, key).to.be.a("string");
  });

  it("a new zone behavior is cleaned by the model: the data version and missing parameters at their initial values", () => {
    const region = scene.regions.find((r) => r.name === "fog")!;
    expect(region.behaviors[0]!.system).to.deep.equal({ schemaVersion: 1, kind: FOG, value: 2, option: "" });
  });

  it("which zones apply to a space: from the region's shapes mapped to cells; disabled, kindless and other behaviors are not zones", () => {
    expect(ids(zonesAt(asScene(scene), { x: 2, y: 1 }))).to.deep.equal(["fog", "trap"]);
    expect(ids(zonesAt(asScene(scene), { x: 1, y: 1 }))).to.deep.equal(["fog"]);
    expect(ids(zonesAt(asScene(scene), { x: 0, y: 0 }))).to.deep.equal([]);
    expect(ids(zonesAt(asScene(scene), { x: 2, y: 2 }, TRAP))).to.deep.equal(["trap"]);
    const [fog] = zonesAt(asScene(scene), { x: 1, y: 1 });
    expect(fog).to.include({ kind: FOG, value: 2, option: "", hidden: false });
    expect(fog!.id).to.match(/^Scene\.\w+\.Region\.\w+\.RegionBehavior\.\w+$/);
    expect(sceneZones(asScene(scene)).zones).to.have.length(2);
  });

  it("a region the geometry cannot read is skipped with a warning; the other zones still answer", () => {
    const other = makeScene("Broken", { gridSize: 100, view: false });
    addRegion(other, { name: "broken", shapes: [{ type: "polygon", points: [0, 0, 100, 100] }], behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: FOG } }] });
    addRegion(other, { name: "fine", shapes: [{ type: "rectangle", x: 0, y: 0, width: 100, height: 100 }], behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: FOG } }] });
    const warned: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args);
    try {
      expect(ids(zonesAt(asScene(other), { x: 0, y: 0 }))).to.deep.equal(["fine"]);
    } finally {
      console.warn = warn;
    }
    expect(warned).to.have.length(1);
    expect(String(warned[0]![0])).to.include(other.regions[0]!.uuid);
  });

  it("which zones a line crosses: through the trap, not counting the end spaces when asked", () => {
    expect(ids(zonesOnLine(asScene(scene), { x: 0, y: 2 }, { x: 4, y: 2 }))).to.deep.equal(["trap"]);
    expect(ids(zonesOnLine(asScene(scene), { x: 1, y: 0 }, { x: 1, y: 1 }, { ends: false }))).to.deep.equal([]);
    expect(ids(zonesOnLine(asScene(scene), { x: 0, y: 1 }, { x: 4, y: 1 }, { ends: false }))).to.deep.equal(["fog", "trap"]);
  });

  it("which zones apply to a token: every zone under its footprint (a 2×2 token at (0,0) touches the fog, not the trap)", () => {
    const ogre = placeToken(scene, makeActor({ name: "Ogre", type: "elvendorEnemy", system: {} }), { x: 0, y: 0 });
    Object.assign(ogre, { width: 2, height: 2 });
    const token = ogre as unknown as TokenDocument.Implementation;
    expect(tokenCells(token)).to.deep.equal([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 1 }]);
    expect(ids(zonesOfToken(token))).to.deep.equal(["fog"]);
    const rat = placeToken(scene, makeActor({ name: "Rat", type: "elvendorEnemy", system: {} }), { x: 2, y: 3 }) as unknown as TokenDocument.Implementation;
    expect(ids(zonesOfToken(rat))).to.deep.equal(["trap"]);
  });

  it("a player gets the same answers (the rules apply hidden zones); only what is shown leaves the GM-only zone out", () => {
    actAs({ id: "player1", isGM: false });
    const here = zonesAt(asScene(scene), { x: 2, y: 1 });
    expect(ids(here)).to.deep.equal(["fog", "trap"]);
    expect(ids(shownZones(here))).to.deep.equal(["fog"]);
    actAs({ id: "gm", isGM: true });
    expect(ids(shownZones(here))).to.deep.equal(["fog", "trap"]);
  });
});

describe("the scene's board: walls as blocked edges (core/grid-scene.ts)", () => {
  const C = SPACE_CONST;
  let scene: FakeScene;

  beforeEach(() => {
    resetWorld();
    scene = makeScene("Walls", { gridSize: 100, view: false });
    // A wall down the grid line x = 200 on rows 0–3 of the 40×40 board: only row 4 and below pass.
    addWall(scene, { c: [200, 0, 200, 400] });
  });

  it("a normal wall forces the detour: (0,0) → (4,0) costs 12, the board is the scene's 40×40 spaces", () => {
    const board = sceneBoard(asScene(scene));
    expect([board.width, board.height]).to.deep.equal([40, 40]);
    expect(orthogonalPath(board, { x: 0, y: 0 }, { x: 4, y: 0 })!.cost).to.equal(12);
  });

  it("a wall that stops sight only (movement none) lets models through but blocks sight", () => {
    scene.walls[0]!.move = C.WALL_MOVEMENT_TYPES.NONE;
    const board = sceneBoard(asScene(scene));
    expect(orthogonalPath(board, { x: 0, y: 0 }, { x: 4, y: 0 })!.cost).to.equal(4);
    expect(board.blocksSight({ x: 1, y: 0 }, { x: 2, y: 0 })).to.equal(true);
    expect(sightClear(board, { x: 0, y: 1 }, { x: 4, y: 2 })).to.equal(false);
    expect(sightClear(board, { x: 0, y: 5 }, { x: 4, y: 5 })).to.equal(true);
  });

  it("a door blocks while closed or locked and not once open", () => {
    Object.assign(scene.walls[0]!, { door: C.WALL_DOOR_TYPES.DOOR, ds: C.WALL_DOOR_STATES.LOCKED });
    expect(orthogonalPath(sceneBoard(asScene(scene)), { x: 0, y: 0 }, { x: 4, y: 0 })!.cost).to.equal(12);
    scene.walls[0]!.ds = C.WALL_DOOR_STATES.OPEN;
    const open = sceneBoard(asScene(scene));
    expect(orthogonalPath(open, { x: 0, y: 0 }, { x: 4, y: 0 })!.cost).to.equal(4);
    expect(open.blocksSight({ x: 1, y: 0 }, { x: 2, y: 0 })).to.equal(false);
  });

  it("a scene that is not a square grid, or too large, is refused with a localized error", () => {
    scene.grid.type = C.GRID_TYPES.HEXODDR;
    expect(() => sceneBoard(asScene(scene))).to.throw(/square grid/);
    scene.grid.type = C.GRID_TYPES.SQUARE;
    scene.dimensions.width = 100 * 600;
    expect(() => sceneBoard(asScene(scene))).to.throw(/600×40 grid spaces.*at most 500/);
  });
});
