/**
 * The Map Cord on the deck engine: the pack's cards are typed `elvendorMapCord` cards, and the layout a spawn
 * uses comes from them; cards a world imported before the subtype (base cards, layout in flags) read the same.
 */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { actAs } from "../../support/foundry-double";
import { cardStacks, makeStack, CardsClass } from "../../support/double/cards";
import type { Obj } from "../../support/double/base";
import { activeLayout, mapCordCardOf } from "../../../src/rulesets/elvendor/weather/mapcord";
import { cardLayout, mapCordLayout } from "../../../src/rulesets/elvendor/weather/rules/mapcord";

const PACK = "packs/elvendor-decks/map-cord-cards_elvDeckMapCord00.json";
const scene = (rolled: number | null, fixed?: number) => ({ id: "mapCordScene0001", flags: { realms: { weather: { mapCord: rolled }, ...(fixed ? { fixedMapCord: fixed } : {}) } } }) as never;
const edited = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

describe("Map Cord cards on the deck engine", () => {
  const made: string[] = [];
  const stack = (data: Obj) => {
    const s = makeStack(data);
    made.push(s.id);
    return s;
  };
  beforeEach(() => actAs({ id: "gm", isGM: true }));
  // The double's world decks outlive a test file: leave none behind for the other Map Cord tests.
  afterEach(async () => {
    await CardsClass.deleteDocuments(made.splice(0));
  });

  it("a layout of twelve sectors is the card's; an unfilled card shows its number's default; a sector out of range is refused", () => {
    expect(mapCordLayout(4, edited)).to.deep.equal(edited);
    expect(mapCordLayout(4, [])).to.deep.equal(cardLayout(4));
    expect(mapCordLayout(4, null)).to.deep.equal(cardLayout(4));
    expect(() => mapCordLayout(4, [...edited.slice(0, 11), 13])).to.throw(RangeError, "layout[11]");
  });

  it("the pack's deck, loaded with the Map Cord card model, gives every card the layout it had before the subtype", () => {
    const source = JSON.parse(readFileSync(PACK, "utf8")) as Obj & { cards: Obj[] };
    stack({ ...source, cards: source.cards });
    for (let n = 1; n <= 12; n++) expect(activeLayout(scene(n)), `card ${n}`).to.deep.equal(cardLayout(n));
    expect([...cardStacks.values()].at(-1)!.cards.map((c) => c.type)).to.deep.equal(Array(12).fill("elvendorMapCord"));
  });

  it("a GM-edited typed card wins over the default layout, for the rolled and the fixed card", () => {
    stack({ name: "Map Cord", type: "deck", cards: [{ name: "Map Cord 3", type: "elvendorMapCord", value: 3, system: { number: 3, layout: edited } }] });
    expect(activeLayout(scene(3))).to.deep.equal(edited);
    expect(activeLayout(scene(5, 3))).to.deep.equal(edited);
    expect(activeLayout(scene(5))).to.deep.equal(cardLayout(5));
  });

  it("a card made before the subtype (base card, number as value, sectors in flags) is read as before", () => {
    const old = stack({ name: "Old Map Cord", type: "deck", cards: [{ name: "Map Cord 7", type: "base", value: 7, flags: { realms: { layout: edited } } }] });
    expect(mapCordCardOf(old.cards[0]!)).to.deep.equal({ number: 7, layout: edited });
    expect(activeLayout(scene(7))).to.deep.equal(edited);
    // Other cards (a base card without a layout, another subtype) are no Map Cord cards.
    expect(mapCordCardOf({ type: "base", system: {}, flags: {}, value: 7 })).to.equal(null);
    expect(mapCordCardOf({ type: "elfDuelCard", system: { side: "pc", stance: "attack" }, flags: {} })).to.equal(null);
  });

  it("a typed card with invalid sectors is refused when it is made (the model's schema), and the default stays in use", () => {
    const bad = stack({ name: "Bad", type: "deck", cards: [{ name: "Map Cord 2", type: "elvendorMapCord", value: 2, system: { number: 2, layout: [0, ...edited.slice(1)] } }] });
    expect(bad.cards).to.have.length(0);
    expect(activeLayout(scene(2))).to.deep.equal(cardLayout(2));
  });
});
