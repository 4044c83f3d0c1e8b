/** One-line chat notices about an actor ("Mira is Stunned."), localized here so one template serves every ruleset. */
import { postCard } from "./chat-cards";
import { ref, type Ref } from "./refs";
import { SYSTEM_PATH } from "./templates";

export const NOTICE_TEMPLATE = "templates/core/notice.hbs";

/** The template's context; the text is inserted escaped. */
export function noticeContext(actor: Ref, text: string) {
  return { actor, text };
}

export function notify(actor: Actor.Implementation, key: string, data: Readonly<Record<string, string | number>> = {}) {
  const text = game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));
  return postCard(`${SYSTEM_PATH}/${NOTICE_TEMPLATE}`, noticeContext(ref(actor), text), { actor });
}
