/**
 * eld-space's answers reach the other parts once the ruleset's init has run (dice/roll-context.ts, space/queries.ts): a ranged attack
 * at a target in Heavy Cover rolls at ACC −4 with the line on the card, Dense takes a Strike away, a Soldier counts
 * the Soldiers of its side in its Awareness, and the Strategic Phase knows who stands in a Toxic Environment.
 */
import { expect } from "chai";
import { addRegion, makeActor, makeScene, placeToken, world, type FakeScene } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { ZONE_BEHAVIOR } from "../../../src/core/zones";
import { environmentKind } from "../../../src/rulesets/eldfall/space/rules/environments";
import { rollAttack, type AttackRow } from "../../../src/rulesets/eldfall/dice/rolling";
import { soldiersAround } from "../../../src/rulesets/eldfall/dice/roll-context";
import { inToxic } from "../../../src/rulesets/eldfall/space/queries";

const fast = { fastForward: true, advantage: false, disadvantage: false };
const ATTRS = { sta: 2, spd: 3, arm: 3, hp: 2, off: 13, def: 10, acc: 15, int: 13, ag: 13, t: 12, m: 12 };
const zone = (scene: FakeScene, x: number, y: number, kind: string, option = "") =>
  addRegion(scene, { name: kind, shapes: [{ type: "rectangle", x: x * 100, y: y * 100, width: 100, height: 100 }], behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: environmentKind(kind as never), option } }] });
const model = (name: string, type = "eldfallHero", keys: string[] = []) => makeActor({
  name, type, system: { schemaVersion: 1, attributes: { ...ATTRS }, health: 2, size: "medium", weakPoints: 0, mana: 0, ap: 2 },
  items: keys.map((key) => ({ name: key, type: "eldfallClass", system: { schemaVersion: 1, key, level: 1, x: "", description: "" } })) as never,
});
const bow: AttackRow = { label: "Bow", kind: "rangedItem", stk: 2, pw: 10, reach: { kind: "spaces", spaces: 8 } };

describe("Eldfall: the space answers the dice and the phases", () => {
  let scene: FakeScene;
  bootedSuite("eldfall");
  beforeEach(() => { scene = makeScene("Field", { gridSize: 100 }); });

  it("Heavy Cover on the target's space: ACC 15 − 4 = 11, listed on the card", async () => {
    zone(scene, 4, 0, "cover", "heavy");
    const archer = model("Archer");
    const foe = model("Foe", "eldfallHostile");
    placeToken(scene, archer, { x: 0, y: 0, linked: true });
    placeToken(scene, foe, { x: 4, y: 0, linked: true });
    world.dice.push(11, 12);
    const card = await rollAttack(archer as never, bow, foe as never, { intent: fast });
    expect(card!.side.value).to.equal(11);
    expect(card!.side.modifiers).to.deep.include({ label: "REALMS.Eldfall.Dice.Space.cover", value: -4, i18n: true });
    expect(card!.side.dice.map((d) => d.landed)).to.deep.equal([true, false]);
  });

  it("Dense between the two takes a Strike away (STK 2 → 1 die)", async () => {
    zone(scene, 2, 0, "dense");
    const archer = model("Archer");
    const foe = model("Foe", "eldfallHostile");
    placeToken(scene, archer, { x: 0, y: 0, linked: true });
    placeToken(scene, foe, { x: 4, y: 0, linked: true });
    world.dice.push(3);
    expect((await rollAttack(archer as never, bow, foe as never, { intent: fast }))!.side.dice.length).to.equal(1);
  });

  it("a Soldier counts the other Soldiers of its side within 3 spaces, and rolls with them", async () => {
    const s1 = model("S1", "eldfallHero", ["soldier"]);
    const s2 = model("S2", "eldfallHero", ["soldier"]);
    const far = model("S3", "eldfallHero", ["soldier"]);
    const enemy = model("E", "eldfallHostile", ["soldier"]);
    placeToken(scene, s1, { x: 0, y: 0, linked: true });
    placeToken(scene, s2, { x: 2, y: 0, linked: true });
    placeToken(scene, far, { x: 6, y: 0, linked: true });
    placeToken(scene, enemy, { x: 1, y: 0, linked: true });
    expect(soldiersAround(s1 as never)).to.equal(1);
    world.dice.push(1, 1);
    const card = await rollAttack(s1 as never, { ...bow, reach: { kind: "spaces", spaces: 8 } }, enemy as never, { intent: fast });
    expect(card!.side.value).to.equal(16);
  });

  it("the Strategic Phase's Toxic query: a token on a Toxic space is in it, one beside it is not", () => {
    zone(scene, 0, 0, "toxic");
    const inside = placeToken(scene, model("In"), { x: 0, y: 0 });
    const beside = placeToken(scene, model("Out"), { x: 1, y: 0 });
    expect(inToxic({ token: inside } as never)).to.equal(true);
    expect(inToxic({ token: beside } as never)).to.equal(false);
  });
});
