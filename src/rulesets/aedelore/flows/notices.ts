/** Aedelore notices: the core's non-roll cards with this ruleset's templates. */
import { postCard as post } from "../../../core/chat-cards";
import { SYSTEM_PATH } from "../../../core/templates";
import { noticeCardContext, type NoticeCard } from "../chat/cards";

export const aedTemplate = (name: string) => `${SYSTEM_PATH}/templates/aedelore/chat/${name}.hbs`;

export const notify = (actor: Actor.Implementation, key: string, data?: NoticeCard["data"]) =>
  post(aedTemplate("notice"), noticeCardContext({ actor: { name: actor.name ?? "", uuid: actor.uuid }, key, data }), { actor });
