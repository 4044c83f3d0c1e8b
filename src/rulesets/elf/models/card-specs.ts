import { field } from "../../../core/schema/spec";
import type { Side, Stance } from "../combat/rules/structures";

/** Elf System's Card subtypes (pure): a duel card belongs to one side and shows one stance. */
export const CARD_SCHEMA_VERSION = 1;
export const SIDES: readonly Side[] = ["pc", "npc"];
export const STANCES: readonly Stance[] = ["attack", "defend"];

export const duelCardSpec = field.obj({
  schemaVersion: field.int(CARD_SCHEMA_VERSION, { min: 0, max: 999 }),
  side: field.choice(SIDES, "pc"),
  stance: field.choice(STANCES, "attack"),
});

export const ELF_CARD_SPECS = { elfDuelCard: duelCardSpec } as const;
