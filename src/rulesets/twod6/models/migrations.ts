import type { Migration } from "../../../core/ruleset";

/** 2D6 schema migrations, oldest first. Version 1 is the first release. */
export const TWOD6_MIGRATIONS: readonly Migration[] = [];
