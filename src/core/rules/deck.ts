/**
 * Decks, pure: a deck is its draw order (top first) and its discard pile. The glue reads both out of
 * Foundry Cards documents, asks these functions what happens, and applies the answer with `Cards#pass`,
 * `Cards#recall` and sort updates. Randomness comes in as a function, so a seeded one makes tests exact.
 */

/** Card ids of one deck: `draw` top first, `discard` in the order the cards were discarded. */
export interface DeckState {
  readonly draw: readonly string[];
  readonly discard: readonly string[];
}

/** A number in [0, 1), like Math.random. */
export type Random = () => number;

/** Fisher–Yates: a new array, every order equally likely for a uniform `random`. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const r = random();
    // A broken generator (NaN, negative, above 1) would pick a slot outside the deck and put an undefined card in it.
    if (!(r >= 0 && r <= 1)) throw new RangeError(`A shuffle's random number must be from 0 to 1, got ${r}`);
    const j = Math.min(i, Math.floor(r * (i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The stored shape of a card the order is read from (Foundry's `sort` and `drawn`). */
export interface StackedCard { readonly id: string; readonly sort: number; readonly drawn: boolean }

/**
 * A deck's draw order as Foundry draws it (`CARD_DRAW_MODES.FIRST`): the undrawn cards by ascending `sort`,
 * ties by id so the order never depends on how the list was loaded.
 */
export function drawOrder(cards: readonly StackedCard[]): string[] {
  return cards.filter((c) => !c.drawn).sort((a, b) => a.sort - b.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((c) => c.id);
}

/** The sort updates that make `order` the draw order (top card gets the lowest sort). */
export function orderUpdates(order: readonly string[]): { _id: string; sort: number }[] {
  return order.map((id, i) => ({ _id: id, sort: i }));
}

export interface DrawOptions {
  /** When the deck runs out, shuffle the discard pile into it and keep drawing. */
  readonly reshuffle: boolean;
  readonly random: Random;
}

export interface DrawPlan {
  /** The cards drawn, in draw order. */
  readonly drawn: string[];
  /** The deck's new draw order after a reshuffle (the discard pile shuffled), or null when none was needed. */
  readonly reshuffled: string[] | null;
  /** How many of the asked cards there were none left for. */
  readonly short: number;
  readonly state: DeckState;
}

/** Draw `count` from the top. An empty deck takes the shuffled discard pile when the option says so, once. */
export function planDraw(state: DeckState, count: number, options: DrawOptions): DrawPlan {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`A draw takes a whole number of cards, got ${count}`);
  const first = state.draw.slice(0, count);
  let draw = state.draw.slice(first.length);
  let discard = [...state.discard];
  let reshuffled: string[] | null = null;
  const drawn = [...first];
  if (drawn.length < count && options.reshuffle && discard.length) {
    reshuffled = shuffle(discard, options.random);
    discard = [];
    const more = reshuffled.slice(0, count - drawn.length);
    drawn.push(...more);
    draw = reshuffled.slice(more.length);
  }
  return { drawn, reshuffled, short: count - drawn.length, state: { draw, discard } };
}

/** The discard pile shuffled back in with what is left of the deck. */
export function reshuffleDiscard(state: DeckState, random: Random): DeckState {
  return { draw: shuffle([...state.draw, ...state.discard], random), discard: [] };
}

/** The top `count` cards, looked at without drawing (fewer when the deck holds fewer). */
export function revealTop(state: DeckState, count: number): string[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`A reveal shows a whole number of cards, got ${count}`);
  return state.draw.slice(0, count);
}

export interface ShuffleBack {
  /** The chosen card, taken out of the deck (the caller puts it where the rules say), or null. */
  readonly kept: string | null;
  /** The deck after the others went back: the whole remaining deck shuffled. */
  readonly state: DeckState;
}

/**
 * "Reveal the top N, keep the one chosen (if any), shuffle the rest back into the deck" (Eldfall's Weather
 * Check). The revealed cards must be the top of the deck and the choice one of them; the deck keeps every
 * other card, and the discard pile is untouched.
 */
export function shuffleBack(state: DeckState, revealed: readonly string[], chosen: string | null, random: Random): ShuffleBack {
  if (revealed.some((id, i) => state.draw[i] !== id)) throw new RangeError("The revealed cards are not the top of this deck");
  if (chosen !== null && !revealed.includes(chosen)) throw new RangeError(`Card ${chosen} was not revealed`);
  return { kept: chosen, state: { draw: shuffle(state.draw.filter((id) => id !== chosen), random), discard: [...state.discard] } };
}
