/**
 * Roll subclasses whose chat card is a Realms template. The card payload travels in the roll's options,
 * so Foundry rebuilds the same card from the message after a reload (each class is in CONFIG.Dice.rolls).
 */
import { SYSTEM_PATH } from "./templates";
import { coreGmAction, missing, Refusal, runAsGM, userMayModify } from "./gm";
import { actorAt } from "./refs";
import { emit, emitBefore } from "./events";
import { id, object, record, type Check } from "./payload";

/** A card roll that a `realms.preRoll` handler cancelled: no dice were rolled and nothing is posted. */
export class RollCancelled extends Error {
  constructor(readonly roll: Roll) {
    super("Realms | roll cancelled by a realms.preRoll handler");
  }
}

export abstract class RealmsRoll<Card extends object = object> extends Roll {
  static override CHAT_TEMPLATE = `${SYSTEM_PATH}/templates/core/roll-dialog.hbs`;

  get card(): Card {
    return (this.options as { card?: Card }).card as Card;
  }

  /**
   * Every card roll passes here: `realms.preRoll` before the dice (a handler may change `roll.options.card`, or
   * return false to cancel: the promise rejects with RollCancelled), `realms.roll` once they landed.
   */
  override async evaluate(options?: Roll.Options): Promise<Roll.Evaluated<this>> {
    if (!emitBefore("preRoll", { roll: this, card: this.card })) throw new RollCancelled(this);
    const rolled = await super.evaluate(options);
    emit("roll", { roll: this, card: this.card });
    return rolled;
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
export const cardOf = <T>(message: ChatMessage.Implementation | undefined): T | undefined => (message?.rolls[0]?.options as { card?: T } | undefined)?.card;

/** A card field a player may have the GM change, and who may change it to what. */
export interface CardFieldRule {
  readonly check: Check<unknown>;
  readonly may: (user: User.Implementation, card: Record<string, unknown>, value: unknown) => boolean;
}
const cardFields = new Map<string, Readonly<Record<string, CardFieldRule>>>();

/**
 * The fields of a card (by its roll class) that the "updateCard" GM action may change for a player who
 * does not own the message. Every other field, outcome data above all, stays as the roll or the GM wrote it.
 */
export function registerCardFields(rollClass: { name: string }, fields: Readonly<Record<string, CardFieldRule>>): void {
  cardFields.set(rollClass.name, fields);
}

type Card = Record<string, unknown>;
const uuidAt = (card: Card, key: string) => (card[key] as { uuid?: string | null } | null | undefined)?.uuid;
/** Card field rules the rulesets share: who may, and values that only move one way. */
export const cardRules = {
  /** The user may change the actor the card's `key` ref points at. */
  ownerOf: (key: string) => (user: User.Implementation, card: Card) => userMayModify(user, actorAt(uuidAt(card, key))),
  /** A flag that only turns on (`done`, `applied`, `damageRolled`). */
  setOnce: (user: User.Implementation, _card: Card, value: unknown) => value === true,
  /** A field written once, while it is still empty. */
  whileEmpty: (key: string) => (_user: User.Implementation, card: Card) => card[key] === null || card[key] === undefined,
  all: (...rules: CardFieldRule["may"][]): CardFieldRule["may"] => (user, card, value) => rules.every((r) => r(user, card, value)),
};

async function writeCard(message: ChatMessage.Implementation, patch: Record<string, unknown>): Promise<void> {
  const roll = message.rolls[0];
  if (!roll) return;
  const options = roll.options as { card?: Record<string, unknown> };
  options.card = foundry.utils.mergeObject(options.card ?? {}, patch, { inplace: false });
  await message.update({ rolls: [JSON.stringify(roll.toJSON())] } as never);
}

/** Rewrite the card payload of a message's first roll (on the GM's client when the user does not own it). */
export async function updateCard(message: ChatMessage.Implementation, patch: Record<string, unknown>): Promise<void> {
  if (message.isOwner) return writeCard(message, patch);
  await runAsGM(gmUpdateCard, { messageId: message.id, patch });
}

export const gmUpdateCard = coreGmAction("updateCard", object({ messageId: id, patch: record(8_000) }), async ({ messageId, patch }, user) => {
  const message = game.messages.get(messageId);
  const roll = message?.rolls[0];
  const card = cardOf<Record<string, unknown>>(message as ChatMessage.Implementation);
  if (!message || !roll || !card) throw missing("card");
  if (!Object.keys(patch).length) throw new Refusal("REALMS.GmRequest.cardField", { field: "patch" });
  if (!user.isGM && message.author?.id !== user.id) {
    const rules = cardFields.get(roll.constructor.name) ?? {};
    for (const [field, value] of Object.entries(patch)) {
      const rule = Object.hasOwn(rules, field) ? rules[field] : undefined;
      let ok = !!rule;
      try {
        rule?.check(value, field);
      } catch {
        ok = false;
      }
      if (!ok) throw new Refusal("REALMS.GmRequest.cardField", { field });
      if (!rule!.may(user, card, value)) throw new Refusal("REALMS.GmRequest.notAllowed");
    }
  }
  await writeCard(message, patch);
});

import type { ChatAction } from "./ruleset";
const chatActions = new Map<string, ChatAction>();

/** Register a card button's action under its namespaced name; another action under a taken name throws. */
export function registerChatAction(name: string, action: ChatAction): void {
  const known = chatActions.get(name);
  if (known && known !== action) throw new Error(`Chat action "${name}" is registered twice`);
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
