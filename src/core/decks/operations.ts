/**
 * Deck operations, run on the GM's client (world decks are the GM's: only an owner moves their cards).
 * Each reads the stacks, asks the pure rules (../rules/deck.ts) what happens, and applies it with Foundry's
 * own `Cards#pass` / `Cards#recall` and sort updates, so the stacks stay consistent for Foundry's sheets.
 * Players reach `drawCards` through ./requests.ts.
 */
import { orderUpdates, planDraw, reshuffleDiscard, revealTop, shuffle, shuffleBack, type Random } from "../rules/deck";
import { emit } from "../events";
import { deckOptions, deckState, discardPileOf, type Stack, type StackCard } from "./stacks";
import { postReveal } from "./reveal";

const quiet = { chatNotification: false } as const;
const setOrder = (deck: Stack, order: readonly string[]) => deck.updateEmbeddedDocuments("Card", orderUpdates(order));

/** What `realms.deckDraw` hands to modules: who drew which cards from which deck to where. */
export interface DeckDrawEvent {
  readonly action: "draw" | "reveal";
  readonly deckId: string;
  readonly toId: string | null;
  readonly cardIds: readonly string[];
  readonly reshuffled: boolean;
  readonly userId: string;
}

export interface DrawCardsOptions {
  /** Where the cards go: a hand, the table; default the deck's discard pile (drawn, revealed, resolved, discarded). */
  readonly to?: Stack;
  /** The face they show there (null: face down); default: the face each card already shows. */
  readonly face?: number | null;
  /** Post them to chat. */
  readonly reveal?: boolean;
  readonly gmOnly?: boolean;
  readonly random?: Random;
  /** The user the draw is for (a player's request); default this client's. */
  readonly userId?: string;
}

/** Draw `count` from the top, reshuffling the discard pile into an empty deck when the deck says so. */
export async function drawCards(deck: Stack, count: number, options: DrawCardsOptions = {}): Promise<StackCard[]> {
  const discard = discardPileOf(deck);
  const to = options.to ?? discard;
  if (!to) throw new Error(`Deck ${deck.name} has no discard pile to draw onto`);
  const plan = planDraw(deckState(deck), count, { reshuffle: deckOptions(deck).reshuffle, random: options.random ?? Math.random });
  if (plan.reshuffled && discard) {
    await discard.recall(quiet);
    await setOrder(deck, plan.reshuffled);
  }
  if (plan.short) ui.notifications?.warn("REALMS.Decks.short", { localize: true, format: { deck: deck.name ?? "", count: String(count - plan.short) } });
  if (!plan.drawn.length) return [];
  const drawn = plan.drawn.map((id) => deck.cards.get(id)!);
  await deck.pass(to, plan.drawn, { action: "draw", updateData: options.face === undefined ? {} : { face: options.face }, ...quiet });
  const placed = plan.drawn.map((id) => to.cards.get(id)).filter((c) => c !== undefined);
  if (options.reveal) await postReveal(deck, placed.length ? placed : drawn, { title: game.i18n.format("REALMS.Decks.drew", { deck: deck.name ?? "", count: String(plan.drawn.length) }), gmOnly: options.gmOnly });
  emit("deckDraw", { action: "draw", deckId: deck.id ?? "", toId: to.id ?? null, cardIds: plan.drawn, reshuffled: !!plan.reshuffled, userId: options.userId ?? game.user.id ?? "" } satisfies DeckDrawEvent);
  return placed;
}

/** Put cards from a hand or the table onto their decks' discard piles (or back into a deck without one). */
export async function discardCards(from: Stack, ids: readonly string[]): Promise<void> {
  const byDeck = new Map<Stack, string[]>();
  for (const id of ids) {
    const deck = from.cards.get(id)?.origin as Stack | null | undefined;
    if (deck) byDeck.set(deck, [...(byDeck.get(deck) ?? []), id]);
  }
  for (const [deck, cards] of byDeck) await from.pass(discardPileOf(deck) ?? deck, cards, { action: "discard", ...quiet });
}

/** Shuffle the discard pile back into the deck: every undrawn card in a new order. */
export async function reshuffle(deck: Stack, random: Random = Math.random): Promise<void> {
  const next = reshuffleDiscard(deckState(deck), random);
  await discardPileOf(deck)?.recall(quiet);
  await setOrder(deck, next.draw);
}

/** Shuffle what is left in the deck (dealt and discarded cards stay out). */
export async function shuffleDeck(deck: Stack, random: Random = Math.random): Promise<void> {
  await setOrder(deck, shuffle(deckState(deck).draw, random));
}

/** Every card of the deck back home, undrawn, from hands, table and discard pile. */
export async function recallDeck(deck: Stack): Promise<void> {
  await deck.recall(quiet);
}

export interface RevealOptions {
  /** The ruleset's choice among the revealed cards (a weather card for Eldfall's Weather Check), or null for none. */
  readonly choose?: (cards: readonly StackCard[]) => Promise<string | null> | string | null;
  /** Where the chosen card goes (e.g. a "current weather" pile); default the discard pile. */
  readonly keepTo?: Stack;
  readonly gmOnly?: boolean;
  readonly random?: Random;
}

/**
 * Reveal the top `count`, keep the card `choose` picks (if any) and shuffle the others back into the deck.
 * The revealed cards are posted to chat with the kept one marked.
 */
export async function revealAndShuffleBack(deck: Stack, count: number, options: RevealOptions = {}): Promise<{ revealed: StackCard[]; kept: StackCard | null }> {
  const state = deckState(deck);
  const ids = revealTop(state, count);
  const revealed = ids.map((id) => deck.cards.get(id)!);
  const chosen = options.choose ? await options.choose(revealed) : null;
  const { kept, state: next } = shuffleBack(state, ids, chosen, options.random ?? Math.random);
  const keepTo = options.keepTo ?? discardPileOf(deck);
  if (kept && !keepTo) throw new Error(`Deck ${deck.name} has nowhere to put the kept card`);
  // The kept card lies face up (its first face) where it goes; a card without faces keeps what it shows.
  const keptFace = kept && deck.cards.get(kept)?.faces.length ? { face: 0 } : {};
  if (kept) await deck.pass(keepTo!, [kept], { action: "draw", updateData: keptFace, ...quiet });
  await setOrder(deck, next.draw);
  await postReveal(deck, revealed, {
    title: game.i18n.format("REALMS.Decks.revealed", { deck: deck.name ?? "", count: String(ids.length) }), kept, gmOnly: options.gmOnly,
    note: game.i18n.localize(kept ? "REALMS.Decks.shuffledBack" : "REALMS.Decks.allBack"),
  });
  emit("deckDraw", { action: "reveal", deckId: deck.id ?? "", toId: kept ? keepTo?.id ?? null : null, cardIds: kept ? [kept] : [], reshuffled: true, userId: game.user.id ?? "" } satisfies DeckDrawEvent);
  return { revealed, kept: kept ? keepTo!.cards.get(kept) ?? null : null };
}

/** Give these cards of a deck to a stack (a hand), showing `face` (null: face down). */
export async function dealCards(deck: Stack, to: Stack, ids: readonly string[], face: number | null = 0): Promise<void> {
  if (ids.length) await deck.pass(to, [...ids], { action: "pass", updateData: { face }, ...quiet });
}

/** Play cards from a hand onto a pile, face up or face down. */
export async function playCards(from: Stack, to: Stack, ids: readonly string[], options: { faceDown?: boolean } = {}): Promise<void> {
  if (ids.length) await from.pass(to, [...ids], { action: "play", updateData: { face: options.faceDown ? null : 0 }, ...quiet });
}

/** Turn every card of a stack to a face (0: the first face; null: face down) at once. */
export async function flipCards(stack: Stack, face: number | null = 0): Promise<void> {
  const updates = stack.cards.map((c) => ({ _id: c.id, face }));
  if (updates.length) await stack.updateEmbeddedDocuments("Card", updates);
}

