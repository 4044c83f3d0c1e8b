/** In Foundry: the deck engine on real Cards documents, and the typed cards of the packs against the real data models. */
import { createDeck, createHand, deckState, type Stack } from "../core/decks/stacks";
import { drawCards, revealAndShuffleBack } from "../core/decks/operations";
import { mapCordCardOf } from "../rulesets/elvendor/weather/mapcord";
import { cardLayout } from "../rulesets/elvendor/weather/rules/mapcord";
import { systemPack } from "./fixtures";
import type { Assert, Quench } from "./types";

export function registerDeckBatches(quench: Quench): void {
  quench.registerBatch("realms.core.decks", (ctx) => {
    const { describe, it, after } = ctx;
    const assert: Assert = ctx.assert;
    const made: string[] = [];
    describe("Decks", () => {
      after(async () => {
        await CONFIG.Cards.documentClass.deleteDocuments(made.filter((id) => game.cards.get(id)));
      });

      it("the GM draws into a hand, reveals the top four, keeps one and shuffles the rest back", async function () {
        if (!game.user.isGM) this.skip();
        this.timeout(20000);
        const cards = Array.from({ length: 6 }, (_, i) => ({ name: `Quench ${i + 1}`, type: "base", face: 0, sort: i, faces: [{ name: `Quench ${i + 1}`, img: "icons/svg/card-joker.svg" }] }));
        const { deck, discard } = await createDeck({ name: "Quench deck", discardName: "Quench discard", reshuffle: true, cards });
        const hand = await createHand("Quench hand", [game.user.id ?? ""]);
        made.push(...[deck, discard, hand].map((s) => s?.id ?? ""));
        const drawn = await drawCards(deck, 2, { to: hand as Stack });
        assert.deepEqual(drawn.map((c) => c.name), ["Quench 1", "Quench 2"]);
        assert.strictEqual(hand!.cards.size, 2);
        const before = new Set(deckState(deck).draw);
        const { revealed, kept } = await revealAndShuffleBack(deck, 4, { choose: (shown) => shown[1]?.id ?? null });
        assert.strictEqual(revealed.length, 4);
        assert.strictEqual(kept?.parent?.id, discard?.id);
        assert.sameMembers([...deckState(deck).draw], [...before].filter((id) => id !== kept?.id));
      });

      it("the Map Cord pack's cards load as typed cards with their layouts", async () => {
        const pack = systemPack("elvendor-decks");
        const [deck] = (await pack.getDocuments()) as Stack[];
        const read = deck!.cards.map((c) => mapCordCardOf(c));
        assert.strictEqual(read.length, 12);
        for (const card of read) assert.deepEqual(card?.layout, cardLayout(card?.number ?? 0));
      });
    });
  }, { displayName: "Realms: decks" });
}
