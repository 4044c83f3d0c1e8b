/** The forced-move and action-played card kinds: templates, contexts and the fields their buttons may write. */
import { bool } from "../../../core/payload";
import { cardRules } from "../../../core/chat/cards";
import { defineCardKind } from "../../../core/chat/card-kinds";
import { chatTemplate as T } from "../config";
import { ElvendorDirectionRoll } from "../rolls";
import { forcedMoveCardContext, type ActionPlayedCard, type ForcedMoveCard } from "./cards";

const { all, ownerOf, setOnce } = cardRules;

const done = { check: bool, may: all(ownerOf("actor"), setOnce) };
export const FORCED_MOVE_CARD = defineCardKind<ForcedMoveCard>({
  id: ElvendorDirectionRoll.CARD_KIND, legacy: { rollClass: "ElvendorDirectionRoll" },
  parts: [{ template: T("forced-move"), context: forcedMoveCardContext, actions: { "realms.elvendor.confirmMove": { fields: { done } }, "realms.elvendor.skipMove": { fields: { done } } } }],
});

export const ACTION_PLAYED_CARD = defineCardKind<ActionPlayedCard>({
  id: "realms.elvendor.actionPlayed",
  parts: [{ template: T("action-played"), context: (data) => ({ ...data, cost: String(data.cost), noise: String(data.noise) }) }],
});
