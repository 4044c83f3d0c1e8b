import type { ObjectSpec } from "../src/core/schema/spec";
import { ELVENDOR_ACTOR_SPECS, ELVENDOR_ITEM_SPECS } from "../src/rulesets/elvendor/models/specs";
import { ELF_ACTOR_SPECS, ELF_ITEM_SPECS } from "../src/rulesets/elf/models/specs";
import { AEDELORE_ACTOR_SPECS, AEDELORE_ITEM_SPECS } from "../src/rulesets/aedelore/models/specs";
import { ELDFALL_ACTOR_SPECS, ELDFALL_ITEM_SPECS } from "../src/rulesets/eldfall/models/specs";
import { TWOD6_ACTOR_SPECS, TWOD6_ITEM_SPECS } from "../src/rulesets/twod6/models/specs";
import { ELVENDOR_CARD_SPECS } from "../src/rulesets/elvendor/models/card-specs";
import { ELF_CARD_SPECS } from "../src/rulesets/elf/models/card-specs";
import { ELDFALL_CARD_SPECS } from "../src/rulesets/eldfall/models/campaign-specs";

/** Every ruleset's document specs by subtype, without Foundry (the models read the same maps): the pack build and tests validate against these. */
export const ACTOR_SPECS: Readonly<Record<string, ObjectSpec>> = { ...ELVENDOR_ACTOR_SPECS, ...ELF_ACTOR_SPECS, ...AEDELORE_ACTOR_SPECS, ...ELDFALL_ACTOR_SPECS, ...TWOD6_ACTOR_SPECS };
export const ITEM_SPECS: Readonly<Record<string, ObjectSpec>> = { ...ELVENDOR_ITEM_SPECS, ...ELF_ITEM_SPECS, ...AEDELORE_ITEM_SPECS, ...ELDFALL_ITEM_SPECS, ...TWOD6_ITEM_SPECS };
export const CARD_SPECS: Readonly<Record<string, ObjectSpec>> = { ...ELVENDOR_CARD_SPECS, ...ELF_CARD_SPECS, ...ELDFALL_CARD_SPECS };
