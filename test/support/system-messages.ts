/** Within a describe: chat messages are the system's RealmsChatMessage (its renderHTML draws and wires the card), as init sets; put back afterwards. */
import "./foundry-double";
import { RealmsChatMessage } from "../../src/core/chat/message";

const g = globalThis as unknown as { CONFIG: { ChatMessage: { documentClass: unknown } } };

export function useSystemMessages(): void {
  let previous: unknown;
  before(() => {
    previous = g.CONFIG.ChatMessage.documentClass;
    g.CONFIG.ChatMessage.documentClass = RealmsChatMessage;
  });
  after(() => {
    g.CONFIG.ChatMessage.documentClass = previous;
  });
}
