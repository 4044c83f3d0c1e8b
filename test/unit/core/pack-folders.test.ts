/**
 * The world's sidebar shows the active ruleset's packs: on the GM's ready the other rulesets' packs fold into
 * "Other rulesets" (one sub-folder each), once per ruleset choice, leaving other packages' packs and the GM's own moves alone.
 */
import { expect } from "chai";
import { actAs, resetWorld } from "../../support/foundry-double";
import { bootSystem } from "../../support/double/boot";
import { installCompendiums, resetCompendiums, type FakePack } from "../../support/double/compendium-folders";
import { rulesetOfPack } from "../../../src/core/rules/pack-rulesets";

type G = { game: { settings: { store: Map<string, unknown> }; folders: { name: string; folder: { name: string } | null; id: string }[] } };
const g = globalThis as unknown as G;
const folderName = (p: FakePack) => p.folder?.name ?? null;
const parentName = (p: FakePack) => p.folder?.folder?.name ?? null;

describe("compendium sidebar: the active ruleset's packs, the others folded away", () => {
  let packs: FakePack[];
  beforeEach(() => {
    resetWorld();
    packs = installCompendiums([{ name: "bestiary", packageName: "my-module", packageType: "module" }]);
  });
  afterEach(() => resetCompendiums());

  it("names each system pack's ruleset by its prefix", () => {
    expect(rulesetOfPack("elf-weapons", ["elf", "elvendor"])).to.equal("elf");
    expect(rulesetOfPack("elvendor-actions", ["elf", "elvendor"])).to.equal("elvendor");
    expect(rulesetOfPack("bestiary", ["elf"])).to.equal(null);
  });

  it("a GM's ready puts the four other rulesets' packs in Other rulesets / <ruleset>, and leaves Elf's and a module's at the top", async () => {
    const { shutdown } = await bootSystem("elf");
    try {
      for (const p of packs) {
        if (p.metadata.packageName !== "realms" || p.metadata.name.startsWith("elf-")) expect(p.folder, p.collection).to.equal(null);
        else expect(parentName(p), p.collection).to.equal("Other rulesets");
      }
      expect(folderName(packs.find((p) => p.metadata.name === "aedelore-rules")!)).to.equal("Aedelore");
      expect(g.game.folders.map((f) => f.name).sort()).to.have.length(5).and.include("Other rulesets");
    } finally { shutdown(); }
  });

  it("runs once per ruleset: a pack the GM moves afterwards stays; a switch to Aedelore folds Elf away and brings Aedelore back", async () => {
    let boot = await bootSystem("elf");
    const aedRules = packs.find((p) => p.metadata.name === "aedelore-rules")!;
    const elfRules = packs.find((p) => p.metadata.name === "elf-rules")!;
    const keep = g.game.settings.store.get("core.compendiumConfiguration");
    boot.shutdown();
    g.game.settings.store.set("core.compendiumConfiguration", keep);
    // The GM drags one Eldfall pack out to the top by hand; the next session leaves it there.
    const moved = packs.find((p) => p.metadata.name === "eldfall-rules")!;
    await moved.setFolder(null);
    const again = g.game.settings.store.get("core.compendiumConfiguration");
    boot = await bootSystem("elf");
    expect(moved.folder).to.equal(null);
    boot.shutdown();
    g.game.settings.store.set("core.compendiumConfiguration", again);
    boot = await bootSystem("aedelore");
    try {
      expect(aedRules.folder).to.equal(null);
      expect(folderName(elfRules)).to.equal("Elf System");
      expect(g.game.folders.filter((f) => f.name === "Other rulesets")).to.have.length(1);
    } finally { boot.shutdown(); }
  });

  it("a player's ready changes nothing (only a GM writes the world's compendium configuration)", async () => {
    actAs({ id: "p1", isGM: false });
    const { shutdown } = await bootSystem("elf");
    try {
      expect(packs.every((p) => p.folder === null)).to.equal(true);
      expect(g.game.folders).to.have.length(0);
    } finally { shutdown(); }
  });
});
