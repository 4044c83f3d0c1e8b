/**
 * The Elf sheets in the core frame, rendered as windows on the Foundry double from the shipped example documents:
 * they open in play mode (stats as text), the tab buttons switch the shown section, the lock turns stats into
 * inputs whose change updates the actor, a viewer who does not own the actor gets neither lock nor inputs, and
 * the roll and attack buttons act in play mode.
 */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { actAs, makeActor, makeCombat, resetUsers, resetWorld, settle, settleUntil, world, type FakeActor } from "../../support/foundry-double";
import { usePlainEnrichment } from "../../support/sheet-actions";
import { bootedSuite } from "../../support/double/boot";
import { ElfNpcSheet, ElfPcSheet } from "../../../src/rulesets/elf/sheets/actor-sheets";
import { ELF_ITEM_SHEETS } from "../../../src/rulesets/elf/sheets/item-sheets";
import { cardData } from "../../support/cards";

const g = globalThis as unknown as { game: { combat: unknown; user: { targets: Set<unknown> } } };
type Raw = { name: string; type: string; img: string; system: object; items?: (Record<string, unknown> & { _id: string })[] };
interface Window { render(force: boolean): Promise<unknown>; close(): Promise<unknown>; readonly element: HTMLElement }

/** A pack document as the world holds it once imported, owned by player1 and seen by everyone else as `others`. */
function fromPack(path: string, others: number): FakeActor {
  const raw = JSON.parse(readFileSync(path, "utf8")) as Raw;
  const items = (raw.items ?? []).map(({ _key, effects, folder, sort, ownership, ...item }) => (void [_key, effects, folder, sort, ownership], item));
  return makeActor({ name: raw.name, type: raw.type, img: raw.img, system: raw.system, items: items as never, ownership: { default: others, player1: 3 } } as never);
}
const mira = (others = 0) => fromPack("packs/elf-examples/mira-thornwood_elfPMiraThornwoo.json", others);
const guard = (others = 0) => fromPack("packs/elf-npcs/town-guard_elfNTownGuard000.json", others);

async function open(Sheet: typeof ElfPcSheet | typeof ElfNpcSheet | (typeof ELF_ITEM_SHEETS)[string], actor: object): Promise<Window & { element: HTMLElement }> {
  const sheet = new Sheet({ document: actor } as never) as unknown as Window;
  await sheet.render(true);
  await settle();
  return sheet;
}
const taskCard = () => world.messages.findLast((m) => (m as { system?: { kind?: string } }).system?.kind === "realms.elf.task");
const shownTab = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>(".tab.active")].map((s) => s.dataset.tab);
async function click(el: HTMLElement, selector: string): Promise<void> {
  const control = el.querySelector<HTMLElement>(selector);
  if (!control) throw new Error(`The sheet shows no ${selector}`);
  control.click();
  await settle();
}
async function change(el: HTMLElement, selector: string, value: string): Promise<void> {
  const input = el.querySelector<HTMLInputElement>(selector);
  if (!input) throw new Error(`The sheet shows no ${selector}`);
  input.value = value;
  input.dispatchEvent(new (input.ownerDocument.defaultView as unknown as typeof globalThis).Event("change", { bubbles: true }));
  await settle();
}

describe("Elf sheets in the core frame: play mode, tabs, the lock (Foundry double, example documents)", () => {
  bootedSuite("elf", undefined, () => resetUsers());
  usePlainEnrichment();
  beforeEach(() => resetWorld());
  const windows: Window[] = [];
  afterEach(async () => {
    for (const w of windows.splice(0)) await w.close();
    g.game.combat = null;
    actAs({ id: "gm", isGM: true });
  });
  const track = <W extends Window>(w: W) => (windows.push(w), w);

  describe("ElfPcSheet", () => {
    it("opens in play mode on the Play tab: stats as text, vitals and ladder live, labelled Attack and Roll check buttons", async () => {
      const pc = mira();
      actAs({ id: "player1", isGM: false });
      const { element } = track(await open(ElfPcSheet, pc));
      expect(shownTab(element)).to.deep.equal(["play"]);
      expect(element.querySelector("h1.realms-name")?.textContent).to.equal("Mira Thornwood");
      expect(element.querySelector('input[name="name"], input[name="system.speedBonus"], input[name="system.traits.0.value"]')).to.equal(null);
      expect(element.querySelector('.tab[data-tab="play"] .realms-stat .realms-value')?.textContent).to.equal("+2");
      expect(element.querySelector('.tab[data-tab="traits"] td.realms-value')?.textContent).to.equal("+1");
      // Play-time controls stay controls: Injury Points, the ladder's toggles.
      expect(element.querySelector('.tab[data-tab="play"] input[name="system.injuryPoints"]')).to.not.equal(null);
      expect(element.querySelector<HTMLButtonElement>('[data-action="toggleState"][data-state="stunned"]')?.disabled).to.equal(false);
      const attacks = [...element.querySelectorAll('.tab[data-tab="play"] button.realms-roll[data-action="attack"]')].map((b) => b.textContent?.trim());
      expect(attacks).to.deep.equal(["Attack", "Attack"]);
      expect(element.querySelector('button.realms-roll[data-action="rollTask"]')?.textContent?.trim()).to.equal("Roll check");
    });

    it("a tab button shows its section and hides the Play tab; the choice survives a re-render", async () => {
      const pc = mira();
      actAs({ id: "player1", isGM: false });
      const sheet = track(await open(ElfPcSheet, pc));
      await click(sheet.element, '.tabs > [data-tab="gear"]');
      expect(shownTab(sheet.element)).to.deep.equal(["gear"]);
      expect(sheet.element.querySelector('.tabs > [data-tab="gear"]')?.classList.contains("active")).to.equal(true);
      await sheet.render(false);
      expect(shownTab(sheet.element)).to.deep.equal(["gear"]);
    });

    it("the lock turns stats into inputs, and a changed input updates the actor", async () => {
      const pc = mira();
      actAs({ id: "player1", isGM: false });
      const sheet = track(await open(ElfPcSheet, pc));
      await click(sheet.element, '.tabs > [data-tab="traits"]');
      await click(sheet.element, '[data-action="toggleMode"]');
      expect(shownTab(sheet.element)).to.deep.equal(["traits"]);
      expect(sheet.element.querySelector('input[name="name"]')).to.not.equal(null);
      await change(sheet.element, 'input[name="system.speedBonus"]', "3");
      await change(sheet.element, 'input[name="system.traits.1.value"]', "3");
      expect((pc.system as { speedBonus: number }).speedBonus).to.equal(3);
      expect((pc.system as { traits: { name: string; value: number }[] }).traits.map((t) => [t.name, t.value])).to.deep.equal([["Quick", 1], ["Swordplay", 3], ["Woodcraft", 1]]);
      // Locking again shows text.
      await click(sheet.element, '[data-action="toggleMode"]');
      expect(sheet.element.querySelector('input[name="system.speedBonus"]')).to.equal(null);
      expect(sheet.element.querySelector('.tab[data-tab="traits"] .realms-stat .realms-value')?.textContent).to.equal("+3");
    });

    it("Injury Points change in play mode without the lock", async () => {
      const pc = mira();
      actAs({ id: "player1", isGM: false });
      const sheet = track(await open(ElfPcSheet, pc));
      await change(sheet.element, 'input[name="system.injuryPoints"]', "2");
      expect((pc.system as { injuryPoints: number }).injuryPoints).to.equal(2);
    });

    it("a player who only observes the PC sees no lock, no inputs and no roll buttons", async () => {
      const pc = mira(2);
      actAs({ id: "player2", isGM: false });
      const { element } = track(await open(ElfPcSheet, pc));
      expect(element.querySelector('[data-action="toggleMode"]')).to.equal(null);
      expect(element.querySelectorAll("input, select, textarea").length).to.equal(0);
      expect(element.querySelectorAll('[data-action="attack"], [data-action="rollTask"], [data-action="bedRest"]').length).to.equal(0);
      expect(element.querySelector<HTMLButtonElement>('[data-action="toggleState"]')?.disabled).to.equal(true);
    });

    it("Roll check in play mode rolls a task and posts its card", async () => {
      const pc = mira();
      actAs({ id: "player1", isGM: false });
      const sheet = track(await open(ElfPcSheet, pc));
      world.dialogs.push({ active: [], situational: 0, mode: "normal", target: "11" });
      world.dice.push(6, 5, 4);
      await click(sheet.element, '[data-action="rollTask"]');
      await settleUntil(() => world.messages.length > 0);
      expect(cardData(world.messages.at(-1)! as never)).to.deep.include({ purpose: "task", natural: 15, difficulty: 11, outcome: "success" });
    });

    it("Attack in play mode with the guard targeted rolls against its Difficulty Level", async () => {
      const pc = mira();
      const npc = guard();
      makeCombat([pc, npc], { structure: "sequential" });
      actAs({ id: "player1", isGM: false });
      g.game.user.targets = new Set([{ actor: npc }]);
      const sheet = track(await open(ElfPcSheet, pc));
      const blade = pc.items.find((i) => i.name === "Long Blade")!;
      world.dialogs.push({ active: [], situational: 0, mode: "normal" });
      world.dice.push(6, 5, 4);
      await click(sheet.element, `[data-action="attack"][data-item-id="${blade.id}"]`);
      await settleUntil(() => !!taskCard());
      expect(cardData(taskCard()! as never)).to.deep.include({ purpose: "attack", label: "Long Blade", difficulty: 11, mode: "normal", outcome: "success" });
    });
  });

  describe("Elf item sheets", () => {
    it("gear says plainly that the rules give it no numbers, and its quantity stays fillable", async () => {
      const pc = mira();
      actAs({ id: "player1", isGM: false });
      const herbs = pc.items.find((i) => i.name === "Healing herbs")!;
      const sheet = track(await open(ELF_ITEM_SHEETS.elfGear!, herbs));
      expect(sheet.element.querySelector(".realms-notice")?.textContent).to.contain("The rules give gear no numbers");
      await change(sheet.element, 'input[name="system.quantity"]', "2");
      expect((herbs.system as { quantity: number }).quantity).to.equal(2);
    });

    it("a weapon no table lists says its numbers are the user's; a table weapon says nothing", async () => {
      const pc = mira();
      actAs({ id: "player1", isGM: false });
      const blade = pc.items.find((i) => i.name === "Long Blade")!;
      const table = track(await open(ELF_ITEM_SHEETS.elfWeapon!, blade));
      expect(table.element.querySelector(".realms-notice")).to.equal(null);
      await blade.update({ name: "Grandfather's cane" });
      await table.render(false);
      expect(table.element.querySelector(".realms-notice")?.textContent).to.contain("do not list this item");
      await change(table.element, 'input[name="system.damageBonus"]', "1");
      expect((blade.system as { damageBonus: number }).damageBonus).to.equal(1);
    });
  });

  describe("ElfNpcSheet", () => {
    it("opens as a stat block in play mode: Difficulty Level, Wound Threshold and attack as text", async () => {
      const npc = guard();
      const { element } = track(await open(ElfNpcSheet, npc));
      expect(shownTab(element)).to.deep.equal(["play"]);
      const block = element.querySelector(".realms-statblock")!;
      expect(block).to.not.equal(null);
      expect([...block.querySelectorAll("dd.realms-value")].map((d) => d.textContent?.trim())).to.deep.equal(["11", "11", "+2", "14 (missiles 13 · gunpowder 13)"]);
      expect(block.textContent).to.contain("Hand Weapon (sword)").and.to.contain("Medium").and.to.contain("Lethal Damage");
      expect(element.querySelector('input[name="system.difficultyLevel"]')).to.equal(null);
    });

    it("the Notes tab button shows the notes; the lock turns the stat block into inputs that update the NPC", async () => {
      const npc = guard();
      const sheet = track(await open(ElfNpcSheet, npc));
      await click(sheet.element, '.tabs > [data-tab="notes"]');
      expect(shownTab(sheet.element)).to.deep.equal(["notes"]);
      await click(sheet.element, '.tabs > [data-tab="play"]');
      await click(sheet.element, '[data-action="toggleMode"]');
      expect(sheet.element.querySelector(".realms-statblock")).to.equal(null);
      await change(sheet.element, 'input[name="system.difficultyLevel"]', "12");
      expect((npc.system as { difficultyLevel: number }).difficultyLevel).to.equal(12);
    });

    it("a player who observes the NPC sees the stat block but no lock, no inputs and no Attack", async () => {
      const npc = guard(2);
      actAs({ id: "player2", isGM: false });
      const { element } = track(await open(ElfNpcSheet, npc));
      expect(element.querySelector(".realms-statblock")).to.not.equal(null);
      expect(element.querySelector('[data-action="toggleMode"]')).to.equal(null);
      expect(element.querySelectorAll("input, select, textarea").length).to.equal(0);
      expect(element.querySelector('[data-action="attack"]')).to.equal(null);
    });

    it("the GM's Attack in play mode asks the targeted PC to defend", async () => {
      const pc = mira();
      const npc = guard();
      makeCombat([pc, npc], { structure: "sequential" });
      g.game.user.targets = new Set([{ actor: pc }]);
      const sheet = track(await open(ElfNpcSheet, npc));
      await click(sheet.element, '[data-action="attack"]');
      await settleUntil(() => world.messages.length > 0);
      const request = world.messages.findLast((m) => (m as { system?: { kind?: string } }).system?.kind === "realms.elf.request");
      expect(request, "request card").to.not.equal(undefined);
      expect(cardData(request! as never)).to.deep.include({ purpose: "defence", difficulty: 11 });
    });
  });
});
