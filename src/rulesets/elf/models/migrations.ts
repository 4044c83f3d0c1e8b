import type { Migration } from "../../../core/ruleset";

/** Elf System schema migrations, oldest first. Version 1 is the first release. */
export const ELF_MIGRATIONS: readonly Migration[] = [];
