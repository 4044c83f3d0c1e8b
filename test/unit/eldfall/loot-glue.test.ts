/**
 * Loot on the Foundry test double, the system booted: the Loot Charts read from RollTables flagged
 * `flags.realms.eldfall.lootChart`, the availability-aware draw (both neighbours offered to the hero's owner, one
 * neighbour taken at once, Legendary never), a named reward gone rolled on its rarity's chart, and a carrier
 * Incapacitated dropping its Loot token (Interact takes it) and its Fate token (to the activating hero); a Hostile
 * pushed into the abyss (Dead, never Incapacitated) drops nothing. Every Upgrade and chart here is synthetic.
 */
import { expect } from "chai";
import { actAs, users, makeActor, makeScene, onGeneration, placeToken, resetWorld, settle, world, type FakeActor } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { enablePlacement, makeRollTable, resetTables, tileCover } from "../../support/double/placement";
import { useSystemCombat } from "../../support/system-combat";
import { cardData } from "../../support/cards";
import { realmsFlag } from "../../../src/core/flags";
import { chartOf, dropCarried, interactLoot, LOOT_SOURCE_FLAG, LOOT_TILE_FLAG, lootTable, onLootPick, rewardUpgrade, rollLoot } from "../../../src/rulesets/eldfall/spawn/loot";
import { LOOT_CARD, LOOT_FAMILY, LOOT_PICK, type LootCard } from "../../../src/rulesets/eldfall/spawn/cards";
import { runAsGM } from "../../../src/core/gm";
import { gmUpdateCard } from "../../../src/core/chat/cards";
import { applyStateTo } from "../../../src/rulesets/eldfall/states/actor-states";

type Msg = ChatMessage.Implementation;
const ATTRS = { sta: 2, spd: 4, arm: 3, hp: 3, off: 12, def: 12, acc: 12, int: 10, ag: 12, t: 12, m: 10 };
const kindOf = (m: unknown) => (m as { system?: { kind?: string } }).system?.kind;
const last = (kind: string) => world.messages.findLast((m) => kindOf(m) === kind) as unknown as Msg;
const upgrade = (n: number, rarity: string) => ({ name: `Test Upgrade ${n}`, type: "eldfallUpgrade", system: { schemaVersion: 1, category: "accessory", rarity, weight: 1, quantity: 1, rows: [] } });
const upgradesOf = (a: FakeActor) => a.items.filter((i) => i.type === "eldfallUpgrade").map((i) => i.name);

describe("Eldfall loot on the test double (flows/loot)", () => {
  bootedSuite("eldfall");
  useSystemCombat("eldfall");

  let library: FakeActor;
  let aria: FakeActor;
  let party: FakeActor;
  const itemUuid = (n: number) => `${library.uuid}.Item.${library.items.find((i) => i.name === `Test Upgrade ${n}`)!.id}`;
  beforeEach(() => {
    resetWorld();
    resetTables();
    for (const a of [...world.actors.values()]) world.actors.delete(a.uuid);
    // Where the world keeps the Upgrades the charts link (not a hero, not the party: it holds nothing for availability).
    library = makeActor({ name: "Test Library", type: "eldfallHostile", system: { schemaVersion: 1, attributes: ATTRS, health: 3, tier: 1 },
      items: [upgrade(1, "common"), upgrade(2, "common"), upgrade(3, "common"), upgrade(4, "legendary"), upgrade(5, "superior")] as never });
    aria = makeActor({ name: "Aria", type: "eldfallHero", ownership: { default: 0, player1: 3 }, system: { schemaVersion: 1, attributes: ATTRS, health: 3, ap: 2, size: "medium" } });
    party = makeActor({ name: "Test Party", type: "eldfallParty", system: { schemaVersion: 1 } });
    makeRollTable({ name: "Test Superior Chart", flags: { realms: { eldfall: { lootChart: "superior" } } }, results: [{ range: [1, 20], documentUuid: itemUuid(5) }] });
    makeRollTable({
      name: "Test Common Chart", formula: "1d20", flags: { realms: { eldfall: { lootChart: "common" } } },
      results: [1, 2, 3, 4, 5].map((n) => ({ range: [n * 4 - 3, n * 4] as [number, number], documentUuid: itemUuid(n) })),
    });
    makeRollTable({ name: "Not a chart", results: [] });
  });

  it("finds the charts by their flag", () => {
    expect(lootTable("common")?.name).to.equal("Test Common Chart");
    expect(lootTable("superior")?.name).to.equal("Test Superior Chart");
    expect(chartOf({ flags: {} })).to.equal(null);
  });

  it("a roll on an available row gives its Upgrade, marked with its source", async () => {
    world.dice.push(6);
    const result = await rollLoot(aria as never, "common");
    expect(result).to.deep.include({ kind: "given", item: itemUuid(2), name: "Test Upgrade 2", roll: 6 });
    expect(upgradesOf(aria)).to.deep.equal(["Test Upgrade 2"]);
    expect(realmsFlag(aria.items.find((i) => i.name === "Test Upgrade 2")!, LOOT_SOURCE_FLAG)).to.equal(itemUuid(2));
    expect(cardData<LootCard>(last(LOOT_CARD.id)).given?.name).to.equal("Test Upgrade 2");
  });

  it("the card taken: both neighbours offered, the hero's owner picks below, the GM gives it", async () => {
    await aria.createEmbeddedDocuments("Item", [upgrade(2, "common")] as never);
    world.dice.push(6);
    const result = await rollLoot(aria as never, "common");
    expect(result).to.deep.include({ kind: "choose", above: "Test Upgrade 1", below: "Test Upgrade 3", roll: 6 });
    const message = last(LOOT_CARD.id);
    actAs({ id: "player1", isGM: false });
    await onLootPick(message, { dataset: { arg: "below" } } as unknown as HTMLButtonElement);
    await settle();
    actAs({ id: "gm", isGM: true });
    expect(upgradesOf(aria)).to.deep.equal(["Test Upgrade 2", "Test Upgrade 3"]);
    expect(cardData<LootCard>(message)).to.deep.include({ pick: "below", given: { name: "Test Upgrade 3", uuid: itemUuid(3) } });
  });

  /** player1 clicks a pick button on a Loot card, as the card's button does (through the GM). */
  async function pickAs(message: Msg, arg: "above" | "below"): Promise<void> {
    actAs({ id: "player1", isGM: false });
    await onLootPick(message, { dataset: { arg } } as unknown as HTMLButtonElement);
    await settle();
    actAs({ id: "gm", isGM: true });
  }
  /** The GM's roll offering rows 1 and 3 (row 2 is Aria's already). */
  async function offer(): Promise<Msg> {
    await aria.createEmbeddedDocuments("Item", [upgrade(2, "common")] as never);
    world.dice.push(6);
    expect(await rollLoot(aria as never, "common")).to.deep.include({ kind: "choose" });
    return last(LOOT_CARD.id);
  }
  const errors = () => world.notifications.filter((n) => n.level === "error").map((n) => n.message);

  it("a Loot card a player posted themselves gives nothing: the pick is refused with a localized notice", async () => {
    const gms = await offer();
    actAs({ id: "player1", isGM: false });
    // Posted as the loot family's subtype, as a player's console may (a new `card` one of the kind is not created).
    const forged = await ChatMessage.create({ type: LOOT_FAMILY.type, system: { kind: LOOT_CARD.id, data: { ...cardData<LootCard>(gms) }, damage: null } } as never) as unknown as Msg;
    world.notifications.length = 0;
    await pickAs(forged, "below");
    expect(upgradesOf(aria), "no free Upgrade").to.deep.equal(["Test Upgrade 2"]);
    expect(errors()).to.deep.equal(["Only a Loot card the system posted after the GM's roll can be picked from. Nothing was given."]);
  });

  it("the GM's Loot card is picked from once: a second pick gives nothing and says why; a player cannot write the pick on it", async () => {
    const message = await offer();
    actAs({ id: "player1", isGM: false });
    world.notifications.length = 0;
    await runAsGM(gmUpdateCard, { messageId: message.id, action: LOOT_PICK, patch: { pick: "above" } });
    expect(cardData<LootCard>(message).pick, "only the GM records the pick").to.equal("");
    expect(errors()).to.have.length(1);
    await pickAs(message, "below");
    world.notifications.length = 0;
    await pickAs(message, "above");
    expect(upgradesOf(aria)).to.deep.equal(["Test Upgrade 2", "Test Upgrade 3"]);
    expect(cardData<LootCard>(message)).to.deep.include({ pick: "below", given: { name: "Test Upgrade 3", uuid: itemUuid(3) } });
    expect(errors()).to.deep.equal(["This Loot card is already settled."]);
  });

  it("two picks sent at once (two requests served together) from the GM's Loot card give one Upgrade", async () => {
    const message = await offer();
    actAs({ id: "player1", isGM: false });
    const request = (pick: string) => ({ action: "realms.eldfall.pickLoot", data: JSON.stringify({ messageId: message.id, pick }) });
    await users.get("player1")!.update({ "flags.realms.gmRequests.pickAbove0000001": request("above"), "flags.realms.gmRequests.pickBelow0000001": request("below") });
    const gm = users.get("gm")!;
    const answers = await Promise.all(["pickAbove0000001", "pickBelow0000001"].map((requestId) => gm.query("realms.gm", { userId: "player1", requestId })));
    actAs({ id: "gm", isGM: true });
    expect(upgradesOf(aria)).to.have.length(2, "Test Upgrade 2 and one pick");
    expect(answers.map((a) => (a as { ok: unknown }).ok).sort()).to.deep.equal([false, true]);
  });

  it("held in the party's storage counts as taken too; one neighbour left: taken at once (upward)", async () => {
    await party.createEmbeddedDocuments("Item", [upgrade(5, "superior")] as never);
    world.dice.push(19);
    // Row 5 is in storage, row 4 is Legendary (never drawn): the nearest above is row 3.
    expect(await rollLoot(aria as never, "common")).to.deep.include({ kind: "given", name: "Test Upgrade 3", roll: 19 });
  });

  it("Legendary is never drawn: its own roll offers its neighbours", async () => {
    world.dice.push(14);
    const result = await rollLoot(aria as never, "common", { pick: "above" });
    expect(result).to.deep.include({ kind: "given", name: "Test Upgrade 3", roll: 14 });
  });

  it("a named reward whose card is gone is rolled on the chart of its rarity", async () => {
    expect(await rewardUpgrade(aria as never, itemUuid(1))).to.deep.include({ kind: "given", name: "Test Upgrade 1", roll: null });
    world.dice.push(2);
    // Test Upgrade 1 is now Aria's: the Common chart is rolled; 2 names row 1 (taken), row 2 below is the only way.
    expect(await rewardUpgrade(aria as never, itemUuid(1))).to.deep.include({ kind: "given", name: "Test Upgrade 2", roll: 2 });
  });

  it("a carrier Incapacitated drops its Loot token in its space and its Fate token to the party; Interact there takes the loot", async () => {
    const scene = enablePlacement(makeScene("Field"));
    const wolf = makeActor({ name: "Test Hostile 07", type: "eldfallHostile", system: {
      schemaVersion: 1, attributes: ATTRS, health: 1, tier: 1, carries: { loot: "superior", lootItem: "", fate: { letter: "A", colour: "red" } },
    } });
    const wolfToken = placeToken(scene, wolf, { x: 4, y: 2 });
    const ariaToken = placeToken(scene, aria, { x: 4, y: 2, linked: true });
    await applyStateTo(wolfToken.actor as never, "incapacitated");
    await settle();
    expect(scene.tiles.map((t) => [tileCover(t), realmsFlag(t, LOOT_TILE_FLAG)])).to.deep.equal([[{ x: 400, y: 200, width: 100, height: 100 }, { chart: "superior", item: "" }]]);
    const fates = (party.system as { fates: { letter: string; colour: string; holder: string }[] }).fates;
    expect(fates.map((f) => [f.letter, f.colour])).to.deep.equal([["A", "red"]]);
    expect((wolfToken.actor!.system as { carries: { loot: string } }).carries.loot, "carried once").to.equal("");
    world.dice.push(7);
    const taken = await interactLoot(ariaToken as never);
    expect(taken).to.deep.include({ kind: "given", name: "Test Upgrade 5" });
    expect(scene.tiles).to.have.length(0);
  });

  it("the Loot token covers exactly the carrier's space by the running Foundry's tile convention (v14: its anchor, the centre), and is taken from there only", async () => {
    const scene = enablePlacement(makeScene("Field"));
    const wolf = makeActor({ name: "Test Hostile 07", type: "eldfallHostile", system: {
      schemaVersion: 1, attributes: ATTRS, health: 1, tier: 1, carries: { loot: "superior", lootItem: "", fate: { letter: "", colour: "" } },
    } });
    const wolfToken = placeToken(scene, wolf, { x: 3, y: 5 });
    await applyStateTo(wolfToken.actor as never, "incapacitated");
    await settle();
    const [tile] = scene.tiles;
    expect(tileCover(tile!), "one space, not a corner shared by four").to.deep.equal({ x: 300, y: 500, width: 100, height: 100 });
    expect([tile!.x, tile!.y, tile!.anchorX, tile!.anchorY]).to.deep.equal(onGeneration({ 13: [300, 500, undefined, undefined], 14: [350, 550, 0.5, 0.5] }));
    // A hero on a neighbouring space (the one a corner-placed chest would have reached too) finds nothing there.
    const beside = placeToken(scene, aria, { x: 4, y: 6, linked: true });
    expect(await interactLoot(beside as never)).to.equal(null);
    expect(scene.tiles).to.have.length(1);
    await beside.update({ x: 300, y: 500 });
    world.dice.push(7);
    expect(await interactLoot(beside as never)).to.deep.include({ kind: "given", name: "Test Upgrade 5" });
    expect(scene.tiles).to.have.length(0);
  });

  it("the Fate token goes to the hero named as defeater", async () => {
    const scene = enablePlacement(makeScene("Field"));
    const wolf = makeActor({ name: "Test Hostile 07", type: "eldfallHostile", system: { schemaVersion: 1, attributes: ATTRS, health: 1, tier: 1, carries: { loot: "", lootItem: "", fate: { letter: "B", colour: "blue" } } } });
    const token = placeToken(scene, wolf, { x: 1, y: 1 });
    expect(await dropCarried(token as never, aria as never)).to.deep.equal({ tile: null, fate: aria.uuid });
    expect((party.system as { fates: { holder: string }[] }).fates.map((f) => f.holder)).to.deep.equal([aria.uuid]);
  });

  it("the Fate token is gained as the party sheet gains one (campaign's gainFate): the same bounds on what it keeps", async () => {
    const scene = enablePlacement(makeScene("Field"));
    const wolf = makeActor({ name: "Test Hostile 07", type: "eldfallHostile", system: { schemaVersion: 1, attributes: ATTRS, health: 1, tier: 1, carries: { loot: "", lootItem: "", fate: { letter: "ABCDEFGHIJ", colour: "blue" } } } });
    await dropCarried(placeToken(scene, wolf, { x: 1, y: 1 }) as never, aria as never);
    expect((party.system as { fates: { letter: string }[] }).fates.map((f) => f.letter)).to.deep.equal(["ABCDEFGH"]);
  });

  it("a Hostile pushed into the abyss (Dead without being Incapacitated) drops nothing: its loot is lost", async () => {
    const scene = enablePlacement(makeScene("Field"));
    const wolf = makeActor({ name: "Test Hostile 07", type: "eldfallHostile", system: { schemaVersion: 1, attributes: ATTRS, health: 1, tier: 1, carries: { loot: "common", lootItem: "", fate: { letter: "", colour: "" } } } });
    const token = placeToken(scene, wolf, { x: 1, y: 1 });
    await applyStateTo(token.actor as never, "dead");
    await settle();
    expect(scene.tiles).to.have.length(0);
  });
});
