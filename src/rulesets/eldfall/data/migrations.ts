import type { Migration } from "../../../core/ruleset";

/** Eldfall schema migrations, oldest first. Version 1 is the first release. */
export const ELDFALL_MIGRATIONS: readonly Migration[] = [];
