import { SYSTEM_PATH } from "../../core/templates";

export const TWOD6_ID = "twod6";

/** A chat card template of the 2D6 System's. */
export const chatTemplate = (name: string) => `${SYSTEM_PATH}/templates/twod6/chat/${name}.hbs`;
