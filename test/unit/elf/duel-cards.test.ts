/**
 * Duel cards over several rounds on the Cards double, which moves cards as Foundry v13's `Cards#pass` and
 * `Cards#recall` do (a card created in a hand is home there and only gets marked drawn when passed on).
 */
import { cardData } from "../../support/cards";
import { expect } from "chai";
import { actAs, makeActor, makeCombat, world, type FakeActor } from "../../support/foundry-double";
// The rulesets' declared GM actions, registered as init would.
import "../../support/rulesets";
import { cardStacks, makeStack, type FakeCards } from "../../support/double/cards";
import { registerGmQuery } from "../../../src/core/gm";
import { realmsFlag } from "../../../src/core/flags";
import type { DuelRoundCard } from "../../../src/rulesets/elf/task/cards";
import { chooseStance, duelCardOf, removeDuelCards, startDuelRound } from "../../../src/rulesets/elf/combat/duel";
import { ELF_SETTINGS } from "../../../src/rulesets/elf/settings";
import { registerRulesetSettings } from "../../../src/core/ruleset-setup";
import { shownHands } from "../../support/hands";

registerRulesetSettings({ id: "elf", settings: ELF_SETTINGS });

registerGmQuery();
const g = globalThis as unknown as { game: { combat: unknown; settings: { set(ns: string, k: string, v: unknown): Promise<void> } } };
const last = () => world.messages.at(-1) as unknown as { flags: Record<string, unknown> };
const stanceOf = (c: { type: string; system: unknown; flags: unknown }) => duelCardOf(c)?.stance;

describe("Cards double: Foundry v13 pass and recall", () => {
  it("a card made in a hand is home there: passing it on leaves it in place marked drawn, passing it back undraws it", async () => {
    const hand = makeStack({ name: "Hand", type: "hand", cards: [{ name: "A" }] });
    const pile = makeStack({ name: "Pile", type: "pile" });
    const id = hand.cards[0]!.id;
    await hand.pass(pile, [id], { updateData: { face: null } });
    expect(hand.cards.map((c) => [c.id, c.drawn])).to.deep.equal([[id, true]]);
    expect(pile.cards.map((c) => [c.id, c.drawn, c.face, c.origin?.id])).to.deep.equal([[id, true, null, hand.id]]);
    await pile.pass(hand, [id]);
    expect(pile.cards).to.have.length(0);
    expect(hand.cards.map((c) => [c.id, c.drawn])).to.deep.equal([[id, false]]);
  });

  it("a card dealt from a deck leaves the hand it is played from; the deck's recall brings every copy home", async () => {
    const deck = makeStack({ name: "Deck", type: "deck", cards: [{ name: "A" }, { name: "B" }] });
    const hand = makeStack({ name: "Hand", type: "hand" });
    const pile = makeStack({ name: "Pile", type: "pile" });
    const [a, b] = deck.cards.map((c) => c.id);
    await deck.pass(hand, [a!, b!]);
    expect(deck.availableCards).to.have.length(0);
    try {
      await deck.pass(hand, [a!]);
      expect.fail("a dealt card passed twice");
    } catch (e) {
      expect(String(e)).to.contain("already been drawn");
    }
    await hand.pass(pile, [a!]);
    expect(hand.cards.map((c) => c.id)).to.deep.equal([b]);
    expect(pile.cards.map((c) => c.origin)).to.deep.equal([deck]);
    await deck.recall();
    expect([hand.cards.length, pile.cards.length, deck.availableCards.length]).to.deep.equal([0, 0, 2]);
  });

  it("a pass into a stack that already holds the id is refused like Foundry's keepId create", async () => {
    const deck = makeStack({ name: "Deck", type: "deck", cards: [{ name: "A" }] });
    const hand = makeStack({ name: "Hand", type: "hand" });
    const pile = makeStack({ name: "Pile", type: "pile" });
    const [a] = deck.cards.map((c) => c.id);
    await deck.pass(hand, [a!]);
    await hand.createEmbeddedDocuments("Card", [{ _id: "sameId0000000000", name: "X" }], { keepId: true });
    await pile.createEmbeddedDocuments("Card", [{ _id: "sameId0000000000", name: "Y" }], { keepId: true });
    try {
      await hand.pass(pile, ["sameId0000000000"]);
      expect.fail("a duplicate id was created");
    } catch (e) {
      expect(String(e)).to.contain("already exists");
    }
  });
});

/** A duel between Mira (a PC, owned by player1 when `owned`) and a Wolf with attack/defend cards on, as the GM; the option is put back. */
async function inDuel(owned: boolean, run: (duel: { pc: FakeActor; wolf: FakeActor; combat: ReturnType<typeof makeCombat> }) => Promise<void>): Promise<void> {
  await g.game.settings.set("realms", "elf-attackDefend", true);
  try {
    actAs({ id: "gm", isGM: true });
    const pc = makeActor({ name: "Mira", type: "elfPc", ...(owned ? { ownership: { default: 0, player1: 3 } } : {}), system: { injuryPoints: 0 } });
    const wolf = makeActor({ name: "Wolf", type: "elfNpc", system: { difficultyLevel: 9 } });
    await run({ pc, wolf, combat: makeCombat([pc, wolf], { structure: "duel" }) });
  } finally {
    await g.game.settings.set("realms", "elf-attackDefend", false);
  }
}

describe("Elf duel cards over several rounds", () => {
  after(() => {
    g.game.combat = null;
    actAs({ id: "gm", isGM: true });
  });

  it("the played card leaves its hand every round and comes back at the next round start", async () => {
    await inDuel(true, async ({ combat }) => {
      const plays = [["attack", "defend"], ["defend", "attack"], ["attack", "attack"], ["defend", "defend"]] as const;
      for (const [i, [pcStance, npcStance]] of plays.entries()) {
        await startDuelRound(combat as never, i + 1);
        const stacks = realmsFlag<{ pile: string; hands: { pc: string; npc: string } }>(combat, "duelCards")!;
        const hand = (side: "pc" | "npc") => cardStacks.get(stacks.hands[side]) as FakeCards;
        const pile = cardStacks.get(stacks.pile) as FakeCards;
        expect(hand("pc").cards.map(stanceOf).sort(), `round ${i + 1}: PC hand refilled`).to.deep.equal(["attack", "defend"]);
        expect(hand("npc").cards.map(stanceOf).sort(), `round ${i + 1}: NPC hand refilled`).to.deep.equal(["attack", "defend"]);
        expect(pile.cards, `round ${i + 1}: table cleared`).to.have.length(0);

        const message = last();
        actAs({ id: "player1", isGM: false });
        await chooseStance(message as never, "pc", pcStance);
        actAs({ id: "gm", isGM: true });
        expect(hand("pc").cards.map(stanceOf), `round ${i + 1}: the played card left the PC's hand`).to.deep.equal([pcStance === "attack" ? "defend" : "attack"]);
        expect(pile.cards.map((c) => c.face), `round ${i + 1}: face down until both are down`).to.deep.equal([null]);
        await chooseStance(message as never, "npc", npcStance);
        expect(hand("npc").cards.map(stanceOf), `round ${i + 1}: the played card left the NPC's hand`).to.deep.equal([npcStance === "attack" ? "defend" : "attack"]);
        expect(pile.cards.map((c) => [duelCardOf(c)?.side, stanceOf(c), c.face]).sort()).to.deep.equal([["npc", npcStance, 0], ["pc", pcStance, 0]]);
        expect(cardData<DuelRoundCard>(message)!.revealed).to.deep.equal({ pc: pcStance, npc: npcStance });
      }
    });
  });

  it("a duel begun with the old stacks (cards made in the hands) moves to a duel deck; ending the duel removes every stack", async () => {
    await inDuel(false, async ({ combat }) => {
      const oldHand = (side: string) => makeStack({ name: "Old hand", type: "hand", cards: ["attack", "defend"].map((stance) => ({ name: stance, face: 0, flags: { realms: { stance, side } } })) });
      const old = { pile: makeStack({ name: "Old table", type: "pile" }).id, hands: { pc: oldHand("pc").id, npc: oldHand("npc").id } };
      combat.flags.realms.duelCards = old;
      await startDuelRound(combat as never, 3);
      for (const id of [old.pile, old.hands.pc, old.hands.npc]) expect(cardStacks.has(id), "old stack removed").to.equal(false);
      const stacks = realmsFlag<{ deck: string; pile: string; hands: { pc: string; npc: string } }>(combat, "duelCards")!;
      expect(cardStacks.get(stacks.deck)!.type).to.equal("deck");
      expect(cardStacks.get(stacks.hands.pc)!.cards.map((c) => c.origin?.id)).to.deep.equal([stacks.deck, stacks.deck]);
      await removeDuelCards(combat as never);
      for (const id of [stacks.deck, stacks.pile, stacks.hands.pc, stacks.hands.npc]) expect(cardStacks.has(id)).to.equal(false);
    });
  });
});

describe("Elf duel cards on the deck engine", () => {
  after(() => {
    g.game.combat = null;
    actAs({ id: "gm", isGM: true });
  });

  it("the duel deck holds four typed duel cards (side, stance) and each hand is hidden from the other players", async () => {
    await inDuel(true, async ({ combat }) => {
      await startDuelRound(combat as never, 1);
      const stacks = realmsFlag<{ deck: string; pile: string; hands: { pc: string; npc: string } }>(combat, "duelCards")!;
      const deck = cardStacks.get(stacks.deck)!;
      expect(deck.cards.map((c) => [c.type, c.system.side, c.system.stance])).to.have.deep.members([
        ["elfDuelCard", "pc", "attack"], ["elfDuelCard", "pc", "defend"], ["elfDuelCard", "npc", "attack"], ["elfDuelCard", "npc", "defend"]]);
      const ours = [stacks.hands.pc, stacks.hands.npc];
      const seen = (who: string) => { actAs({ id: who, isGM: false }); return shownHands().map((h) => h.id).filter((id) => ours.includes(id ?? "")); };
      expect(seen("player1"), "the PC's owner sees the PC's hand only").to.deep.equal([stacks.hands.pc]);
      expect(seen("player2"), "another player sees no duel hand").to.deep.equal([]);
      actAs({ id: "gm", isGM: true });
      expect(shownHands().map((h) => h.id)).to.include.members([stacks.hands.pc, stacks.hands.npc]);
      await removeDuelCards(combat as never);
    });
  });

  it("a duel deck made before the duel card subtype (base cards, side and stance in flags) plays on with the same outcome", async () => {
    await inDuel(true, async ({ combat }) => {
      const oldCard = (side: string, stance: string) => ({ name: stance, type: "base", face: 0, flags: { realms: { stance, side } } });
      const deck = makeStack({ name: "Old deck", type: "deck", cards: [oldCard("pc", "attack"), oldCard("pc", "defend"), oldCard("npc", "attack"), oldCard("npc", "defend")] });
      const old = { deck: deck.id, pile: makeStack({ name: "Old table", type: "pile", ownership: { default: 2 } }).id,
        hands: { pc: makeStack({ name: "PC", type: "hand", ownership: { default: 0, player1: 3 } }).id, npc: makeStack({ name: "NPC", type: "hand" }).id } };
      combat.flags.realms.duelCards = old;
      await startDuelRound(combat as never, 2);
      expect(realmsFlag(combat, "duelCards"), "the old stacks are kept").to.deep.equal(old);
      expect(cardStacks.get(old.hands.pc)!.cards.map(stanceOf).sort()).to.deep.equal(["attack", "defend"]);
      const message = last();
      actAs({ id: "player1", isGM: false });
      await chooseStance(message as never, "pc", "defend");
      actAs({ id: "gm", isGM: true });
      await chooseStance(message as never, "npc", "attack");
      expect(cardData<DuelRoundCard>(message)).to.deep.include({ revealed: { pc: "defend", npc: "attack" }, status: "ready" });
      expect(cardStacks.get(old.pile)!.cards.map((c) => [duelCardOf(c)?.side, c.face]).sort()).to.deep.equal([["npc", 0], ["pc", 0]]);
      await removeDuelCards(combat as never);
    });
  });
});
