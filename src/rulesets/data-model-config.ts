/** One declaration of every ruleset's models, which is how `actor.system` gets its type per subtype. */
import type { ELVENDOR_ACTOR_MODELS, ELVENDOR_ITEM_MODELS } from "./elvendor/data/models";
import type { ELF_ACTOR_MODELS, ELF_ITEM_MODELS } from "./elf/data/models";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: typeof ELVENDOR_ACTOR_MODELS & typeof ELF_ACTOR_MODELS;
    Item: typeof ELVENDOR_ITEM_MODELS & typeof ELF_ITEM_MODELS;
  }
}
