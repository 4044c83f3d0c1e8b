import { cardModel } from "../../../core/decks/card-model";
import { CARD_SCHEMA_VERSION, mapCordSpec } from "./card-specs";

export class MapCordCardModel extends cardModel(mapCordSpec, { type: "elvendorMapCord", ruleset: "elvendor", schemaVersion: CARD_SCHEMA_VERSION }) {}

export const ELVENDOR_CARD_MODELS = { elvendorMapCord: MapCordCardModel };
