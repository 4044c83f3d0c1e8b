/**
 * The legacy card family: the ChatMessage subtype `card` (system.json documentTypes.ChatMessage), with
 * `message.system` holding the card's kind, its payload and the state of its parts, the payload untyped. Every
 * card was one before card families (./card-family.ts) typed their data; it stays so that those messages still
 * load, render and take their buttons (a stored message keeps its subtype: moving one to its family would rewrite
 * data its GM's seal vouches for), and it holds the kinds no family declares yet. New cards of a family's kind are
 * posted as the family's subtype, never as `card` (../chat/cards.ts).
 */
import { CARD_SCHEMA_VERSION, CARD_TYPE } from "./card-type";
import { familyTypeOf } from "./card-kinds";
import type { DamagePartData } from "./damage-view";

type Schema = foundry.data.fields.DataSchema;

export class RealmsCardModel extends foundry.abstract.TypeDataModel<Schema, foundry.abstract.Document.Any> {
  /** What the registration from metadata reads (../chat-models.ts). */
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

  /**
   * A new `card` message of a kind a family declares is not created (Foundry leaves it out of the creation): that
   * kind's cards are its family's, whose model checks their data, and a `card` one would slip past it. Stored ones
   * load as before; kinds in no family are still posted as `card`.
   */
  protected override async _preCreate(data: never, options: never, user: never): Promise<boolean | void> {
    if ((await super._preCreate(data, options, user)) === false) return false;
    return familyTypeOf(this.kind) === CARD_TYPE;
  }

  /** Version 0 had no envelope version; nothing else changed shape yet. Partial updates pass through untouched. */
  static override migrateData(source: Record<string, unknown>) {
    if ("kind" in source && source.schemaVersion === undefined) source.schemaVersion = CARD_SCHEMA_VERSION;
    return super.migrateData(source);
  }
}
declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    ChatMessage: { card: typeof RealmsCardModel };
  }
}
