/**
 * A deck's link to its discard pile is a document id (`flags.realms.deck.discard`). Decks and piles imported
 * from a compendium without their ids kept get new ones, so the link points at nothing: a ruleset that knows
 * which pile belongs to a deck (by a flag of its own) restores it here, on the GM's client, before drawing.
 */
import { deckOptions, discardPileOf, type Stack } from "./stacks";
import { realmsFlagPath } from "../flags";

/** The deck's discard pile: the linked one while it exists, else `fallback` (linked from now on when this client may). */
export async function ensureDiscardPile(deck: Stack, fallback: Stack | null): Promise<Stack | null> {
  const linked = discardPileOf(deck);
  if (linked || !fallback) return linked;
  if (deck.isOwner) await deck.update({ [realmsFlagPath("deck")]: { ...deckOptions(deck), discard: fallback.id } });
  return fallback;
}
