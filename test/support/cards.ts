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
 * Press a button of a posted card as the current user's chat log shows it: the message drawn by its `renderHTML`
 * (the card, its controls wired; controls the user may not use are not there), the button clicked, and the click's
 * work waited for (the card's handler disables the button while its action runs). Rejects when the user sees no such button.
 */
export async function clickCardButton(message: unknown, selector: string): Promise<void> {
  const html = await (message as { renderHTML(): Promise<HTMLElement> }).renderHTML();
  const button = html.querySelector<HTMLButtonElement>(selector);
  if (!button) throw new Error(`The card shows this user no ${selector}`);
  button.click();
  for (let i = 0; i < 200 && (i < 3 || button.disabled); i++) await settle();
  if (button.disabled) throw new Error(`The card's ${selector} never finished`);
}
