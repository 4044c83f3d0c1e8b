import { expect } from "chai";
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { checkAll, checkDocument, checkLinks, checkPackLabels, checkTable, loadSources, systemPacks, type SourceDoc } from "../../tools/pack-check";
import { buildPacks } from "../../tools/packs";
import { ACTION_CARDS } from "../../src/rulesets/elvendor/actions/rules/actions";
import { CONDITION_CARDS } from "../../src/rulesets/elvendor/conditions/rules/conditions";
import { WEATHER_STATUS } from "../../src/rulesets/elvendor/weather/rules/tables";

/** The rules' D12 event selector and D20 loot rarity, as printed (the GM rolls them as the pack's RollTables). */
const EVENT_SELECTOR = [[1, 6], [7, 12]];
const LOOT_RARITY = [[1, 10], [11, 15], [16, 18], [19, 19], [20, 20]];
import { cardLayout } from "../../src/rulesets/elvendor/weather/rules/mapcord";

const { sources, errors } = checkAll(".");
/** LevelDB keys are derived from ids on the way back, so they are compared by checkDocument, not here. */
const withoutKeys = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (k, v: unknown) => (k === "_key" ? undefined : v)));
/** The CLI walks a deck's "cards" hierarchy into each card too and writes an empty `cards: []` Foundry drops on load. */
const dropCardEcho = (doc: Record<string, any>) => ({ ...doc, cards: doc.cards?.map(({ cards: _echo, ...card }: Record<string, unknown>) => card) });
const inPack = (name: string) => sources.filter((s) => s.pack.name === name).map((s) => s.doc as Record<string, any>);

describe("pack sources", () => {
  it("every document validates against the data models and every link resolves", () => {
    expect(errors).to.deep.equal([]);
    expect(sources.length).to.be.greaterThan(30);
  });

  it("a malformed source fails the build and names the file and field", async () => {
    const root = mkdtempSync(join(tmpdir(), "realms-bad-"));
    cpSync("system.json", join(root, "system.json"));
    cpSync("packs", join(root, "packs"), { recursive: true });
    const file = readdirSync(join(root, "packs/elvendor-actions")).find((f) => f.startsWith("move_"))!;
    const doc = JSON.parse(readFileSync(join(root, "packs/elvendor-actions", file), "utf8"));
    doc.system.cost = "two";
    writeFileSync(join(root, "packs/elvendor-actions", file), JSON.stringify(doc));
    let message = "";
    await buildPacks({ root, outDir: join(root, "out") }).catch((e: Error) => { message = e.message; });
    expect(message).to.contain(`packs/elvendor-actions/${file}: system.cost: REALMS.Errors.NotANumber`);
  });

  it("a pack labelled with a translation key fails the check (Foundry localizes it in the sidebar only); every pack's label is plain text", () => {
    const pack = { name: "eldfall-rules", type: "JournalEntry", path: "packs/eldfall-rules" };
    expect(checkPackLabels([{ ...pack, label: "REALMS.Eldfall.Content.Packs.Rules" }, { ...pack, label: "Eldfall: Rules" }, { ...pack, label: " " }])).to.deep.equal([
      `system.json: pack eldfall-rules's label "REALMS.Eldfall.Content.Packs.Rules" is a translation key; give the plain text`,
      "system.json: pack eldfall-rules has no label",
    ]);
    expect(checkPackLabels(systemPacks("."))).to.deep.equal([]);
  });

  it("reports broken links, bad keys and table gaps", () => {
    const pack = { name: "elvendor-rules", type: "JournalEntry", path: "packs/elvendor-rules" };
    const broken: SourceDoc = { pack, file: "x.json", doc: { _id: "a".repeat(16), text: "@UUID[Compendium.realms.elvendor-actions.Item.nope000000000000]{x}" } };
    expect(checkLinks([broken])).to.deep.equal(["x.json: link @UUID[Compendium.realms.elvendor-actions.Item.nope000000000000] points at nothing"]);
    expect(checkTable("t.json", { formula: "1d6", results: [{ range: [1, 2] }, { range: [2, 5] }] })).to.deep.equal([
      "t.json: result 2 of 1d6 is covered 2 times", "t.json: result 6 of 1d6 is covered 0 times"]);
  });

  it("an empty table passes only when marked and described for the GM to fill", () => {
    const gmFills = { realms: { gmFills: true } };
    expect(checkTable("t.json", { formula: "1d20", results: [], flags: gmFills, description: "<p>For the GM to fill.</p>" })).to.deep.equal([]);
    expect(checkTable("t.json", { formula: "1d20", results: [], flags: gmFills, description: "" })).to.deep.equal([
      't.json: an empty table must say "for the GM to fill" in its description']);
    expect(checkTable("t.json", { formula: "1d2", results: [] })).to.deep.equal([
      "t.json: result 1 of 1d2 is covered 0 times", "t.json: result 2 of 1d2 is covered 0 times"]);
    expect(checkTable("t.json", { formula: "d20x", results: [], flags: gmFills, description: "For the GM to fill" })).to.have.length(1);
  });

  it("compiled LevelDB packs read back equal to the sources", async () => {
    const out = mkdtempSync(join(tmpdir(), "realms-packs-"));
    for (const name of ["elvendor-enemies", "elvendor-tables", "elvendor-decks", "elvendor-rules"]) {
      await compilePack(`packs/${name}`, join(out, "db", name));
      mkdirSync(join(out, "json", name), { recursive: true });
      await extractPack(join(out, "db", name), join(out, "json", name));
      const back = readdirSync(join(out, "json", name)).map((f) => JSON.parse(readFileSync(join(out, "json", name, f), "utf8")));
      const byId = new Map(back.map((d) => [d._id, d]));
      for (const doc of inPack(name)) {
        const read = name === "elvendor-decks" ? dropCardEcho(byId.get(doc._id)) : byId.get(doc._id);
        expect(withoutKeys(read), `${name}/${doc.name}`).to.deep.equal(withoutKeys(doc));
      }
      expect(back.length).to.equal(inPack(name).length);
    }
  });
});

describe("Elvendor packs carry the rules' numbers", () => {
  it("the eight condition cards with their durations", () => {
    const cards = inPack("elvendor-conditions");
    expect(cards).to.have.length(8);
    for (const c of cards) expect(c.system.durationRounds, c.name).to.equal(CONDITION_CARDS[c.system.conditionId as keyof typeof CONDITION_CARDS].rounds);
  });
  it("every action card the rules name, with the rules' cost and noise", () => {
    const cards = inPack("elvendor-actions");
    expect(cards.map((c) => c.flags.realms.actionId)).to.have.members(ACTION_CARDS.map((a) => a.id));
    for (const c of cards) {
      const rule = ACTION_CARDS.find((a) => a.id === c.flags.realms.actionId)!;
      expect([c.system.cost, c.system.noise, c.system.reaction, c.system.fromRules], c.name).to.deep.equal([rule.cost, rule.noise, rule.reaction, rule.fromRules]);
    }
    expect(cards.find((c) => c.name === "Companion Command")!.system).to.deep.include({ cost: 2, noise: 0 });
  });
  it("the Spider, stat by stat, with Bite and Poison Spit", () => {
    const spider = inPack("elvendor-enemies").find((a) => a.name === "Spider")!;
    expect(spider.system).to.deep.include({ move: 3, element: "None", actions: 2, defense: 1, saves: 5, alert: 4 });
    expect(spider.system.health).to.deep.equal({ value: 4, max: 4 });
    const ab = Object.fromEntries(spider.items.map((i: any) => [i.name, [i.system.hit, i.system.range, i.system.damage, i.system.attacks, i.system.condition.id, i.system.condition.value]]));
    expect(ab).to.deep.equal({ Bite: [4, 1, 1, 1, "poisoned", 1], "Poison Spit": [5, 4, 1, 1, "poisoned", 1] });
  });
  it("roll tables: weather status and loot rarity row by row", () => {
    const tables = inPack("elvendor-tables");
    const weather = tables.find((t) => t.name.startsWith("Weather Status"))!;
    expect(weather.formula).to.equal("1d6");
    expect(weather.results.map((r: any) => r.range[0])).to.deep.equal(WEATHER_STATUS.map((w) => w.roll));
    const loot = tables.find((t) => t.name.startsWith("Loot Rarity"))!;
    expect([loot.formula, loot.results.map((r: any) => r.range)]).to.deep.equal(["1d20", LOOT_RARITY]);
    const events = tables.find((t) => t.name === "Scenario Event (D12)")!;
    expect([events.formula, events.results.map((r: any) => r.range)]).to.deep.equal(["1d12", EVENT_SELECTOR]);
    expect(tables.map((t) => t.name)).to.include.members(["Direction (D12)", "Scenario Event (D12)", "Wind Speed — Normal (D6)", "Noise Modifier — Normal (D6)"]);
  });
  it("the tables the rules name without entries ship empty, typed and marked for the GM (issue 9, item 14)", () => {
    const tables = inPack("elvendor-tables");
    const empty = tables.filter((t) => t.flags?.realms?.gmFills).map((t) => [t.name, t.formula, t.results.length, /for the GM to fill/i.test(t.description)]);
    expect(empty).to.have.deep.members([
      ["Major Loot (D12)", "1d12", 0, true], ["Character Creation Variants (D20)", "1d20", 0, true],
      ["Major Event (D20)", "1d20", 0, true], ["Rare Crystal Effects (D20)", "1d20", 0, true]]);
  });
  it("the Map Cord deck holds the twelve default layouts, as typed Map Cord cards", () => {
    const [deck] = inPack("elvendor-decks");
    expect(deck!.cards).to.have.length(12);
    deck!.cards.forEach((c: any) => {
      expect(c.type).to.equal("elvendorMapCord");
      expect(c.system.number).to.equal(c.value);
      expect(c.system.layout).to.deep.equal(cardLayout(c.value));
    });
  });
  it("a Map Cord card with a sector out of range fails the check, naming the card and field", () => {
    const [source] = sources.filter((s) => s.pack.name === "elvendor-decks");
    const doc = structuredClone(source!.doc) as Record<string, any>;
    doc.cards[0].system.layout[3] = 13;
    doc.cards[1].type = "elvendorNope";
    expect(checkDocument({ ...source!, doc })).to.deep.equal([
      `${source!.file}: cards[0].system.layout.3: REALMS.Errors.AboveMax {"field":"layout.3","value":13,"max":12}`,
      `${source!.file}: cards[1].type: unknown Card type "elvendorNope"`,
    ]);
  });
  it("the rules journal has a Rules interpretations page", () => {
    const [journal] = inPack("elvendor-rules");
    expect(journal!.pages.map((p: any) => p.name)).to.include("Rules interpretations");
  });
  it("the interpretations page flags every reading the rules leave open (issue 9)", () => {
    const [journal] = inPack("elvendor-rules");
    const page = String(journal!.pages.find((p: any) => p.name === "Rules interpretations").text.content);
    for (const topic of ["Phase order", "Ranged and distance", "diagonal step counting 1", "Bite's poison", "Enemy Armor", "combat example",
      "<strong>ATT</strong>", "STEALTH", "Rain", "Special vision", "Fear</strong> says", "Deafened", "Scenario base values", "Event spawns",
      "Fixed Map Cord card", "for the GM to fill", "Enemies and their conditions", "Range</strong>"]) expect(page, topic).to.contain(topic);
    const spider = inPack("elvendor-enemies").find((a) => a.name === "Spider")!;
    expect(spider.items.find((i: any) => i.name === "Bite").system.description).to.contain("Interpretation");
    expect(inPack("elvendor-actions").find((c) => c.name === "Attack")!.system.rules).to.contain("combat example");
  });
  it("loads without errors from a clean folder", () => {
    expect(loadSources(".").errors).to.deep.equal([]);
  });
});
