/**
 * The ChatMessage subtype every Realms card is: `type: "card"` (system.json documentTypes.ChatMessage), with
 * `message.system` holding the card's kind, its payload and the state of its parts. The payload's shape
 * belongs to the kind (./card-kinds.ts); the model keeps the envelope typed and versioned, so a card
 * written by one version of the system is read by the next through `migrateData`.
 */
import { CARD_SCHEMA_VERSION, CARD_TYPE } from "./card-type";

export { CARD_SCHEMA_VERSION, CARD_TYPE, isCardMessage, type CardSystem } from "./card-type";
import type { DamagePartData } from "./damage-view";

export type { DamagePartData, DamageRecord } from "./damage-view";

type Schema = foundry.data.fields.DataSchema;

export class RealmsCardModel extends foundry.abstract.TypeDataModel<Schema, foundry.abstract.Document.Any> {
  /** What the registration from metadata reads (see registerChatMessageModels). */
  static readonly metadata = { documentName: "ChatMessage", type: CARD_TYPE, schemaVersion: CARD_SCHEMA_VERSION } as const;

  declare schemaVersion: number;
  declare kind: string;
  declare data: Record<string, unknown>;
  declare damage: DamagePartData | null;

  static override defineSchema(): Schema {
    const f = foundry.data.fields;
    return {
      schemaVersion: new f.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: CARD_SCHEMA_VERSION }),
      kind: new f.StringField({ required: true, blank: false, initial: "realms.card" }),
      data: new f.ObjectField({ required: true }),
      damage: new f.ObjectField({ required: false, nullable: true, initial: null }),
    };
  }

  /** Version 0 had no envelope version; nothing else changed shape yet. Partial updates pass through untouched. */
  static override migrateData(source: Record<string, unknown>) {
    if ("kind" in source && source.schemaVersion === undefined) source.schemaVersion = CARD_SCHEMA_VERSION;
    return super.migrateData(source);
  }
}

/**
 * The ChatMessage models core registers. Registration from metadata (the registry helper's work) folds
 * this in: each class says its document name and type.
 */
export const CHAT_MESSAGE_MODELS = [RealmsCardModel] as const;

/** THE place ChatMessage data models are registered (init). */
export function registerChatMessageModels(): void {
  for (const model of CHAT_MESSAGE_MODELS) (CONFIG.ChatMessage.dataModels as Record<string, unknown>)[model.metadata.type] = model;
}

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    ChatMessage: { card: typeof RealmsCardModel };
  }
}
