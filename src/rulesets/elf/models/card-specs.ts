import { field } from "../../../core/schema/spec";
import { CARD_SCHEMA_VERSION, SIDES, STANCES } from "../combat/rules/duel-cards";

/** Elf System's Card subtypes (pure): a duel card belongs to one side and shows one stance. */
export { CARD_SCHEMA_VERSION };

export const duelCardSpec = field.obj({
  schemaVersion: field.int(CARD_SCHEMA_VERSION, { min: 0, max: 999 }),
  side: field.choice(SIDES, "pc"),
  stance: field.choice(STANCES, "attack"),
});

export const ELF_CARD_SPECS = { elfDuelCard: duelCardSpec } as const;
