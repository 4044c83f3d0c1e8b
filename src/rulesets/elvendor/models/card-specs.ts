import { field } from "../../../core/schema/spec";
import { COLUMNS, ROWS } from "../weather/rules/mapcord";

/** Elvendor's Card subtypes (pure): the Map Cord card, its number and the sector printed in each cell, row by row. */
export const CARD_SCHEMA_VERSION = 1;
const SECTORS = COLUMNS * ROWS;

export const mapCordSpec = field.obj({
  schemaVersion: field.int(CARD_SCHEMA_VERSION, { min: 0, max: 999 }),
  number: field.int(1, { min: 1, max: SECTORS }),
  layout: field.arr(field.int(1, { min: 1, max: SECTORS }), [], { max: SECTORS }),
});

export const ELVENDOR_CARD_SPECS = { elvendorMapCord: mapCordSpec } as const;
