/**
 * The dice flows read their modifiers from the State/ability rules and the scene's space, never from the caller:
 * a Weakened model's T, a Confused model's OFF, a Crouched attacker's single Strike, Armsmaster's extra Strike,
 * Marksman's +4 when Idle, the Soldier bonus under the world's cap, and the space's Cover; the dialog's chance is
 * the exact one for the modified attribute; the A20 world option reaches the pipeline.
 */
import { expect } from "chai";
import { addRegion, makeActor, makeScene, placeToken, world, type FakeScene } from "../../support/foundry-double";
import { ZONE_BEHAVIOR } from "../../../src/core/zones";
import { environmentKind } from "../../../src/rulesets/eldfall/space/rules/environments";
import { bootedSuite } from "../../support/double/boot";
import { rollAttack, rollAttribute, rollConfrontation, type AttackRow } from "../../../src/rulesets/eldfall/dice/rolling";
import { planCheck, type SidePlan } from "../../../src/rulesets/eldfall/dice/dialog-odds";
import { applyStateTo } from "../../../src/rulesets/eldfall/states/actor-states";
import { rollerModifiers } from "../../../src/rulesets/eldfall/dice/rules/roll-modifiers";

const fast = { fastForward: true, advantage: false, disadvantage: false };
const ATTRS = { sta: 2, spd: 3, arm: 3, hp: 2, off: 13, def: 10, acc: 15, int: 13, ag: 13, t: 12, m: 12 };
const settings = () => (globalThis as unknown as { game: { settings: { set(ns: string, k: string, v: unknown): Promise<unknown> } } }).game.settings;

function hero(name: string, keys: { type: string; key: string }[] = [], type: "eldfallHero" | "eldfallHostile" = "eldfallHero") {
  return makeActor({
    name, type, ownership: { default: 0, player1: 3 },
    system: { schemaVersion: 1, attributes: { ...ATTRS }, health: 2, size: "medium", weakPoints: 0, mana: 0, ap: 2, inventory: 10, notes: "", level: 1, path: "", ally: false },
    items: keys.map((k) => ({ name: k.key, type: k.type, system: { schemaVersion: 1, key: k.key, level: 1, x: "", description: "" } })),
  });
}
const sword: AttackRow = { label: "Sword", kind: "meleeItem", stk: 2, pw: 12 };
const bow: AttackRow = { label: "Bow", kind: "rangedItem", stk: 1, pw: 10 };
const heavyCover = (scene: FakeScene, x: number, y: number) =>
  addRegion(scene, { name: "cover", shapes: [{ type: "rectangle", x: x * 100, y: y * 100, width: 100, height: 100 }], behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: environmentKind("cover"), option: "heavy" } }] });
const COVER_LINE = { label: "REALMS.Eldfall.Dice.Space.cover", value: -4, i18n: true };

describe("Eldfall: the dice read States, abilities and space", () => {
  bootedSuite("eldfall");
  afterEach(async () => {
    await settings().set("realms", "eldfall-soldierCap", 0);
    await settings().set("realms", "eldfall-halveAndDouble", "both");
  });

  it("a Weakened model's Toughness roll is on half its T (12 → 6): a 7 fails, the chance shown is 6 in 20", async () => {
    const a = hero("Weak");
    await applyStateTo(a as never, "weakened", { quiet: true });
    world.dice.push(7);
    const card = await rollAttribute(a as never, "toughness", { intent: fast });
    expect([card!.side.value, card!.side.dice[0]!.landed, card!.chance]).to.deep.equal([6, false, 6 / 20]);
  });

  it("a Confused attacker rolls on half its OFF (13 → 7); a Crouched one rolls a single Strike", async () => {
    const c = hero("Confused");
    await applyStateTo(c as never, "confused", { quiet: true });
    world.dice.push(7, 8);
    const card = await rollAttack(c as never, sword, hero("T") as never, { intent: fast });
    expect([card!.side.value, card!.side.dice.length]).to.deep.equal([7, 2]);
    const k = hero("Crouched");
    await applyStateTo(k as never, "crouched", { quiet: true });
    world.dice.push(5);
    const crouched = await rollAttack(k as never, { ...sword, stk: 3 }, hero("T") as never, { intent: fast });
    expect(crouched!.side.dice.length).to.equal(1);
  });

  it("Armsmaster adds a Strike to its Active melee Attack; a Weakened Armsmaster is back to the printed STK", async () => {
    const a = hero("Arms", [{ type: "eldfallClass", key: "armsmaster" }]);
    world.dice.push(1, 2, 3);
    expect((await rollAttack(a as never, sword, hero("T") as never, { intent: fast }))!.side.dice.length).to.equal(3);
    await applyStateTo(a as never, "weakened", { quiet: true });
    world.dice.push(1, 2);
    expect((await rollAttack(a as never, sword, hero("T") as never, { intent: fast }))!.side.dice.length).to.equal(2);
  });

  it("Marksman +4 when the caller says it stayed Idle; the card lists the line", async () => {
    const m = hero("Marks", [{ type: "eldfallClass", key: "marksman" }]);
    world.dice.push(19);
    const card = await rollAttack(m as never, bow, hero("T") as never, { intent: fast, ability: { movement: "idle" } });
    expect(card!.side.value).to.equal(19);
    expect(card!.side.modifiers).to.deep.include({ label: "REALMS.Eldfall.Dice.Source.marksman", value: 4, i18n: true });
  });

  it("Soldier counts the Soldiers of its side within its Awareness on the scene (5), capped by the world's soldierCap", async () => {
    const scene = makeScene("Line", { gridSize: 100 });
    const s = hero("Soldier", [{ type: "eldfallClass", key: "soldier" }]);
    placeToken(scene, s, { x: 0, y: 0, linked: true });
    for (const [x, y] of [[1, 0], [2, 0], [0, 1], [0, 2], [1, 1]] as const) placeToken(scene, hero(`S${x}${y}`, [{ type: "eldfallClass", key: "soldier" }]), { x, y, linked: true });
    world.dice.push(1, 1);
    expect((await rollAttack(s as never, sword, hero("T") as never, { intent: fast }))!.side.value).to.equal(18);
    await settings().set("realms", "eldfall-soldierCap", 3);
    world.dice.push(1, 1);
    expect((await rollAttack(s as never, sword, hero("T") as never, { intent: fast }))!.side.value).to.equal(16);
  });

  it("the space answer for this attacker and target (Heavy Cover −4) is on the roll and the card", async () => {
    const scene = makeScene("Range", { gridSize: 100 });
    heavyCover(scene, 4, 0);
    const shooter = hero("Shooter");
    const target = hero("Target", [], "eldfallHostile");
    const open = hero("Open", [], "eldfallHostile");
    placeToken(scene, shooter, { x: 0, y: 0, linked: true });
    placeToken(scene, target, { x: 4, y: 0, linked: true });
    placeToken(scene, open, { x: 0, y: 4, linked: true });
    world.dice.push(12);
    const card = await rollAttack(shooter as never, bow, target as never, { intent: fast });
    expect(card!.side.value).to.equal(11);
    expect(card!.side.dice[0]!.landed).to.equal(false);
    expect(card!.side.modifiers).to.deep.include(COVER_LINE);
    world.dice.push(12);
    const uncovered = await rollAttack(shooter as never, bow, open as never, { intent: fast });
    expect([uncovered!.side.value, uncovered!.side.modifiers.some((m) => m.label === COVER_LINE.label)], "the answer is this target's: in the open, no Cover").to.deep.equal([15, false]);
  });

  it("a Confrontation asks the space for each side against the other; side B defaults to Reactive DEF with 1 Strike", async () => {
    const scene = makeScene("Duel", { gridSize: 100 });
    heavyCover(scene, 4, 0);
    const [a, b] = [hero("A"), hero("B", [], "eldfallHostile")];
    placeToken(scene, a, { x: 0, y: 0, linked: true });
    placeToken(scene, b, { x: 4, y: 0, linked: true });
    world.dice.push(6, 11);
    const shots = await rollConfrontation({ actor: a as never, row: bow }, { actor: b as never, row: bow }, { intent: fast });
    const covered = (side: { modifiers: readonly { label: string }[] }) => side.modifiers.some((m) => m.label === COVER_LINE.label);
    expect([covered(shots!.a), covered(shots!.b)], "A shoots at B in Heavy Cover; B shoots at A in the open").to.deep.equal([true, false]);
    world.dice.push(6, 11, 8);
    const card = await rollConfrontation({ actor: hero("C") as never, row: sword }, { actor: hero("D") as never, row: sword }, { intent: fast });
    expect([card!.b.attribute, card!.b.dice.length]).to.deep.equal(["def", 1]);
  });

  it("A20: the world option makes a halving and a doubling cancel (13 stays 13; both apply: 7 → 14)", async () => {
    const plan: SidePlan = { name: "x", attribute: "ag", base: 13, adds: [], halve: 1, double: 1, purpose: "attribute", assassin: false, strikes: 1, backstab: false };
    expect(planCheck(plan).value).to.equal(14);
    expect(planCheck({ ...plan, cancelHalveDouble: true }).value).to.equal(13);
    const c = hero("Confused");
    await applyStateTo(c as never, "confused", { quiet: true });
    world.dice.push(1, 1);
    expect((await rollAttack(c as never, sword, hero("T") as never, { intent: fast, double: 1 }))!.side.value).to.equal(14);
    await settings().set("realms", "eldfall-halveAndDouble", "cancel");
    world.dice.push(1, 1);
    expect((await rollAttack(c as never, sword, hero("T") as never, { intent: fast, double: 1 }))!.side.value).to.equal(13);
  });
});

describe("Eldfall: rollerModifiers (pure)", () => {
  const profile = { skills: {}, classes: [] as string[], arts: {}, states: [] as string[] };
  it("forced STK 1 (Crouched) beats Armsmaster's addition; Sentinel adds in the Reactive Role", () => {
    const crouched = rollerModifiers({ ...profile, classes: ["armsmaster"], states: ["crouched"] }, { roll: "attack", attribute: "off", role: "active", melee: true }, null);
    expect(crouched.strikes(3)).to.equal(1);
    const sentinel = rollerModifiers({ ...profile, classes: ["sentinel"] }, { roll: "attack", attribute: "def", role: "reactive", melee: true }, null);
    expect(sentinel.strikes(3)).to.equal(2);
  });
  it("Dense's −1 STK (never below 1), the space's halving, and an Assassin's critical range", () => {
    const r = rollerModifiers({ ...profile, classes: ["assassin"] }, { roll: "attack", attribute: "acc", role: "active" }, null, { adds: [], halve: 1, strikes: -1 });
    expect([r.strikes(3), r.strikes(1), r.halve, r.critUpTo]).to.deep.equal([2, 1, 1, 3]);
  });
});
