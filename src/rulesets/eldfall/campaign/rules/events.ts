/**
 * Event cards (M93, M95) as the Journey resolves them: the card's choices with their Secret Log codes, the
 * outcome the party picks (one choice, or the cancellation that bypasses the card), what it records on the
 * party and what becomes of the card. Pure: the flow (campaign/events.ts) reads the card and applies this.
 */
import type { EventSystem } from "../../models/campaign-specs";
import { MOON_ADVANCE } from "../../party/rules/moon-dial";
import { normalizeCode, recordCode } from "../../party/rules/secret-log";

/** Each Event advances the Moon Dial by one Time Period (M91), bypassed ones too (P2-events-2). */
export const EVENT_TIME_PERIODS: number = MOON_ADVANCE.event;

export interface EventChoiceView {
  readonly index: number;
  readonly label: string;
  readonly effect: string;
  /** The Secret Log entry to read after choosing (P2-events-1: the printed code, else E<number>-<choice>). */
  readonly code: string;
}

export interface EventView {
  readonly name: string;
  readonly number: number;
  readonly kind: EventSystem["kind"];
  readonly text: string;
  readonly cancellation: string;
  readonly choices: readonly EventChoiceView[];
  /** The card says it stays in play: it goes back into the Event deck instead of the discard pile (M95 "unless stated"). */
  readonly returnToDeck: boolean;
}

export type EventOutcome = { readonly kind: "choice"; readonly index: number } | { readonly kind: "cancel" };

export interface EventResolution {
  readonly outcome: EventOutcome["kind"];
  readonly choice: number | null;
  /** The Secret Log code recorded, or null (a bypassed card, a card without choices). */
  readonly code: string | null;
  readonly secretLog: readonly string[];
  readonly advance: number;
  readonly card: "discard" | "return";
}

/** A refused outcome: an i18n key under REALMS.Eldfall.Events. */
export class EventRuleError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/** The code the rules derive from the Event number and the chosen resolution (M95: "E10-1"). */
export const derivedCode = (number: number, index: number): string => `E${number}-${index + 1}`;

/**
 * What the card offers. A card printed without choices gets one, "apply the card", whose code is what the
 * GM entered or none (M95: "if none are provided, apply the instructions").
 */
export function eventView(name: string, system: EventSystem): EventView {
  const entered = system.choices.filter((c) => c.label.trim() || c.code.trim() || c.effect.trim());
  const choices = entered.length
    ? entered.map((c, index) => ({ index, label: c.label.trim(), effect: c.effect.trim(), code: normalizeCode(c.code) || derivedCode(system.number, index) }))
    : [{ index: 0, label: "", effect: "", code: "" }];
  return {
    name, number: system.number, kind: system.kind, text: system.text.trim(), cancellation: system.cancellation.trim(), choices,
    returnToDeck: system.returnToDeck,
  };
}

/** The outcome the party picked, checked against the card: a choice it offers, or a cancellation it prints. */
export function resolveEvent(view: EventView, outcome: EventOutcome, secretLog: readonly string[]): EventResolution {
  const card = view.returnToDeck ? "return" : "discard";
  if (outcome.kind === "cancel") {
    if (!view.cancellation) throw new EventRuleError("REALMS.Eldfall.Events.noCancellation");
    return { outcome: "cancel", choice: null, code: null, secretLog: [...secretLog], advance: EVENT_TIME_PERIODS, card };
  }
  const choice = view.choices[outcome.index];
  if (!Number.isInteger(outcome.index) || !choice) throw new EventRuleError("REALMS.Eldfall.Events.noSuchChoice");
  const code = choice.code || null;
  return { outcome: "choice", choice: choice.index, code, secretLog: recordCode(secretLog, code), advance: EVENT_TIME_PERIODS, card };
}
