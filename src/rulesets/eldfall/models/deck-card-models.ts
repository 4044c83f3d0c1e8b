import { cardModel } from "../../../core/decks/card-model";
import { SCHEMA_VERSION } from "./schema-version";
import { chaosSpec, eventSpec } from "./campaign-specs";

export class ChaosCardModel extends cardModel(chaosSpec, { type: "eldfallChaos", ruleset: "eldfall", schemaVersion: SCHEMA_VERSION }) {}
export class EventCardModel extends cardModel(eventSpec, { type: "eldfallEvent", ruleset: "eldfall", schemaVersion: SCHEMA_VERSION }) {}

export const ELDFALL_CARD_MODELS = { eldfallChaos: ChaosCardModel, eldfallEvent: EventCardModel };
