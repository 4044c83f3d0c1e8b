/** The turn-start card's kind, and posting one. */
import { postCard, type PostOptions } from "../../../core/chat/cards";
import { defineCardKind } from "../../../core/chat/card-kinds";
import { chatTemplate as T } from "../config";
import { turnStartCardContext, type TurnStartCard } from "./cards";

export const TURN_START_CARD = defineCardKind<TurnStartCard>({ id: "realms.elvendor.turnStart", parts: [{ template: T("turn-start"), context: turnStartCardContext }] });

export const postTurnStart = (data: TurnStartCard, options: PostOptions = {}) => postCard(TURN_START_CARD.id, data, options);
