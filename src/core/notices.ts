/** One-line chat notices about an actor ("Mira is Stunned."), localized here so one template serves every ruleset. */
import { postCard, type PostOptions } from "./chat/cards";
import { defineCardFamily, refField, textField } from "./chat/card-family";
import { ref, type Ref } from "./refs";
import { TEXT_LIMITS } from "./schema/spec";
import { SYSTEM_PATH } from "./templates";

export const NOTICE_TEMPLATE = "templates/core/notice.hbs";

/** The card data and the template's context; the text is inserted escaped. */
export function noticeContext(actor: Ref, text: string) {
  return { actor, text };
}

/** The notice family: who it is about, and the localized line (refused when not text, or longer than a form box holds). */
export const NOTICE_FAMILY = defineCardFamily<ReturnType<typeof noticeContext>>({
  type: "coreNotice", version: 1,
  schema: (f) => ({
    actor: refField(f),
    text: textField(f, TEXT_LIMITS.text),
  }),
});

export const NOTICE_CARD = NOTICE_FAMILY.kind({
  id: "realms.core.notice",
  parts: [{ template: `${SYSTEM_PATH}/${NOTICE_TEMPLATE}`, context: (data) => noticeContext(data.actor, data.text) }],
});

/** Post a notice whose text is already localized. */
export function postNotice(actor: Actor.Implementation, text: string, options: PostOptions = {}) {
  return postCard(NOTICE_CARD.id, noticeContext(ref(actor), text), { actor, ...options });
}

export function notify(actor: Actor.Implementation, key: string, data: Readonly<Record<string, string | number>> = {}) {
  const text = game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));
  return postNotice(actor, text);
}
