/** The sheet frame every actor sheet shares: tabs (active one kept, unknown one falls back) and the play/edit lock. */
import { expect } from "chai";
import { sheetFrame } from "../../../src/core/sheets/frame";
import { hbs, render } from "../../support/render";

const TABS = [
  { id: "play", label: "REALMS.Sheet.Tabs.play", icon: "fa-solid fa-dice-d20" },
  { id: "notes", label: "REALMS.Sheet.Tabs.notes", icon: "fa-solid fa-book" },
];

describe("sheet frame (tabs and play/edit mode)", () => {
  it("shows the first tab until another is picked, and falls back to it when the picked tab no longer exists", () => {
    expect(sheetFrame(TABS, undefined, { owner: true, editMode: false }).activeTab).to.equal("play");
    const notes = sheetFrame(TABS, "notes", { owner: true, editMode: false });
    expect(notes.tab).to.deep.equal({ play: "tab", notes: "tab active" });
    expect(notes.tabs.map((t) => t.active)).to.deep.equal([false, true]);
    expect(sheetFrame(TABS, "gone", { owner: true, editMode: false }).activeTab).to.equal("play");
  });

  it("edits only when the user owns the actor and opened the lock", () => {
    expect(sheetFrame(TABS, null, { owner: true, editMode: true }).editing).to.equal(true);
    expect(sheetFrame(TABS, null, { owner: true, editMode: false }).editing).to.equal(false);
    expect(sheetFrame(TABS, null, { owner: false, editMode: true }).editing).to.equal(false);
  });

  it("renders the nav as direct children of .tabs (Foundry's changeTab selector) and the lock only for owners", () => {
    const frame = sheetFrame(TABS, "play", { owner: true, editMode: false });
    const html = render("templates/core/partials/sheet-tabs.hbs", { frame });
    expect(html).to.match(/<nav class="tabs realms-tabs"[^>]*>\s*<button type="button" class="active" data-action="tab" data-group="primary" data-tab="play"/);
    const block = hbs.compile('{{#> realms.sheet-header}}<p class="sub">Level 3</p>{{/realms.sheet-header}}', { strict: true });
    const header = (owner: boolean) => block({ document: { name: "Ada", img: "a.svg" }, frame: sheetFrame(TABS, null, { owner, editMode: false }) });
    expect(header(true)).to.contain('data-action="toggleMode"').and.to.contain('<h1 class="realms-name">Ada</h1>').and.to.contain('<p class="sub">Level 3</p>');
    expect(header(false)).not.to.contain("toggleMode");
  });
});

describe("sheet frame: every actor sheet of the five rulesets has tabs and a play mode", () => {
  it("each ruleset's Actor sheet class declares its tabs (the base then opens it in play mode)", async () => {
    const { RULESETS } = await import("../../support/rulesets");
    const sheets = RULESETS.flatMap((r) => Object.entries(r.sheets?.Actor ?? {}).map(([type, sheet]) => ({ type, tabs: (sheet as { SHEET_TABS?: readonly unknown[] }).SHEET_TABS ?? [] })));
    expect(sheets.map((s) => s.type)).to.have.length(12);
    for (const s of sheets) expect(s.tabs.length, s.type).to.be.greaterThan(1);
  });
});
