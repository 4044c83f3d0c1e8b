/** Elf System cards that are not rolls: the core's non-roll cards with this ruleset's templates. */
import { postCard as post } from "../../../core/chat-cards";
import { SYSTEM_PATH } from "../../../core/templates";

export const elfTemplate = (name: string) => `${SYSTEM_PATH}/templates/elf/chat/${name}.hbs`;

export const postElfCard = (template: string, context: object, options: Parameters<typeof post>[2] = {}) => post(elfTemplate(template), context, options);
