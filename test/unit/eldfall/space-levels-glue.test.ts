/**
 * Eldfall's space on a scene with Levels (Foundry v14): a wall, a zone or a model on another level does not stand in
 * a token's way, cover its target, engage it, block its sight or trigger for it; on the token's own level each does.
 * Driven through the entry points play reaches: a player's drag (preMoveToken), an attack roll, the Engaged
 * recompute after a resolution, the reaction windows' sight query and a hero's move onto an Encounter.
 * v13 has one level (no token, wall or region names one), so the suite runs in the double's v14 mode only.
 */
import { expect } from "chai";
import {
  actAs, addLevel, addRegion, addWall, FOUNDRY_GENERATION, makeActor, makeCombat, makeScene, placeToken, resetWorld, settle, world, type FakeActor, type FakeScene,
} from "../../support/foundry-double";
import { bootSystem } from "../../support/double/boot";
import { moveToken } from "../../support/double/token-movement";
import { enableBehaviorUpdates, enablePlacement } from "../../support/double/placement";
import { ZONE_BEHAVIOR } from "../../../src/core/zones";
import { realmsFlag } from "../../../src/core/flags";
import { environmentKind } from "../../../src/rulesets/eldfall/space/rules/environments";
import { environmentsOfToken } from "../../../src/rulesets/eldfall/space/zones";
import { rollAttack, type AttackRow } from "../../../src/rulesets/eldfall/dice/rolling";
import { recomputeEngaged, SightLookup } from "../../../src/rulesets/eldfall/space/queries";
import { weaponData } from "../../support/eldfall-models";
import { ENCOUNTER_KIND } from "../../../src/rulesets/eldfall/spawn/triggers";
import { spawnHostile } from "../../../src/rulesets/eldfall/spawn/spawn";

const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 2, off: 13, def: 10, acc: 15, int: 13, ag: 13, t: 12, m: 12 };
const fast = { fastForward: true, advantage: false, disadvantage: false };
const bow: AttackRow = { label: "Bow", kind: "rangedItem", stk: 2, pw: 10, reach: { kind: "spaces", spaces: 8 } };
const model = (name: string, type = "eldfallHero", items: object[] = []): FakeActor => makeActor({
  name, type, ownership: { default: 0, p1: 3 }, system: { schemaVersion: 1, attributes: { ...ATTRS }, health: 2, size: "medium", weakPoints: 0, mana: 0, ap: 2 }, items: items as never,
});
const zone = (scene: FakeScene, x: number, y: number, kind: string, levels: string[], option = "") => addRegion(scene, {
  name: kind, levels, shapes: [{ type: "rectangle", x: x * 100, y: y * 100, width: 100, height: 100 }],
  behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: kind === ENCOUNTER_KIND ? kind : environmentKind(kind as never), option } }],
});
const asToken = (t: unknown) => t as TokenDocument.Implementation;

describe("Eldfall space on a scene with Levels (v14): only the token's level counts", () => {
  let shutdown: () => void;
  let scene: FakeScene;
  let ground: string;
  let up: string;

  before(async function () {
    if (FOUNDRY_GENERATION === 13) this.skip(); // v13 has one level: nothing names a level there
    resetWorld();
    ({ shutdown } = await bootSystem("eldfall"));
  });
  after(() => {
    if (FOUNDRY_GENERATION === 13) return;
    shutdown();
    actAs({ id: "gm", isGM: true });
  });
  beforeEach(() => {
    resetWorld();
    scene = makeScene("Keep", { gridSize: 100 });
    ground = scene.levels![0]!.id;
    up = addLevel(scene, { name: "Upstairs", elevation: { bottom: 20, top: 40 } }).id;
  });

  it("a player's move: a wall upstairs does not stop a token on the ground; the same move upstairs is refused at the wall", async () => {
    addWall(scene, { c: [600, 0, 600, 100], levels: [up] });
    const below = placeToken(scene, model("Tharos"), { x: 4, y: 0 });
    const above = placeToken(scene, model("Aria"), { x: 4, y: 0, level: up, elevation: 20 });
    const orc = placeToken(scene, model("Marauder", "eldfallHostile"), { x: 9, y: 9 });
    makeCombat([below.actor, above.actor, orc.actor]);
    actAs({ id: "p1", isGM: false });
    expect(await moveToken(below, [{ x: 7, y: 0 }])).to.equal(true);
    expect(below.x).to.equal(700);
    expect(await moveToken(above, [{ x: 7, y: 0 }])).to.equal(false);
    expect(world.notifications.at(-1)?.message).to.equal("Aria: a wall blocks step 2.");
    expect(above.x).to.equal(400);
  });

  it("zones: Heavy Cover upstairs covers a token upstairs, not one on the ground below it; an attack roll reads it the same way", async () => {
    zone(scene, 4, 0, "cover", [up], "heavy");
    const archer = model("Archer");
    const foe = model("Foe", "eldfallHostile");
    const archerToken = placeToken(scene, archer, { x: 0, y: 0, linked: true });
    const foeToken = placeToken(scene, foe, { x: 4, y: 0, linked: true });
    expect(environmentsOfToken(asToken(foeToken))).to.deep.equal([]);
    world.dice.push(11, 12);
    expect((await rollAttack(archer as never, bow, foe as never, { intent: fast }))!.side.value, "on the ground: no cover").to.equal(15);
    Object.assign(archerToken, { level: up, elevation: 20 });
    Object.assign(foeToken, { level: up, elevation: 20 });
    expect(environmentsOfToken(asToken(foeToken)).map((e) => e.grade)).to.deep.equal(["heavy"]);
    world.dice.push(11, 12);
    const card = await rollAttack(archer as never, bow, foe as never, { intent: fast });
    expect(card!.side.value, "upstairs: Heavy Cover −4").to.equal(11);
    expect(card!.side.modifiers).to.deep.include({ label: "REALMS.Eldfall.Dice.Space.cover", value: -4, i18n: true });
  });

  it("Engaged after a resolution: an enemy in the same space on another level engages nobody; on the same level it does", async () => {
    const seigen = placeToken(scene, model("Seigen"), { x: 3, y: 0 });
    // The Marauder's spear reaches 1 space; Seigen fights Unarmed (❖).
    const marauder = placeToken(scene, model("Marauder", "eldfallHostile", [weaponData("Spear", "1")]), { x: 3, y: 0, level: up, elevation: 20 });
    expect(await recomputeEngaged(asScene(scene))).to.deep.equal({ gained: [], lost: [] });
    Object.assign(marauder, { level: ground, elevation: 0 });
    expect((await recomputeEngaged(asScene(scene))).gained).to.have.members(["Seigen", "Marauder"]);
    expect(seigen.actor.statuses.has("realms.eldfall.engaged")).to.equal(true);
  });

  it("sight in a reaction window: a wall upstairs does not block a watcher on the ground; a watcher upstairs does not see past it", async () => {
    addWall(scene, { c: [600, 0, 600, 100], levels: [up] });
    const below = placeToken(scene, model("Watcher"), { x: 4, y: 0, linked: true });
    const above = placeToken(scene, model("Lookout"), { x: 4, y: 0, level: up, elevation: 20, linked: true });
    const sight = new SightLookup(); // one reaction window's lookup: each level read once
    expect(sight.sees(asToken(below), { x: 8, y: 0 })).to.equal(true);
    expect(sight.sees(asToken(above), { x: 8, y: 0 })).to.equal(false);
  });

  it("an Encounter upstairs triggers for a hero moving across it upstairs, not for one crossing the same spaces on the ground", async () => {
    enableBehaviorUpdates(zone(scene, 3, 1, ENCOUNTER_KIND, [up], "II"));
    const walker = model("Walker");
    const climber = model("Climber");
    const below = placeToken(scene, walker, { x: 1, y: 1, linked: true });
    const above = placeToken(scene, climber, { x: 1, y: 1, level: up, elevation: 20, linked: true });
    await below.update({ x: 500, y: 100 });
    await settle();
    expect(realmsFlag(walker, "eldfallTokens") ?? []).to.deep.equal([]);
    await above.update({ x: 500, y: 100 });
    await settle();
    expect((realmsFlag<{ code: string }[]>(climber, "eldfallTokens") ?? []).map((t) => t.code)).to.deep.equal(["II"]);
  });

  it("a Hostile spawned for a hero upstairs arrives on the hero's level, facing it; one spawned for a hero below stays below", async () => {
    const placing = enablePlacement(scene);
    for (const a of [...world.actors.values()]) if (a.type === "eldfallParty") world.actors.delete(a.uuid); // the pool is this party's
    const wolf = makeActor({ name: "Wolf", type: "eldfallHostile", system: { schemaVersion: 1, attributes: { ...ATTRS }, health: 2, weakPoints: 0, ap: 0, tier: 1, size: "medium" } });
    makeActor({ name: "Party", type: "eldfallParty", system: { schemaVersion: 1, spawnPool: [{ actor: wolf.uuid, count: 3 }] } });
    const climber = model("Climber");
    const walker = model("Walker");
    placeToken(placing, climber, { x: 3, y: 4, level: up, elevation: 20, linked: true });
    placeToken(placing, walker, { x: 8, y: 4, linked: true });
    const above = await spawnHostile({ actorUuid: wolf.uuid, tier: null, at: { x: 3, y: 1 }, triggeredBy: climber.uuid });
    const below = await spawnHostile({ actorUuid: wolf.uuid, tier: null, at: { x: 8, y: 1 }, triggeredBy: walker.uuid });
    if (above.kind !== "spawned" || below.kind !== "spawned") throw new Error(`expected two spawns, got ${above.kind}, ${below.kind}`);
    const levelOf = (uuid: string) => placing.tokens.find((t) => t.uuid === uuid)?.level;
    expect([levelOf(above.tokenUuid), levelOf(below.tokenUuid)]).to.deep.equal([up, ground]);
    expect([above.facing, below.facing]).to.deep.equal(["south", "south"]);
  });
});

const asScene = (s: FakeScene) => s as unknown as Scene.Implementation;
