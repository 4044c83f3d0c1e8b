import type { Migration } from "../../../core/ruleset";

/** Elvendor schema migrations, oldest first. Version 1 is the first release: nothing to migrate yet. */
export const ELVENDOR_MIGRATIONS: readonly Migration[] = [];
