/** The Eldfall documents' schema version (actors, items, cards): bump it and add a migration when a field changes meaning. */
export const SCHEMA_VERSION = 2;
