import type { Migration } from "../../../core/ruleset";

/** Aedelore schema migrations, oldest first. Version 1 is the first release. */
export const AEDELORE_MIGRATIONS: readonly Migration[] = [];
