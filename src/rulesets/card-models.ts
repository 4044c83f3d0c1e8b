/**
 * Every ruleset's Card subtypes, for the types of `card.system` (data-model-config.ts) and the test double. The
 * core registers them from each ruleset's declared `models` (their `static metadata`), like every other model.
 */
import { ELVENDOR_CARD_MODELS } from "./elvendor/models/card-models";
import { ELF_CARD_MODELS } from "./elf/models/card-models";
import { ELDFALL_CARD_MODELS } from "./eldfall/models/deck-card-models";

export const CARD_MODELS = { ...ELVENDOR_CARD_MODELS, ...ELF_CARD_MODELS, ...ELDFALL_CARD_MODELS };
