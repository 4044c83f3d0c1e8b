/**
 * A player's draw. World decks belong to the GM, so a player asks the active GM (./../gm.ts), whose client
 * checks the request against the player's rights before anything moves: the player must see the deck
 * (LIMITED or better) and own the stack the cards go to (their own hand).
 */
import { coreGmAction, missing, Refusal, runAsGM } from "../gm";
import { id, int, object } from "../payload";
import { mayPlay, maySee } from "../rules/deck-hands";
import { drawCards } from "./operations";
import { stackAt } from "./stacks";

/** Most cards one request draws (a hand refill; far above any rule's need, small enough to render). */
export const MAX_DRAW = 20;
export const gmDeckDraw = coreGmAction("deckDraw", object({ deckId: id, toId: id, count: int(1, MAX_DRAW) }), async (data, user) => {
  const deck = stackAt(data.deckId);
  const to = stackAt(data.toId);
  if (!deck || deck.type !== "deck") throw missing("deck");
  if (!to) throw missing("hand");
  const viewer = { isGM: user.isGM, id: user.id ?? "" };
  if (!maySee(viewer, deck.ownership as Record<string, number>)) throw new Refusal("REALMS.Decks.cannotDraw", { name: deck.name ?? "?" });
  if (!mayPlay(viewer, to.ownership as Record<string, number>)) throw new Refusal("REALMS.Decks.notYourHand", { name: to.name ?? "?" });
  const drawn = await drawCards(deck, data.count, { to, userId: user.id ?? "" });
  return drawn.map((c) => c.id);
});

/** Draw into a stack: on the GM's client directly, from a player's through the GM. Resolves to the drawn ids. */
export async function requestDraw(deckId: string, count: number, toId: string): Promise<string[]> {
  const result = await runAsGM(gmDeckDraw, { deckId, toId, count });
  return Array.isArray(result) ? (result as string[]) : [];
}
