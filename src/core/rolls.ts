/**
 * Roll subclasses whose chat card is a Realms template. The card payload travels in the roll's options,
 * so Foundry rebuilds the same card from the message after a reload (each class is in CONFIG.Dice.rolls).
 */
import { SYSTEM_PATH } from "./templates";
import { runAsGM, registerGmAction } from "./gm";

export abstract class RealmsRoll<Card extends object = object> extends Roll {
  static override CHAT_TEMPLATE = `${SYSTEM_PATH}/templates/core/roll-dialog.hbs`;

  get card(): Card {
    return (this.options as { card?: Card }).card as Card;
  }

  /** What the card template renders; subclasses shape their payload for display. */
  abstract cardContext(): object;

  override async render(options: { template?: string; isPrivate?: boolean } = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate();
    const template = options.template ?? (this.constructor as typeof RealmsRoll).CHAT_TEMPLATE;
    if (options.isPrivate) return `<div class="realms-card private">${game.i18n.localize("REALMS.Chat.private")}</div>`;
    return foundry.applications.handlebars.renderTemplate(template, this.cardContext() as Record<string, unknown>);
  }
}

/** The card payload of a message's first roll. */
export const cardOf = <T>(message: ChatMessage.Implementation): T | undefined => (message.rolls[0]?.options as { card?: T } | undefined)?.card;

/** Rewrite the card payload of a message's first roll (on the GM's client when the user does not own it). */
export async function updateCard(message: ChatMessage.Implementation, patch: Record<string, unknown>): Promise<void> {
  if (message.isOwner) {
    const roll = message.rolls[0];
    if (!roll) return;
    const options = roll.options as { card?: Record<string, unknown> };
    options.card = foundry.utils.mergeObject(options.card ?? {}, patch, { inplace: false });
    await message.update({ rolls: [JSON.stringify(roll.toJSON())] } as never);
    return;
  }
  await runAsGM("updateCard", { messageId: message.id, patch });
}

registerGmAction("updateCard", async (data) => {
  const message = game.messages.get(String(data.messageId));
  if (message) await updateCard(message, data.patch as Record<string, unknown>);
});

type ChatAction = (message: ChatMessage.Implementation, button: HTMLButtonElement) => Promise<void>;
const chatActions = new Map<string, ChatAction>();

export function registerChatAction(name: string, action: ChatAction): void {
  chatActions.set(name, action);
}

/** Run a registered card action (the chat hook's click handler, and the glue tests). */
export async function runChatAction(name: string, message: ChatMessage.Implementation, button: HTMLButtonElement): Promise<void> {
  await chatActions.get(name)?.(message, button);
}

/** Wire `[data-realms-action]` buttons in rendered chat cards; each action checks permissions itself. */
export function registerChatHooks(): void {
  Hooks.on("renderChatMessageHTML", (message: ChatMessage.Implementation, html: HTMLElement) => {
    // Controls only some users may use: hidden for the rest (the actions re-check permissions anyway).
    for (const el of html.querySelectorAll<HTMLElement>("[data-realms-gm]")) if (!game.user.isGM) el.remove();
    for (const el of html.querySelectorAll<HTMLElement>("[data-realms-owner]")) {
      const uuid = el.dataset.realmsOwner;
      const actor = uuid ? (fromUuidSync(uuid as never) as Actor.Implementation | null) : null;
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
  });
}
