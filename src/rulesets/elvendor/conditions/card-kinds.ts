/** The condition notice card's family and kind, and posting one. */
import { postCard, type PostOptions } from "../../../core/chat/cards";
import { choiceField, defineCardFamily, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { chatTemplate as T } from "../config";
import { conditionNoticeContext, type ConditionNoticeCard } from "./cards";

/** The condition notice family: every field of ConditionNoticeCard. */
export const CONDITION_NOTICE_FAMILY = defineCardFamily<ConditionNoticeCard>({
  type: "elvendorConditionNotice", version: 1,
  schema: (f) => ({
    actor: refField(f), conditionId: textField(f, TEXT_LIMITS.name),
    outcome: choiceField(f, ["applied", "refreshed", "stacked", "escalated", "ignored", "expired", "ended"]),
    reason: textField(f, TEXT_LIMITS.name, { optional: true }), blockedBy: textField(f, TEXT_LIMITS.name, { optional: true }),
  }),
});

export const CONDITION_NOTICE_CARD = CONDITION_NOTICE_FAMILY.kind({ id: "realms.elvendor.conditionNotice", parts: [{ template: T("condition-notice"), context: conditionNoticeContext }] });

export const postConditionNotice = (data: ConditionNoticeCard, options: PostOptions = {}) => postCard(CONDITION_NOTICE_CARD.id, data, options);
