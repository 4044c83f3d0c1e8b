/**
 * The 2D6 character and creature sheets as a player opens them on the test double (the sheet class rendered by the
 * double's DocumentSheetV2, clicks dispatched on its element): they open in play mode on their first tab with stats
 * as text; a tab button shows its section; the lock turns stats into inputs and a changed input updates the actor;
 * someone who may only look sees no lock and no input; in play mode the Roll check, Attack and hunger buttons act.
 */
import { expect } from "chai";
import { actAs, makeActor, registerRolls, resetWorld, settle, settleUntil, world } from "../../support/foundry-double";
import { browser } from "../../support/double/dialogs";
import { usePlainEnrichment } from "../../support/sheet-actions";
import { cardData } from "../../support/cards";
import type { CheckCard } from "../../../src/rulesets/twod6/checks/cards";
import "../../support/rulesets";
import { registerGmQuery } from "../../../src/core/gm";
import { registerTracks } from "../../../src/core/tracks";
import { TWOD6_ROLLS } from "../../../src/rulesets/twod6/rolls";
import { TWOD6_TRACKS } from "../../../src/rulesets/twod6/survival/tracks";
import { HUNGER_TRACK } from "../../../src/rulesets/twod6/survival/rules/sustenance";
import { readTrack } from "../../../src/core/rules/tracks";
import { Twod6CharacterSheet, Twod6CreatureSheet } from "../../../src/rulesets/twod6/sheets/character-sheets";
import { TWOD6_ITEM_SHEETS } from "../../../src/rulesets/twod6/sheets/item-sheets";
import type { TwoD6ActorModel } from "../../../src/rulesets/twod6/models/actor-model";
import { hero, item, monster } from "./support";

registerGmQuery();
registerRolls(TWOD6_ROLLS);
registerTracks(TWOD6_TRACKS);
const sys = (a: { system: unknown }) => a.system as TwoD6ActorModel;
type Shown = { element: HTMLElement; render(force: boolean): Promise<unknown>; close(): Promise<unknown> };
const sword = item("Longsword", "twod6Weapon", { damage: "1d6+1", damageType: "physical", reach: "melee", equipped: true });

/** Open `actor`'s sheet as the current user, as a click on the actor in the sidebar does. */
async function open(Sheet: abstract new (options: never) => unknown, document: unknown): Promise<Shown> {
  const sheet = new (Sheet as unknown as new (options: unknown) => Shown)({ document });
  await sheet.render(true);
  return sheet;
}
async function click(sheet: Shown, selector: string) {
  const control = sheet.element.querySelector<HTMLElement>(selector);
  if (!control) throw new Error(`The sheet shows no ${selector}`);
  control.click();
  await settle();
  await settle();
}
async function change(sheet: Shown, name: string, value: string) {
  const input = sheet.element.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!input) throw new Error(`The sheet shows no input ${name}`);
  input.value = value;
  input.dispatchEvent(new browser.Event("change", { bubbles: true }) as unknown as Event);
  await settle();
  await settle();
}
const activeTab = (sheet: Shown) => [...sheet.element.querySelectorAll<HTMLElement>("section.tab.active")].map((s) => s.dataset.tab);
const inputs = (sheet: Shown) => [...sheet.element.querySelectorAll<HTMLInputElement>(".window-content input, .window-content select")].map((i) => i.name);

describe("2D6 sheets: tabs and the play/edit lock (glue)", () => {
  usePlainEnrichment();
  beforeEach(() => resetWorld({ id: "player1", isGM: false }));
  after(() => actAs({ id: "gm", isGM: true }));

  it("the character sheet opens in play mode on Play, scores as text; a tab button shows its section and the tab outlasts a render", async () => {
    const sheet = await open(Twod6CharacterSheet, hero("Mira", { items: [sword] }));
    expect(activeTab(sheet)).to.deep.equal(["play"]);
    expect(sheet.element.querySelector('[name="system.abilities.str"]')).to.equal(null);
    expect(sheet.element.querySelector('[data-ability="str"] .realms-value')!.textContent).to.equal("9");
    expect(sheet.element.querySelector("h1.realms-name")!.textContent).to.equal("Mira");
    // Play-time controls stay: health, energy and what the creature does this turn.
    expect(inputs(sheet)).to.deep.equal(["system.health.value", "system.energy.value", "system.activity"]);
    await click(sheet, '.tabs > [data-tab="abilities"]');
    expect(activeTab(sheet)).to.deep.equal(["abilities"]);
    expect(sheet.element.querySelector('.tabs > [data-tab="abilities"]')!.classList.contains("active")).to.equal(true);
    await sheet.render(false);
    expect(activeTab(sheet)).to.deep.equal(["abilities"]);
  });

  it("the lock turns the scores, level and name into inputs, and a changed score updates the actor; locked again they are text", async () => {
    const mira = hero("Mira");
    const sheet = await open(Twod6CharacterSheet, mira);
    await click(sheet, '[data-action="toggleMode"]');
    expect(inputs(sheet)).to.include.members(["name", "system.level", "system.race", "system.abilities.str", "system.resistances.fire", "system.haste", "system.hunger"]);
    await change(sheet, "system.abilities.str", "10");
    expect(sys(mira).abilities.str).to.equal(10);
    await click(sheet, '[data-action="toggleMode"]');
    expect(sheet.element.querySelector('[name="system.abilities.str"]')).to.equal(null);
  });

  it("a score change that breaks the Rule of Three through the unlocked sheet is refused with the reason, and nothing changes", async () => {
    const mira = hero("Mira");
    const sheet = await open(Twod6CharacterSheet, mira);
    await click(sheet, '[data-action="toggleMode"]');
    await change(sheet, "system.abilities.str", "12");
    expect(sys(mira).abilities.str).to.equal(9);
    expect(world.notifications.at(-1)!.message).to.match(/^Rule of Three/);
  });

  it("in play mode health is an input the owner changes; Roll check, Attack and a hunger state act", async () => {
    const mira = hero("Mira", { items: [sword] });
    const sheet = await open(Twod6CharacterSheet, mira);
    await change(sheet, "system.health.value", "6");
    expect(sys(mira).health.value).to.equal(6);
    const before = world.messages.length;
    world.dice.push(4, 4);
    world.dialogs.push({ mode: "climb", target: "7" });
    await click(sheet, 'button.realms-roll[data-action="check"]');
    await settleUntil(() => world.messages.length > before);
    expect(world.messages.length).to.equal(before + 1);
    expect(cardData<CheckCard>(world.messages.at(-1)!)).to.deep.include({ use: "climb", total: 10 });
    expect(sheet.element.querySelector('button.realms-roll[data-action="attack"]')!.textContent!.trim()).to.equal("Attack");
    await click(sheet, '[data-action="setTrack"][data-track="hunger"][data-state="famished"]');
    expect(readTrack(HUNGER_TRACK, sys(mira).hunger).state.id).to.equal("famished");
    expect(sys(mira).rules.penalty).to.equal(-2);
  });

  it("a player who may only look sees the sheet with no lock, no input and no button that acts", async () => {
    const mira = makeActor({ name: "Mira", type: "twod6Character", ownership: { default: 2, player1: 3 }, items: [sword],
      system: { schemaVersion: 1, level: 4, abilities: { str: 9, agi: 7, sta: 8, cha: 7 }, health: { value: 10, max: 10 }, energy: { value: 4, max: 4 } } });
    actAs({ id: "player2", isGM: false });
    const sheet = await open(Twod6CharacterSheet, mira);
    expect(sheet.element.querySelector('[data-action="toggleMode"]')).to.equal(null);
    expect(inputs(sheet)).to.deep.equal([]);
    expect(sheet.element.querySelectorAll('[data-action="check"], [data-action="attack"], [data-action="setTrack"], [data-action="equip"]').length).to.equal(0);
    expect(sheet.element.querySelector('[data-ability="str"] .realms-value')!.textContent).to.equal("9");
  });
});

describe("2D6 creature sheet: a stat block with the lock (glue)", () => {
  usePlainEnrichment();
  beforeEach(() => resetWorld());

  it("opens on its stat block with no character tables; Details and Notes are tabs; the lock brings the score inputs", async () => {
    const wolf = monster("Wolf", { race: "other", abilities: { str: 8, agi: 9, sta: 7, cha: 3 } }, [item("Bite", "twod6Weapon", { damage: "1d6", damageType: "physical", reach: "melee", equipped: true })]);
    const sheet = await open(Twod6CreatureSheet, wolf);
    expect(activeTab(sheet)).to.deep.equal(["stats"]);
    expect(sheet.element.querySelector(".realms-statblock")).not.to.equal(null);
    expect(sheet.element.querySelector(".twod6-check-grid, .twod6-defences")).to.equal(null);
    expect(sheet.element.querySelector('.realms-statblock [data-ability="agi"] .realms-value')!.textContent).to.equal("9");
    expect(sheet.element.querySelector('button.realms-roll[data-action="attack"]')).not.to.equal(null);
    expect([...sheet.element.querySelectorAll<HTMLElement>(".tabs > button")].map((b) => b.dataset.tab)).to.deep.equal(["stats", "details", "notes"]);
    await click(sheet, '.tabs > [data-tab="details"]');
    expect(activeTab(sheet)).to.deep.equal(["details"]);
    await click(sheet, '[data-action="toggleMode"]');
    expect(sheet.element.querySelector(".realms-statblock")).to.equal(null);
    await change(sheet, "system.abilities.agi", "10");
    expect(sys(wolf).abilities.agi).to.equal(10);
  });

  it("a player who does not own the creature but may see it gets the stat block without the lock or an input", async () => {
    const wolf = makeActor({ name: "Wolf", type: "twod6Creature", ownership: { default: 2 }, system: { schemaVersion: 1, level: 1, health: { value: 7, max: 7 }, energy: { value: 3, max: 3 } } });
    actAs({ id: "player1", isGM: false });
    const sheet = await open(Twod6CreatureSheet, wolf);
    expect(sheet.element.querySelector('[data-action="toggleMode"]')).to.equal(null);
    expect(inputs(sheet)).to.deep.equal([]);
    expect(sheet.element.querySelector(".realms-statblock")).not.to.equal(null);
    actAs({ id: "gm", isGM: true });
  });
});

describe("2D6 item sheet: example numbers say so and stay fillable (glue)", () => {
  usePlainEnrichment();
  beforeEach(() => resetWorld({ id: "player1", isGM: false }));
  after(() => actAs({ id: "gm", isGM: true }));

  it("an example weapon tells its owner the rules give no numbers, and its damage is an input that updates the item", async () => {
    const mira = hero("Mira", { items: [item("Longsword", "twod6Weapon", { damage: "1d6+1", damageType: "physical", reach: "melee", example: true })] });
    const sword = mira.items.contents[0]!;
    const sheet = await open(TWOD6_ITEM_SHEETS.twod6Weapon!, sword);
    expect(sheet.element.querySelector(".twod6-example")!.textContent).to.equal("The 2D6 rules give no numbers for this item: the values below are examples. Fill in your own.");
    expect(sheet.element.querySelector<HTMLInputElement>(".realms-header.item .realms-name")!.value).to.equal("Longsword");
    await change(sheet, "system.damage", "1d6+2");
    expect((sword.system as { damage: string }).damage).to.equal("1d6+2");
  });
});
