/** The speed card's kind: its template and context (core/chat/card-kinds.ts). */
import { defineCardKind } from "../../../core/chat/card-kinds";
import { chatTemplate } from "../config";
import { TwoD6SpeedRoll } from "../rolls";
import { speedCardContext, type SpeedCard } from "./cards";

export const SPEED_CARD = defineCardKind<SpeedCard>({ id: TwoD6SpeedRoll.CARD_KIND, parts: [{ template: chatTemplate("speed"), context: speedCardContext }] });
