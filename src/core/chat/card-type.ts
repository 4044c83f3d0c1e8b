/**
 * What a card message is, without the model class (which needs Foundry loaded): the subtype name, the
 * envelope's version and shape, and the test for it. Pure, so notices and fixtures can import it anywhere.
 */
import type { DamagePartData } from "./damage-view";

export const CARD_TYPE = "card";
export const CARD_SCHEMA_VERSION = 1;

export interface CardSystem<D = Record<string, unknown>> {
  schemaVersion: number;
  /** The card kind id, `realms.<ruleset>.<name>`. */
  kind: string;
  data: D;
  damage: DamagePartData | null;
}

/** Is this message a Realms card (a `card` subtype whose system is the model's data)? */
export function isCardMessage<M extends { type?: string; system?: unknown }>(message: M | null | undefined): message is M & { system: CardSystem } {
  const system = message?.system as Partial<CardSystem> | undefined;
  return message?.type === CARD_TYPE && typeof system?.kind === "string";
}

