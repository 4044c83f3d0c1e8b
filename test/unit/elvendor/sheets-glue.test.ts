/**
 * The Elvendor actor sheets as their users open them on the Foundry double (real templates, ApplicationV2
 * render, Foundry's tab action, form submit on change): each opens on its Play tab in play mode with its
 * stats as text; the tab nav switches the shown section; the owner's lock turns stats into inputs and a change
 * reaches the actor; an observer sees no lock and no inputs; the roll buttons work in play mode.
 */
import { expect } from "chai";
import { actAs, makeActor, registerRolls, resetWorld, settle, settleUntil, world, type FakeActor } from "../../support/foundry-double";
import { usePlainEnrichment } from "../../support/sheet-actions";
import { browser } from "../../support/double/dialogs";
import { CompanionSheet, EnemySheet, HeroSheet } from "../../../src/rulesets/elvendor/sheets/actor-sheets";
import { ELVENDOR_ROLLS } from "../../../src/rulesets/elvendor/rolls";
import { cardOf } from "../../../src/core/chat/cards";
import type { AttackCard, SaveCard } from "../../../src/rulesets/elvendor/combat/cards";
import "../../support/rulesets";

registerRolls(ELVENDOR_ROLLS);

interface OpenSheet { element: HTMLElement; render(force: boolean): Promise<unknown>; close(): Promise<unknown> }
type SheetClass = new (options: { document: FakeActor }) => OpenSheet;

const OWNED = { default: 0, player1: 3, observer: 2 } as const;

function actors() {
  const hero = makeActor({
    name: "Aria", type: "elvendorHero", ownership: { ...OWNED },
    system: { health: { value: 10, max: 10 }, attributes: { mov: 4, att: 2, act: 3, def: 3, sav: 4 }, secondary: { armor: 1 }, actionsLost: 0 },
    items: [{ name: "Longbow", type: "elvendorAbility", system: { hit: 4, range: 6, damage: 2, attacks: 1 } }] as never,
  });
  const enemy = makeActor({
    name: "Spider", type: "elvendorEnemy", ownership: { ...OWNED },
    system: { health: { value: 4, max: 4 }, move: 3, actions: 2, defense: 1, saves: 5, alert: 4 },
    items: [{ name: "Bite", type: "elvendorAbility", system: { hit: 4, range: 1, damage: 1, attacks: 1 } }] as never,
  });
  const companion = makeActor({
    name: "Ash", type: "elvendorCompanion", ownership: { ...OWNED },
    system: { health: { value: 6, max: 6 }, ap: 2, attributes: { mov: 5, def: 3, sav: 5, armor: 0 } },
    items: [{ name: "Fangs", type: "elvendorAbility", system: { hit: 4, range: 1, damage: 1, attacks: 1 } }] as never,
  });
  return { hero, enemy, companion };
}

async function open(Sheet: SheetClass, actor: FakeActor): Promise<OpenSheet> {
  const sheet = new Sheet({ document: actor });
  await sheet.render(true);
  return sheet;
}
const click = async (sheet: OpenSheet, selector: string) => {
  const el = sheet.element.querySelector<HTMLElement>(selector);
  if (!el) throw new Error(`The sheet shows no ${selector}`);
  el.click();
  await settle();
};
const activeTab = (sheet: OpenSheet) => sheet.element.querySelector<HTMLElement>("section.tab.active")?.dataset.tab;
const shown = (sheet: OpenSheet) => sheet.element.querySelector<HTMLElement>("section.tab.active")!;

/** Per sheet: a stat the Play tab shows, the tab the nav switches to, and a roll button with what it posts. */
const CASES = [
  { sheet: HeroSheet as unknown as SheetClass, who: "hero" as const, stat: "system.attributes.def", value: 3, changed: 4, path: ["attributes", "def"], other: "stats" },
  { sheet: EnemySheet as unknown as SheetClass, who: "enemy" as const, stat: "system.defense", value: 1, changed: 2, path: ["defense"], other: "behavior" },
  { sheet: CompanionSheet as unknown as SheetClass, who: "companion" as const, stat: "system.attributes.def", value: 3, changed: 4, path: ["attributes", "def"], other: "notes" },
];

describe("Elvendor sheets: tabs and the play/edit lock (Foundry double)", () => {
  usePlainEnrichment();
  beforeEach(() => resetWorld());

  for (const c of CASES) {
    const name = c.sheet.name;
    it(`${name}: opens on Play with stats as text; the nav shows another tab; the lock makes inputs and a change updates the actor`, async () => {
      actAs({ id: "player1", isGM: false });
      const actor = actors()[c.who];
      const sheet = await open(c.sheet, actor);
      expect(activeTab(sheet)).to.equal("play");
      expect(sheet.element.querySelector(`[name="${c.stat}"]`), "no input in play mode").to.equal(null);
      expect([...shown(sheet).querySelectorAll(".realms-value")].map((v) => v.textContent!.trim())).to.include(`${c.value}+`);
      // Play-time controls stay: the health input and an Attack button.
      expect(shown(sheet).querySelector('input[name="system.health.value"]')).not.to.equal(null);
      expect(shown(sheet).querySelector('button.realms-roll[data-action="rollAttack"]')!.textContent).to.contain("Attack");

      await click(sheet, `.tabs > [data-tab="${c.other}"]`);
      expect(activeTab(sheet)).to.equal(c.other);
      expect(sheet.element.querySelectorAll("section.tab.active")).to.have.length(1);
      await click(sheet, '.tabs > [data-tab="play"]');
      expect(activeTab(sheet)).to.equal("play");

      await click(sheet, '[data-action="toggleMode"]');
      const input = sheet.element.querySelector<HTMLInputElement>(`input[name="${c.stat}"]`)!;
      expect(input, "an input once unlocked").not.to.equal(null);
      expect(activeTab(sheet), "the tab survives the re-render").to.equal("play");
      input.value = String(c.changed);
      input.dispatchEvent(new browser.Event("change", { bubbles: true }) as unknown as Event);
      await settleUntil(() => c.path.reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], actor.system) === c.changed);
      expect(c.path.reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], actor.system)).to.equal(c.changed);

      await click(sheet, '[data-action="toggleMode"]');
      expect(sheet.element.querySelector(`[name="${c.stat}"]`), "locked again").to.equal(null);
      await sheet.close();
    });

    it(`${name}: an observer sees the sheet without the lock, inputs or roll buttons`, async () => {
      actAs({ id: "observer", isGM: false });
      const sheet = await open(c.sheet, actors()[c.who]);
      expect(sheet.element.querySelector('[data-action="toggleMode"]')).to.equal(null);
      expect(sheet.element.querySelectorAll("input, select, prose-mirror")).to.have.length(0);
      expect(sheet.element.querySelector('[data-action="rollAttack"], [data-action="rollSave"]')).to.equal(null);
      expect(activeTab(sheet)).to.equal("play");
      await sheet.close();
    });
  }

  it("HeroSheet: Roll save and Attack work in play mode and post their cards", async () => {
    actAs({ id: "player1", isGM: false });
    const { hero } = actors();
    const sheet = await open(HeroSheet as unknown as SheetClass, hero);
    const save = sheet.element.querySelector<HTMLButtonElement>('button.realms-roll[data-action="rollSave"]')!;
    expect(save.textContent!.trim()).to.equal("Roll save");
    expect(save.querySelector("i.fa-solid")).not.to.equal(null);
    world.dice.push(5);
    await click(sheet, '[data-action="rollSave"]');
    await settleUntil(() => world.messages.length === 1);
    expect(cardOf<SaveCard>(world.messages[0] as never)).to.deep.include({ sav: 4, roll: 5, success: true });
    world.dialogs.push({ active: [], situational: 0 });
    world.dice.push(6);
    await click(sheet, '[data-action="rollAttack"]');
    await settleUntil(() => world.messages.length === 2);
    const attack = cardOf<AttackCard>(world.messages[1] as never)!;
    expect([attack.attacker.name, attack.ability.name, attack.dice]).to.deep.equal(["Aria", "Longbow", [6]]);
    await sheet.close();
  });
});
