import { expect } from "chai";
import {
  drawOrder, orderUpdates, planDraw, reshuffleDiscard, revealTop, shuffle, shuffleBack, type DeckState,
} from "../../../src/core/rules/deck";
import { handOwnership, mayPlay, maySee } from "../../../src/core/rules/deck-hands";
import { seededRandom } from "../../support/seeded-random";

const ids = (n: number, p = "c") => Array.from({ length: n }, (_, i) => `${p}${i + 1}`);
/** A random source that replays these values (then 0). */
const replay = (values: number[]) => () => values.shift() ?? 0;

describe("deck rules: order and shuffle", () => {
  it("Fisher–Yates swaps each position with the index the random value picks, from the back", () => {
    // i=3: floor(0.5·4)=2 → [a,b,d,c]; i=2: floor(0·3)=0 → [d,b,a,c]; i=1: floor(0.99·2)=1 → unchanged.
    expect(shuffle(["a", "b", "c", "d"], replay([0.5, 0, 0.99]))).to.deep.equal(["d", "b", "a", "c"]);
  });

  it("a seeded shuffle is repeatable, keeps every card once and differs between seeds", () => {
    const deck = ids(20);
    const a = shuffle(deck, seededRandom(7));
    expect(shuffle(deck, seededRandom(7))).to.deep.equal(a);
    expect([...a].sort()).to.deep.equal([...deck].sort());
    expect(shuffle(deck, seededRandom(8))).not.to.deep.equal(a);
    expect(deck).to.deep.equal(ids(20));
  });

  it("the draw order is Foundry's FIRST mode: undrawn cards by ascending sort, ties by id", () => {
    const cards = [{ id: "b", sort: 2, drawn: false }, { id: "a", sort: 5, drawn: false }, { id: "z", sort: 1, drawn: true }, { id: "c", sort: 2, drawn: false }];
    expect(drawOrder(cards)).to.deep.equal(["b", "c", "a"]);
    expect(orderUpdates(["b", "c", "a"])).to.deep.equal([{ _id: "b", sort: 0 }, { _id: "c", sort: 1 }, { _id: "a", sort: 2 }]);
  });
});

describe("deck rules: draw, discard, reshuffle", () => {
  const state: DeckState = { draw: ["c1", "c2", "c3"], discard: ["d1", "d2"] };

  it("draws from the top and leaves the rest in order", () => {
    const plan = planDraw(state, 2, { reshuffle: true, random: seededRandom(1) });
    expect(plan).to.deep.equal({ drawn: ["c1", "c2"], reshuffled: null, short: 0, state: { draw: ["c3"], discard: ["d1", "d2"] } });
  });

  it("an empty deck takes the shuffled discard pile when the option is on, and keeps drawing from it", () => {
    // The discard [d1, d2] shuffled with 0 → [d2, d1]: after c1–c3, d2 is drawn and d1 stays.
    const plan = planDraw(state, 4, { reshuffle: true, random: replay([0]) });
    expect(plan).to.deep.equal({ drawn: ["c1", "c2", "c3", "d2"], reshuffled: ["d2", "d1"], short: 0, state: { draw: ["d1"], discard: [] } });
  });

  it("without the option the draw stops short and the discard pile stays", () => {
    const plan = planDraw(state, 5, { reshuffle: false, random: seededRandom(1) });
    expect(plan).to.deep.equal({ drawn: ["c1", "c2", "c3"], reshuffled: null, short: 2, state: { draw: [], discard: ["d1", "d2"] } });
    expect(planDraw(state, 9, { reshuffle: true, random: seededRandom(1) }).short).to.equal(4);
    expect(() => planDraw(state, -1, { reshuffle: true, random: seededRandom(1) })).to.throw(RangeError);
    expect(() => planDraw(state, 1.5, { reshuffle: true, random: seededRandom(1) })).to.throw(RangeError);
  });

  it("a reshuffle puts deck and discard together in a new order and empties the pile", () => {
    const next = reshuffleDiscard(state, seededRandom(3));
    expect([...next.draw].sort()).to.deep.equal(["c1", "c2", "c3", "d1", "d2"]);
    expect(next.discard).to.deep.equal([]);
  });
});

describe("deck rules: reveal the top N and shuffle back", () => {
  const state: DeckState = { draw: ids(10), discard: ["d1"] };

  it("reveals the top N without drawing (fewer when the deck is short)", () => {
    expect(revealTop(state, 4)).to.deep.equal(["c1", "c2", "c3", "c4"]);
    expect(revealTop({ draw: ["a"], discard: [] }, 4)).to.deep.equal(["a"]);
  });

  it("keeps the chosen card out and every other card of the deck back in it; the discard pile is untouched", () => {
    const revealed = revealTop(state, 4);
    const { kept, state: next } = shuffleBack(state, revealed, "c3", seededRandom(11));
    expect(kept).to.equal("c3");
    expect([...next.draw].sort()).to.deep.equal(ids(10).filter((id) => id !== "c3").sort());
    expect(next.draw).to.have.length(9);
    expect(next.discard).to.deep.equal(["d1"]);
  });

  it("with no card chosen all ten go back", () => {
    const { kept, state: next } = shuffleBack(state, revealTop(state, 4), null, seededRandom(11));
    expect(kept).to.equal(null);
    expect([...next.draw].sort()).to.deep.equal([...ids(10)].sort());
  });

  it("refuses a choice that was not revealed, and a reveal that is not the top", () => {
    expect(() => shuffleBack(state, ["c1", "c2"], "c5", seededRandom(1))).to.throw(RangeError, "not revealed");
    expect(() => shuffleBack(state, ["c2"], null, seededRandom(1))).to.throw(RangeError, "top");
  });
});

describe("deck rules: hands are hidden from other players", () => {
  const mine = { name: "Ann's hand", ownership: handOwnership(["ann"]) };
  const theirs = { name: "Bo's hand", ownership: handOwnership(["bo"]) };

  it("a hand belongs to its owners only", () => {
    expect(mine.ownership).to.deep.equal({ default: 0, ann: 3 });
    expect(maySee({ id: "ann", isGM: false }, mine.ownership)).to.equal(true);
    expect(maySee({ id: "bo", isGM: false }, mine.ownership)).to.equal(false);
    expect(mayPlay({ id: "bo", isGM: false }, mine.ownership)).to.equal(false);
    expect(mayPlay({ id: "gm", isGM: true }, mine.ownership)).to.equal(true);
    // A deck shown to everyone (LIMITED) is seen, not played from.
    expect([maySee({ id: "bo", isGM: false }, { default: 1 }), mayPlay({ id: "bo", isGM: false }, { default: 1 })]).to.deep.equal([true, false]);
  });

  it("a player sees only their own hand; a GM sees every hand", () => {
    expect([mine, theirs].filter((h) => maySee({ id: "ann", isGM: false }, h.ownership)).map((h) => h.name)).to.deep.equal(["Ann's hand"]);
    expect([mine, theirs].filter((h) => maySee({ id: "gm", isGM: true }, h.ownership))).to.have.length(2);
  });
});
