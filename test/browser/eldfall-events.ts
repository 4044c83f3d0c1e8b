/**
 * Gallery entries of the Eldfall Event card (npm run test:browser renders them to test-output/screenshots/): a drawn
 * Event with its cancellation and two choices, and the same card resolved (code recorded, card discarded).
 * Synthetic text, not box content; with `hostileName` every user-typed field carries the markup, which must stay text.
 */
import { eventCardContext, EVENT_CARD_TEMPLATE, type EventCardData } from "../../src/rulesets/eldfall/campaign/event-card";
import { eventView } from "../../src/rulesets/eldfall/campaign/rules/events";

export function eldfallEventsGalleryEntries(hostileName?: string) {
  const typed = (s: string) => hostileName ?? s;
  const view = eventView(typed("Test Event 07"), {
    schemaVersion: 1, number: 7, kind: "ritual", returnToDeck: false,
    text: typed("Synthetic test text: the party reaches an Event dot.\n\nA second paragraph of test text."),
    cancellation: typed("Test cost: discard 1 Synergy Point"),
    choices: [
      { label: typed("Test choice A"), code: "", effect: typed("Test effect A") },
      { label: typed("Test choice B"), code: "", effect: "" },
    ],
  });
  const card = (resolved: EventCardData["resolved"]): EventCardData => ({ deckId: "d", cardId: "c", event: view, party: { name: typed("Test Party"), uuid: "Actor.party" }, resolved });
  return [
    { id: "eld-chat-event", title: "Eldfall chat: an Event card drawn at an Event dot", kind: "chat" as const, boxContent: true as const, template: EVENT_CARD_TEMPLATE, context: eventCardContext(card(null)) },
    { id: "eld-chat-event-resolved", title: "Eldfall chat: the Event resolved, its Secret Log code recorded", kind: "chat" as const, boxContent: true as const, template: EVENT_CARD_TEMPLATE,
      context: eventCardContext(card({ outcome: "choice", choice: 1, code: "E7-2" })) },
  ];
}
