/**
 * What a card message is, without the model class (which needs Foundry loaded): the subtype name, the
 * envelope's version and shape, and the test for it. Pure, so notices and fixtures can import it anywhere.
 */
import type { DamagePartData } from "./damage-view";
import { LEGACY_CARD_TYPE, LEGACY_CARD_VERSION, isCardFamilyType } from "./card-kinds";

/** The legacy family's subtype: every card posted before families, and kinds in no family yet. */
export const CARD_TYPE = LEGACY_CARD_TYPE;
export const CARD_SCHEMA_VERSION = LEGACY_CARD_VERSION;

export interface CardSystem<D = Record<string, unknown>> {
  schemaVersion: number;
  /** The card kind id, `realms.<ruleset>.<name>`. */
  kind: string;
  data: D;
  damage: DamagePartData | null;
}

/** Is this message a Realms card (of a card family's subtype, the legacy `card` too, whose system is its model's data)? */
export function isCardMessage<M extends { type?: string; system?: unknown }>(message: M | null | undefined): message is M & { system: CardSystem } {
  const system = message?.system as Partial<CardSystem> | undefined;
  return isCardFamilyType(message?.type) && typeof system?.kind === "string";
}

