/**
 * 2D6 Give, as a player reaches it: the Give control on their character's sheet (the recipient's token targeted),
 * or an item dragged onto another creature's sheet. The recipient is usually not the player's, so the GM's client
 * moves the item after checking the player owns the giver, the recipient is a player's character or on a scene with
 * the giver, and the item is not cursed; anything else is refused with a notice and nothing is lost.
 */
import { expect } from "chai";
import { actAs, makeScene, placeToken, resetWorld, settle, world, type FakeActor } from "../../support/foundry-double";
import { clickOnSheet as clickOnSheetOf, usePlainEnrichment } from "../../support/sheet-actions";
import "../../support/rulesets";
import { registerGmQuery } from "../../../src/core/gm";
import { Twod6CharacterSheet } from "../../../src/rulesets/twod6/sheets/character-sheets";
import { guardItemDrop } from "../../../src/rulesets/twod6/items/items";
import { hero, item, monster, ring } from "./support";

const player = { id: "player1", isGM: false };
const names = (a: FakeActor) => a.items.map((i) => i.name);

/** A click on the player's sheet of `actor` (test/support/sheet-actions.ts). */
const clickOnSheet = (actor: FakeActor, selector: string) => clickOnSheetOf(Twod6CharacterSheet as never, actor, selector);

describe("2D6 Give through the sheet and by dragging (glue)", () => {
  before(() => registerGmQuery());
  usePlainEnrichment();
  after(() => actAs({ id: "gm", isGM: true }));
  beforeEach(() => resetWorld());

  it("a player gives a dagger to another player's character through the sheet's Give: the GM's client moves it", async () => {
    const mira = hero("Mira", { items: [item("Dagger", "twod6Weapon", { equipped: true })] });
    const bren = hero("Bren");
    Object.assign(bren._source, { ownership: { default: 0, player2: 3 } });
    const scene = makeScene("Hall");
    const brenToken = placeToken(scene, bren, { x: 1, y: 1, linked: true });
    const dagger = mira.items[0]!;
    actAs(player).targets = new Set([brenToken]);
    await clickOnSheet(mira, `[data-action="give"][data-item-id="${dagger.id}"]`);
    expect(world.notifications.filter((n) => n.level !== "info")).to.deep.equal([]);
    expect(names(mira)).to.deep.equal([]);
    expect(names(bren)).to.deep.equal(["Dagger"]);
    expect(bren.items[0]!.system, "given unequipped").to.include({ equipped: false });
    expect(world.database.get(bren.uuid)!.items, "stored on the server").to.have.length(1);
  });

  it("to a GM creature: on a scene with the giver it is given; on another scene only it is refused with the GM's notice, nothing lost", async () => {
    const mira = hero("Mira", { items: [item("Torch", "twod6Weapon"), item("Rope", "twod6Weapon")] });
    const ogre = monster("Ogre");
    const rat = monster("Rat");
    const hall = makeScene("Hall");
    placeToken(hall, mira, { x: 0, y: 0, linked: true });
    const ogreToken = placeToken(hall, ogre, { x: 1, y: 0 });
    const ratToken = placeToken(makeScene("Cellar"), rat, { x: 0, y: 0 });
    actAs(player).targets = new Set([ratToken]);
    await clickOnSheet(mira, `[data-action="give"][data-item-id="${mira.items[0]!.id}"]`);
    expect(world.notifications).to.deep.equal([{ level: "error", message: "Rat is neither a player's character nor on a scene with Mira: Torch stays with Mira." }]);
    expect(names(mira)).to.deep.equal(["Torch", "Rope"]);
    expect(names(ratToken.actor)).to.deep.equal([]);
    actAs(player).targets = new Set([ogreToken]);
    await clickOnSheet(mira, `[data-action="give"][data-item-id="${mira.items[1]!.id}"]`);
    expect(names(ogreToken.actor)).to.deep.equal(["Rope"]);
    expect(names(mira)).to.deep.equal(["Torch"]);
  });

  it("dragged onto the sheet of a creature only in the sidebar: refused; onto another player's character: moved; a cursed ring never", async () => {
    const mira = hero("Mira", { items: [item("Dagger", "twod6Weapon"), ring("Ring of Woe", { cursed: true })] });
    const bren = hero("Bren");
    Object.assign(bren._source, { ownership: { default: 0, player2: 3 } });
    const rat = monster("Rat");
    const [dagger, woe] = [mira.items[0]!, mira.items[1]!];
    actAs(player);
    expect(guardItemDrop(rat as never, {}, { type: "Item", uuid: dagger.uuid }), "Foundry's copy is stopped").to.equal(false);
    await settle();
    expect(world.notifications.at(-1)!.message).to.equal("Rat is neither a player's character nor on a scene with Mira: Dagger stays with Mira.");
    expect(names(rat)).to.deep.equal([]);
    guardItemDrop(bren as never, {}, { type: "Item", uuid: woe.uuid });
    await settle();
    expect(world.notifications.at(-1)).to.deep.equal({ level: "warn", message: "Ring of Woe is cursed: Mira cannot give it up." });
    guardItemDrop(bren as never, {}, { type: "Item", uuid: dagger.uuid });
    await settle();
    expect(names(bren)).to.deep.equal(["Dagger"]);
    expect(names(mira)).to.deep.equal(["Ring of Woe"]);
  });
});
