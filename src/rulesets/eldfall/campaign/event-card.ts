/**
 * The Event card in chat (M95): the drawn card's text, its cancellation condition and one button per choice;
 * once resolved, what was chosen and the Secret Log code to read. Its data is a snapshot of the card as drawn,
 * so the message reads the same after the card is edited or deleted. Every change goes through the GM
 * (campaign/events.ts), so no field is a player's to write directly.
 */
import { boolField, choiceField, defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { SYSTEM_PATH } from "../../../core/templates";
import { EVENT_KINDS } from "../profile/rules/keys";
import { json } from "../../../core/payload";
import type { Ref } from "../../../core/refs";
import type { EventResolution, EventView } from "./rules/events";

export const EVENT_CARD_TEMPLATE = "templates/eldfall/event-card.hbs";
export const EVENT_CHOOSE_ACTION = "realms.eldfall.eventChoose";
export const EVENT_CANCEL_ACTION = "realms.eldfall.eventCancel";
export const EVENT_READ_ACTION = "realms.eldfall.eventSecretLog";
const L = "REALMS.Eldfall.Events";

export interface EventCardData {
  readonly deckId: string;
  readonly cardId: string;
  readonly event: EventView;
  /** The party actor whose Secret Log the code goes to: its owners may choose (through the GM). */
  readonly party: Ref;
  readonly resolved: Pick<EventResolution, "outcome" | "choice" | "code"> | null;
}

/** The template's context: plain text and localization keys only (the template escapes every value). */
export function eventCardContext(card: EventCardData) {
  const { event, resolved } = card;
  const open = resolved === null;
  const picked = resolved?.outcome === "choice" ? event.choices[resolved.choice ?? -1] ?? null : null;
  return {
    name: event.name, number: String(event.number), kind: `${L}.Kind.${event.kind}`, kindClass: event.kind,
    paragraphs: event.text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean),
    cancellation: event.cancellation, open, partyUuid: card.party.uuid ?? "", partyName: card.party.name,
    choices: event.choices.map((c) => ({
      index: String(c.index), label: c.label || `${L}.applyCard`, localizeLabel: !c.label, effect: c.effect, code: c.code, chosen: picked === c,
    })),
    cancelled: resolved?.outcome === "cancel", code: resolved?.code ?? "", returned: event.returnToDeck,
    actions: { choose: EVENT_CHOOSE_ACTION, cancel: EVENT_CANCEL_ACTION, read: EVENT_READ_ACTION },
  };
}

/** The Event family: a snapshot of the drawn card (texts at the Event item's limits) and how it was resolved. */
export const EVENT_FAMILY = defineCardFamily<EventCardData>({
  type: "eldfallEventDraw", version: 1,
  schema: (f) => ({
    deckId: textField(f, TEXT_LIMITS.name), cardId: textField(f, TEXT_LIMITS.name),
    event: new f.SchemaField({
      name: textField(f, TEXT_LIMITS.name), number: intField(f), kind: choiceField(f, EVENT_KINDS),
      text: textField(f, TEXT_LIMITS.text), cancellation: textField(f, TEXT_LIMITS.text),
      choices: new f.ArrayField(new f.SchemaField({
        index: intField(f, { min: 0 }), label: textField(f, TEXT_LIMITS.text), effect: textField(f, TEXT_LIMITS.text), code: textField(f, TEXT_LIMITS.text),
      }), { required: true, initial: [] }),
      returnToDeck: boolField(f),
    }),
    party: refField(f),
    resolved: new f.SchemaField({
      outcome: choiceField(f, ["choice", "cancel"]), choice: intField(f, { min: 0, nullable: true }), code: textField(f, TEXT_LIMITS.text, { nullable: true }),
    }, { required: true, nullable: true, initial: null }),
  }),
});

export const EVENT_CARD = EVENT_FAMILY.kind({
  id: "realms.eldfall.event",
  parts: [{
    template: `${SYSTEM_PATH}/${EVENT_CARD_TEMPLATE}`, context: eventCardContext,
    // The GM writes `resolved`; a player's click asks the GM (campaign/events.ts gmResolveEvent), never writes it.
    actions: {
      [EVENT_CHOOSE_ACTION]: { fields: { resolved: { check: json(400), may: () => false } } },
      // These write nothing on the card: Cancel asks the GM like a choice, Read opens the Secret Log.
      [EVENT_CANCEL_ACTION]: { fields: {} },
      [EVENT_READ_ACTION]: { fields: {} },
    },
  }],
});
