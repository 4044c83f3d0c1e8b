import { SYSTEM_PATH } from "../../core/templates";

export const TWOD6_ID = "twod6";

/** The 2D6 actor and item subtypes (each actor's model is a TwoD6ActorModel, each item's a TwoD6ItemModel). */
export const TWOD6_ACTOR_TYPES = ["twod6Character", "twod6Creature"] as const;
export const TWOD6_ITEM_TYPES = ["twod6Weapon", "twod6Armor", "twod6Provision", "twod6Charged", "twod6Trinket"] as const;

/** A chat card template of the 2D6 System's. */
export const chatTemplate = (name: string) => `${SYSTEM_PATH}/templates/twod6/chat/${name}.hbs`;
