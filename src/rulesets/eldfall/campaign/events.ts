/**
 * The Journey's Event cards (M93, M95) on the GM's client: at an Event dot the GM draws the top card of the Event
 * deck (found by its flag, ./decks.ts); it lands face up on the Event discard pile (core `drawCards`: drawn,
 * resolved, discarded) and is posted as an Event card. The party picks a choice or pays the cancellation; the GM's
 * client records the Secret Log code on the party actor and advances the Moon Dial (both through the campaign's
 * own steps, party/records.ts and campaign/moon-dial.ts), and puts the card back into the deck when it says it stays in play. Whoever clicked then sees the
 * Secret Log page named by the code, when the world has one. Each GM step is a function that returns what it did.
 */
import { drawCards, shuffleDeck } from "../../../core/decks/operations";
import { deckState, discardPileOf, stackAt } from "../../../core/decks/stacks";
import type { Random } from "../../../core/rules/deck";
import { cardOf, postCard, updateCard } from "../../../core/chat/cards";
import { isCardMessage } from "../../../core/chat/card-type";
import type { ChatAction } from "../../../core/ruleset";
import { gmAction, missing, Refusal, runAsGM, userMayModify } from "../../../core/gm";
import { id, int, object, oneOf } from "../../../core/payload";
import { actorAt, ref } from "../../../core/refs";
import type { EventSystem } from "../models/campaign-specs";
import { EVENT_CARD, EVENT_CHOOSE_ACTION, type EventCardData } from "./event-card";
import { EventRuleError, eventView, resolveEvent, type EventOutcome, type EventResolution } from "./rules/events";
import { normalizeCode } from "../party/rules/secret-log";
import type { MoonDial } from "../party/rules/moon-dial";
import { currentParty, partyData } from "../party/state";
import { eldfallDeck } from "../chaos/decks";
import { advanceMoon } from "./moon-dial";
import { recordSecretLog } from "../party/records";

const L = "REALMS.Eldfall.Events";
type Message = ChatMessage.Implementation;

/** The campaign's dial: +1 period for the Event (it honours `moon.running` and announces the calamity). */
async function advancePartyDial(party: Actor.Implementation | null): Promise<MoonDial | null> {
  const move = party ? await advanceMoon("event", party) : undefined;
  return move && !move.notRunning ? { day: move.view.day, period: move.view.period } : null;
}

export type DrawEventResult =
  | { readonly drawn: true; readonly message: Message | null; readonly cardId: string; readonly card: EventCardData }
  | { readonly drawn: false; readonly reason: "gmOnly" | "noDeck" | "noDiscard" | "empty" };

/** An Event card's data; a plain card someone put in the Event deck reads as an Event with only its name. */
function eventSystemOf(card: { type: string; system: unknown; value?: number | null }): EventSystem {
  if (card.type === "eldfallEvent") return card.system as EventSystem;
  return { schemaVersion: 1, number: Math.max(1, card.value ?? 1), kind: "story", text: "", cancellation: "", choices: [], returnToDeck: false };
}

/** GM step: draw the top Event card and post it. */
export async function drawEvent(options: { random?: Random } = {}): Promise<DrawEventResult> {
  const fail = (reason: Exclude<DrawEventResult, { drawn: true }>["reason"], format: Record<string, string> = {}): DrawEventResult => {
    ui.notifications?.warn(`${L}.Notice.${reason}`, { localize: true, format });
    return { drawn: false, reason };
  };
  if (!game.user.isGM) return fail("gmOnly");
  const found = await eldfallDeck("event");
  if (!found) return fail("noDeck");
  if (!found.discard) return fail("noDiscard", { deck: found.deck.name ?? "" });
  if (!deckState(found.deck).draw.length) return fail("empty", { deck: found.deck.name ?? "" });
  const [card] = await drawCards(found.deck, 1, { to: found.discard, face: 0, random: options.random });
  if (!card) return fail("empty", { deck: found.deck.name ?? "" });
  const data: EventCardData = {
    deckId: found.deck.id ?? "", cardId: card.id ?? "", event: eventView(card.name ?? "", eventSystemOf(card)),
    party: ref(currentParty()), resolved: null,
  };
  const message = (await postCard(EVENT_CARD.id, data)) ?? null;
  return { drawn: true, message, cardId: data.cardId, card: data };
}

export interface ResolvedEvent extends EventResolution {
  readonly dial: MoonDial | null;
}

/**
 * GM step: resolve a posted Event card as `user` asks (a GM, or an owner of the party actor). Refuses a card
 * that is not a GM's Event card or is already resolved, and an outcome the card does not offer.
 */
export async function resolveEventMessage(message: Message | undefined, outcome: EventOutcome, user: User.Implementation): Promise<ResolvedEvent> {
  if (!message || !isCardMessage(message) || message.system.kind !== EVENT_CARD.id) throw missing("card");
  // A player may post a card of any kind; only one a GM posted (the draw) decides what is recorded.
  if (!message.author?.isGM) throw new Refusal(`${L}.notDrawn`);
  const card = cardOf<EventCardData>(message)!;
  if (card.resolved) throw new Refusal(`${L}.alreadyResolved`);
  const party = actorAt(card.party.uuid) ?? (card.party.uuid ? null : currentParty());
  if (!user.isGM && !userMayModify(user, party)) throw new Refusal(`${L}.notParty`);
  let resolution: EventResolution;
  try {
    resolution = resolveEvent(card.event, outcome, party ? partyData(party).secretLog : []);
  } catch (error) {
    if (error instanceof EventRuleError) throw new Refusal(error.key);
    throw error;
  }
  // The card is closed first, so a second click (another tab, another player) finds it resolved.
  await updateCard(message, EVENT_CHOOSE_ACTION, { resolved: { outcome: resolution.outcome, choice: resolution.choice, code: resolution.code } });
  if (party && resolution.code) await recordSecretLog(resolution.code, party);
  const dial = await advancePartyDial(party);
  if (resolution.card === "return") await returnToDeck(card);
  return { ...resolution, dial };
}

/** A card that stays in play goes from the discard pile back into the Event deck, which is shuffled. */
async function returnToDeck(card: EventCardData): Promise<void> {
  const deck = stackAt(card.deckId);
  const pile = deck ? discardPileOf(deck) : null;
  if (!deck || !pile?.cards.get(card.cardId)) return;
  await pile.pass(deck, [card.cardId], { action: "pass", chatNotification: false });
  await shuffleDeck(deck);
}

export const gmResolveEvent = gmAction("eldfall", "eventResolve",
  object({ messageId: id, outcome: oneOf(["choice", "cancel"] as const), choice: int(0, 7) }),
  async ({ messageId, outcome, choice }, user) => {
    const result = await resolveEventMessage(game.messages.get(messageId) as Message | undefined, outcome === "cancel" ? { kind: "cancel" } : { kind: "choice", index: choice }, user);
    return { code: result.code, outcome: result.outcome };
  });

/** The Secret Log page named by a code (any journal of the world this user may see), or null. */
export function secretLogPage(code: string): JournalEntryPage.Implementation | null {
  const wanted = normalizeCode(code);
  for (const journal of game.journal ?? []) {
    for (const page of journal.pages) {
      if (normalizeCode(page.name ?? "") === wanted && page.testUserPermission(game.user, "OBSERVER")) return page;
    }
  }
  return null;
}

/** Show the Secret Log entry: the journal opened at the code's page; true when the world has one this user may read. */
export async function openSecretLog(code: string | null | undefined): Promise<boolean> {
  const page = code ? secretLogPage(code) : null;
  if (!page?.parent) return false;
  // v13's JournalEntrySheet opens at a page with the `pageId` render option (what a content link to a page does).
  await (page.parent.sheet as unknown as { render(options: object): Promise<unknown> }).render({ force: true, pageId: page.id });
  return true;
}

async function ask(message: Message, outcome: "choice" | "cancel", choice: number): Promise<void> {
  const answer = (await runAsGM(gmResolveEvent, { messageId: message.id ?? "", outcome, choice })) as { code: string | null } | undefined;
  if (answer?.code) await openSecretLog(answer.code);
}

/** This part's card buttons, by short name (the core registers them as `realms.eldfall.<name>`). */
export const EVENT_CHAT_ACTIONS: Readonly<Record<string, ChatAction>> = {
  eventChoose: (message, button) => ask(message, "choice", Number(button.dataset.choice ?? "-1")),
  eventCancel: (message) => ask(message, "cancel", 0),
  eventSecretLog: async (message) => {
    const code = cardOf<EventCardData>(message)?.resolved?.code;
    if (!(await openSecretLog(code))) ui.notifications?.info(`${L}.Notice.noPage`, { localize: true, format: { code: code ?? "" } });
  },
};
export const EVENT_GM_ACTIONS = [gmResolveEvent];
export const EVENT_API = { drawEvent, openSecretLog };
