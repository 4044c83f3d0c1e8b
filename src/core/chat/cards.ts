/**
 * Reading, posting and changing cards. A card's data is `message.system.data`; a button changes it with
 * `updateCard(message, action, patch)`: directly when this user owns the message, else through the GM,
 * who lets a player write only the fields that action owns (./card-kinds.ts), each checked and allowed.
 * Rolls ride along in `message.rolls` untouched: nothing here writes `rolls`.
 * Messages from before (payload in the first roll's options, or in `flags.realms.<flag>`) are still read.
 */
import { Refusal, missing, coreGmAction, reportingRefusals, runAsGM, userMayModify } from "../gm";
import { actorAt, isStoredActor } from "../refs";
import { id, object, record, string } from "../payload";
import { realmsFlag } from "../flags";
import { isCardMessage, type CardSystem } from "./card-type";
import type { DamagePartData } from "./damage-view";
import { actionFields, cardKind, cardKinds, familyTypeOf, familyVersionOf, type CardFieldRule, type CardKind } from "./card-kinds";
import { sealCard } from "../card-seals";

type Card = Record<string, unknown>;
type Message = ChatMessage.Implementation;

/** A message written before cards were ChatMessage data: the kind its payload belongs to, and the payload. */
export function legacyCard(message: Message | null | undefined): { kind: CardKind<unknown>; data: Card } | null {
  if (!message) return null;
  // The roll is read before the card test: under v14's typings its false branch narrows the message to `never`.
  const roll = message.rolls?.[0];
  if (isCardMessage(message)) return null;
  const inRoll = (roll?.options as { card?: Card } | undefined)?.card;
  for (const kind of cardKinds()) {
    if (inRoll && roll && kind.legacy?.rollClass === roll.constructor.name) return { kind, data: inRoll };
    const flag = kind.legacy?.flag ? realmsFlag<Card>(message, kind.legacy.flag) : undefined;
    if (flag) return { kind, data: flag };
  }
  return null;
}

/** The card data of a message (new or old format). */
export function cardOf<T>(message: Message | null | undefined): T | undefined {
  if (isCardMessage(message)) return message.system.data as T;
  return legacyCard(message)?.data as T | undefined;
}

/** The card data of a message when it is a card of `kind` (new format), else null: a button on another kind's card finds none. */
export function cardOfKind<D>(message: Message | null | undefined, kind: CardKind<D>): D | null {
  return isCardMessage(message) && message.system.kind === kind.id ? cardOf<D>(message) ?? null : null;
}

export interface PostOptions {
  readonly actor?: Actor.Implementation | null;
  readonly gmOnly?: boolean;
  /** An apply-damage part (./apply-damage.ts `damagePart`). */
  readonly damage?: DamagePartData | null;
  /** `postCard` only: evaluated rolls the card carries (several, e.g. d20s rolled one by one as a resolution asks for them). */
  readonly rolls?: readonly Roll[];
}

/** The card's speaker: its actor when that is saved (an unsaved one cannot be spoken for), else the user's token or name. */
const speakerOf = (actor: Actor.Implementation | null | undefined) => ChatMessage.getSpeaker(actor && isStoredActor(actor) ? { actor } : {});

const systemOf = (kind: string, data: object, damage: DamagePartData | null | undefined): CardSystem<object> =>
  ({ schemaVersion: familyVersionOf(kind), kind, data, damage: damage ?? null });

/** A new card's subtype and system data: the kind's family (its model checks the data), else the legacy `card`. */
const cardSource = (kind: string, data: object, damage: DamagePartData | null | undefined) => ({ type: familyTypeOf(kind), system: systemOf(kind, data, damage) });

/** Post a card that carries a roll: Roll#toMessage keeps the roll mode, the dice sound and Dice So Nice. */
export async function postRollCard<D extends object>(roll: Roll, kind: string, data: D, options: PostOptions = {}): Promise<Message | undefined> {
  const message = await roll.toMessage({
    // A family's subtype name is registered at run time, so it is not in fvtt-types' ChatMessage subtype list.
    ...cardSource(kind, data, options.damage), speaker: speakerOf(options.actor),
  } as never);
  return sealed(message as Message | undefined, options);
}

/** A card with an apply-damage part is sealed at once: its packet and targets decide what a player's Apply does. */
async function sealed(message: Message | undefined, options: PostOptions): Promise<Message | undefined> {
  if (message && options.damage) await sealCard(message);
  return message;
}

/** Post a card without dice (notices, proposals, turn starts): rendered from its data each time it is shown. */
export async function postCard<D extends object>(kind: string, data: D, options: PostOptions = {}): Promise<Message | undefined> {
  const message: Record<string, unknown> = {
    ...cardSource(kind, data, options.damage), speaker: speakerOf(options.actor),
  };
  if (options.gmOnly) message.whisper = ChatMessage.getWhisperRecipients("GM").map((u) => u.id);
  if (options.rolls?.length) message.rolls = [...options.rolls];
  return sealed((await ChatMessage.create(message)) as Message | undefined, options);
}

/**
 * Write data fields of a card this client may update (the author or a GM). Only `system.data.<field>` keys. A value
 * the card's family model refuses (a family types its data, ./card-family.ts) is a localized refusal naming the
 * fields, and nothing is written.
 */
async function writeCard(message: Message, patch: Card): Promise<void> {
  try {
    await message.update(Object.fromEntries(Object.entries(patch).map(([k, v]) => [`system.data.${k}`, v])));
  } catch (error) {
    if (error instanceof foundry.data.validation.DataModelValidationError) throw new Refusal("REALMS.GmRequest.cardField", { field: Object.keys(patch).join(", ") });
    throw error;
  }
}

/**
 * Refuse a patch key the action does not declare, whoever writes (the GM and the card's author too): the declared
 * fields are the card's schema, and anything else is a bug or a forgery (`toString` would shadow a method).
 */
function requireDeclared(rules: Readonly<Record<string, CardFieldRule>>, patch: Card): void {
  const field = Object.keys(patch).find((key) => !Object.hasOwn(rules, key));
  if (field !== undefined) throw new Refusal("REALMS.GmRequest.cardField", { field });
}

/**
 * Change a card's data as `action` (a chat action of its kind): here when this user owns the message, else through
 * the GM. A refusal shows as a localized notice either way, and nothing is written.
 */
export async function updateCard(message: Message, action: string, patch: Card): Promise<void> {
  if (!isCardMessage(message)) throw new Refusal("REALMS.Chat.legacyCard");
  const kind = cardKind(message.system.kind);
  const rules = kind && actionFields(kind, action);
  if (!rules) throw new Error(`Realms: ${action} is not an action of the card kind ${message.system.kind}`);
  if (!message.isOwner) return void (await runAsGM(gmUpdateCard, { messageId: message.id, action, patch }));
  await reportingRefusals(async () => {
    requireDeclared(rules, patch);
    await writeCard(message, patch);
  });
}

export const gmUpdateCard = coreGmAction("updateCard", object({ messageId: id, action: string(80), patch: record(8_000) }), async ({ messageId, action, patch }, user) => {
  const message = game.messages.get(messageId) as Message | undefined;
  if (!message || !isCardMessage(message)) throw missing("card");
  const kind = cardKind(message.system.kind);
  if (!kind) throw missing("card");
  if (!Object.keys(patch).length) throw new Refusal("REALMS.GmRequest.cardField", { field: "patch" });
  // Every write names an action of the card's kind, the GM's own too: a misspelt one is a bug, not a wildcard.
  const rules = actionFields(kind, action);
  if (!rules) throw new Refusal("REALMS.GmRequest.cardField", { field: "action" });
  requireDeclared(rules, patch);
  if (!user.isGM && message.author?.id !== user.id) {
    const card = message.system.data;
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

const uuidAt = (card: Card, key: string) => (card[key] as { uuid?: string | null } | null | undefined)?.uuid;
/** Field rules the rulesets share: who may, and values that only move one way. */
export const cardRules = {
  /** The user may change the actor the card's `key` ref points at. */
  ownerOf: (key: string): CardFieldRule["may"] => (user, card) => userMayModify(user, actorAt(uuidAt(card, key))),
  /** A flag that only turns on (`done`, `applied`, `damageRolled`). */
  setOnce: ((_user, _card, value) => value === true) as CardFieldRule["may"],
  /** A field written once, while it is still empty. */
  whileEmpty: (key: string): CardFieldRule["may"] => (_user, card) => card[key] === null || card[key] === undefined,
  all: (...rules: CardFieldRule["may"][]): CardFieldRule["may"] => (user, card, value) => rules.every((r) => r(user, card, value)),
};
