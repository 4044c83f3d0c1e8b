/**
 * Cards shown in chat. The context is plain text (names, image paths, labels); the template escapes it,
 * so a hostile card or deck name stays text. The one place a deck posts: a card of kind
 * `realms.core.deckReveal` (ChatMessage system data, core/chat).
 */
import { postCard } from "../chat/cards";
import { defineCardFamily, textField } from "../chat/card-family";
import { TEXT_LIMITS } from "../schema/spec";
import { SYSTEM_PATH } from "../templates";
import type { Stack, StackCard } from "./stacks";

export const DECK_REVEAL_TEMPLATE = "templates/core/deck-reveal.hbs";

export interface RevealContext {
  readonly title: string;
  readonly cards: readonly { readonly id: string; readonly name: string; readonly img: string; readonly kept: boolean }[];
  readonly keptLabel: string;
  /** A line under the cards (what happened to the others), or "". */
  readonly note: string;
}

/** What a revealed card shows: its current face, else its back (a face-down card shows nothing more). */
const faceOf = (card: StackCard) => {
  const face = card.face === null || card.face === undefined ? null : card.faces[card.face] ?? null;
  return { name: face?.name || (face ? card.name : card.back?.name || card.name) || "", img: face?.img || card.back?.img || card.img || "" };
};

export function revealContext(title: string, cards: readonly StackCard[], kept: string | null, labels: { kept: string; note: string }): RevealContext {
  return { title, keptLabel: labels.kept, note: labels.note, cards: cards.map((c) => ({ id: c.id ?? "", ...faceOf(c), kept: c.id === kept })) };
}

/** The reveal card: what was shown, and which deck and cards (the data a module or macro may read). */
export interface RevealCard extends RevealContext { readonly deckId: string; readonly cardIds: readonly string[]; readonly kept: string | null }

/** The reveal family: the fields of RevealCard, each checked by Foundry when a reveal is posted or changed. */
export const DECK_REVEAL_FAMILY = defineCardFamily<RevealCard>({
  type: "coreDeckReveal", version: 1,
  schema: (f) => {
    const text = () => textField(f, TEXT_LIMITS.text);
    const name = () => textField(f, TEXT_LIMITS.name);
    return {
      title: text(), keptLabel: name(), note: text(), deckId: name(),
      cards: new f.ArrayField(new f.SchemaField({ id: name(), name: name(), img: text(), kept: new f.BooleanField({ required: true, initial: false }) }), { required: true, initial: [] }),
      cardIds: new f.ArrayField(name(), { required: true, initial: [] }),
      kept: new f.StringField({ required: true, nullable: true, blank: true, initial: null }),
    };
  },
});

export const DECK_REVEAL_CARD = DECK_REVEAL_FAMILY.kind({
  id: "realms.core.deckReveal", legacy: { flag: "deckReveal" },
  parts: [{ template: `${SYSTEM_PATH}/${DECK_REVEAL_TEMPLATE}`, context: ({ title, cards, keptLabel, note }) => ({ title, cards, keptLabel, note }) }],
});

/** Post revealed cards to chat (every player sees them unless `gmOnly`); `note` says what became of them. */
export async function postReveal(deck: Stack, cards: readonly StackCard[], options: { title: string; kept?: string | null; note?: string; gmOnly?: boolean }) {
  const context = revealContext(options.title, cards, options.kept ?? null, { kept: game.i18n.localize("REALMS.Decks.kept"), note: options.note ?? "" });
  return postCard(DECK_REVEAL_CARD.id, { ...context, deckId: deck.id ?? "", cardIds: cards.map((c) => c.id ?? ""), kept: options.kept ?? null }, { gmOnly: options.gmOnly });
}
