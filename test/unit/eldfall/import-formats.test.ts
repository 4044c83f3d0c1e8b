/**
 * Eldfall's import formats at box scale on the Foundry double: 60 chaos cards into a deck, 40 hostiles with their
 * Behavior cards, 120 upgrades, from JSON and from CSV (the same documents either way); and the bad rows, each
 * refused with a clear error while nothing at all is created.
 */
import { expect } from "chai";
import { resetWorld, world } from "../../support/foundry-double";
import { createCalls, installCreateDocuments, resetCreated, worldItems } from "../../support/double/create-documents";
import { cardStacks, type FakeCards } from "../../support/double/cards";
import { asJson, chaosCards, chaosCsv, hostiles, hostilesCsv, upgrades, upgradesCsv } from "../../support/fixtures-eldfall-import";
import { checkImport, importFile } from "../../../src/rulesets/eldfall/import/run";
import { toCsv } from "../../../src/rulesets/eldfall/import/formats";
import { readAiRow, aiRowCell } from "../../../src/rulesets/eldfall/import/ai-row-cell";
import { issueText, type ImportIssue } from "../../../src/core/import/issues";
import { format } from "../../support/render";
import type { FakeActor } from "../../support/double/documents";

const imported = (prefix: string) => [...world.actors.values()].filter((a) => a.name.startsWith(prefix) && !a.isToken);
const text = (i: ImportIssue) => issueText(i, (k, d) => format(k, d));
const errorsOf = (issues: readonly ImportIssue[]) => issues.filter((i) => i.severity === "error").map((i) => [i.row, i.field, i.key]);

describe("eldfall import: box-scale fixtures (Foundry double)", () => {
  before(installCreateDocuments);
  beforeEach(() => {
    resetWorld();
    resetCreated();
    for (const [uuid, a] of world.actors) if (a.name.startsWith("Test Hostile")) world.actors.delete(uuid);
  });

  it("imports 40 hostiles from JSON, each with its rule items and its Behavior card of the same Tier, in one createDocuments call", async () => {
    const out = await importFile("hostiles", { name: "bestiary.json", text: asJson(hostiles()) }, { folder: "f1" });
    expect(out.prepared.issues).to.deep.equal([]);
    expect(out.result!.created).to.deep.equal({ Actor: 40 });
    expect(createCalls).to.deep.equal([{ documentName: "Actor", count: 40, pack: null }]);
    const all = imported("Test Hostile");
    expect(all).to.have.length(40);
    const h07 = all.find((a) => a.name === "Test Hostile 07")! as FakeActor;
    const behavior = h07.items.find((i) => i.type === "eldfallBehavior")!;
    expect(h07.system.tier).to.equal(1);
    expect(behavior.system.tier).to.equal(h07.system.tier);
    expect((behavior.system as { active: { movement: unknown[] } }).active.movement).to.have.length(2);
    expect(h07.items.map((i) => i.type).sort()).to.deep.equal(["eldfallBehavior", "eldfallClass", "eldfallSkill", "eldfallTrait"]);
    expect((h07.system.health as { value: number }).value).to.equal((h07.system as { attributes: { hp: number } }).attributes.hp);
  });

  it("the CSV file of the same hostiles creates the same documents as the JSON file", async () => {
    const csv = checkImport("hostiles", { name: "bestiary.csv", text: hostilesCsv() });
    const json = checkImport("hostiles", { name: "bestiary.json", text: asJson(hostiles()) });
    expect(csv.issues).to.deep.equal([]);
    await importFile("hostiles", { name: "bestiary.csv", text: hostilesCsv() });
    const fromCsv = imported("Test Hostile").map((a) => a.toObject());
    for (const [uuid, a] of world.actors) if (a.name.startsWith("Test Hostile")) world.actors.delete(uuid);
    await importFile("hostiles", { name: "bestiary.json", text: asJson(hostiles()) });
    const fromJson = imported("Test Hostile").map((a) => a.toObject());
    const strip = (o: Record<string, unknown>) => JSON.parse(JSON.stringify(o, (k, v) => (k === "_id" ? undefined : v))) as unknown;
    expect(fromCsv.map(strip)).to.deep.equal(fromJson.map(strip));
    expect(json.rows).to.equal(40);
  });

  it("imports 120 upgrades (CSV) as world Items, table rows with their Traits and tags", async () => {
    const out = await importFile("upgrades", { name: "upgrades.csv", text: upgradesCsv() });
    expect(out.prepared.issues).to.deep.equal([]);
    expect(out.result!.created).to.deep.equal({ Item: 120 });
    const source = upgrades()[1] as { name: string; category: string; rarity: string; quantity: number; weight: number; rows: Record<string, unknown>[] };
    const u = [...worldItems.values()].find((i) => i.name === source.name)!;
    expect(u.system).to.deep.include({ category: source.category, rarity: source.rarity, quantity: source.quantity, weight: source.weight });
    expect((u.system as { rows: unknown[] }).rows).to.deep.equal(source.rows);
    expect(source.rows[0]!.traits).to.have.length(1);
  });

  it("imports 60 chaos cards into a new deck with a discard pile", async () => {
    const out = await importFile("chaos", { name: "chaos.csv", text: chaosCsv() }, { newDeck: "Chaos (test)" });
    expect(out.prepared.issues).to.deep.equal([]);
    const deck = cardStacks.get(out.deck!) as FakeCards;
    expect(deck.cards).to.have.length(60);
    for (const source of chaosCards()) {
      const { name, ...system } = source;
      const card = deck.cards.find((c) => c.name === name)!;
      expect(card.system, String(name)).to.deep.include(system);
    }
    expect(new Set(deck.cards.map((c) => (c.system as { kind: string }).kind))).to.deep.equal(new Set(["none", "weather", "dayNight"]));
  });

  it("a Behavior row's cell notation reads back what it writes", () => {
    const cell = "not enemyWithin 2 or targetState bleeding => walkAway 3 @closest | Synthetic row";
    const read = readAiRow(cell);
    expect(read).to.have.property("value");
    const row = (read as { value: Parameters<typeof aiRowCell>[0] }).value;
    expect(row).to.deep.include({ any: true, behavior: "walkAway", n: 3, target: "closest", text: "Synthetic row" });
    expect(row.conditions).to.deep.equal([
      { key: "enemyWithin", n: 2, attack: "any", state: "", negate: true },
      { key: "targetState", n: null, attack: "any", state: "bleeding", negate: false },
    ]);
    expect(aiRowCell(row)).to.equal(cell);
  });
});

describe("eldfall import: bad rows are refused, nothing is created", () => {
  before(installCreateDocuments);
  beforeEach(() => {
    resetWorld();
    resetCreated();
  });
  const noneCreated = () => {
    expect(createCalls).to.deep.equal([]);
    expect(worldItems.size).to.equal(0);
    expect(imported("Bad Hostile")).to.deep.equal([]);
  };

  it("wrong type and out of range in an upgrade file: each cell named, with row and column", async () => {
    const rows = upgrades(3);
    (rows[1] as Record<string, unknown>).quantity = "two";
    (rows[2] as Record<string, unknown>).weight = 500;
    const csv = toCsv("upgrades", rows);
    const out = await importFile("upgrades", { name: "upgrades.csv", text: csv });
    expect(errorsOf(out.prepared.issues)).to.deep.equal([
      [3, "quantity", "REALMS.Import.Errors.NotANumber"],
      [4, "weight", "REALMS.Import.Errors.AboveMax"],
    ]);
    expect(text(out.prepared.issues[1]!)).to.equal("upgrades.csv, row 4, weight: 500 is above the maximum of 99.");
    expect(out.result).to.equal(null);
    noneCreated();
  });

  it("an unknown key (a Trait name, a category, a Behavior word) is an error of its row", async () => {
    const h: Record<string, unknown>[] = hostiles(2).map((r, i) => ({ ...r, name: `Bad Hostile ${i}` }));
    (h[0] as { traits: string[] }).traits = ["Acute Senses", "Laser Eyes"];
    const u = upgrades(1);
    (u[0] as Record<string, unknown>).category = "armour";
    const hostileOut = await importFile("hostiles", { name: "b.json", text: asJson(h) });
    expect(errorsOf(hostileOut.prepared.issues)).to.deep.equal([[1, "traits", "REALMS.Eldfall.Import.UnknownName"]]);
    expect(text(hostileOut.prepared.issues[0]!)).to.contain('"Laser Eyes" is no trait of the rules');
    const upOut = await importFile("upgrades", { name: "u.json", text: asJson(u) });
    expect(errorsOf(upOut.prepared.issues)).to.deep.equal([[1, "category", "REALMS.Import.Errors.NotAChoice"]]);
    const csv = hostilesCsv(1).replace("enemyWithin 2 => walkInto", "enemyWithin 2 => teleport");
    const csvOut = checkImport("hostiles", { name: "b.csv", text: csv });
    expect(errorsOf(csvOut.issues)).to.deep.equal([[2, "behavior.active.movement.1", "REALMS.Eldfall.Import.AiUnknownWord"]]);
    noneCreated();
  });

  it("a Behavior card of another Tier than its profile is refused (M72)", async () => {
    const h: Record<string, unknown>[] = hostiles(3).map((r, i) => ({ ...r, name: `Bad Hostile ${i}` }));
    (h[2] as { behavior: { tier: number } }).behavior.tier = 3;
    (h[2] as { tier: number }).tier = 2;
    const out = await importFile("hostiles", { name: "b.json", text: asJson(h) });
    expect(errorsOf(out.prepared.issues)).to.deep.equal([[3, "behavior.tier", "REALMS.Eldfall.Import.TierMismatch"]]);
    expect(text(out.prepared.issues[0]!)).to.contain("Tier 3 differs from the profile's Tier 2");
    noneCreated();
  });

  it("duplicate names and card numbers in a file, and a name already in the deck", async () => {
    const cards = chaosCards(4);
    (cards[3] as Record<string, unknown>).name = "Chaos 01";
    (cards[2] as Record<string, unknown>).number = 2;
    const out = await importFile("chaos", { name: "chaos.json", text: asJson(cards) }, { newDeck: "X" });
    expect(errorsOf(out.prepared.issues)).to.deep.equal([[3, "number", "REALMS.Import.DuplicateValue"], [4, "name", "REALMS.Import.DuplicateName"]]);
    expect(text(out.prepared.issues[1]!)).to.equal('chaos.json, row 4, name: "Chaos 01" is already in row 1 of this file.');
    expect(out.deck ?? null).to.equal(null);
    const first = await importFile("chaos", { name: "chaos.json", text: asJson(chaosCards(2)) }, { newDeck: "Y" });
    const again = await importFile("chaos", { name: "chaos.json", text: asJson(chaosCards(3)) }, { deck: first.deck! });
    expect(errorsOf(again.prepared.issues)).to.deep.equal([[1, "name", "REALMS.Import.NameTaken"], [2, "name", "REALMS.Import.NameTaken"]]);
    expect((cardStacks.get(first.deck!) as FakeCards).cards).to.have.length(2);
  });

  it("malformed CSV: an unclosed quote, a row wider than the header, an unknown column", async () => {
    const csv = 'name,category,colour\r\nTest Upgrade 001,weapon,red\r\nTest Upgrade 002,shield,,extra\r\nTest Upgrade 003,"accessory\r\n';
    const out = await importFile("upgrades", { name: "bad.csv", text: csv });
    expect(errorsOf(out.prepared.issues)).to.deep.equal([
      [1, "colour", "REALMS.Import.UnknownColumn"],
      [3, "", "REALMS.Import.CsvWidth"],
      [4, "", "REALMS.Import.CsvUnclosedQuote"],
    ]);
    noneCreated();
  });

  it("a player cannot import", async () => {
    resetWorld({ id: "p1", isGM: false });
    let error = "";
    await importFile("upgrades", { name: "u.csv", text: upgradesCsv(1) }).catch((e: Error) => { error = e.message; });
    expect(error).to.equal("Only a GM can import documents.");
    noneCreated();
  });
});
