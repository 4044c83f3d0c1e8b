import { cardModel } from "../../../core/decks/card-model";
import { CARD_SCHEMA_VERSION, duelCardSpec } from "./card-specs";

export class DuelCardModel extends cardModel(duelCardSpec, { type: "elfDuelCard", ruleset: "elf", schemaVersion: CARD_SCHEMA_VERSION }) {}

export const ELF_CARD_MODELS = { elfDuelCard: DuelCardModel };
