/**
 * The world's Eldfall decks, found by the flag the packs give them (`flags.realms.eldfall.deck` = "chaos" |
 * "event" on the deck, `flags.realms.eldfall.discard` = the same on its discard pile), never by name: a GM may
 * rename them. With several, the first by name. The deck's discard link is restored when an import lost it.
 */
import { realmsFlag } from "../../../core/flags";
import { ensureDiscardPile } from "../../../core/decks/links";
import type { Stack } from "../../../core/decks/stacks";

export const ELDFALL_DECKS = ["chaos", "event"] as const;
export type EldfallDeckKind = (typeof ELDFALL_DECKS)[number];

const eldfallFlag = (stack: Stack, key: "deck" | "discard") => realmsFlag<Record<string, unknown>>(stack, "eldfall")?.[key];
const byName = (a: Stack, b: Stack) => (a.name ?? "").localeCompare(b.name ?? "");
/** The world's stacks of a type whose `flags.realms.eldfall[key]` is `role`, first by name. */
export const flaggedStacks = (type: string, key: "deck" | "discard", role: string): Stack[] =>
  ([...game.cards] as Stack[]).filter((s) => s.type === type && eldfallFlag(s, key) === role).sort(byName);

/** The deck of this kind and its discard pile, or null when the world has no such deck. */
export async function eldfallDeck(kind: EldfallDeckKind): Promise<{ deck: Stack; discard: Stack | null } | null> {
  const deck = flaggedStacks("deck", "deck", kind)[0];
  if (!deck) return null;
  return { deck, discard: await ensureDiscardPile(deck, flaggedStacks("pile", "discard", kind)[0] ?? null) };
}
