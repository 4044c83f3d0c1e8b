import { cardModel } from "../../../core/decks/card-model";
import { CARD_SCHEMA_VERSION, ELF_CARD_SPECS } from "./card-specs";

export class DuelCardModel extends cardModel(ELF_CARD_SPECS.elfDuelCard, { type: "elfDuelCard", ruleset: "elf", schemaVersion: CARD_SCHEMA_VERSION }) {}

export const ELF_CARD_MODELS = { elfDuelCard: DuelCardModel };
