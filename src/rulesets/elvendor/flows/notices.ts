/** Elvendor notices: the core's non-roll cards with this ruleset's templates. */
import { postCard as post, rewriteCard as rewrite } from "../../../core/chat-cards";
import { SYSTEM_PATH } from "../../../core/templates";

const path = (template: string) => `${SYSTEM_PATH}/templates/elvendor/chat/${template}.hbs`;

export const postCard = (template: string, context: object, options: Parameters<typeof post>[2] = {}) => post(path(template), context, options);

export const rewriteCard = (message: ChatMessage.Implementation, template: string, context: object, flags: Record<string, unknown>) =>
  rewrite(message, path(template), context, flags);
