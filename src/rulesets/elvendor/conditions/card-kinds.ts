/** The condition notice card's kind, and posting one. */
import { postCard, type PostOptions } from "../../../core/chat/cards";
import { defineCardKind } from "../../../core/chat/card-kinds";
import { chatTemplate as T } from "../config";
import { conditionNoticeContext, type ConditionNoticeCard } from "./cards";

export const CONDITION_NOTICE_CARD = defineCardKind<ConditionNoticeCard>({ id: "realms.elvendor.conditionNotice", parts: [{ template: T("condition-notice"), context: conditionNoticeContext }] });

export const postConditionNotice = (data: ConditionNoticeCard, options: PostOptions = {}) => postCard(CONDITION_NOTICE_CARD.id, data, options);
