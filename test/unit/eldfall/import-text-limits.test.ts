/**
 * Text limits through the importers on the Foundry double: a 1 MB name or description in a CSV or JSON file, and a
 * 1 MB name in a pasted profile, are refused with the row, the column and the maximum, and nothing is created —
 * through the API (`game.realms.eldfall.importFile` / `importPaste`) and the importer window.
 */
import { expect } from "chai";
import { IGNORE, resetWorld, world } from "../../support/foundry-double";
import { createCalls, installCreateDocuments, resetCreated, worldItems } from "../../support/double/create-documents";
import { asJson, upgrades } from "../../support/fixtures-eldfall-import";
import { importFile, importPaste } from "../../../src/rulesets/eldfall/import/run";
import { toCsv } from "../../../src/rulesets/eldfall/import/formats";
import { ELDFALL_IMPORTER } from "../../../src/rulesets/eldfall/import/dialog";
import { ImportDialog } from "../../../src/core/apps/import-dialog";
import { ImportRefused } from "../../../src/core/import/batch";
import { issueText, type ImportIssue } from "../../../src/core/import/issues";
import { TEXT_LIMITS } from "../../../src/core/schema/spec";
import { format } from "../../support/render";

// 1 MB: far past every field limit, and the file still under the importer's size limit (MAX_IMPORT_BYTES).
const HUGE = "x".repeat(1_000_000);
const text = (i: ImportIssue) => issueText(i, (k, d) => format(k, d));
const over = (max: number) => `${HUGE.length} characters is more than the ${max} it can hold.`;

/** Two clean upgrades, the second with a 1 MB name and a 1 MB description. */
function rows(): Record<string, unknown>[] {
  const list: Record<string, unknown>[] = upgrades(2);
  list[1] = { ...list[1], name: HUGE, description: HUGE };
  return list;
}

describe("eldfall import: text limits (Foundry double)", () => {
  before(installCreateDocuments);
  beforeEach(() => {
    resetWorld();
    resetCreated();
  });

  it("CSV: the 1 MB name and description are refused with their row and column; nothing is created", async () => {
    const out = await importFile("upgrades", { name: "upgrades.csv", text: toCsv("upgrades", rows()) });
    expect(out.result).to.equal(null);
    expect(out.prepared.issues.map(text)).to.deep.equal([
      `upgrades.csv, row 3, name: ${over(TEXT_LIMITS.name)}`,
      `upgrades.csv, row 3, description: ${over(TEXT_LIMITS.html)}`,
    ]);
    expect([worldItems.size, createCalls.length]).to.deep.equal([0, 0]);
  });

  it("JSON: the same, named by the entry and its field path", async () => {
    const out = await importFile("upgrades", { name: "upgrades.json", text: asJson(rows()) });
    expect(out.result).to.equal(null);
    expect(out.prepared.issues.map(text)).to.deep.equal([
      `upgrades.json, row 2, name: ${over(TEXT_LIMITS.name)}`,
      `upgrades.json, row 2, description: ${over(TEXT_LIMITS.html)}`,
    ]);
    expect([worldItems.size, createCalls.length]).to.deep.equal([0, 0]);
  });

  it("the importer window lists both and keeps Import disabled", async () => {
    world.dialogs.push((() => IGNORE) as never);
    const app = new ImportDialog(ELDFALL_IMPORTER, { format: "upgrades", fileName: "upgrades.csv", text: toCsv("upgrades", rows()) });
    await app.render({ force: true });
    await app.check();
    const el = app.element as HTMLElement;
    const table = [...el.querySelectorAll(".realms-import-issues tbody tr")].map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent));
    expect(table).to.deep.equal([["3", "name", over(TEXT_LIMITS.name)], ["3", "description", over(TEXT_LIMITS.html)]]);
    expect(el.querySelector<HTMLButtonElement>("[data-action=import]")!.disabled).to.equal(true);
    expect(await app.import()).to.equal(null);
    expect(worldItems.size).to.equal(0);
    await app.close();
  });

  it("a pasted profile whose name is 1 MB is refused as an error (not a warning); no actor is created", async () => {
    const actors = world.actors.size;
    let refused: unknown = null;
    await importPaste(`${HUGE}\nOFF 10`).catch((e: unknown) => { refused = e; });
    expect(refused).to.be.instanceOf(ImportRefused);
    const errors = (refused as ImportRefused).issues.filter((i) => i.severity === "error");
    expect(errors.map(text)).to.deep.equal([`paste, row 1, name: ${over(TEXT_LIMITS.name)}`]);
    expect([world.actors.size, createCalls.length]).to.deep.equal([actors, 0]);
  });
});
