/**
 * Cards are drawn from their data each time a message is shown (never HTML baked at post time), by the ChatMessage
 * document's `renderHTML` (./message.ts), before the chat log inserts it: the message's content area becomes the
 * card's parts, then its buttons are wired. Templates escape every value (`{{ }}`), so names and typed text stay text.
 */
import { isCardMessage } from "./card-type";
import { cardKind } from "./card-kinds";
import { legacyCard } from "./cards";
import { DAMAGE_PART_TEMPLATE, damageOpen, damagePartContext } from "./apply-damage";
import { runChatAction } from "./actions";

type Message = ChatMessage.Implementation;
const render = (template: string, context: object) => foundry.applications.handlebars.renderTemplate(template, context as Record<string, unknown>);

/** The HTML of a card message's parts, or null when the message is not a card of a known kind. */
export async function renderCard(message: Message): Promise<string | null> {
  if (!isCardMessage(message)) return null;
  const kind = cardKind(message.system.kind);
  if (!kind) return null;
  const html = await Promise.all(kind.parts.map((part) => render(part.template, part.context(message.system.data as never, message))));
  if (message.system.damage && damageOpen(message)) html.push(await render(DAMAGE_PART_TEMPLATE, damagePartContext(message)));
  return html.join("");
}

/** Draw a rendered message's card and wire its controls. */
export async function decorateMessage(message: Message, html: HTMLElement): Promise<void> {
  const visible = (message as { isContentVisible?: boolean }).isContentVisible !== false;
  if (isCardMessage(message) && visible) {
    const content = html.querySelector<HTMLElement>(".message-content");
    const card = await renderCard(message);
    if (content && card !== null) content.innerHTML = card;
  }
  // Old messages show as they did; their buttons would have to rewrite the roll, so they are history now.
  if (legacyCard(message)) for (const el of html.querySelectorAll<HTMLElement>("[data-realms-action]")) el.remove();
  // Controls only some users may use: hidden for the rest (the actions re-check permissions anyway).
  for (const el of html.querySelectorAll<HTMLElement>("[data-realms-gm]")) if (!game.user.isGM) el.remove();
  for (const el of html.querySelectorAll<HTMLElement>("[data-realms-owner]")) {
    const uuid = el.dataset.realmsOwner;
    const actor = uuid ? (fromUuidSync<Actor.Implementation>(uuid) as Actor.Implementation | null) : null;
    if (!game.user.isGM && !actor?.isOwner) el.remove();
  }
  for (const button of html.querySelectorAll<HTMLButtonElement>("[data-realms-action]")) {
    button.addEventListener("click", async (event) => {
      event.preventDefault();
      button.disabled = true;
      try {
        await runChatAction(button.dataset.realmsAction ?? "", message, button);
      } finally {
        button.disabled = false;
      }
    });
  }
}
