/** The turn-start card's family and kind, and posting one. */
import { postCard, type PostOptions } from "../../../core/chat/cards";
import { defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { chatTemplate as T } from "../config";
import { turnStartCardContext, type TurnStartCard } from "./cards";

/** The turn-start family: every field of TurnStartCard. */
export const TURN_START_FAMILY = defineCardFamily<TurnStartCard>({
  type: "elvendorTurnStart", version: 1,
  schema: (f) => ({
    actor: refField(f), actions: intField(f, { min: 0 }),
    losses: new f.ArrayField(new f.SchemaField({ source: textField(f, TEXT_LIMITS.name), actions: intField(f, { min: 0 }) }), { required: true, initial: [] }),
    poison: intField(f, { min: 0 }), forced: textField(f, TEXT_LIMITS.name),
  }),
});

export const TURN_START_CARD = TURN_START_FAMILY.kind({ id: "realms.elvendor.turnStart", parts: [{ template: T("turn-start"), context: turnStartCardContext }] });

export const postTurnStart = (data: TurnStartCard, options: PostOptions = {}) => postCard(TURN_START_CARD.id, data, options);
