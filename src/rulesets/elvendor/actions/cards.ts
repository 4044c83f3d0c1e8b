/** The forced-move card (Blinded, Fear): its payload and what its template renders (pure). */
import type { Ref } from "../../../core/refs";
import { windCompass } from "../weather/cards";

export interface ForcedMoveCard { readonly actor: Ref; readonly cause: string; readonly direction: number; readonly distance: number; readonly to: { x: number; y: number }; readonly index: number; readonly of: number; readonly done: boolean }

export function forcedMoveCardContext(card: ForcedMoveCard) {
  return { ...card, causeLabel: `REALMS.Elvendor.Condition.${card.cause}.name`, compass: windCompass(card.direction, card.direction, false) };
}

/** An action card played from a sheet. */
export interface ActionPlayedCard { readonly actor: string; readonly card: string; readonly cost: number; readonly noise: number }
