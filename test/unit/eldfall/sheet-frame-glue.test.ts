/**
 * The Eldfall actor sheets in the core frame, on the Foundry test double with the system booted: each opens in play
 * mode (stats as text, the play controls shown), a tab click shows another section, the lock turns the stats into
 * inputs whose change is written to the actor, and a user who does not own the actor sees no lock and no input.
 * The actors are the Examples pack's documents.
 */
import { expect } from "chai";
import { actAs, makeActor, resetUsers, resetWorld, settle, type FakeActor } from "../../support/foundry-double";
import { bootedSuite } from "../../support/double/boot";
import { usePlainEnrichment } from "../../support/sheet-actions";
import { openSheet, type SheetWindow } from "../../support/sheet-window";
import { loadSources } from "../../../tools/pack-check";
import { EldfallHeroSheet, EldfallHostileSheet } from "../../../src/rulesets/eldfall/sheets/actor-sheets";
import { EldfallPartySheet } from "../../../src/rulesets/eldfall/sheets/party-sheet";

type Raw = { name: string; type: string; system: Record<string, unknown>; items: { name: string; type: string; system: Record<string, unknown> }[]; flags: Record<string, unknown> };
const source = (id: string) => loadSources(".").sources.find((s) => s.doc._id === id)!.doc as unknown as Raw;
// Everyone may look (OBSERVER), only player1 owns: a player who does not own it can still open the sheet.
const OWNED = { default: 2, player1: 3 };
const fromPack = (id: string) => {
  const raw = source(id);
  return makeActor({ name: raw.name, type: raw.type, system: raw.system, items: raw.items, flags: raw.flags, ownership: OWNED });
};
const sys = (a: FakeActor) => a.system as unknown as { attributes: Record<string, number | null>; difficulty?: string };
const inputs = (w: SheetWindow) => w.element.querySelectorAll("input, select, textarea").length;
const asOwner = () => actAs({ id: "player1", isGM: false });
const asOtherPlayer = () => actAs({ id: "player2", isGM: false });

describe("Eldfall sheets in the core frame (Foundry test double)", () => {
  bootedSuite("eldfall", () => actAs({ id: "gm", isGM: true }), resetUsers);
  usePlainEnrichment();
  beforeEach(() => {
    resetWorld();
    resetUsers();
  });

  describe("hero sheet (Tharos)", () => {
    it("opens on Play in play mode: HP, AP, Weak Points, Mana, the labelled Attack and Level Up; stats as text on the Profile tab", async () => {
      asOwner();
      const w = await openSheet(EldfallHeroSheet as never, fromPack("eldHeTharosOneEy"));
      expect(w.activeTab()).to.equal("play");
      const play = w.element.querySelector(".tab.active")!;
      expect(play.querySelector('input[name="system.health.value"]'), "HP stays a play-time input").to.not.equal(null);
      expect(play.querySelector('[data-action="attack"]')?.textContent?.trim()).to.equal("Attack");
      expect(play.querySelector('[data-action="levelUp"]'), "Level Up on the first tab").to.not.equal(null);
      expect([...play.querySelectorAll(".realms-pip")].length, "AP pips").to.equal(2);
      expect(w.element.querySelector('[data-stat="off"]')?.textContent).to.equal("13");
      expect(w.element.querySelector('[name^="system.attributes."]'), "no stat input in play mode").to.equal(null);
    });

    it("a tab click shows that section alone and the sheet keeps it across a render (the lock)", async () => {
      asOwner();
      const w = await openSheet(EldfallHeroSheet as never, fromPack("eldHeTharosOneEy"));
      await w.click('.tabs > [data-tab="profile"]');
      expect([w.activeTab(), w.element.querySelectorAll(".tab.active").length, w.sheet.tabGroups.primary]).to.deep.equal(["profile", 1, "profile"]);
      await w.click('[data-action="toggleMode"]');
      expect(w.activeTab(), "re-rendered on the same tab").to.equal("profile");
    });

    it("the lock turns the stats into inputs; a change is written to the hero; locking again shows text", async () => {
      asOwner();
      const tharos = fromPack("eldHeTharosOneEy");
      const w = await openSheet(EldfallHeroSheet as never, tharos);
      await w.click('[data-action="toggleMode"]');
      expect(w.element.querySelector('[data-stat="off"]')).to.equal(null);
      await w.change('input[name="system.attributes.off"]', "14");
      expect(sys(tharos).attributes.off).to.equal(14);
      await w.click('[data-action="toggleMode"]');
      expect(w.element.querySelector('[data-stat="off"]')?.textContent).to.equal("14");
    });

    it("in play mode the HP input writes to the hero without unlocking", async () => {
      asOwner();
      const tharos = fromPack("eldHeTharosOneEy");
      const w = await openSheet(EldfallHeroSheet as never, tharos);
      await w.change('input[name="system.health.value"]', "1");
      expect((tharos.system as unknown as { health: { value: number } }).health.value).to.equal(1);
    });

    it("a player who does not own the hero sees no lock, no input and no Attack or Level Up", async () => {
      const tharos = fromPack("eldHeTharosOneEy");
      asOtherPlayer();
      const w = await openSheet(EldfallHeroSheet as never, tharos);
      expect([w.element.querySelector('[data-action="toggleMode"]'), inputs(w), w.element.querySelector('[data-action="attack"]'), w.element.querySelector('[data-action="levelUp"]')])
        .to.deep.equal([null, 0, null, null]);
      expect(w.element.querySelector('[data-stat="off"]')?.textContent).to.equal("13");
    });
  });

  describe("hostile sheet (Iuren)", () => {
    it("a stat block in play mode; the Behavior tab; the lock writes Toughness; no input for a player who does not own it", async () => {
      actAs({ id: "gm", isGM: true });
      const iuren = makeActor({ ...source("eldHoIurenRedRas"), ownership: { default: 2 } } as never);
      const w = await openSheet(EldfallHostileSheet as never, iuren);
      expect(w.element.querySelector('.tab.active .realms-statblock [data-stat="t"]')?.textContent).to.equal("15");
      expect(w.element.querySelector('.tab.active [data-action="attack"]')?.textContent?.trim(), "the Blade's Attack").to.equal("Attack");
      await w.click('.tabs > [data-tab="behavior"]');
      expect(w.activeTab()).to.equal("behavior");
      await w.click('.tabs > [data-tab="play"]');
      await w.click('[data-action="toggleMode"]');
      await w.change('input[name="system.attributes.t"]', "16");
      expect(sys(iuren).attributes.t).to.equal(16);
      asOtherPlayer();
      const seen = await openSheet(EldfallHostileSheet as never, iuren);
      expect([seen.element.querySelector('[data-action="toggleMode"]'), inputs(seen)]).to.deep.equal([null, 0]);
    });
  });

  describe("party sheet", () => {
    it("tabs and play mode: the difficulty as text, the Records tab, the lock writes the difficulty; no input for a player who does not own it", async () => {
      actAs({ id: "gm", isGM: true });
      const party = makeActor({ name: "Northern Wind", type: "eldfallParty", system: { difficulty: "standard" }, ownership: { default: 2 } });
      await settle();
      const w = await openSheet(EldfallPartySheet as never, party);
      expect([w.activeTab(), w.element.querySelector('select[name="system.difficulty"]')]).to.deep.equal(["party", null]);
      expect(w.element.querySelector("h1.realms-name")?.textContent, "the whole name, as text").to.equal("Northern Wind");
      await w.click('.tabs > [data-tab="records"]');
      expect(w.activeTab()).to.equal("records");
      await w.click('[data-action="toggleMode"]');
      await w.change('select[name="system.difficulty"]', "easy");
      expect(sys(party).difficulty).to.equal("easy");
      asOtherPlayer();
      const seen = await openSheet(EldfallPartySheet as never, party);
      expect([seen.element.querySelector('[data-action="toggleMode"]'), inputs(seen)]).to.deep.equal([null, 0]);
    });
  });
});
