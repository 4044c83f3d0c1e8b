/**
 * Eldfall part 2's packs (issue 12, item 8): the Chaos and Event decks with their discard piles and the Common and
 * Superior Loot Charts ship empty, typed and flagged (the flows find them by flag); the build's check rejects a bad
 * Card or table naming the file; the rules journal has a page per part-2 topic, linked from the journal's first page,
 * before the Rules interpretations page, which carries the part-2 readings.
 */
import { expect } from "chai";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { checkAll, checkDeckLinks, checkDocument, systemPacks, type SourceDoc } from "../../tools/pack-check";

type Doc = Record<string, any>;
const { sources, errors } = checkAll(".");
const inPack = (name: string) => sources.filter((s) => s.pack.name === name).map((s) => s.doc as Doc);
const byId = (name: string, id: string) => inPack(name).find((d) => d._id === id)!;
const decks = { pack: systemPacks(".").find((p) => p.name === "eldfall-decks")! };
const source = (doc: Doc, file = "packs/eldfall-decks/x.json"): SourceDoc => ({ pack: decks.pack, file, doc });

describe("Eldfall part 2 packs: decks and loot charts", () => {
  it("are in the manifest as a Cards and a RollTable pack of the Eldfall folder, with English labels, and pass the build's checks", () => {
    const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { packs: Doc[]; packFolders: { name: string; packs: string[] }[] };
    const entry = (name: string) => manifest.packs.find((p) => p.name === name)!;
    expect([entry("eldfall-decks").type, entry("eldfall-tables").type]).to.deep.equal(["Cards", "RollTable"]);
    expect(manifest.packFolders.find((f) => f.name === "Eldfall Chronicles")!.packs).to.include.members(["eldfall-decks", "eldfall-tables"]);
    expect([entry("eldfall-decks").label, entry("eldfall-tables").label]).to.deep.equal(["Eldfall: Decks", "Eldfall: Loot Charts"]);
    expect(errors.filter((e) => /eldfall-(decks|tables)/.test(e))).to.deep.equal([]);
  });

  it("the Chaos and Event decks are empty decks flagged by kind, each linked to its own empty discard pile; an empty Chaos deck takes its shuffled discard, the Event deck does not", () => {
    const docs = inPack("eldfall-decks");
    expect(docs.map((d) => [d.name, d.type, d.cards.length]).sort()).to.deep.equal([
      ["Chaos Deck", "deck", 0], ["Chaos Discard", "pile", 0], ["Event Deck", "deck", 0], ["Event Discard", "pile", 0],
    ]);
    for (const kind of ["chaos", "event"]) {
      const deck = docs.find((d) => d.type === "deck" && d.flags.realms.eldfall.deck === kind)!;
      const pile = docs.find((d) => d.type === "pile" && d.flags.realms.eldfall.discard === kind)!;
      expect(deck.flags.realms.deck, kind).to.deep.equal({ discard: pile._id, reshuffle: kind === "chaos" });
      expect(deck.description, kind).to.match(/For the GM to fill/);
    }
  });

  it("the Common and Superior Loot Charts are empty tables for the GM to fill, rolled 1d20 (A56), flagged by chart", () => {
    const tables = inPack("eldfall-tables");
    expect(tables.map((t) => [t.name, t.formula, t.results.length, t.flags.realms.eldfall.lootChart, t.flags.realms.gmFills]).sort()).to.deep.equal([
      ["Common Loot Chart", "1d20", 0, "common", true], ["Superior Loot Chart", "1d20", 0, "superior", true],
    ]);
  });

  it("the build's check names the file of a bad Event card, an unknown Card type, a bad stack type and a broken discard link", () => {
    const deck = { ...byId("eldfall-decks", "eldDeckEvent0000") };
    const card = (over: Doc) => ({ _id: "eldEventCard0001", _key: "!cards.cards!eldDeckEvent0000.eldEventCard0001", name: "Test Event 01", type: "eldfallEvent", system: { number: 1 }, ...over });
    expect(checkDocument(source({ ...deck, cards: [card({})] }))).to.deep.equal([]);
    expect(checkDocument(source({ ...deck, cards: [card({ system: { number: 0, kind: "nope" } })] }))).to.have.length(2)
      .and.to.satisfy((e: string[]) => e.every((x) => x.startsWith("packs/eldfall-decks/x.json: cards[0].system.")));
    expect(checkDocument(source({ ...deck, cards: [card({ type: "eldfallNope" })] }))).to.deep.equal(['packs/eldfall-decks/x.json: cards[0].type: unknown Card type "eldfallNope"']);
    expect(checkDocument(source({ ...deck, type: "stack" }))).to.deep.equal(['packs/eldfall-decks/x.json: type must be one of deck, hand, pile, not "stack"', "packs/eldfall-decks/x.json: only a deck has flags.realms.deck"]);
    expect(checkDeckLinks([source({ ...deck, flags: { realms: { deck: { discard: "eldPileNowhere00" } } } })])).to.deep.equal(["packs/eldfall-decks/x.json: discard pile eldPileNowhere00 is not in the pack"]);
    expect(checkDeckLinks([source({ ...deck, flags: { realms: { deck: { discard: deck._id } } } }), source(deck)])).to.deep.equal([
      `packs/eldfall-decks/x.json: discard pile ${deck._id} is a deck, not a pile`,
      `packs/eldfall-decks/x.json: discard pile eldPileEvent0000 is not in the pack`,
    ]);
  });

  it("the build's check names the file of a loot chart with a bad result or results it should not ship with", () => {
    const tables = systemPacks(".").find((p) => p.name === "eldfall-tables")!;
    const chart = byId("eldfall-tables", "eldTabLootCommon");
    const at = (doc: Doc) => checkDocument({ pack: tables, file: "packs/eldfall-tables/t.json", doc });
    expect(at(chart)).to.deep.equal([]);
    expect(at({ ...chart, results: [{ _id: "eldTabLootRes001", _key: "!tables.results!eldTabLootCommon.eldTabLootRes001", type: "item", range: [1, 20] }] }))
      .to.deep.equal(["packs/eldfall-tables/t.json: results[0].type must be one of text, document"]);
    expect(at({ ...chart, results: [{ _id: "eldTabLootRes001", _key: "!tables.results!eldTabLootCommon.eldTabLootRes001", type: "text", range: [1, 20] }] }))
      .to.deep.equal(["packs/eldfall-tables/t.json: a table marked for the GM to fill ships without results"]);
  });

  it("compile to LevelDB and read back equal to their sources", async () => {
    const out = mkdtempSync(join(tmpdir(), "realms-eldfall-part2-"));
    const withoutKeys = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (k, v: unknown) => (k === "_key" ? undefined : v)));
    for (const name of ["eldfall-decks", "eldfall-tables"]) {
      await compilePack(`packs/${name}`, join(out, "db", name));
      mkdirSync(join(out, "json", name), { recursive: true });
      await extractPack(join(out, "db", name), join(out, "json", name));
      const back = new Map(readdirSync(join(out, "json", name)).map((f) => JSON.parse(readFileSync(join(out, "json", name, f), "utf8")) as Doc).map((d) => [d._id, d]));
      expect(back.size, name).to.equal(inPack(name).length);
      for (const doc of inPack(name)) expect(withoutKeys(back.get(doc._id)), `${name}/${doc.name}`).to.deep.equal(withoutKeys(doc));
    }
  });
});

describe("Eldfall part 2 rules journal", () => {
  const pages = () => inPack("eldfall-rules")[0]!.pages as { _id: string; name: string; text: { content: string } }[];
  const page = (name: string) => pages().find((p) => p.name === name)!.text.content;
  const PART2 = ["The hostile AI", "Spawning and the Spawn Pool", "The Chaos deck and weather", "The Moon Dial", "The campaign", "Loot", "Events", "Entering the box's content"];

  it("has a page per part-2 topic, before the Rules interpretations page, each linked from the journal's first page", () => {
    const names = pages().map((p) => p.name);
    expect(names.at(-1)).to.equal("Rules interpretations");
    for (const name of PART2) {
      expect(names, name).to.include(name);
      expect(page("About this journal"), name).to.contain(`JournalEntryPage.${pages().find((p) => p.name === name)!._id}]{`);
    }
  });

  it("the pages link the decks and the loot charts they describe, and the box-content page points to the importers' documentation", () => {
    expect(page("Events")).to.contain("eldfall-decks.Cards.eldDeckEvent0000]").and.to.contain("eldfall-decks.Cards.eldPileEvent0000]");
    expect(page("The Chaos deck and weather")).to.contain("eldfall-decks.Cards.eldDeckChaos0000]").and.to.contain("eldfall-decks.Cards.eldPileChaos0000]");
    expect(page("Loot")).to.contain("RollTable.eldTabLootCommon]").and.to.contain("RollTable.eldTabLootSuperi]");
    expect(page("Entering the box's content")).to.contain("docs/importing.md").and.to.contain("JSON").and.to.contain("CSV").and.to.contain("import-templates/eldfall/");
    expect(errors.filter((e) => e.includes("eldfall-rules"))).to.deep.equal([]);
  });

  it("the rulebook's numbers carry over: 13 days, 4 Time Periods, +1 per Event, Quest and Rest, +3 for Foresight, Tier III at most, +1 HP", () => {
    const plain = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(plain(page("The Moon Dial"))).to.contain("13 days").and.to.contain("Midnight, Dawn, Daylight, Dusk").and.to.contain("+3 for Foresight");
    expect(plain(page("The Moon Dial"))).to.contain("+1 Time Period for every Event, every Quest and every Rest");
    expect(plain(page("Spawning and the Spawn Pool"))).to.contain("Tier III at most").and.to.contain("regains 1 HP");
    expect(plain(page("The Chaos deck and weather"))).to.contain("top four Chaos cards");
    expect(plain(page("Events"))).to.contain("E10-1");
  });

  it("the interpretations page carries the part-2 readings (A6, A7, A9, A11, A37, A38, A51–A58 and P2-events-1 to 5)", () => {
    const content = page("Rules interpretations");
    for (const id of ["A6", "A7", "A9", "A11", "A37", "A38", "A51", "A52", "A53", "A54", "A55", "A56", "A57", "A58", "P2-events-1", "P2-events-2", "P2-events-3", "P2-events-4", "P2-events-5"]) {
      expect(content, id).to.contain(`data-interpretation="${id}"`);
    }
    expect(content).to.match(/data-interpretation="A37"><strong>[^<]+<\/strong> ⚙ <code>realms\.eldfall-clearTacticalStates<\/code>/);
    expect(content).to.match(/data-interpretation="A56">.*1d20/);
    // Who may Rest the party (flows/quest.ts gmRest): its list of heroes is its owner's to write.
    expect(content).to.match(/data-interpretation="P2-campaign-6">.*the GM rests the party/);
  });
});
