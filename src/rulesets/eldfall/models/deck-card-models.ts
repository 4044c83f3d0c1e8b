import { cardModel } from "../../../core/decks/card-model";
import { SCHEMA_VERSION } from "./schema-version";
import { ELDFALL_CARD_SPECS as CARDS } from "./campaign-specs";

export class ChaosCardModel extends cardModel(CARDS.eldfallChaos, { type: "eldfallChaos", ruleset: "eldfall", schemaVersion: SCHEMA_VERSION }) {}
export class EventCardModel extends cardModel(CARDS.eldfallEvent, { type: "eldfallEvent", ruleset: "eldfall", schemaVersion: SCHEMA_VERSION }) {}

export const ELDFALL_CARD_MODELS = { eldfallChaos: ChaosCardModel, eldfallEvent: EventCardModel };
