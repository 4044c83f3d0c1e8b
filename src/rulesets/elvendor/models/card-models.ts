import { cardModel } from "../../../core/decks/card-model";
import { CARD_SCHEMA_VERSION, ELVENDOR_CARD_SPECS } from "./card-specs";

export class MapCordCardModel extends cardModel(ELVENDOR_CARD_SPECS.elvendorMapCord, { type: "elvendorMapCord", ruleset: "elvendor", schemaVersion: CARD_SCHEMA_VERSION }) {}

export const ELVENDOR_CARD_MODELS = { elvendorMapCord: MapCordCardModel };
