/**
 * Chat card buttons by name (`data-realms-action`); each action checks permissions itself. An action belongs to
 * the card kinds whose parts declare it (./card-kinds.ts), or to the cards its registration accepts; a button
 * pressed on any other message (a crafted button, one copied onto another ruleset's card) is ignored quietly:
 * the action never runs on data that is not its card's.
 */
import { actionFields, cardKind } from "./card-kinds";
import { isCardMessage } from "./card-type";

type Message = ChatMessage.Implementation;
type ChatAction = (message: Message, button: HTMLButtonElement) => Promise<void>;
/** Which messages an action may run on, when not the kinds that declare it (a part every kind may carry). */
type Accepts = (message: Message) => boolean;

const chatActions = new Map<string, { action: ChatAction; accepts: Accepts }>();

/** The kinds that declare an action in one of their parts. */
const declaredBy = (name: string): Accepts => (message) => {
  if (!isCardMessage(message)) return false;
  const kind = cardKind(message.system.kind);
  return !!kind && actionFields(kind, name) !== null;
};

/** Register a card button's action under its namespaced name; another action under a taken name throws. */
export function registerChatAction(name: string, action: ChatAction, accepts: Accepts = declaredBy(name)): void {
  const known = chatActions.get(name);
  if (known && known.action !== action) throw new Error(`Chat action "${name}" is registered twice`);
  chatActions.set(name, { action, accepts });
}

/** Run a registered card action (the chat hook's click handler, and the glue tests); nothing for a foreign card. */
export async function runChatAction(name: string, message: Message, button: HTMLButtonElement): Promise<void> {
  const entry = chatActions.get(name);
  if (entry?.accepts(message)) await entry.action(message, button);
}
