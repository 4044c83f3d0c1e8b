/** The check card's kind: its template and context (core/chat/card-kinds.ts). */
import { defineCardKind } from "../../../core/chat/card-kinds";
import { chatTemplate } from "../config";
import { TwoD6CheckRoll } from "../rolls";
import { checkCardContext, type CheckCard } from "./cards";

export const CHECK_CARD = defineCardKind<CheckCard>({ id: TwoD6CheckRoll.CARD_KIND, parts: [{ template: chatTemplate("check"), context: checkCardContext }] });
