/**
 * Foundry's own card interface on Realms decks. A player's "Draw" from their hand's sheet would run
 * `Cards#pass` on their client, where the write to the GM's deck is refused after the copy in the hand was
 * made (v13 sends the writes apart). The pass is stopped before any write and the draw goes to the GM.
 */
import { requestDraw } from "./requests";

/** True when this client may not move the source deck's cards itself (the hook then cancels the pass). */
export function routeDrawToGM(from: Cards.Implementation, to: Cards.Implementation, context: { action?: string; toCreate?: unknown[] }): boolean {
  if (game.user.isGM || context.action !== "draw" || from.type !== "deck" || from.isOwner) return false;
  void requestDraw(from.id ?? "", context.toCreate?.length ?? 1, to.id ?? "");
  return true;
}

export function registerDeckHooks(): void {
  Hooks.on("passCards", (from, to, context) => !routeDrawToGM(from as Cards.Implementation, to as Cards.Implementation, context as { action?: string; toCreate?: unknown[] }));
}
