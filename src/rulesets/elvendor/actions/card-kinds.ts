/** The forced-move and action-played card families and kinds: typed data, templates, contexts and the fields their buttons may write. */
import { bool } from "../../../core/payload";
import { cardRules } from "../../../core/chat/cards";
import { boolField, defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { chatTemplate as T } from "../config";
import { ElvendorDirectionRoll } from "../rolls";
import { forcedMoveCardContext, type ActionPlayedCard, type ForcedMoveCard } from "./cards";

type Fields = typeof foundry.data.fields;
/** A grid tile on a card (core/rules/grid.ts Tile). */
const tileField = (f: Fields) => new f.SchemaField({ x: intField(f), y: intField(f) }, { required: true, nullable: false });

/** The forced-move family: every field of ForcedMoveCard (a D12 direction, the tile it leads to, the move's place in the series). */
export const FORCED_MOVE_FAMILY = defineCardFamily<ForcedMoveCard>({
  type: "elvendorForcedMove", version: 1,
  schema: (f) => ({
    actor: refField(f), cause: textField(f, TEXT_LIMITS.name),
    direction: intField(f, { min: 1, max: 12 }), distance: intField(f, { min: 0 }), to: tileField(f),
    index: intField(f, { min: 1 }), of: intField(f, { min: 1 }), done: boolField(f),
  }),
});

/** The action-played family: every field of ActionPlayedCard. */
export const ACTION_PLAYED_FAMILY = defineCardFamily<ActionPlayedCard>({
  type: "elvendorActionPlayed", version: 1,
  schema: (f) => ({ actor: textField(f, TEXT_LIMITS.name), card: textField(f, TEXT_LIMITS.name), cost: intField(f, { min: 0 }), noise: intField(f, { min: 0 }) }),
});

const { all, ownerOf, setOnce } = cardRules;

const done = { check: bool, may: all(ownerOf("actor"), setOnce) };
export const FORCED_MOVE_CARD = FORCED_MOVE_FAMILY.kind({
  id: ElvendorDirectionRoll.CARD_KIND, legacy: { rollClass: "ElvendorDirectionRoll" },
  parts: [{ template: T("forced-move"), context: forcedMoveCardContext, actions: { "realms.elvendor.confirmMove": { fields: { done } }, "realms.elvendor.skipMove": { fields: { done } } } }],
});

export const ACTION_PLAYED_CARD = ACTION_PLAYED_FAMILY.kind({
  id: "realms.elvendor.actionPlayed",
  parts: [{ template: T("action-played"), context: (data) => ({ ...data, cost: String(data.cost), noise: String(data.noise) }) }],
});
