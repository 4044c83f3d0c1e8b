/**
 * The Aedelore actor sheets opened on the Foundry double as a user opens them: play mode first (stats as
 * text, the Play tab shown), a tab button switches the shown section, the lock turns stats into inputs whose
 * change updates the actor, a user who does not own the actor sees no lock and no inputs, and the play-time
 * buttons (Attack, Use, Roll) act in play mode.
 */
import { expect } from "chai";
import { actAs, resetWorld, settle, settleUntil, world, type FakeActor } from "../../support/foundry-double";
import { usePlainEnrichment } from "../../support/sheet-actions";
import { character, creature, weapon } from "../../support/aedelore-actors";
import { registerGmQuery } from "../../../src/core/gm";
import { registerReactionQuery } from "../../../src/core/reactions";
import { AEDELORE_ROLLS } from "../../../src/rulesets/aedelore/rolls";
import { registerRolls } from "../../support/foundry-double";
import { AedCharacterSheet, AedCreatureSheet } from "../../../src/rulesets/aedelore/sheets/actor-sheets";
import { ATTACK_FAMILY } from "../../../src/rulesets/aedelore/combat/kinds";
import { CHECK_FAMILY } from "../../../src/rulesets/aedelore/checks/kinds";
import { render } from "../../support/render";
import { sheetFrame } from "../../../src/core/sheets/frame";
import { AED_CHARACTER_TABS, characterContext } from "../../../src/rulesets/aedelore/sheets/context";
import "../../support/rulesets";

registerRolls(AEDELORE_ROLLS);

interface OpenSheet { element: HTMLElement; render(force: boolean): Promise<unknown>; close(): Promise<unknown> }
type SheetClass = new (options: { document: unknown }) => OpenSheet;

async function open(Sheet: unknown, actor: FakeActor): Promise<OpenSheet> {
  const sheet = new (Sheet as SheetClass)({ document: actor });
  await sheet.render(true);
  return sheet;
}

const $ = (sheet: OpenSheet, selector: string) => sheet.element.querySelector<HTMLElement>(selector);
const activeTab = (sheet: OpenSheet) => [...sheet.element.querySelectorAll<HTMLElement>("section.tab.active")].map((s) => s.dataset.tab);
const click = async (sheet: OpenSheet, selector: string) => {
  const el = $(sheet, selector);
  if (!el) throw new Error(`The sheet shows no ${selector}`);
  el.click();
  await settle();
};
/** Type into a field and leave it, as a user does: the form's change handler submits. */
async function change(sheet: OpenSheet, name: string, value: string) {
  const input = $(sheet, `[name="${name}"]`) as HTMLInputElement | null;
  if (!input) throw new Error(`The sheet shows no input ${name}`);
  input.value = value;
  input.dispatchEvent(new (input.ownerDocument.defaultView as unknown as typeof globalThis).Event("change", { bubbles: true }));
  await settle();
}
const potion = (name: string, kind: string, quantity = 1) => ({ name, type: "aedelorePotion", system: { schemaVersion: 1, kind, quantity, description: "" } });

describe("Aedelore sheets: tabs, play mode and the lock (Foundry double)", () => {
  usePlainEnrichment();
  const opened: OpenSheet[] = [];
  beforeEach(() => {
    resetWorld({ id: "player1", isGM: false });
    registerGmQuery();
    registerReactionQuery();
  });
  afterEach(async () => {
    for (const s of opened.splice(0)) await s.close();
  });
  const openSheet = async (Sheet: unknown, actor: FakeActor) => {
    const sheet = await open(Sheet, actor);
    opened.push(sheet);
    return sheet;
  };

  describe("character sheet", () => {
    it("opens in play mode on the Play tab: stats are text, HP and Weakened stay controls, Attack is labelled", async () => {
      const hero = character("Brannoc", { items: [weapon("Longsword")] });
      const sheet = await openSheet(AedCharacterSheet, hero);
      expect(activeTab(sheet)).to.deep.equal(["play"]);
      expect($(sheet, `[name="system.abilities.strength"]`)).to.equal(null);
      expect($(sheet, `[name="system.skills.athletics"]`)).to.equal(null);
      expect($(sheet, `[name="system.hp.max"]`)).to.equal(null);
      expect($(sheet, `[data-tab="skills"] .realms-abilities .realms-value`)!.textContent).to.equal("4");
      expect($(sheet, `[name="system.hp.value"]`)).not.to.equal(null);
      expect($(sheet, `[name="system.weakened"]`)).not.to.equal(null);
      expect($(sheet, `[data-tab="play"] button[data-action="attack"]`)!.textContent!.trim()).to.equal("Attack");
      expect($(sheet, "h1.realms-name")!.textContent).to.equal("Brannoc");
    });

    it("a tab button shows its section and hides the Play tab; the choice survives a re-render", async () => {
      const sheet = await openSheet(AedCharacterSheet, character("Brannoc"));
      await click(sheet, `nav.tabs > [data-tab="inventory"]`);
      expect(activeTab(sheet)).to.deep.equal(["inventory"]);
      expect($(sheet, `nav.tabs > [data-tab="inventory"]`)!.classList.contains("active")).to.equal(true);
      await sheet.render(false);
      expect(activeTab(sheet)).to.deep.equal(["inventory"]);
    });

    it("the lock turns the stats into inputs on the tab in view, and a change updates the actor", async () => {
      const hero = character("Brannoc");
      const sheet = await openSheet(AedCharacterSheet, hero);
      await click(sheet, `nav.tabs > [data-tab="skills"]`);
      await click(sheet, `[data-action="toggleMode"]`);
      expect(activeTab(sheet)).to.deep.equal(["skills"]);
      expect($(sheet, `[data-action="toggleMode"]`)!.getAttribute("aria-pressed")).to.equal("true");
      await change(sheet, "system.skills.athletics", "3");
      expect((hero.system.skills as Record<string, number>).athletics).to.equal(3);
      await change(sheet, "name", "Brannoc the Bold");
      expect(hero.name).to.equal("Brannoc the Bold");
      await click(sheet, `[data-action="toggleMode"]`);
      expect($(sheet, `[name="system.skills.athletics"]`)).to.equal(null);
    });

    it("a player who only observes sees no lock, no inputs and no buttons that act", async () => {
      const hero = character("Brannoc", { items: [weapon("Longsword"), potion("Adrenaline", "adrenaline")], others: 2 });
      actAs({ id: "player2", isGM: false });
      const sheet = await openSheet(AedCharacterSheet, hero);
      expect($(sheet, `[data-action="toggleMode"]`)).to.equal(null);
      expect(sheet.element.querySelectorAll(".window-content input, .window-content select").length).to.equal(0);
      expect($(sheet, `[data-action="attack"]`)).to.equal(null);
      expect($(sheet, `[data-action="usePotion"]`)).to.equal(null);
      expect($(sheet, `[data-tab="play"] .realms-health .realms-value`)!.textContent).to.equal("25");
    });

    it("a user who may not even observe cannot open it", async () => {
      const hero = character("Brannoc");
      actAs({ id: "player2", isGM: false });
      let error: unknown = null;
      await open(AedCharacterSheet, hero).catch((e: unknown) => { error = e; });
      expect(String(error)).to.match(/permission to view/);
    });

    it("in play mode Attack posts an attack card, Use drinks Adrenaline (+2 dice ready), and a skill's Roll posts a check", async () => {
      const hero = character("Brannoc", { items: [weapon("Longsword"), potion("Adrenaline", "adrenaline", 2)] });
      const sheet = await openSheet(AedCharacterSheet, hero);
      const [sword, adrenaline] = hero.items as unknown as { id: string }[];

      world.dialogs.push({ active: [], situational: 0, mode: "none" });
      world.dice.push(8, 3, 2, 6);
      await click(sheet, `[data-action="attack"][data-item-id="${sword!.id}"]`);
      await settleUntil(() => world.messages.some((m) => (m as unknown as { type: string }).type === ATTACK_FAMILY.type));

      await click(sheet, `[data-action="usePotion"][data-item-id="${adrenaline!.id}"]`);
      await settleUntil(() => (hero.items.find((i) => i.id === adrenaline!.id)!.system as { quantity: number }).quantity === 1);
      expect(hero.system.boost).to.equal(2);

      await click(sheet, `nav.tabs > [data-tab="skills"]`);
      world.dialogs.push({ active: [], situational: 0, mode: "none" });
      world.dice.push(7, 7);
      await click(sheet, `[data-action="rollTalent"][data-skill="athletics"]`);
      await settleUntil(() => world.messages.some((m) => (m as unknown as { type: string }).type === CHECK_FAMILY.type));
      expect($(sheet, `[name="system.skills.athletics"]`)).to.equal(null);
    });
  });

  describe("creature sheet", () => {
    it("opens as a stat block in play mode: numbers as text, only the creature's skills, a labelled Attack", async () => {
      actAs({ id: "gm", isGM: true });
      const wolf = creature("Grey Wolf", { armorBonus: 1, skills: { athletics: 0, acrobatics: 2, stealth: 0, rawPower: 0, unarmed: 0, resistance: 0, deception: 0, intimidation: 0, persuasion: 0, insight: 0,
        arcana: 0, history: 0, nature: 0, religion: 0, medicine: 0, investigation: 0, perception: 3, survival: 0, animalHandling: 0, sleightOfHand: 0, luck: 0 } });
      await (wolf as unknown as { createEmbeddedDocuments(t: string, d: unknown[]): Promise<unknown> }).createEmbeddedDocuments("Item", [weapon("Bite", { damage: "1d6" })]);
      const sheet = await openSheet(AedCreatureSheet, wolf);
      expect(activeTab(sheet)).to.deep.equal(["play"]);
      expect($(sheet, `[data-tab="play"] .realms-statblock`)).not.to.equal(null);
      expect($(sheet, `[name="system.armorBonus"]`)).to.equal(null);
      const skills = [...sheet.element.querySelectorAll<HTMLElement>(`[data-tab="play"] [data-action="rollTalent"][data-skill]`)].map((b) => b.dataset.skill);
      expect(skills).to.deep.equal(["acrobatics", "perception"]);
      expect($(sheet, `[data-tab="play"] button[data-action="attack"]`)!.textContent!.trim()).to.equal("Attack");
    });

    it("tabs switch, the lock opens its stats to edit and a change updates it; a player sees no lock", async () => {
      actAs({ id: "gm", isGM: true });
      const wolf = creature("Grey Wolf", {}, 2);
      const sheet = await openSheet(AedCreatureSheet, wolf);
      await click(sheet, `nav.tabs > [data-tab="notes"]`);
      expect(activeTab(sheet)).to.deep.equal(["notes"]);
      await click(sheet, `nav.tabs > [data-tab="play"]`);
      await click(sheet, `[data-action="toggleMode"]`);
      await change(sheet, "system.armorBonus", "2");
      expect(wolf.system.armorBonus).to.equal(2);

      actAs({ id: "player1", isGM: false });
      const seen = await openSheet(AedCreatureSheet, wolf);
      expect($(seen, `[data-action="toggleMode"]`)).to.equal(null);
      expect(seen.element.querySelectorAll(".window-content input, .window-content select").length).to.equal(0);
      expect($(seen, `[data-action="attack"]`)).to.equal(null);
    });

    it("the GM's Attack from the stat block in play mode posts an attack card", async () => {
      actAs({ id: "gm", isGM: true });
      const wolf = creature("Grey Wolf");
      await (wolf as unknown as { createEmbeddedDocuments(t: string, d: unknown[]): Promise<unknown> }).createEmbeddedDocuments("Item", [weapon("Bite", { damage: "1d6" })]);
      const sheet = await openSheet(AedCreatureSheet, wolf);
      world.dialogs.push({ active: [], situational: 0, mode: "none" });
      world.dice.push(8, 3, 2, 4);
      await click(sheet, `[data-action="attack"]`);
      await settleUntil(() => world.messages.some((m) => (m as unknown as { type: string }).type === ATTACK_FAMILY.type));
      expect(wolf.system.hp).to.deep.equal({ value: 10, max: 10 });
    });
  });
});

describe("Aedelore character sheet text: names, durability and values above their maximum", () => {
  const sheetText = (items: { name: string; type: string; system: Record<string, unknown> }[], tab: string) => {
    const hero = character("Brannoc", { items });
    const doc = { id: hero.id, name: hero.name, img: "", type: hero.type, system: hero.system,
      items: hero.items.map((i) => ({ id: i.id, name: i.name, img: "", type: i.type, system: i.system })) };
    const ctx = characterContext(doc as never, { frame: sheetFrame(AED_CHARACTER_TABS, tab, { owner: true, editMode: false }), conditions: [], enriched: { notes: "" }, safeArea: false, isGM: false, respectedFrom: 5 });
    const html = render("templates/aedelore/sheets/character.hbs", ctx);
    const section = html.slice(html.indexOf(`data-tab="${tab}"`, html.indexOf("</nav>")));
    return section.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  };
  const armor = (hp: { value: number; max: number }) => ({ name: "Mail Shirt", type: "aedeloreArmor",
    system: { schemaVersion: 1, bodyPart: "chest", hp, bonus: 2, disadvantage: { skill: "", points: 0 }, equipped: true, fromRules: false, description: "" } });

  it("a potion named after its kind is named once; one named otherwise shows its kind", () => {
    const text = sheetText([potion("Adrenaline", "adrenaline"), potion("Red Vial", "healing")], "play");
    expect(text).to.contain("Adrenaline × 1");
    expect(text).not.to.contain("Adrenaline Adrenaline");
    expect(text).to.contain("Red Vial Healing Potion × 1");
  });

  it("a shield whose HP the rules do not give says so instead of 0/0 HP; armor above its maximum shows the extra on top", () => {
    const text = sheetText([{ name: "Metal Shield", type: "aedeloreShield", system: { schemaVersion: 1, block: 5, hp: { value: 0, max: 0 }, equipped: true, fromRules: true, description: "" } },
      armor({ value: 40, max: 30 })], "inventory");
    expect(text).not.to.contain("0 / 0");
    expect(text).to.contain("Metal Shield 5 not given by the rules");
    expect(text).to.contain("30 / 30 HP +10 above maximum");
  });
});
