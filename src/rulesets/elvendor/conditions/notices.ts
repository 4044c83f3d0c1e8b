/** Elvendor notices: cards without dice, drawn from their data by the kinds in chat/kinds.ts. */
import { postCard as post, type PostOptions } from "../../../core/chat/cards";
import type { ConditionNoticeCard, TurnStartCard } from "../combat/cards";
import { CONDITION_NOTICE_CARD, TURN_START_CARD } from "../combat/card-kinds";

interface Notices { "condition-notice": ConditionNoticeCard; "turn-start": TurnStartCard }
const KINDS: Record<keyof Notices, string> = { "condition-notice": CONDITION_NOTICE_CARD.id, "turn-start": TURN_START_CARD.id };

export const postCard = <N extends keyof Notices>(name: N, data: Notices[N], options: PostOptions = {}) => post(KINDS[name], data, options);
