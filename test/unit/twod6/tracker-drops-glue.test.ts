/**
 * The 2D6 System's own hooks as its `init` registers them, on the test double: the GM's "New level" button in the
 * combat tracker (for the combat the tracker shows), and an item dragged from one creature's sheet to another's —
 * moved through `giveItem`, so a cursed one is refused with its notice and stays with its bearer.
 */
import { expect } from "chai";
import { Window } from "happy-dom";
import { actAs, makeCombat, resetWorld, settle, world } from "../../support/foundry-double";
import { useSystemCombat } from "../../support/system-combat";
import "../../support/rulesets";
import { initTwoD6 } from "../../../src/rulesets/twod6/hooks";
import { guardItemDelete, guardItemDrop, guardItemUpdate } from "../../../src/rulesets/twod6/items/items";
import { guardRuleOfThree } from "../../../src/rulesets/twod6/creatures/rule-of-three";
import { renderNewLevelControl } from "../../../src/rulesets/twod6/turns/turns";
import { hero, item, monster, ring } from "./support";

const g = globalThis as unknown as {
  Hooks: { call: (n: string, ...a: unknown[]) => boolean; callAll: (n: string, ...a: unknown[]) => true; off: (n: string, f: unknown) => void };
};
const player = { id: "player1", isGM: false };

describe("2D6 tracker control and item drops (glue)", () => {
  useSystemCombat("twod6");
  before(() => initTwoD6());
  after(() => {
    const registered: [string, unknown][] = [["preDeleteItem", guardItemDelete], ["preUpdateItem", guardItemUpdate],
      ["preUpdateActor", guardRuleOfThree], ["dropActorSheetData", guardItemDrop], ["renderCombatTracker", renderNewLevelControl]];
    for (const [hook, fn] of registered) g.Hooks.off(hook, fn);
  });
  beforeEach(() => resetWorld());

  const tracker = () => {
    const html = new Window().document.createElement("div");
    html.innerHTML = `<header class="combat-tracker-header"></header><ol class="combat-tracker"></ol>`;
    return html;
  };

  it("the GM sees New level in the tracker's header; a click fixes the order of the viewed combat, not the active one", async () => {
    const [mira, ogre, rat] = [hero("Mira"), monster("Ogre"), monster("Rat")];
    const viewed = makeCombat([mira, ogre, rat], {}, { round: 0, turn: null });
    const active = makeCombat([monster("Bat")], {}, { round: 3, turn: 0 });
    const html = tracker();
    g.Hooks.callAll("renderCombatTracker", { viewed }, html);
    g.Hooks.callAll("renderCombatTracker", { viewed }, html);
    const buttons = [...html.querySelectorAll(".combat-tracker-header .realms-twod6-new-level")] as unknown as HTMLButtonElement[];
    expect(buttons.length, "one button, also after a second render").to.equal(1);
    expect(buttons[0]!.textContent).to.equal("New level");
    expect(buttons[0]!.dataset.tooltip).to.match(/^The party enters a new dungeon level/);
    buttons[0]!.click();
    await settle();
    expect(viewed.round).to.equal(1);
    expect(viewed.turn).to.equal(0);
    expect(viewed.turns.map((c) => c.initiative), "the order as shown, from the top down").to.deep.equal([3, 2, 1]);
    expect(active.round, "the active combat is left alone").to.equal(3);
  });

  it("a player gets no New level button", () => {
    const viewed = makeCombat([hero("Mira")], {}, { round: 0, turn: null });
    actAs(player);
    const html = tracker();
    g.Hooks.callAll("renderCombatTracker", { viewed }, html);
    expect(html.querySelector(".realms-twod6-new-level")).to.equal(null);
  });

  it("dragging a cursed item onto another creature's sheet is refused with the curse notice; a plain item moves", async () => {
    const mira = hero("Mira", { items: [ring("Ring of Woe", { cursed: true }), item("Dagger", "twod6Weapon")] });
    const other = hero("Other");
    const [woe, dagger] = [mira.items[0]!, mira.items[1]!];
    actAs(player);
    expect(g.Hooks.call("dropActorSheetData", other, {}, { type: "Item", uuid: woe.uuid }), "Foundry's copy is stopped").to.equal(false);
    await settle();
    expect(other.items).to.have.length(0);
    expect(mira.items.map((i) => i.name)).to.deep.equal(["Ring of Woe", "Dagger"]);
    expect(world.notifications.at(-1)).to.deep.equal({ level: "warn", message: "Ring of Woe is cursed: Mira cannot give it up." });
    expect(g.Hooks.call("dropActorSheetData", other, {}, { type: "Item", uuid: dagger.uuid })).to.equal(false);
    await settle();
    expect(other.items.map((i) => i.name), "given, not copied").to.deep.equal(["Dagger"]);
    expect(mira.items.map((i) => i.name)).to.deep.equal(["Ring of Woe"]);
  });

  it("the GM's drag of a cursed item is refused too (giving is never the GM's exception; deleting is)", async () => {
    const mira = hero("Mira", { items: [ring("Ring of Woe", { cursed: true })] });
    const ogre = monster("Ogre");
    const woe = mira.items[0]!;
    expect(g.Hooks.call("dropActorSheetData", ogre, {}, { type: "Item", uuid: woe.uuid })).to.equal(false);
    await settle();
    expect(ogre.items).to.have.length(0);
    expect(mira.items).to.have.length(1);
    expect(world.notifications.at(-1)!.message).to.equal("Ring of Woe is cursed: Mira cannot give it up.");
  });

  it("a player cannot take an item from a creature they do not own; drops from elsewhere and onto the bearer take Foundry's way", async () => {
    const ogre = monster("Ogre", {}, [item("Club", "twod6Weapon")]);
    const mira = hero("Mira");
    const club = ogre.items[0]!;
    actAs(player);
    expect(g.Hooks.call("dropActorSheetData", mira, {}, { type: "Item", uuid: club.uuid })).to.equal(false);
    await settle();
    expect(mira.items).to.have.length(0);
    expect(ogre.items).to.have.length(1);
    expect(world.notifications.at(-1)).to.deep.equal({ level: "warn", message: "You do not own Ogre, so you cannot change it." });
    expect(g.Hooks.call("dropActorSheetData", ogre, {}, { type: "Item", uuid: club.uuid }), "sorting on its own sheet").to.equal(true);
    expect(g.Hooks.call("dropActorSheetData", mira, {}, { type: "Item", uuid: "Compendium.realms.twod6-items.Item.abc" })).to.equal(true);
    expect(g.Hooks.call("dropActorSheetData", mira, {}, { type: "Actor", uuid: ogre.uuid })).to.equal(true);
  });
});
