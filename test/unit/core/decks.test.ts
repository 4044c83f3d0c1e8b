/**
 * The deck engine's glue on the Foundry double: GM-side draws (with reshuffle), discards, reveal-N-and-shuffle-back,
 * the player's request through the GM, refusals, hidden hands, the chat reveal and the realms.deckDraw event.
 */
import { cardData, shown } from "../../support/cards";
import { expect } from "chai";
import { actAs, resetUsers, resetWorld, settle, world } from "../../support/foundry-double";
import { cardStacks, CardsClass, makeStack, type FakeCards } from "../../support/double/cards";
import { FakeHooks } from "../../support/double/hooks";
import type { Obj } from "../../support/double/base";
import { registerGmQuery } from "../../../src/core/gm";
import { seededRandom } from "../../support/seeded-random";
import { createDeck, createHand, createPile, deckState } from "../../../src/core/decks/stacks";
import { shownHands } from "../../support/hands";
import { discardCards, drawCards, reshuffle, revealAndShuffleBack, shuffleDeck } from "../../../src/core/decks/operations";
import { requestDraw } from "../../../src/core/decks/requests";
import { postReveal } from "../../../src/core/decks/reveal";
import { routeDrawToGM } from "../../../src/core/decks/hooks";
import type { DeckDrawEvent } from "../../../src/core/decks/operations";

const card = (name: string, extra: Obj = {}) => ({ name, type: "base", face: 0, faces: [{ name, img: `cards/${name}.svg` }], back: { name: "Back", img: "cards/back.svg" }, ...extra });
const names = (stack: { cards: { name: string }[] }) => stack.cards.map((c) => c.name).sort();
const S = (s: unknown) => s as FakeCards;
const lastContent = () => shown(world.messages.at(-1)!);

describe("deck engine (Foundry double)", () => {
  const made: string[] = [];
  const events: DeckDrawEvent[] = [];
  let hook = 0;
  const track = <T extends { id: string | null } | null>(s: T): T => {
    if (s?.id) made.push(s.id);
    return s;
  };
  const deckOf = async (count: number, options: { reshuffle?: boolean; ownership?: Record<string, number>; extra?: (i: number) => Obj } = {}) => {
    const { deck, discard } = await createDeck({
      name: "Chaos", discardName: "Chaos discard", reshuffle: options.reshuffle ?? true, ownership: options.ownership,
      cards: Array.from({ length: count }, (_, i) => card(`C${i + 1}`, { sort: i, ...(options.extra?.(i) ?? {}) })),
    });
    track(deck);
    track(discard);
    return { deck: S(deck), discard: S(discard) };
  };

  beforeEach(() => {
    resetWorld();
    resetUsers();
    registerGmQuery();
    events.length = 0;
    hook = FakeHooks.on("realms.deckDraw", (e: DeckDrawEvent) => void events.push(e));
  });
  afterEach(async () => {
    FakeHooks.off("realms.deckDraw", hook);
    actAs({ id: "gm", isGM: true });
    await CardsClass.deleteDocuments(made.splice(0).filter((id) => cardStacks.has(id)));
  });

  it("the GM draws from the top into a hand: the deck keeps its cards marked drawn, the hand holds copies from it, face up; realms.deckDraw fires", async () => {
    const { deck } = await deckOf(5);
    const hand = S(track(await createHand("Ann's hand", ["player1"])));
    const drawn = await drawCards(deck as never, 2, { to: hand as never });
    expect(drawn.map((c) => c.name)).to.deep.equal(["C1", "C2"]);
    expect(hand.cards.map((c) => [c.name, c.origin?.id, c.face, c.drawn])).to.deep.equal([["C1", deck.id, 0, true], ["C2", deck.id, 0, true]]);
    expect(deck.cards.filter((c) => c.drawn).map((c) => c.name)).to.deep.equal(["C1", "C2"]);
    expect(deckState(deck as never).draw).to.have.length(3);
    expect(events).to.deep.equal([{ action: "draw", deckId: deck.id, toId: hand.id, cardIds: drawn.map((c) => c.id), reshuffled: false, userId: "gm" }]);
  });

  it("drawn cards discarded from a hand land on the deck's discard pile; a reshuffle takes them back in a new order", async () => {
    const { deck, discard } = await deckOf(4);
    const hand = S(track(await createHand("Ann's hand", ["player1"])));
    await drawCards(deck as never, 3, { to: hand as never });
    await discardCards(hand as never, hand.cards.slice(0, 2).map((c) => c.id));
    expect(names(hand)).to.deep.equal(["C3"]);
    expect(names(discard)).to.deep.equal(["C1", "C2"]);
    expect(discard.cards.map((c) => c.origin?.id)).to.deep.equal([deck.id, deck.id]);
    expect(deckState(deck as never).discard).to.have.length(2);
    await reshuffle(deck as never, seededRandom(4));
    expect(discard.cards).to.have.length(0);
    const state = deckState(deck as never);
    expect(state.discard).to.deep.equal([]);
    expect(state.draw.map((id) => deck.cards.get(id)!.name).sort()).to.deep.equal(["C1", "C2", "C4"]);
  });

  it("an empty deck takes its shuffled discard pile when the deck says so; the draw and the event say it was reshuffled", async () => {
    const { deck, discard } = await deckOf(3);
    await drawCards(deck as never, 3);
    expect(names(discard), "drawn onto the discard pile by default").to.deep.equal(["C1", "C2", "C3"]);
    const again = await drawCards(deck as never, 2, { random: seededRandom(9) });
    expect(again).to.have.length(2);
    expect(discard.cards.map((c) => c.id).sort(), "the two drawn after the reshuffle lie on the pile").to.deep.equal(again.map((c) => c.id).sort());
    expect(deckState(deck as never).draw).to.have.length(1);
    expect(events.at(-1)!.reshuffled).to.equal(true);
  });

  it("without the reshuffle option a draw stops at the last card and warns", async () => {
    const { deck } = await deckOf(2, { reshuffle: false });
    await drawCards(deck as never, 2);
    const none = await drawCards(deck as never, 1);
    expect(none).to.deep.equal([]);
    expect(world.notifications.map((n) => n.level)).to.deep.equal(["warn"]);
    expect(world.notifications[0]!.message).to.equal("Chaos had only 0 card(s) to draw.");
  });

  it("a seeded shuffle orders the undrawn cards; dealt cards stay out", async () => {
    const { deck } = await deckOf(6);
    await drawCards(deck as never, 1);
    await shuffleDeck(deck as never, seededRandom(2));
    const order = deckState(deck as never).draw.map((id) => deck.cards.get(id)!.name);
    expect([...order].sort()).to.deep.equal(["C2", "C3", "C4", "C5", "C6"]);
    const again = await deckOf(6);
    await drawCards(again.deck as never, 1);
    await shuffleDeck(again.deck as never, seededRandom(2));
    expect(deckState(again.deck as never).draw.map((id) => again.deck.cards.get(id)!.name)).to.deep.equal(order);
  });

  it("reveal the top 4, keep the weather card the ruleset chooses, shuffle the other three back: the deck keeps every other card", async () => {
    const weather = ["", "", "snow", "", "rain", ""];
    const { deck, discard } = await deckOf(6, { extra: (i) => ({ type: "testChaos", system: { weather: weather[i] } }) });
    const current = S(track(await createPile("Current weather", { default: 2 })));
    const offered: string[][] = [];
    const { revealed, kept } = await revealAndShuffleBack(deck as never, 4, {
      keepTo: current as never, random: seededRandom(5),
      choose: (cards) => {
        offered.push(cards.map((c) => c.name));
        return cards.find((c) => (c.system as unknown as { weather: string }).weather)?.id ?? null;
      },
    });
    expect(offered).to.deep.equal([["C1", "C2", "C3", "C4"]]);
    expect(revealed.map((c) => c.name)).to.deep.equal(["C1", "C2", "C3", "C4"]);
    expect([kept?.name, (kept?.system as unknown as { weather: string }).weather, kept?.face]).to.deep.equal(["C3", "snow", 0]);
    expect(names(current)).to.deep.equal(["C3"]);
    const left = deckState(deck as never).draw.map((id) => deck.cards.get(id)!.name);
    expect([...left].sort()).to.deep.equal(["C1", "C2", "C4", "C5", "C6"]);
    expect(discard.cards).to.have.length(0);
    const content = await lastContent();
    expect(content).to.contain("Revealed from the top of Chaos: 4 card(s)");
    expect(content.match(/class="deck-card kept"/g)).to.have.length(1);
    expect(content).to.contain("the others went back into the deck, shuffled");
    expect(events.at(-1)).to.deep.include({ action: "reveal", toId: current.id, cardIds: [kept!.id] });
  });

  it("reveal with no card chosen puts all back; a deck shorter than N reveals what it has", async () => {
    const { deck } = await deckOf(3);
    const { revealed, kept } = await revealAndShuffleBack(deck as never, 4, { random: seededRandom(1) });
    expect([revealed.length, kept]).to.deep.equal([3, null]);
    expect(deckState(deck as never).draw).to.have.length(3);
  });

  it("a player asks the GM to draw into their own hand (the GM's client draws, the player's sees the result)", async () => {
    const { deck } = await deckOf(5, { ownership: { default: 1 } });
    const hand = S(track(await createHand("Ann's hand", ["player1"])));
    actAs({ id: "player1", isGM: false });
    const ids = await requestDraw(deck.id, 2, hand.id);
    expect(ids).to.have.length(2);
    expect(names(hand)).to.deep.equal(["C1", "C2"]);
    expect(events.map((e) => e.userId)).to.deep.equal(["player1"]);
    expect(world.notifications).to.deep.equal([]);
  });

  it("a player may not draw into another player's hand, nor from a deck hidden from them: a localized refusal, nothing moves", async () => {
    const { deck } = await deckOf(5, { ownership: { default: 1 } });
    const hidden = (await deckOf(5, { ownership: { default: 0 } })).deck;
    const bosHand = S(track(await createHand("Bo's hand", ["player2"])));
    const annsHand = S(track(await createHand("Ann's hand", ["player1"])));
    actAs({ id: "player1", isGM: false });
    expect(await requestDraw(deck.id, 1, bosHand.id)).to.deep.equal([]);
    expect(await requestDraw(hidden.id, 1, annsHand.id)).to.deep.equal([]);
    expect(world.notifications.map((n) => n.message)).to.deep.equal([
      "Cards can only be drawn into your own hand, not into Bo&#39;s hand.", "You may not draw from Chaos."]);
    expect([bosHand.cards.length, annsHand.cards.length, deck.cards.filter((c) => c.drawn).length, hidden.cards.filter((c) => c.drawn).length]).to.deep.equal([0, 0, 0, 0]);
    expect(events).to.deep.equal([]);
  });

  it("a player cannot move a world deck's cards themselves: the server refuses (draws go through the GM)", async () => {
    const { deck } = await deckOf(2, { ownership: { default: 1 } });
    const hand = S(track(await createHand("Ann's hand", ["player1"])));
    actAs({ id: "player1", isGM: false });
    let error = "";
    await hand.draw(deck, 1).catch((e: Error) => { error = e.message; });
    expect(error).to.contain("lacks permission");
    // Foundry sends pass's four writes apart: the hand's copy is made, the deck's "drawn" mark is refused,
    // and the deck would deal that card again. Hence the GM draws.
    expect(deck.cards.filter((c) => c.drawn)).to.have.length(0);
  });

  it("a player's Draw from Foundry's own hand sheet is stopped before any write and drawn by the GM instead", async () => {
    const { deck } = await deckOf(4, { ownership: { default: 1 } });
    const hand = S(track(await createHand("Ann's hand", ["player1"])));
    const route = FakeHooks.on("passCards", (from: never, to: never, context: never) => !routeDrawToGM(from, to, context));
    try {
      actAs({ id: "player1", isGM: false });
      expect(await hand.draw(deck, 2)).to.deep.equal([]);
      await settle();
      expect(names(hand)).to.deep.equal(["C1", "C2"]);
      expect(deck.cards.filter((c) => c.drawn).map((c) => c.name)).to.deep.equal(["C1", "C2"]);
      expect(world.notifications).to.deep.equal([]);
      // The GM's own draws, and a player's pass between their own stacks, are left to Foundry.
      actAs({ id: "gm", isGM: true });
      expect(await hand.draw(deck, 1)).to.have.length(1);
    } finally {
      FakeHooks.off("passCards", route);
    }
  });

  it("the drawn card of a Chaos Phase is revealed in chat and lies on the discard pile", async () => {
    const { deck, discard } = await deckOf(3);
    const [drawn] = await drawCards(deck as never, 1, { reveal: true });
    expect(names(discard)).to.deep.equal(["C1"]);
    expect(drawn!.parent).to.equal(discard);
    expect(await lastContent()).to.contain("Drawn from Chaos: 1 card(s)").and.to.contain(">C1<").and.to.contain("cards/C1.svg");
  });

  it("hands are hidden: a player is shown only their own hand, a GM every hand", async () => {
    const ann = S(track(await createHand("Ann's hand", ["player1"])));
    const bo = S(track(await createHand("Bo's hand", ["player2"])));
    const ours = [ann.id, bo.id];
    const shown = (id: string, isGM = false) => { actAs({ id, isGM }); return shownHands().map((h) => h.id).filter((h) => ours.includes(h ?? "")); };
    expect(shown("player1")).to.deep.equal([ann.id]);
    expect(shown("player2")).to.deep.equal([bo.id]);
    expect(shown("player3")).to.deep.equal([]);
    expect(shown("gm", true)).to.deep.equal(ours);
    expect(ann.ownership).to.deep.equal({ default: 0, player1: 3 });
  });

  it("the chat reveal shows card and deck names as text", async () => {
    const evil = "<img src=x onerror=alert(1)>";
    const deck = S(track(makeStack({ name: evil, type: "deck", cards: [card(evil), { name: "Blank", faces: [], back: {} }] })));
    await postReveal(deck as never, deck.cards as never, { title: `Revealed from ${evil}`, kept: deck.cards[0]!.id });
    const content = await lastContent();
    expect(content).not.to.contain(evil);
    expect(content).to.contain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
    expect(content).to.contain(">Kept<");
    expect(cardData(world.messages.at(-1))).to.deep.include({ deckId: deck.id, cardIds: deck.cards.map((c) => c.id), kept: deck.cards[0]!.id });
  });
});

describe("Cards double: v13 draw, deal, shuffle and return", () => {
  const made: FakeCards[] = [];
  const mk = (data: Obj) => {
    const s = makeStack(data);
    made.push(s);
    return s;
  };
  beforeEach(() => actAs({ id: "gm", isGM: true }));
  afterEach(async () => {
    await CardsClass.deleteDocuments(made.splice(0).map((s) => s.id));
  });

  it("draw takes the lowest sort first (FIRST), the highest with LAST; too few available cards throw", async () => {
    const deck = mk({ name: "D", type: "deck", cards: [{ name: "b", sort: 2 }, { name: "a", sort: 1 }, { name: "c", sort: 3 }] });
    const hand = mk({ name: "H", type: "hand" });
    expect((await hand.draw(deck, 1)).map((c) => c.name)).to.deep.equal(["a"]);
    expect((await hand.draw(deck, 1, { how: 1 as never })).map((c) => c.name)).to.deep.equal(["c"]);
    let error = "";
    await hand.draw(deck, 2).catch((e: Error) => { error = e.message; });
    expect(error).to.contain("There are not 2 available cards");
  });

  it("deal hands the top cards out in turn and marks them drawn", async () => {
    const deck = mk({ name: "D", type: "deck", cards: ["a", "b", "c", "d"].map((name, sort) => ({ name, sort })) });
    const [h1, h2] = [mk({ name: "1", type: "hand" }), mk({ name: "2", type: "hand" })];
    await deck.deal([h1, h2], 2);
    expect([names(h1), names(h2)]).to.deep.equal([["a", "c"], ["b", "d"]]);
    expect(deck.availableCards).to.have.length(0);
  });

  it("shuffle renumbers every card's sort 0..n-1; a pile's recall sends its cards home undrawn, and returnCards false cancels it", async () => {
    const deck = mk({ name: "D", type: "deck", cards: ["a", "b", "c"].map((name) => ({ name })) });
    await deck.shuffle();
    expect(deck.cards.map((c) => c.sort).sort()).to.deep.equal([0, 1, 2]);
    const pile = mk({ name: "P", type: "pile" });
    await pile.draw(deck, 2);
    const stop = FakeHooks.on("returnCards", () => false);
    await pile.recall();
    expect(pile.cards).to.have.length(2);
    FakeHooks.off("returnCards", stop);
    await pile.recall();
    expect([pile.cards.length, deck.availableCards.length]).to.deep.equal([0, 3]);
  });
});
