/**
 * v13's `game.messages` is a WorldCollection whose `contents` lists every message in creation order
 * (client/documents/collections/chat-messages.d.mts). The base double leaves it empty; a test that reads the chat
 * log through `contents` installs the real listing.
 */
import { messages } from "./chat";

export function listMessageContents(): void {
  const g = globalThis as unknown as { game: { messages: object } };
  Object.defineProperty(g.game.messages, "contents", { get: () => [...messages.values()], configurable: true });
}
