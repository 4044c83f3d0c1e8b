/**
 * The importer window on the Foundry double: Check lists every error per row and keeps Import disabled; a clean
 * check of the same input enables it; changing the input after a check disables it again; Import creates all.
 */
import { expect } from "chai";
import { IGNORE, resetWorld, world } from "../../support/foundry-double";
import { installCreateDocuments, resetCreated, worldItems } from "../../support/double/create-documents";
import { ImportDialog } from "../../../src/core/apps/import-dialog";
import { ELDFALL_IMPORTER } from "../../../src/rulesets/eldfall/import/dialog";
import { upgrades } from "../../support/fixtures-eldfall-import";
import { toCsv } from "../../../src/rulesets/eldfall/import/formats";
import { MAX_IMPORT_BYTES } from "../../../src/core/import/pipeline";

const bad = () => {
  const rows: Record<string, unknown>[] = upgrades(4);
  rows[1]!.quantity = "two";
  rows[3]!.category = "armour";
  return toCsv("upgrades", rows);
};

describe("eldfall import: the importer window (Foundry double)", () => {
  before(installCreateDocuments);
  beforeEach(() => {
    resetWorld();
    resetCreated();
  });

  async function open(text: string) {
    world.dialogs.push((() => IGNORE) as never);
    const app = new ImportDialog(ELDFALL_IMPORTER, { format: "upgrades", fileName: "upgrades.csv", text });
    await app.render({ force: true });
    return app;
  }
  const el = (app: ImportDialog) => app.element as HTMLElement;
  const importButton = (app: ImportDialog) => el(app).querySelector<HTMLButtonElement>("[data-action=import]")!;

  it("Check lists every error with its row and column, and Import stays disabled; nothing is created", async () => {
    const app = await open(bad());
    expect(importButton(app).disabled).to.equal(true);
    const preview = await app.check();
    expect(preview.issues).to.have.length(2);
    const rows = [...el(app).querySelectorAll(".realms-import-issues tbody tr")].map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent));
    expect(rows).to.deep.equal([
      ["3", "quantity", '"two" is not a number.'],
      ["5", "category", '"armour" is not one of weapon, shield, accessory, consumable.'],
    ]);
    expect(el(app).querySelector(".realms-import-summary")!.textContent).to.equal("2 errors in 2 rows: nothing will be imported until every row is valid.");
    expect(importButton(app).disabled).to.equal(true);
    expect(await app.import()).to.equal(null);
    expect(worldItems.size).to.equal(0);
    await app.close();
  });

  it("a clean check enables Import; editing the text afterwards asks for a new check; Import creates every row", async () => {
    const app = await open(toCsv("upgrades", upgrades(5)));
    await app.check();
    expect(importButton(app).disabled).to.equal(false);
    const area = el(app).querySelector<HTMLTextAreaElement>("textarea[name=text]")!;
    area.value = bad();
    expect(await app.import()).to.equal(null);
    expect(worldItems.size).to.equal(0);
    expect(importButton(app).disabled).to.equal(true);
    el(app).querySelector<HTMLTextAreaElement>("textarea[name=text]")!.value = toCsv("upgrades", upgrades(5));
    await app.check();
    expect(await app.import()).to.equal(5);
    expect(worldItems.size).to.equal(5);
    expect(world.notifications.at(-1)).to.deep.equal({ level: "info", message: "5 documents imported." });
  });

  it("a pasted profile previews its warnings and may be imported with them", async () => {
    world.dialogs.push((() => IGNORE) as never);
    const app = new ImportDialog(ELDFALL_IMPORTER, { format: "paste", text: "Test Hostile 07\n(WARRIOR) Size: M\n2 3 1 4\nOFF 10 DEF 9 ACC 8 INT 7 AG 6 T 11 M 9\nTier I" });
    await app.render({ force: true });
    const preview = await app.check();
    expect(preview.issues.map((i) => [i.severity, i.key])).to.deep.equal([]);
    expect(importButton(app).disabled).to.equal(false);
    expect(await app.import()).to.equal(1);
    expect([...world.actors.values()].some((a) => a.name === "Test Hostile 07" && a.type === "eldfallHostile")).to.equal(true);
  });

  it("a large file is read in slices: the progress bar moves while the tab keeps running other work, and it hides when done", async () => {
    const app = await open(toCsv("upgrades", upgrades(6000)));
    const bar = el(app).querySelector<HTMLProgressElement>(".realms-import-progress")!;
    const seen: number[] = [];
    let otherWork = 0;
    // Work the page queues while Check runs (a paint, a chat message): it runs before Check finishes.
    const tick = () => { otherWork += 1; if (!done) setTimeout(tick, 0); };
    let done = false;
    const observer = setInterval(() => { if (!bar.hidden) seen.push(bar.value); }, 0);
    setTimeout(tick, 0);
    const preview = await app.check();
    done = true;
    clearInterval(observer);
    expect(preview.rows).to.equal(6000);
    expect(otherWork).to.be.greaterThan(1);
    expect(seen.some((v) => v > 0 && v < 1)).to.equal(true);
    expect(el(app).querySelector<HTMLProgressElement>(".realms-import-progress")!.hidden).to.equal(true);
  });

  it("a file past the stated limit is refused when picked, with the limit in the message, and the text box stays as it was", async () => {
    const app = await open("");
    const input = el(app).querySelector<HTMLInputElement>("input[name=file]")!;
    const big = { name: "huge.csv", size: MAX_IMPORT_BYTES + 1, text: async () => { throw new Error("a refused file is never read"); } };
    Object.defineProperty(input, "files", { value: [big], configurable: true });
    input.dispatchEvent(new (input.ownerDocument.defaultView as unknown as { Event: typeof Event }).Event("change"));
    await new Promise((r) => setTimeout(r, 0));
    expect(world.notifications.at(-1)).to.deep.equal({ level: "error", message: "huge.csv is 4.0 MB; the importer reads files up to 4.0 MB. Split it into smaller files." });
    expect(el(app).querySelector<HTMLTextAreaElement>("textarea[name=text]")!.value).to.equal("");
    expect(el(app).textContent).to.contain("Files up to 4 MB.");
  });

  it("pasted text past the limit is refused by Check with the same limit, and nothing is read", async () => {
    const app = await open("name\n" + "x".repeat(MAX_IMPORT_BYTES));
    const preview = await app.check();
    expect(preview.issues.map((i) => i.key)).to.deep.equal(["REALMS.Import.TooLarge"]);
    expect(el(app).querySelector(".realms-import-issues tbody td:last-child")!.textContent).to.equal("the file is 4.0 MB; the importer reads files up to 4.0 MB. Split it into smaller files.");
  });
});
