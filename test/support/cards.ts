/** Reading posted cards in tests as a client sees them: the card's data, and its HTML drawn from that data. */
import { settle } from "./foundry-double";
import { cardOf } from "../../src/core/chat/cards";
import { renderCard } from "../../src/core/chat/render";
import type { Obj } from "./double/base";

type Msg = Obj | { content?: unknown };

/** The card data of a message (system data, or an old message's roll options). */
export const cardData = <T = Obj>(message: unknown): T => cardOf<T>(message as ChatMessage.Implementation) as T;

/** What the chat log shows for a message: a card drawn from its data, else its content. */
export async function shown(message: Msg): Promise<string> {
  const card = await renderCard(message as ChatMessage.Implementation);
  return card ?? String((message as { content?: unknown }).content ?? "");
}

/** Every message of the log, drawn. */
export const shownAll = (messages: readonly Msg[]): Promise<string[]> => Promise.all(messages.map(shown));

/**
 * A click on a control of a posted card, as the current user's chat log shows it: the message is drawn by its own
 * `renderHTML` (the system's ChatMessage wires each button there), so a control this user is not shown is not there.
 */
export async function clickOnCard(message: unknown, selector: string): Promise<void> {
  const html = await (message as { renderHTML(): Promise<HTMLElement> }).renderHTML();
  const control = html.querySelector<HTMLButtonElement>(selector);
  if (!control) throw new Error(`The card shows no ${selector}`);
  control.click();
  for (let i = 0; i < 4; i++) await settle();
}
