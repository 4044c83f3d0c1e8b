/** One declaration of every ruleset's models, which is how `actor.system` gets its type per subtype. */
import type { ELVENDOR_ACTOR_MODELS, ELVENDOR_ITEM_MODELS } from "./elvendor/models/models";
import type { ELF_ACTOR_MODELS, ELF_ITEM_MODELS } from "./elf/models/models";
import type { AEDELORE_ACTOR_MODELS, AEDELORE_ITEM_MODELS } from "./aedelore/models/models";
import type { ELDFALL_ACTOR_MODELS, ELDFALL_ITEM_MODELS } from "./eldfall/models/models";
import type { TWOD6_ACTOR_MODELS, TWOD6_ITEM_MODELS } from "./twod6/models/models";
import type { CARD_MODELS } from "./card-models";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: typeof ELVENDOR_ACTOR_MODELS & typeof ELF_ACTOR_MODELS & typeof AEDELORE_ACTOR_MODELS & typeof ELDFALL_ACTOR_MODELS & typeof TWOD6_ACTOR_MODELS;
    Item: typeof ELVENDOR_ITEM_MODELS & typeof ELF_ITEM_MODELS & typeof AEDELORE_ITEM_MODELS & typeof ELDFALL_ITEM_MODELS & typeof TWOD6_ITEM_MODELS;
    Card: typeof CARD_MODELS;
  }
}
