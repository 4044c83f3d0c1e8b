/** Gallery entries of the deck engine: a reveal of the top four Map Cord cards from the pack, one kept. */
import { DECK_REVEAL_TEMPLATE, revealContext } from "../../src/core/decks/reveal";
import { format, translate } from "./render";

type RawCard = { _id: string; name: string; face: number | null; faces: { name: string; img: string }[]; back: { name: string; img: string } };

export function deckGalleryEntries(docs: { name: string; cards?: RawCard[] }[], hostileName?: string) {
  const deck = docs.find((d) => d.name === "Map Cord Cards")!;
  const cards = deck.cards!.slice(0, 4).map((c, i) => ({ ...c, id: c._id, img: c.back.img, ...(hostileName && i === 1 ? { name: hostileName, faces: [{ ...c.faces[0]!, name: hostileName }] } : {}) }));
  const title = format("REALMS.Decks.revealed", { deck: hostileName ?? deck.name, count: "4" });
  return [{
    id: "deck-reveal", title: "Chat: top four cards revealed, one kept", kind: "chat" as const, template: DECK_REVEAL_TEMPLATE,
    context: revealContext(title, cards as never, cards[2]!.id, { kept: translate("REALMS.Decks.kept"), note: translate("REALMS.Decks.shuffledBack") }),
  }];
}
