import { expect } from "chai";
import { drawRow, rowOfRoll } from "../../../src/core/rules/table-draw";
import {
  chartForRarity, DEFAULT_LOOT_FORMULA, drawLoot, droppedLoot, held, lootAvailable, lootSource, nameKey, sortedRows, type Holdings, type LootRow,
} from "../../../src/rulesets/eldfall/spawn/rules/loot";

/** A synthetic five-row chart (not the box's): rows of four faces each on a d20. */
const row = (lo: number, hi: number, n: number, rarity: LootRow["rarity"] = "common"): LootRow => ({ range: [lo, hi], item: `Item.test${n}`, name: `Test Upgrade ${n}`, rarity });
const CHART: LootRow[] = [row(1, 4, 1), row(5, 8, 2), row(9, 12, 3), row(13, 16, 4, "legendary"), row(17, 20, 5)];
const holding = (sources: string[] = [], names: string[] = []): Holdings => ({ sources: new Set(sources), names: new Set(names.map(nameKey)) });
const NOBODY = holding();

describe("Eldfall loot: the Loot Charts' availability-aware draw (A56, core/rules/table-draw + eldfall/rules/loot)", () => {
  it("the chart formula defaults to 1d20", () => {
    expect(DEFAULT_LOOT_FORMULA).to.equal("1d20");
  });

  it("the roll picks the row whose range holds it; a roll off the chart picks none", () => {
    expect(rowOfRoll(CHART.map((r) => ({ range: r.range, available: true })), 9)).to.equal(2);
    expect(drawLoot(CHART, 6, NOBODY)).to.deep.equal({ kind: "row", index: 1, rolled: 1 });
    expect(drawLoot(CHART, 21, NOBODY)).to.deep.equal({ kind: "none", rolled: null });
  });

  it("an Upgrade is taken when a hero or the storage holds it, by its source or by its name", () => {
    expect(held(CHART[0]!, holding(["Item.test1"]))).to.equal(true);
    expect(held(CHART[0]!, holding([], ["test upgrade 1 "]))).to.equal(true);
    expect(held(CHART[0]!, holding(["Item.test2"]))).to.equal(false);
    expect(held({ item: null, name: "By hand" }, holding([], ["by hand"]))).to.equal(false);
  });

  it("a taken row with both neighbours available: both are offered (the player picks)", () => {
    expect(drawLoot(CHART, 10, holding(["Item.test3"]))).to.deep.equal({ kind: "neighbour", rolled: 2, above: 1, below: 4 });
  });

  it("a taken row falls back upward when nothing below is left", () => {
    const answer = drawLoot(CHART, 18, holding(["Item.test5"]));
    expect(answer).to.deep.equal({ kind: "row", index: 2, rolled: 4 });
  });

  it("a taken row falls back downward when nothing above is left", () => {
    expect(drawLoot(CHART, 2, holding(["Item.test1"]))).to.deep.equal({ kind: "row", index: 1, rolled: 0 });
  });

  it("several taken rows are skipped to the nearest available one each way", () => {
    expect(drawLoot(CHART, 6, holding(["Item.test1", "Item.test2", "Item.test3"]))).to.deep.equal({ kind: "row", index: 4, rolled: 1 });
  });

  it("Legendary is never drawn: its own roll falls to a neighbour, and it is skipped as one", () => {
    expect(lootAvailable(CHART[3]!, NOBODY)).to.equal(false);
    expect(drawLoot(CHART, 14, NOBODY)).to.deep.equal({ kind: "neighbour", rolled: 3, above: 2, below: 4 });
    expect(drawLoot(CHART, 18, holding(["Item.test5"]))).to.deep.equal({ kind: "row", index: 2, rolled: 4 });
  });

  it("every row taken: nothing", () => {
    expect(drawLoot(CHART, 3, holding(["Item.test1", "Item.test2", "Item.test3", "Item.test5"]))).to.deep.equal({ kind: "none", rolled: 0 });
    expect(drawRow([], 3)).to.deep.equal({ kind: "none", rolled: null });
  });

  it("rows are read in range order whatever order the table lists them", () => {
    expect(sortedRows([CHART[2]!, CHART[0]!, CHART[1]!]).map((r) => r.range[0])).to.deep.equal([1, 5, 9]);
  });
});

describe("Eldfall loot: tokens and named rewards (§ LOOT, M82)", () => {
  it("a Hostile drops a token for a chart or a named Upgrade; nothing when it carries none", () => {
    expect(droppedLoot({ loot: "superior", lootItem: "" })).to.deep.equal({ chart: "superior", item: "" });
    expect(droppedLoot({ loot: "common", lootItem: "Item.test1" })).to.deep.equal({ chart: "common", item: "Item.test1" });
    expect(droppedLoot({ loot: "", lootItem: "" })).to.equal(null);
  });

  it("a named Upgrade is given while its card is left; gone, the chart of its rarity is rolled", () => {
    expect(lootSource({ chart: "common", item: "Item.test2" }, { rarity: "superior", taken: false })).to.deep.equal({ give: "Item.test2" });
    expect(lootSource({ chart: "common", item: "Item.test2" }, { rarity: "superior", taken: true })).to.deep.equal({ roll: "superior" });
    expect(lootSource({ chart: null, item: "" }, null)).to.deep.equal({ nothing: true });
    expect(lootSource({ chart: "superior", item: "" }, null)).to.deep.equal({ roll: "superior" });
  });

  it("only Common and Superior have a chart: a Limited or Legendary reward that is gone rolls on none", () => {
    expect(chartForRarity("common")).to.equal("common");
    expect(chartForRarity("superior")).to.equal("superior");
    expect(chartForRarity("limited")).to.equal(null);
    expect(chartForRarity("legendary")).to.equal(null);
    expect(lootSource({ chart: null, item: "Item.test4" }, { rarity: "legendary", taken: false })).to.deep.equal({ nothing: true });
  });
});
