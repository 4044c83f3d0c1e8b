/** Elf System notices: the core's non-roll cards with this ruleset's templates. */
import { postCard as post } from "../../../core/chat-cards";
import { SYSTEM_PATH } from "../../../core/templates";
import { noticeCardContext, type NoticeCard } from "../chat/cards";

export const elfTemplate = (name: string) => `${SYSTEM_PATH}/templates/elf/chat/${name}.hbs`;

export const postElfCard = (template: string, context: object, options: Parameters<typeof post>[2] = {}) => post(elfTemplate(template), context, options);

export const notify = (actor: Actor.Implementation, key: string, data?: NoticeCard["data"]) =>
  postElfCard("notice", noticeCardContext({ actor: { name: actor.name ?? "", uuid: actor.uuid }, key, data }), { actor });
