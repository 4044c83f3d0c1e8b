/** The GM's check request card's kind. */
import { defineCardKind, ownersOnly } from "../../../core/chat/card-kinds";
import { elfTemplate } from "../task/kinds";
import { requestCardContext, type RequestCard } from "../task/cards";

export const REQUEST_CARD = defineCardKind<RequestCard>({
  id: "realms.elf.request", legacy: { flag: "request" },
  parts: [{ template: elfTemplate("request"), context: requestCardContext, actions: { "realms.elf.requestRoll": { fields: ownersOnly("rolled") } } }],
});
