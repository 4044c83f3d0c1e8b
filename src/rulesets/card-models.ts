/**
 * REGISTRATION of Card subtypes — the one place, until the core registers model classes from ruleset
 * metadata (each class carries `static metadata = {documentName: "Card", type, ruleset, schemaVersion}`).
 * Registered for every ruleset, active or not, so any world's cards load.
 */
import { ELVENDOR_CARD_MODELS } from "./elvendor/data/card-models";
import { ELF_CARD_MODELS } from "./elf/data/card-models";

export const CARD_MODELS = { ...ELVENDOR_CARD_MODELS, ...ELF_CARD_MODELS };

export function registerCardModels(): void {
  Object.assign(CONFIG.Card.dataModels, CARD_MODELS);
}
