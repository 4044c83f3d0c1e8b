/**
 * Reading and making card stacks for the deck engine. A Realms deck is a Foundry Cards "deck" whose
 * `flags.realms.deck` names its discard pile (a "pile") and whether an empty deck takes the shuffled
 * discards. Cards stay Foundry's: their home is the deck, a drawn card is a copy elsewhere with the deck
 * as `origin`, so Foundry's own sheets, Reset and Shuffle keep working on these stacks.
 */
import { drawOrder, type DeckState } from "../rules/deck";
import { handOwnership } from "../rules/deck-hands";
import { realmsFlag } from "../flags";

export type Stack = Cards.Stored;
export type StackCard = Card.Implementation;

export interface DeckOptions {
  /** The discard pile's id, or null when the deck has none. */
  readonly discard: string | null;
  /** Shuffle the discard pile into the deck when a draw finds it empty. */
  readonly reshuffle: boolean;
}

type CardsClass = { create(data: object): Promise<Stack | undefined>; deleteDocuments(ids: string[]): Promise<unknown> };
export const cardsClass = (): CardsClass => CONFIG.Cards.documentClass as unknown as CardsClass;

export const stackAt = (id: string | null | undefined): Stack | null => (id ? (game.cards.get(id) as Stack | undefined) ?? null : null);

export function deckOptions(deck: Stack): DeckOptions {
  const stored = realmsFlag<Partial<DeckOptions>>(deck, "deck") ?? {};
  return { discard: typeof stored.discard === "string" ? stored.discard : null, reshuffle: stored.reshuffle === true };
}

/** The discard pile of a deck, when it has one that still exists. */
export const discardPileOf = (deck: Stack): Stack | null => stackAt(deckOptions(deck).discard);

const stacked = (cards: Iterable<StackCard>) => [...cards].map((c) => ({ id: c.id ?? "", sort: c.sort ?? 0, drawn: !!c.drawn }));

/** The deck as the pure rules see it: its undrawn cards in draw order, and its cards lying on its discard pile. */
export function deckState(deck: Stack): DeckState {
  const pile = discardPileOf(deck);
  const discarded = pile ? stacked(pile.cards).filter((c) => pile.cards.get(c.id)?.origin === deck).map((c) => ({ ...c, drawn: false })) : [];
  return { draw: drawOrder(stacked(deck.cards)), discard: drawOrder(discarded) };
}

export interface NewDeck {
  readonly name: string;
  readonly cards: readonly object[];
  /** Who sees the deck (default: the GM only; players draw through the GM either way). */
  readonly ownership?: Record<string, number>;
  /** The discard pile's name; no pile when absent. */
  readonly discardName?: string;
  readonly reshuffle?: boolean;
  readonly flags?: Record<string, unknown>;
  readonly img?: string;
}

/** A deck and its discard pile (GM client: creating Cards needs CARDS_CREATE). */
export async function createDeck(spec: NewDeck): Promise<{ deck: Stack; discard: Stack | null }> {
  const Cards = cardsClass();
  const ownership = spec.ownership ?? { default: 0 };
  const discard = spec.discardName !== undefined
    ? (await Cards.create({ name: spec.discardName, type: "pile", ownership, flags: { realms: { ...(spec.flags ?? {}) } } })) ?? null
    : null;
  const deck = await Cards.create({
    name: spec.name, type: "deck", ownership, img: spec.img, cards: spec.cards,
    flags: { realms: { ...(spec.flags ?? {}), deck: { discard: discard?.id ?? null, reshuffle: spec.reshuffle ?? false } } },
  });
  if (!deck) throw new Error(`Cards "${spec.name}" was not created`);
  return { deck, discard };
}

/** A hand only its owners (and GMs) see and play from. */
export async function createHand(name: string, ownerIds: readonly string[], flags: Record<string, unknown> = {}): Promise<Stack | null> {
  return (await cardsClass().create({ name, type: "hand", ownership: handOwnership(ownerIds), flags: { realms: flags } })) ?? null;
}

/** A pile (a table, a discard pile) with the given ownership. */
export async function createPile(name: string, ownership: Record<string, number>, flags: Record<string, unknown> = {}): Promise<Stack | null> {
  return (await cardsClass().create({ name, type: "pile", ownership, flags: { realms: flags } })) ?? null;
}

/**
 * A card's data of one subtype. Cards made before the subtype existed (`type: "base"`) carry it elsewhere
 * (flags): `legacy` reads those, so existing worlds keep working without rewriting their cards.
 */
export function cardData<T>(card: { type: string; system: unknown; flags: unknown }, type: string, legacy: (card: { flags: unknown; value?: number | null }) => T | null): T | null {
  if (card.type === type) return card.system as T;
  return legacy(card as { flags: unknown; value?: number | null });
}
